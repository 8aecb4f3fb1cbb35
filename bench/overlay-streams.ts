// `npm run bench:overlays`: 200 overlays open on one server (docs/adr/0058). Figures: the server's CPU
// while they are open and nothing changes (a window holding one heartbeat), the time from one write to
// the last overlay hearing of it, and to the last of them having fetched its panel again, as each
// overlay's script does. SQLite in a temporary folder; PostgreSQL with DATABASE_URL. The streams come
// from 127.0.0.x addresses, at most 20 each (the per-address bound).
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { PLATFORM } from '../src/platform/platform.tokens.js';
import { startServer } from '../src/server.js';
import { STREAM_LIMITS } from '../src/modules/overlays/application/overlay-streams.js';

const OVERLAYS = Number(process.env.BENCH_OVERLAYS ?? 200);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);

interface Stream {
  heard: Promise<number>;
  close(): void;
}

/** Opens the event stream from `localAddress`; `heard` resolves with the instant its first 'datos' event arrives. */
function openStream(port: number, localAddress: string, greeted: () => void): Stream {
  let resolveHeard!: (at: number) => void;
  const heard = new Promise<number>((resolve) => (resolveHeard = resolve));
  const req = request({ host: '127.0.0.1', port, path: '/api/overlay/eventos', localAddress, agent: false }, (res) => {
    if (res.statusCode !== 200) throw new Error(`stream refused: ${res.statusCode}`);
    res.setEncoding('utf8');
    let text = '';
    res.on('data', (chunk: string) => {
      if (!text.includes('event: hola') && (text + chunk).includes('event: hola')) greeted();
      text += chunk;
      if (text.includes('event: datos')) resolveHeard(performance.now());
      if (text.length > 4096) text = text.slice(-64);
    });
  });
  req.on('error', () => undefined);
  req.end();
  return { heard, close: () => req.destroy() };
}

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-bench-overlays-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-long-enough-for-hs256-0123456789', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', DEMO_CONTENT: 'false' });
  const running = await startServer({ config, logger: createLogger(config), port: 0, mailWorker: false, scheduler: false });
  const port = Number(new URL(running.url).port);
  const { knex, container } = running.context;
  try {
    const now = new Date().toISOString();
    await knex('sponsors').insert({ id: 'bench-sponsor', nombre: 'Cascos MX', logoUrl: '/uploads/x.png', createdAt: now, updatedAt: now });
    let greeted = 0;
    let allGreeted!: () => void;
    const ready = new Promise<void>((resolve) => (allGreeted = resolve));
    const streams: Stream[] = [];
    for (let i = 0; i < OVERLAYS; i++) {
      const address = `127.0.0.${2 + Math.floor(i / STREAM_LIMITS.perIp)}`;
      streams.push(openStream(port, address, () => ++greeted === OVERLAYS && allGreeted()));
    }
    await ready;
    console.log(`${OVERLAYS} overlays abiertos (${container.get(PLATFORM.Config).database.client})`);

    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const cpu = process.cpuUsage(cpuBefore);
    const idleShare = (cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore);
    console.log(`CPU en reposo con ${OVERLAYS} overlays abiertos, ${IDLE_SECONDS} s (un latido): ${(idleShare * 100).toFixed(2)} % de un núcleo (${((cpu.user + cpu.system) / 1000).toFixed(0)} ms)`);

    // One change, written as the site writes it: the row, then the feed told (SQLite) or the database notifying (PostgreSQL).
    const started = performance.now();
    await knex('sponsors').where({ id: 'bench-sponsor' }).update({ nombre: 'Cascos MX 2', updatedAt: new Date().toISOString() });
    await container.get(PLATFORM.ChangeFeed).afterWrite();
    const heard = await Promise.all(streams.map((s) => s.heard));
    const lastHeard = Math.max(...heard) - started;
    const firstHeard = Math.min(...heard) - started;
    // Each overlay then reads again, as its script does (here a kept public read stands for its panel).
    const fetched = await Promise.all(streams.map(() => get(port, '/api/sponsors/list')));
    const lastFetched = performance.now() - started;
    console.log(`Un cambio: el primero lo oye a los ${firstHeard.toFixed(1)} ms, el último a los ${lastHeard.toFixed(1)} ms; los ${OVERLAYS} vuelven a leer en ${lastFetched.toFixed(0)} ms (${fetched.filter((s) => s === 200).length} respuestas 200)`);
    for (const s of streams) s.close();
  } finally {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
