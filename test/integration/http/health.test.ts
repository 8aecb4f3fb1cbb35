import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import Koa from 'koa';
import supertest from 'supertest';
import type { AppContext } from '../../../src/container.js';
import { healthRoutes } from '../../../src/http/health.routes.js';
import { createKnex } from '../../../src/platform/database/knex.js';
import { bootTestContext, describeEachDatabase, type DatabaseKind } from '../../support/databases.js';
import { cliEnv, cliProgram, ROOT } from '../../support/cli.js';
import { startTestHttp, type TestHttp } from '../../support/http.js';

/** A fresh health router (nothing cached) on its own Koa app, as a request helper. */
function healthApp(knex: Parameters<typeof healthRoutes>[0]) {
  const app = new Koa();
  app.use(healthRoutes(knex).routes());
  const server = app.listen(0);
  return { request: supertest(server), close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describeEachDatabase('Health endpoints', (kind) => {
  let context: AppContext;
  let api: TestHttp;

  before(async () => {
    context = await bootTestContext(kind);
    api = await startTestHttp(context);
  });
  after(async () => {
    await api.close();
    await context.close();
  });
  afterEach(() => {
    api.http.readiness.stopping = false;
  });

  it('live answers 200 { estado: ok }, never cached', async () => {
    const res = await api.request.get('/api/health/live');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ estado: 'ok' });
    expect(res.headers['cache-control']).to.equal('no-store');
  });

  it('ready answers 200 with the database up and every migration applied, never cached', async () => {
    const res = await api.request.get('/api/health/ready');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ estado: 'ok' });
    expect(res.headers['cache-control']).to.equal('no-store');
  });

  it('ready answers 503 while a migration is pending, and keeps 200 once it saw them all applied', async () => {
    const knex = context.knex;
    const last = await knex('knex_migrations').orderBy('id', 'desc').first();
    const health = healthApp(knex);
    try {
      await knex('knex_migrations').where({ id: last.id }).delete();
      const pending = await health.request.get('/api/health/ready');
      expect(pending.status).to.equal(503);
      expect(pending.body.message).to.equal('Faltan migraciones por aplicar');
      expect(pending.headers['cache-control']).to.equal('no-store');

      await knex('knex_migrations').insert(last);
      expect((await health.request.get('/api/health/ready')).status).to.equal(200);

      // Migrations are not undone while the server runs: once all applied, the answer is kept.
      await knex('knex_migrations').where({ id: last.id }).delete();
      expect((await health.request.get('/api/health/ready')).status).to.equal(200);
    } finally {
      if (!(await knex('knex_migrations').where({ id: last.id }).first())) await knex('knex_migrations').insert(last);
      await health.close();
    }
  });

  it('ready answers 503 "El servidor se está deteniendo" once the server is stopping, live still 200', async () => {
    api.http.readiness.stopping = true;
    const ready = await api.request.get('/api/health/ready');
    expect(ready.status).to.equal(503);
    expect(ready.body.message).to.equal('El servidor se está deteniendo');
    expect((await api.request.get('/api/health/live')).status).to.equal(200);
  });
});

describe('Health endpoints without a database', () => {
  it('ready answers 503 "La base de datos no responde" when the database cannot be reached; live stays 200', async () => {
    const knex = createKnex({ client: 'sqlite', filename: ':memory:' });
    await knex.destroy();
    const health = healthApp(knex);
    try {
      const ready = await health.request.get('/api/health/ready');
      expect(ready.status).to.equal(503);
      expect(ready.body).to.deep.equal({ estado: 'error', message: 'La base de datos no responde' });
      expect(ready.headers['cache-control']).to.equal('no-store');
      expect((await health.request.get('/api/health/live')).status).to.equal(200);
    } finally {
      await health.close();
    }
  });
});

const monza60 = JSON.stringify({ circuitName: 'Monza', carModel: 'Ferrari 296 GT3', raceDistance: 60, lapTime: 108.5, fuelConsumptionPerLap: 2.85, tankCapacity: 120, pitStopTime: 30, safetyMargin: 1.5, initialFuel: 0 });

describeEachDatabase('Graceful shutdown of the server process', (kind: DatabaseKind) => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-shutdown-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('on SIGTERM, ready answers 503 during the grace period, a request in flight completes with 200, and the process exits 0', async function () {
    this.timeout(60_000);
    const env = { ...cliEnv(dataDir, kind), LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '3000' };
    // The compiled CLI when the build is current, as in production (bin.js itself: test/integration/cli/parrilla-cli.test.ts).
    const child = spawn(process.execPath, [cliProgram(), 'serve', '--port', '0'], { cwd: ROOT, env });
    let out = '';
    const waiters: { pattern: RegExp; resolve: (m: RegExpExecArray) => void }[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      for (const w of [...waiters]) {
        const found = w.pattern.exec(out);
        if (found) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(found);
        }
      }
    });
    const printed = (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const found = pattern.exec(out);
        if (found) return resolve(found);
        waiters.push({ pattern, resolve });
        child.once('exit', (code) => reject(new Error(`el servidor terminó (código ${code}) antes de escribir ${pattern}:\n${out}`)));
      });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const url = (await printed(/Parrilla escuchando en (http:\/\/localhost:\d+)/))[1];
      expect((await fetch(`${url}/api/health/ready`)).status).to.equal(200);

      // A request in flight: its body is still arriving when the signal comes.
      const body = Buffer.from(monza60);
      const { port } = new URL(url);
      const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: 'localhost', port, method: 'POST', path: '/api/fuell/calculate', headers: { 'Content-Type': 'application/json', 'Content-Length': body.length } }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.write(body.subarray(0, 20));
        printed(/ya no acepta conexiones/).then(
          () => req.end(body.subarray(20)),
          (err: Error) => reject(err),
        );
      });

      child.kill('SIGTERM');
      await printed(/deja de estar listo/);
      const ready = await fetch(`${url}/api/health/ready`);
      expect(ready.status).to.equal(503);
      expect(((await ready.json()) as { message: string }).message).to.equal('El servidor se está deteniendo');
      expect((await fetch(`${url}/api/health/live`)).status, 'sigue atendiendo durante la espera').to.equal(200);

      const answer = await inFlight;
      expect(answer.status).to.equal(200);
      expect(JSON.parse(answer.body).success).to.equal(true);
      expect(await exited).to.equal(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
