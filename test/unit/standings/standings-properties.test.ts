import { expect } from 'chai';
import fc from 'fast-check';
import { computeStandings, type ResultRow, type RoundResults, type StandingsInput, type StandingsPenalty } from '../../../src/modules/standings/index.js';
import { event, rules } from './season-builder.js';

const DRIVERS = [1, 2, 3, 4, 5, 6, 7, 8];
const KINDS: StandingsPenalty['tipo'][] = ['tiempo', 'posiciones', 'puntos', 'descalificacion', 'advertencia'];

const rowArb = (custId: number) =>
  fc.record({
    laps: fc.integer({ min: 0, max: 20 }),
    led: fc.integer({ min: 0, max: 5 }),
    best: fc.option(fc.integer({ min: 80_000, max: 95_000 }), { nil: null }),
    start: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
    out: fc.constantFrom('Running', 'Running', 'Disconnected'),
    carClassId: fc.constantFrom(1, 1, 2),
  }).map(
    (r): Omit<ResultRow, 'finishPosition' | 'interval'> => ({
      custId,
      teamId: null,
      displayName: `Piloto ${custId}`,
      drivers: [],
      carClassId: r.carClassId,
      carClassName: r.carClassId === 1 ? 'GT3' : 'GT4',
      startingPosition: r.start,
      lapsComplete: r.laps,
      lapsLed: r.led,
      bestLapTime: r.best,
      reasonOut: r.out,
    }),
  );

/** A session's rows in a random finishing order, the cars ahead on more laps, timed on the leader's lap. */
const sessionRowsArb = fc.shuffledSubarray(DRIVERS, { minLength: 1 }).chain((ids) =>
  fc.tuple(...ids.map(rowArb)).map((rows) => {
    const ordered = [...rows].sort((a, b) => b.lapsComplete - a.lapsComplete);
    return ordered.map((r, i): ResultRow => ({ ...r, finishPosition: i + 1, interval: r.lapsComplete === ordered[0]!.lapsComplete ? i * 1500 : null }));
  }),
);

const penaltyArb = (rounds: number) =>
  fc.record({
    ronda: fc.integer({ min: 1, max: rounds }),
    custId: fc.constantFrom(...DRIVERS),
    tipo: fc.constantFrom(...KINDS),
    amount: fc.integer({ min: 1, max: 10 }),
    sesion: fc.option(fc.constantFrom(1, 2), { nil: null }),
  }).map(
    (p): StandingsPenalty => ({
      carreraId: `c${p.ronda}`,
      custId: p.custId,
      sesion: p.sesion,
      evento: null,
      tipo: p.tipo,
      segundos: p.tipo === 'tiempo' ? p.amount : null,
      posiciones: p.tipo === 'posiciones' ? p.amount : null,
      puntos: p.tipo === 'puntos' ? p.amount : null,
    }),
  );

