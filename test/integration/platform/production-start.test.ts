import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { describeEachDatabase, resetPostgres, testConfig } from '../../support/databases.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const REFUSE_TYPESCRIPT = path.join(ROOT, 'test/support/refuse-typescript.mjs');

/** What production requires, as an operator would set it. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://parrilla.example',
  JWT_SECRET: 'Hq3v9ZtK1pW8xLr2bN7cF0sYdM5gJ4eA6uTzQi',
  COOKIE_SECRET: 'x7Pk2Lm9Qw4Rt6Yu1Io3As5Df8Gh0JkZcVbNm',
  PAYMENTS_DEMO: 'true',
  SHUTDOWN_GRACE_MS: '0',
  LOG_LEVEL: 'info',
};

/** Every process started, so one that started when it should have refused is stopped after its test. */
const started = new Set<Started>();

interface Started {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The address it listens on, once its log says so. */
  url?: string;
  stop(): Promise<void>;
}

/**
 * Runs `npm start` as `node scripts/start.mjs` with `env` as its whole environment (plus PATH), in a
 * folder of its own, refusing any TypeScript or build tool; answers when it listens or has exited.
 */
function start(env: Record<string, string | undefined>, cwd: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', REFUSE_TYPESCRIPT, path.join(ROOT, 'scripts/start.mjs')], {
    cwd,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(cwd, 'data'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const result: Started = {
    code: null,
    stdout: '',
    stderr: '',
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('close', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  started.add(result);
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      result.stdout += chunk.toString('utf8');
      const listening = /Parrilla escuchando en (http:\/\/localhost:\d+)/.exec(result.stdout);
      if (listening && !result.url) {
        result.url = listening[1];
        resolve(result);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (result.stderr += chunk.toString('utf8')));
    child.on('close', (code) => {
      result.code = code;
      resolve(result);
    });
  });
}

describe('The production start (NODE_ENV=production npm start)', function () {
  this.timeout(120_000);
  let cwd: string;

  before(() => {
    // The server is compiled again (under a second of work), so the test runs the current sources.
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT, stdio: 'pipe' });
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-web-build.mjs')], { cwd: ROOT, stdio: 'pipe' });
  });
  beforeEach(() => {
    cwd = mkdtempSync(path.join(tmpdir(), 'parrilla-production-'));
  });
  afterEach(async () => {
    for (const run of started) await run.stop();
    started.clear();
    rmSync(cwd, { recursive: true, force: true });
  });

  it('refuses to start without PUBLIC_URL, JWT_SECRET and COOKIE_SECRET, naming each, and writes nothing', async () => {
    const run = await start({ NODE_ENV: 'production', PAYMENTS_DEMO: 'true' }, cwd);
    expect(run.code).to.equal(1);
    expect(run.url).to.equal(undefined);
    expect(run.stderr).to.match(/^Configuración inválida:\n/);
    expect(run.stderr).to.include('PUBLIC_URL: es obligatoria en producción');
    expect(run.stderr).to.include('JWT_SECRET: es obligatorio en producción');
    expect(run.stderr).to.include('COOKIE_SECRET: es obligatorio en producción');
    expect(existsSync(path.join(cwd, 'data'))).to.equal(false);
  });

  it('refuses each missing setting on its own', async () => {
    for (const name of ['PUBLIC_URL', 'JWT_SECRET', 'COOKIE_SECRET'] as const) {
      const run = await start({ ...PRODUCTION, [name]: undefined }, cwd);
      expect(run.code, name).to.equal(1);
      expect(run.stderr, name).to.include(`${name}: es obligatori`);
    }
  });

  it('refuses a cookie key equal to the session secret', async () => {
    const run = await start({ ...PRODUCTION, COOKIE_SECRET: PRODUCTION.JWT_SECRET }, cwd);
    expect(run.code).to.equal(1);
    expect(run.stderr).to.include('COOKIE_SECRET: debe ser distinto de JWT_SECRET');
  });

  it('refuses the demo payment gateway unless PAYMENTS_DEMO=true allows it', async () => {
    const run = await start({ ...PRODUCTION, PAYMENTS_DEMO: undefined }, cwd);
    expect(run.code).to.equal(1);
    expect(run.stderr).to.include('STRIPE_SECRET_KEY: es obligatoria en producción').and.include('PAYMENTS_DEMO=true');
  });
});

describeEachDatabase('The production start with everything set', (kind) => {
  it('runs the compiled server only, migrates, answers ready and seeds no demo content into a new database', async function () {
    this.timeout(120_000);
    const cwd = mkdtempSync(path.join(tmpdir(), 'parrilla-production-'));
    const database = kind === 'postgres' ? testConfig('postgres') : undefined;
    if (database) await resetPostgres(database);
    const running = await start({ ...PRODUCTION, DATABASE_URL: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined }, cwd);
    try {
      expect(running.url, running.stderr).to.be.a('string');
      const ready = await fetch(`${running.url}/api/health/ready`);
      expect(ready.status).to.equal(200);
      const championships = await fetch(`${running.url}/api/campeonatos`);
      expect(championships.status).to.equal(200);
      expect(await championships.json()).to.deep.equal({ success: true, data: [], siguiente: null });
      const home = await fetch(`${running.url}/`);
      expect(home.status).to.equal(200);
      expect(await home.text()).to.include('<div id="root">');
    } finally {
      await running.stop();
      rmSync(cwd, { recursive: true, force: true });
      if (database) rmSync(database.dataDir, { recursive: true, force: true });
    }
    expect(running.stderr).to.equal('');
  });
});
