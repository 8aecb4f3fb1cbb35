// A league season of 20 sessions synced from iRacing (a local stand-in of its hosts) against the same
// 20 exports imported as files read from disk (as `parrilla import <folder>` does), on the embedded SQLite. The sync also fetches each race's lap chart and
// stores it; the goal is at most 1.5 × the file import. `npm run bench` prints it with the other
// timings and fails over the goal; `tsx bench/iracing-sync.ts` runs it alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { bootstrap, type AppContext } from '../src/container.js';
import { CHAMPIONSHIPS } from '../src/modules/championships/index.js';
import type { Actor } from '../src/modules/identity/index.js';
import { IRACING } from '../src/modules/iracing/index.js';
import { RESULTS } from '../src/modules/results/index.js';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import type { BenchTiming } from './bench-figure.js';
import { LEAGUE, roundExport, SEASON, SESSIONS } from './iracing-season.js';

const RUNS = Number(process.env.BENCH_SYNC_RUNS ?? 5);
/** The sync may cost at most this many times the import of the same files. */
export const SYNC_GOAL_RATIO = 1.5;
const ADMIN: Actor = { id: 'bench', rol: 'superadmin', suspendido: false };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A fresh SQLite site with one championship of 20 weekly races, linked to the stand-in's season. */
async function freshSite(env: Record<string, string>): Promise<{ context: AppContext; races: string[]; championshipId: string; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-bench-sync-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123', ...env });
  const context = await bootstrap({ config, logger: createLogger(config), migrate: true });
  const championship = await context.container.get(CHAMPIONSHIPS.CreateChampionship).execute(ADMIN, {
    fields: {
      nombreCampeonato: 'Copa de prueba',
      categoria: 'GT',
      detallesCampeonato: 'Veinte fechas.',
      fechaInicio: '2026-01-01',
      fechaFin: '2026-06-30',
      participantesMaximos: 40,
      precio: 0,
      iracingLigaId: LEAGUE,
      iracingTemporadaId: SEASON,
    },
  });
  const races: string[] = [];
  for (let round = 0; round < SESSIONS; round++) {
    const day = new Date(Date.UTC(2026, 0, 1 + 7 * round)).toISOString().slice(0, 10);
    // 13:00 in Mexico City, 19:00 UTC (no daylight saving there since 2022).
    const race = await context.container.get(CHAMPIONSHIPS.CreateRace).execute(ADMIN, {
      fields: { campeonato: championship.id, circuito: `Circuito ${round}`, fechaInicio: day, horaInicio: '13:00', hasRace: true, raceDuration: 40, clima: 'Soleado', videos: [] },
    });
    races.push(race.id);
  }
  return { context, races, championshipId: championship.id, dataDir };
}

/** Starts the stand-in in a process of its own with the season's data; answers its environment and how to stop it. */
async function standInProcess(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'iracing-season.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`el sustituto de iRacing terminó (${code}) antes de escuchar`)));
  });
  return {
    env: JSON.parse(line) as Record<string, string>,
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

export async function iracingSyncTimings(): Promise<BenchTiming[]> {
  const stand = await standInProcess();
  try {
    // The files as an admin downloads them, read from disk as `parrilla import <folder>` reads them.
    const folder = mkdtempSync(path.join(tmpdir(), 'parrilla-bench-files-'));
    const files = Array.from({ length: SESSIONS }, (_, round) => {
      const file = path.join(folder, `ronda-${round}.json`);
      writeFileSync(file, JSON.stringify(roundExport(round)));
      return file;
    });
    const imports: number[] = [];
    const syncs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Alternate which goes first, so a slower moment of the machine falls on both.
      for (const which of run % 2 === 0 ? (['import', 'sync'] as const) : (['sync', 'import'] as const)) {
        const site = await freshSite(stand.env);
        try {
          const started = performance.now();
          if (which === 'import') {
            const importer = site.context.container.get(RESULTS.ImportEventFile);
            for (const [i, file] of files.entries()) await importer.execute(ADMIN, { bytes: await readFile(file), carreraId: site.races[i], sesion: 1 });
            imports.push(performance.now() - started);
          } else {
            const report = await site.context.container.get(IRACING.Sync).execute(ADMIN, { campeonatoId: site.championshipId });
            const imported = report.campeonatos[0]?.importadas.length ?? 0;
            if (imported !== SESSIONS) throw new Error(`la sincronización importó ${imported} de ${SESSIONS} sesiones: ${report.campeonatos[0]?.error ?? ''}`);
            syncs.push(performance.now() - started);
          }
        } finally {
          await site.context.close();
          rmSync(site.dataDir, { recursive: true, force: true });
        }
      }
    }
    rmSync(folder, { recursive: true, force: true });
    const [importMs, syncMs] = [median(imports), median(syncs)];
    return [
      { name: `importar ${SESSIONS} archivos (30 pilotos × 3 fases), mediana de ${RUNS}`, value: Math.round(importMs), unit: 'ms' },
      { name: `sincronizar la misma temporada desde iRacing (con posiciones por vuelta), mediana de ${RUNS}`, value: Math.round(syncMs), unit: 'ms' },
      { name: `sincronizar ÷ importar (meta ≤ ${SYNC_GOAL_RATIO})`, value: Math.round((syncMs / importMs) * 100) / 100, unit: '×' },
    ];
  } finally {
    await stand.stop();
  }
}


if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const timings = await iracingSyncTimings();
  for (const t of timings) console.log(`${t.name}: ${t.value} ${t.unit}`);
  const ratio = timings.at(-1)!.value;
  if (ratio > SYNC_GOAL_RATIO) {
    console.error(`La sincronización cuesta ${ratio} × la importación de los mismos archivos (meta ≤ ${SYNC_GOAL_RATIO})`);
    process.exitCode = 1;
  }
}