const seasonArb: fc.Arbitrary<StandingsInput> = fc.integer({ min: 1, max: 6 }).chain((roundCount) =>
  fc.record({
    rounds: fc.tuple(
      ...Array.from({ length: roundCount }, (_, i) =>
        fc.tuple(sessionRowsArb, sessionRowsArb, sessionRowsArb).map(
          ([qualifying, race, sprint]): RoundResults => ({
            ronda: i + 1,
            carreraId: `c${i + 1}`,
            sesiones: [
              { sesion: 1, qualifying: null, race: sprint },
              { sesion: 2, qualifying, race },
            ],
          }),
        ),
      ),
    ),
    penalties: fc.array(penaltyArb(roundCount), { maxLength: 12 }),
    table: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 8 }),
    drops: fc.integer({ min: 0, max: 4 }),
    teamDrops: fc.integer({ min: 0, max: 4 }),
    teamDeductions: fc.boolean(),
    protectedRounds: fc.subarray(Array.from({ length: roundCount }, (_, i) => i + 1)),
    closeUp: fc.boolean(),
    minimumLaps: fc.constantFrom(0, 0.5, 0.75),
  }).map((s) => ({
    rounds: s.rounds,
    penalties: s.penalties,
    rules: rules({
      tiposPuntuacion: [
        { nombre: 'Sprint', eventos: [event('Carrera sprint', 'race', 'posicion', s.table.slice(0, 3), s.minimumLaps)] },
        {
          nombre: 'Principal',
          eventos: [
            event('Pole', 'qualifying', 'posicion', [1]),
            event('Carrera', 'race', 'posicion', s.table, s.minimumLaps),
            event('Vuelta rápida', 'race', 'vueltaRapida', [1], s.minimumLaps),
            event('Vueltas lideradas', 'race', 'vueltasLideradas', [1]),
            event('Remontada', 'race', 'posicionesGanadas', [0.5]),
          ],
        },
      ],
      formato: { porDefecto: ['Sprint', 'Principal'], rondas: [] },
      rondasDescartadas: s.drops,
      rondasNoDescartables: s.protectedRounds,
      cerrarPosiciones: s.closeUp,
      motivosSinPuntos: ['Disconnected'],
      equipos: { plantillas: [{ nombre: 'Rayo', pilotos: [1, 2, 3] }], descartes: s.teamDrops, incluirDeduccionesDePilotos: s.teamDeductions, descartarPeorPiloto: true },
    }),
  })),
);

const allRows = (input: StandingsInput) => {
  const s = computeStandings(input);
  return [...s.grupos, ...s.equipos].flatMap((t) => t.filas);
};

describe('Standings: properties of any season', () => {
  it('a total is the sum of the counted rounds minus the deductions', () => {
    fc.assert(
      fc.property(seasonArb, (input) => {
        for (const row of allRows(input)) {
          const counted = row.rondas.filter((r) => !r.descartada).reduce((sum, r) => sum + r.puntos, 0);
          expect(row.puntos).to.be.closeTo(counted - row.deducciones, 1e-6);
          // A roster drops its own count of rounds, a driver or a team of team events the drivers' count.
          expect(row.rondas.filter((r) => r.descartada).length).to.be.at.most(row.tipo === 'plantilla' ? input.rules.equipos.descartes : input.rules.rondasDescartadas);
          expect(row.rondas.some((r) => r.descartada && input.rules.rondasNoDescartables.includes(r.ronda))).to.equal(false);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('dropping one more round never raises a total', () => {
    fc.assert(
      fc.property(seasonArb, (input) => {
        const before = new Map(allRows(input).map((r) => [r.clave, r.puntos]));
        const { rules } = input;
        const after = allRows({ ...input, rules: { ...rules, rondasDescartadas: rules.rondasDescartadas + 1, equipos: { ...rules.equipos, descartes: rules.equipos.descartes + 1 } } });
        for (const row of after) expect(row.puntos).to.be.at.most(before.get(row.clave)! + 1e-9);
      }),
      { numRuns: 150 },
    );
  });

  it('orders every table strictly and the same way whatever order the rows and rounds come in', () => {
    fc.assert(
      fc.property(seasonArb, (input) => {
        const standings = computeStandings(input);
        for (const table of [...standings.grupos, ...standings.equipos]) {
          expect(table.filas.map((r) => r.posicion)).to.deep.equal(table.filas.map((_, i) => i + 1));
          for (let i = 1; i < table.filas.length; i++) expect(table.filas[i]!.puntos).to.be.at.most(table.filas[i - 1]!.puntos);
          expect(new Set(table.filas.map((r) => r.clave)).size).to.equal(table.filas.length);
          expect(table.filas[0]!.diferencia).to.equal(0);
        }
        const shuffled: StandingsInput = {
          ...input,
          rounds: [...input.rounds].reverse().map((r) => ({ ...r, sesiones: [...r.sesiones].reverse().map((s) => ({ ...s, race: s.race && [...s.race].reverse(), qualifying: s.qualifying && [...s.qualifying].reverse() })) })),
        };
        expect(computeStandings(shuffled)).to.deep.equal(standings);
      }),
      { numRuns: 150 },
    );
  });
});
