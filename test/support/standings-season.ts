import type { AppContext } from '../../src/container.js';
import { scoringPreset } from '../../src/contracts/standings-config.contract.js';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import type { Actor } from '../../src/modules/identity/index.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { STANDINGS } from '../../src/modules/standings/index.js';
import { inventedExport, row } from './iracing-exports.js';

const ADMIN: Actor = { id: 'test-admin', rol: 'admin', suspendido: false };
const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** The invented drivers of the season: six in the GT class, three in the LMP class. */
export const GT_DRIVERS = { 1: 'Ana Pista', 2: 'Beto Curva', 3: 'Carla Recta', 4: 'Diego Frenada', 5: 'Elena Vértice', 6: 'Fer Chicane' } as const;
export const LMP_DRIVERS = { 11: 'Hugo Rebase', 12: 'Iván Escape', 13: 'Julia Sector' } as const;
const NAMES: Record<number, string> = { ...GT_DRIVERS, ...LMP_DRIVERS };

/**
 * Each round's finishing order by class (iRacing customer ids), every finisher on the leader's laps.
 * Fer misses round 3 and Iván round 2.
 */
export const SEASON_ORDERS: ReadonlyArray<{ gt: number[]; lmp: number[] }> = [
  { gt: [2, 1, 3, 4, 5, 6], lmp: [11, 12, 13] },
  { gt: [2, 1, 3, 5, 4, 6], lmp: [13, 11] },
  { gt: [1, 3, 2, 4, 5], lmp: [12, 11, 13] },
];

export const F1_POINTS = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];

export const ROSTERS = [
  { nombre: 'Escudería Norte', pilotos: [1, 2] },
  { nombre: 'Escudería Sur', pilotos: [3, 4] },
];

/** One round's export: GT (class 10) and LMP (class 20) on track together, LMP ahead overall. */
export function roundExport(round: number, order: { gt: number[]; lmp: number[] }) {
  const lmp = order.lmp.map((custId, i) =>
    row({ cust_id: custId, display_name: NAMES[custId]!, finish_position: i, finish_position_in_class: i, laps_complete: 22, incidents: 0, car_class_id: 20, car_id: 2, car_name: 'Prototipo Inventado' }),
  );
  const gt = order.gt.map((custId, i) =>
    row({ cust_id: custId, display_name: NAMES[custId]!, finish_position: lmp.length + i, finish_position_in_class: i, laps_complete: 20, incidents: i, car_class_id: 10, best_lap_time: 900_000 + i * 1000 }),
  );
  const start = new Date(Date.UTC(2026, 2, 1 + 7 * round, 18));
  return Buffer.from(
    JSON.stringify(
      inventedExport({
        subsession_id: 94000000 + round,
        session_name: `Ronda ${round}`,
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 3_600_000).toISOString(),
        car_classes: [
          { car_class_id: 20, short_name: 'LMP Inv', name: 'LMP Inventado', cars_in_class: [{ car_id: 2 }] },
          { car_class_id: 10, short_name: 'GT Inv', name: 'GT Inventado', cars_in_class: [{ car_id: 1 }] },
        ],
        session_results: [{ simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: [...lmp, ...gt] }],
      }),
    ),
  );
}

export interface SeededSeason {
  campeonatoId: string;
  nombre: string;
  raceIds: string[];
  /** The subsession id of each round's event, in round order. */
  subsessions: number[];
}

/**
 * A running championship (started yesterday) with four races, the first three with imported results
 * of invented drivers (published long ago), scored with F1 points, one dropped round and two rosters.
 */
export async function seedStandingsSeason(context: AppContext, options: { nombre?: string; rounds?: number } = {}): Promise<SeededSeason> {
  const nombre = options.nombre ?? 'Copa Invierno';
  const championship = await context.container.get(CHAMPIONSHIPS.CreateChampionship).execute(ADMIN, {
    fields: {
      nombreCampeonato: nombre,
      categoria: 'GT',
      detallesCampeonato: 'Cuatro fechas multiclase.',
      reglas: 'Respeta los límites de pista.',
      fechaInicio: day(-30),
      fechaFin: day(60),
      participantesMaximos: 30,
      precio: 500,
      premios: { primerPuesto: 'Volante', segundoPuesto: 'Pedales', tercerPuesto: 'Playera' },
    },
  });
  const circuits = ['Autódromo Hermanos Rodríguez', 'Circuito de Monterrey', 'Autódromo de Querétaro', 'Autódromo de Puebla'];
  const raceIds: string[] = [];
  for (const [i, circuito] of circuits.entries()) {
    const race = await context.container.get(CHAMPIONSHIPS.CreateRace).execute(ADMIN, {
      fields: { campeonato: championship.id, circuito, fechaInicio: day(-28 + 7 * i), horaInicio: '20:00', practiceDuration: 15, qualyDuration: 10, hasRace: true, raceDuration: 40, clima: 'Soleado', videos: [] },
    });
    raceIds.push(race.id);
  }
  await context.container.get(STANDINGS.SetScoringConfig).execute(ADMIN, championship.id, { ...scoringPreset('f1'), rondasDescartadas: 1, equipos: { plantillas: ROSTERS } });
  const importer = context.container.get(RESULTS.ImportEventFile);
  const subsessions: number[] = [];
  for (const [i, order] of SEASON_ORDERS.slice(0, options.rounds ?? SEASON_ORDERS.length).entries()) {
    await importer.execute(ADMIN, { bytes: roundExport(i + 1, order), carreraId: raceIds[i], sesion: 1 });
    subsessions.push(94000000 + i + 1);
  }
  return { campeonatoId: championship.id, nombre, raceIds, subsessions };
}

/**
 * A class's standings worked out by hand from SEASON_ORDERS: F1 points by place in class, the lowest
 * round dropped (equal scores: the earlier), a missed round scoring 0. Answers points per driver.
 */
export function expectedTotals(klass: 'gt' | 'lmp', upToRound = SEASON_ORDERS.length): Map<number, { total: number; rounds: number[]; dropped: number }> {
  const ids = new Set(SEASON_ORDERS.slice(0, upToRound).flatMap((o) => o[klass]));
  return new Map(
    [...ids].map((custId) => {
      const rounds = SEASON_ORDERS.slice(0, upToRound).map((o) => {
        const place = o[klass].indexOf(custId);
        return place < 0 ? 0 : (F1_POINTS[place] ?? 0);
      });
      const lowest = Math.min(...rounds);
      const dropped = rounds.indexOf(lowest);
      return [custId, { total: rounds.reduce((a, b) => a + b, 0) - lowest, rounds, dropped: dropped + 1 }];
    }),
  );
}
