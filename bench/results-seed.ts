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

let seeded: Promise<BenchTiming[]> | undefined;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function exports(): { name: string; text: string }[] {
  if (!existsSync(path.join(FIXTURES, TEAM_EVENT))) throw new Error(`las mediciones de resultados necesitan los exports reales en ${FIXTURES}`);
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
