// `npm run bench:start`: how long the production start takes, from launching `node dist/server.js`
// (run `npm run build` first) until /api/health/ready answers 200, on SQLite in a temporary folder:
// once on a brand-new database (migrations included) and three times on the migrated one. Prints
// the figures; it asserts nothing (the target is under 2 s on a quiet machine). docs/adr/0020.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'dist/server.js');
if (!existsSync(server)) {
  console.error('Falta la compilación: ejecuta `npm run build` primero.');
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-start-'));
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  PUBLIC_URL: 'https://parrilla.example',
  JWT_SECRET: randomBytes(48).toString('base64'),
  COOKIE_SECRET: randomBytes(48).toString('base64'),
  PAYMENTS_DEMO: 'true',
  SHUTDOWN_GRACE_MS: '0',
};

/** Milliseconds from spawn to the first 200 of /api/health/ready, and the process's CPU time by then. */
async function startOnce() {
  const started = performance.now();
  const child = spawn(process.execPath, [server], { cwd: dataDir, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /Parrilla escuchando en (http:\/\/localhost:\d+)/.exec(out);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`el servidor terminó con código ${code}:\n${out}`)));
  });
  const listening = performance.now() - started;
  while ((await fetch(`${url}/api/health/ready`)).status !== 200) await new Promise((r) => setTimeout(r, 5));
  const ready = performance.now() - started;
  const stat = await import('node:fs').then((fs) => fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8')).catch(() => undefined);
  const cpu = stat ? (Number(stat.split(') ')[1].split(' ')[11]) + Number(stat.split(') ')[1].split(' ')[12])) * 10 : undefined;
  await new Promise((resolve) => {
    child.once('close', resolve);
    child.kill('SIGTERM');
  });
  return { listening, ready, cpu };
}

try {
  const runs = [];
  for (let i = 0; i < 4; i++) runs.push(await startOnce());
  const show = (r) => `escucha en ${Math.round(r.listening)} ms, lista en ${Math.round(r.ready)} ms${r.cpu === undefined ? '' : `, ${r.cpu} ms de CPU`}`;
  console.log(`Node ${process.version}, carga del equipo ${loadavg()[0].toFixed(1)} (${path.relative(root, server)}, SQLite)`);
  console.log(`  base de datos nueva (con migraciones): ${show(runs[0])}`);
  for (const r of runs.slice(1)) console.log(`  base de datos migrada:                 ${show(r)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
