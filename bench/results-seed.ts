// The stored results the results figures measure against: 1,000 events imported through the same
// use case as `parrilla import`, copies of the real exports with new subsession ids. Seeding is the
// batch-import measure itself; the single-file import is timed against JSON.parse of the same bytes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONSOLE_ACTOR } from '../cli/cli-runtime.js';
import { RESULTS } from '../src/modules/results/index.js';
import type { RunningServer } from '../src/server.js';
import type { BenchTiming } from './bench-figure.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../shared/fixtures/iracing');
const TEAM_EVENT = 'official-team-multiclass.json';
const BATCH = Number(process.env.BENCH_RESULTS_EVENTS ?? 1000);
/** The event every analysis figure reads: the biggest one, a four-class team race. */
export const BENCH_SUBSESSION = 46219719;
/** A driver of that event's winning team (in the invented one, its first driver). */
export const BENCH_DRIVER = existsSync(path.join(FIXTURES, TEAM_EVENT)) ? 310378 : 500000;

let seeded: Promise<BenchTiming[]> | undefined;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The real exports beside the project; without them, an invented team race of the same shape and
 * about the same size (58 teams of 3 drivers, 4 classes, practice, qualifying and race).
 */
function exports(): { name: string; text: string }[] {
  if (!existsSync(path.join(FIXTURES, TEAM_EVENT))) {
    console.warn(`[aviso] sin ${FIXTURES}: las mediciones de resultados usan un evento inventado`);
    return [{ name: TEAM_EVENT, text: JSON.stringify(inventedTeamRace()) }];
  }
  return readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json') && !f.startsWith('lap-chart'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(FIXTURES, name), 'utf8') }));
}

async function seed(server: RunningServer): Promise<BenchTiming[]> {
  const importFile = server.context.container.get(RESULTS.ImportEventFile);
  const sources = exports();
  const team = sources.find((s) => s.name === TEAM_EVENT)!;
  const teamBytes = Buffer.from(team.text);

  // One file: import (re-import replaces) against parsing the same bytes, medians of several runs.
  const importMs: number[] = [];
  const parseMs: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    let start = performance.now();
    JSON.parse(teamBytes.toString('utf8'));
    parseMs.push(performance.now() - start);
    start = performance.now();
    await importFile.execute(CONSOLE_ACTOR, { bytes: teamBytes });
    importMs.push(performance.now() - start);
  }

  // The batch: copies with new ids, the team event itself last so its id stays the one measured.
  const copies = sources.map((s) => JSON.parse(s.text) as { subsession_id: number });
  const started = performance.now();
  for (let i = 0; i < BATCH - 1; i += 1) {
    const copy = copies[i % copies.length];
    await importFile.execute(CONSOLE_ACTOR, { bytes: JSON.stringify({ ...copy, subsession_id: 100_000_000 + i }) });
  }
  await importFile.execute(CONSOLE_ACTOR, { bytes: teamBytes });
  const seconds = (performance.now() - started) / 1000;

  return [
    { name: `importar ${TEAM_EVENT} (${Math.round(teamBytes.length / 1024)} KB), mediana`, value: round(median(importMs)), unit: 'ms' },
    { name: 'JSON.parse de los mismos bytes, mediana', value: round(median(parseMs)), unit: 'ms' },
    { name: 'importar / JSON.parse', value: round(median(importMs) / median(parseMs)), unit: 'veces' },
    { name: `importar ${BATCH} eventos en lote (uno por transacción)`, value: round(BATCH / seconds, 1), unit: 'archivos/s' },
  ];
}

/** Seeds once for every results figure; answers the import measures. */
export function seedResults(server: RunningServer): Promise<BenchTiming[]> {
  seeded ??= seed(server);
  return seeded;
}

function inventedTeamRace() {
  const classes = [4005, 3104, 4006, 74];
  const row = (i: number, session: number, driver?: number) => ({
    ...(driver === undefined ? { team_id: -(1000 + i) } : { cust_id: 500000 + i * 10 + driver, team_id: -(1000 + i) }),
    display_name: driver === undefined ? `Equipo ${i + 1}` : `Piloto ${i + 1}-${driver + 1}`,
    finish_position: i,
    finish_position_in_class: Math.floor(i / 4),
    starting_position: (i * 7 + session) % 58,
    laps_complete: 30 - Math.floor(i / 10),
    laps_lead: i === 0 ? 20 : 0,
    incidents: (i * 3 + session) % 11,
    best_lap_time: 4_700_000 + i * 1000 + session,
    best_lap_num: 5,
    interval: i === 0 ? 0 : i < 10 ? i * 100_000 : -1,
    class_interval: i < 4 ? 0 : -1,
    car_id: 100 + (i % 4),
    car_name: `Auto ${i % 4}`,
    car_class_id: classes[i % 4],
    champ_points: 100 - i,
    oldi_rating: driver === undefined ? -1 : 2000 + i,
    newi_rating: driver === undefined ? -1 : 2010 + i,
    old_cpi: -1,
    new_cpi: -1,
    reason_out: 'Running',
    livery: { car_number: String(i + 1) },
  });
  const session = (number: number, type: number, name: string) => ({
    simsession_number: number,
    simsession_type: type,
    simsession_name: name,
    results: Array.from({ length: 58 }, (_, i) => ({ ...row(i, number), driver_results: [0, 1, 2].map((d) => row(i, number, d)) })),
  });
  return {
    subsession_id: BENCH_SUBSESSION,
    start_time: '2022-05-29T13:00:00Z',
    end_time: '2022-05-29T18:00:00Z',
    series_name: 'Resistencia Inventada',
    track: { track_name: 'Circuito Inventado', config_name: 'N/A' },
    car_classes: classes.map((id) => ({ car_class_id: id, short_name: `C${id}`, name: `Clase ${id}` })),
    session_results: [session(-2, 3, 'PRACTICE'), session(-1, 4, 'QUALIFY'), session(0, 6, 'RACE')],
  };
}
