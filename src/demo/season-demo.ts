/**
 * The demo's seasons (docs/adr/0033): every demo championship in its own series as this year's
 * edition, a closed past season with its champions, and a running championship with several rounds
 * of imported results, a stewards' decision and the track records they set, so the standings, the
 * analyzer, the hall of champions and a driver page are never empty. All names are made up; every
 * step goes through the modules' use cases.
 */
import type { AppContext } from '../container.js';
import { CHAMPIONSHIPS } from '../modules/championships/index.js';
import { IDENTITY, type Actor } from '../modules/identity/index.js';
import { RESULTS } from '../modules/results/index.js';
import { SEASONS } from '../modules/seasons/index.js';
import { STEWARDING } from '../modules/stewarding/index.js';
import { TRACK_RECORDS } from '../modules/track-records/index.js';
import { demoRaceExport } from './demo-results.js';
import { DEMO_TEXTS, PAST_SEASON_DEMO, type DemoChampionship } from './demo-data.js';
import { circuitImage, cover, logo } from './demo-images.js';

const DAY = 86_400_000;
/** A race at 20:00 in Mexico City is 02:00 UTC the next day (UTC−6). */
const RACE_HOUR_UTC = 26 * 3_600_000;
/** The demo drivers' iRacing customer ids: 900 001 on, in the order of FIRST_NAMES (demo-results.ts). */
const DEMO_CUST_ID = (index: number) => 900_001 + index;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface SeasonDemoInput {
  actor: Actor;
  /** The demo drivers' account ids by their index in FIRST_NAMES (null: not created). */
  drivers: Array<string | null>;
  /** Their names as iRacing shows them, in the same order. */
  names: string[];
  /** This year's championships, with their demo line. */
  current: Array<{ id: string; demo: DemoChampionship }>;
  /** Mexico City's year today. */
  year: number;
  /** The running championship whose past races get results: its id and its races already run (oldest first). */
  running: { id: string; nombre: string; races: Array<{ id: string; circuito: string; day: number }> } | null;
}

interface SeasonDemoSummary {
  series: number;
  pastChampionships: number;
  races: number;
  results: number;
  decisions: number;
  records: number;
}

/** Loads the demo's seasons; run by seedDemoContent after the championships and drivers exist. */
export async function seedSeasonDemo(app: AppContext, input: SeasonDemoInput): Promise<SeasonDemoSummary> {
  const get = app.container.get.bind(app.container);
  const { actor } = input;
  const summary: SeasonDemoSummary = { series: 0, pastChampionships: 0, races: 0, results: 0, decisions: 0, records: 0 };

  // The drivers' iRacing ids, so their results, standings rows and titles lead to their pages.
  for (const [index, userId] of input.drivers.entries()) {
    if (userId) await get(IDENTITY.UpdateUser).execute(actor, userId, { fields: { iracingId: DEMO_CUST_ID(index) } });
  }

  // Every championship is this year's edition of its own series.
  const seriesOf = new Map<string, string>();
  for (const { id, demo } of input.current) {
    const series = await get(SEASONS.CreateSeries).execute(actor, { fields: { nombre: demo.nombre, categoria: demo.categoria, descripcion: DEMO_TEXTS.seriesDescription(demo.categoria) }, logo: logo(demo.nombre, demo.colours[0]) });
    seriesOf.set(demo.nombre, series.id);
    await get(SEASONS.SetEdition).execute(actor, id, { serieId: series.id, temporada: input.year });
    summary.series += 1;
  }

  // Last year's editions of some series: raced, imported and closed, with their champions.
  const importer = get(RESULTS.ImportEventFile);
  let subsession = 70_000_100;
  for (const [index, past] of PAST_SEASON_DEMO.entries()) {
    const serieId = seriesOf.get(past.series);
    if (!serieId) continue;
    const start = Date.UTC(input.year - 1, past.month - 1, 1);
    const nombre = `${past.series} ${input.year - 1}`;
    const championship = await get(CHAMPIONSHIPS.CreateChampionship).execute(actor, {
      fields: {
        nombreCampeonato: nombre,
        categoria: past.categoria,
        detallesCampeonato: DEMO_TEXTS.championshipDetails(past.circuits.length, past.categoria),
        reglas: DEMO_TEXTS.championshipRules,
        fechaInicio: isoDay(start),
        fechaFin: isoDay(start + past.circuits.length * 14 * DAY),
        participantesMaximos: 24,
        precio: 0,
        premios: DEMO_TEXTS.prizes,
      },
      cover: cover(nombre, past.categoria, past.colours),
    });
    summary.pastChampionships += 1;
    for (const [n, circuito] of past.circuits.entries()) {
      const raceDay = start + (n * 14 + 2) * DAY;
      const race = await get(CHAMPIONSHIPS.CreateRace).execute(actor, {
        fields: { campeonato: championship.id, circuito, fechaInicio: isoDay(raceDay), horaInicio: '20:00', hasRace: true, raceDuration: 45, incidents: 3, clima: DEMO_TEXTS.weather[n % DEMO_TEXTS.weather.length], estado: 'finalizada' },
        image: circuitImage(circuito, 20 + index + n),
      });
      summary.races += 1;
      subsession += 1;
      const file = demoRaceExport({ subsessionId: subsession, sessionName: nombre, track: circuito, start: new Date(raceDay + RACE_HOUR_UTC), raceMinutes: 45, drivers: input.names, round: past.rounds[n] ?? n });
      await importer.execute(actor, { bytes: JSON.stringify(file), carreraId: race.id });
      summary.results += 1;
    }
    await get(SEASONS.SetEdition).execute(actor, championship.id, { serieId, temporada: input.year - 1 });
    await get(SEASONS.CloseSeason).execute(actor, championship.id);
  }

  // The running championship: its races already run have results, one with a stewards' decision.
  if (input.running) {
    for (const [n, race] of input.running.races.entries()) {
      subsession += 1;
      const file = demoRaceExport({ subsessionId: subsession, sessionName: input.running.nombre, track: race.circuito, start: new Date(race.day + RACE_HOUR_UTC), raceMinutes: 45, drivers: input.names, round: n + 1 });
      await importer.execute(actor, { bytes: JSON.stringify(file), carreraId: race.id });
      summary.results += 1;
    }
    const penalised = await firstEnrolled(app, input.running.id, input.drivers);
    const race = input.running.races.at(-1);
    if (penalised && race) {
      await get(STEWARDING.RecordPenalty).execute(actor, {
        campeonato: input.running.id,
        carrera: race.id,
        piloto: penalised,
        explicacion: DEMO_TEXTS.penaltyExplanation,
        sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 2 },
      });
      summary.decisions += 1;
    }
  }

  // The fastest imported laps become the track records (what 'Sugerido desde resultados' proposes).
  for (const suggestion of await get(TRACK_RECORDS.ListSuggestions).execute(actor)) {
    await get(TRACK_RECORDS.AcceptSuggestion).execute(actor, suggestion.id);
    summary.records += 1;
  }
  return summary;
}

/** A demo driver entered in the championship (stewards penalise only those), or null. */
async function firstEnrolled(app: AppContext, campeonatoId: string, drivers: Array<string | null>): Promise<string | null> {
  const championship = await app.container.get(CHAMPIONSHIPS.GetChampionship).execute(campeonatoId);
  return drivers.find((id): id is string => id !== null && championship.participantes.includes(id)) ?? null;
}
