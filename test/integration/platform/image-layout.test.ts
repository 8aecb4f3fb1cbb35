import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { resetPostgres, testConfig } from '../../support/databases.js';
import { TINY_PNG } from '../identity/identity-fixtures.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The unprivileged user the image runs as (`node` there; `nobody` on this machine). */
const NOBODY = { uid: 65534, gid: 65534 };

/** What the Dockerfile's last stage declares: the files it copies from the build, its ENV, USER and CMD, and the HEALTHCHECK command. */
interface FinalStage {
  copies: string[];
  env: Record<string, string>;
  user: string;
  cmd: string[];
  healthcheck: string[];
}

/** Reads the final stage of the Dockerfile: the test replays what it says, not a copy of it. */
function finalStage(dockerfile: string): FinalStage {
  const lines = dockerfile.replace(/\\\n\s*/g, ' ').split('\n');
  const from = lines.map((l, i) => (/^FROM\s/i.test(l) ? i : -1)).filter((i) => i >= 0);
  const stage = lines.slice(from.at(-1)! + 1);
  const stageDo = (instruction: string) => stage.filter((l) => l.startsWith(`${instruction} `)).map((l) => l.slice(instruction.length + 1).trim());
  const copies = stageDo('COPY').flatMap((args) => {
    const [from, ...rest] = args.split(/\s+/);
    const destination = rest.pop()!;
    if (from !== '--from=build' || rest.some((source) => !source.startsWith('/app/'))) throw new Error(`COPY que la prueba no sabe repetir: ${args}`);
    return rest.map((source) => {
      const copied = source.slice('/app/'.length).replace(/\/$/, '');
      // Each lands in /app at the same path it had in the build stage.
      const target = destination === './' ? path.basename(copied) : destination.replace(/^\.\//, '').replace(/\/$/, '');
      expect(target, args).to.equal(copied);
      return copied;
    });
  });
  const env: Record<string, string> = {};
  for (const args of stageDo('ENV')) for (const [, name, value] of args.matchAll(/(\w+)=(\S+)/g)) env[name!] = value!;
  const healthcheck = JSON.parse(/CMD\s+(\[.*\])$/.exec(stageDo('HEALTHCHECK')[0] ?? '')?.[1] ?? '[]') as string[];
  return { copies, env, user: stageDo('USER')[0] ?? 'root', cmd: JSON.parse(stageDo('CMD').at(-1) ?? '[]') as string[], healthcheck };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Compose's `${NAME:?message}` and `${NAME:-default}`, from `given`: a required one missing fails, as compose would. */
function interpolate(value: string, given: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    const set = given[name];
    if (set !== undefined && set !== '') return set;
    if (kind === '?') throw new Error(`compose pediría ${name}: ${rest}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

/** Starts the image's CMD (`node dist/server.js`) as the unprivileged user and answers once it is ready (or has failed). */
async function startImageServer(app: string, cmd: string[], env: NodeJS.ProcessEnv, children: Set<ChildProcess>) {
  const port = await freePort();
  const server = spawn(process.execPath, cmd.slice(1), { cwd: app, env: { ...env, PORT: String(port) }, ...NOBODY, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(server);
  let output = '';
  server.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  server.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => {
    server.on('close', (code) => resolve(code));
    server.on('error', (err) => {
      output += String(err);
      resolve(null);
    });
  });
  const url = `http://127.0.0.1:${port}`;
  let ready = 0;
  for (let i = 0; i < 150 && ready !== 200 && server.exitCode === null && server.pid !== undefined; i++) {
    ready = await fetch(`${url}/api/health/ready`).then((r) => r.status, () => 0);
    if (ready !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    ready,
    output: () => output,
    exited,
    stop: () => {
      server.kill('SIGTERM');
      return exited;
    },
  };
}

/** Every path under `dir`, relative, with its size and change time: what "nothing written" compares. */
function listing(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(path.join(dir, at))) {
      const relative = path.join(at, name);
      const stat = statSync(path.join(dir, relative));
      out.push(`${relative} ${stat.size} ${stat.ctimeMs}`);
      if (stat.isDirectory()) walk(relative);
    }
  };
  walk('');
  return out.sort();
}

/**
 * The production image (README, "Docker"), replayed without a Docker engine: the build stage's
 * `npm run build` and `npm prune --omit=dev`, then only what the final stage copies, in a folder owned
 * by root that the unprivileged user may read, not write; the server started with the stage's CMD and
 * ENV as that user, its HEALTHCHECK command, the CLI, and SIGTERM. What it cannot show: the base
 * image, its Node (24 there, this machine's here) and the build stage's compiler.
 */
/**
 * Copies a file or a tree as `cp -a` does, with the system's `cp`: some 23,000 files of production
 * node_modules in about 2 s, where Node's cpSync took about 12 s on the same machine; Node's copy where
 * `cp` fails. The destination's folder is made first, as COPY makes it.
 */
function copyTree(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  if (spawnSync('cp', ['-a', from, to]).status !== 0) cpSync(from, to, { recursive: true, verbatimSymlinks: true });
}

/** Removes a tree with the system's `rm -rf` (under a second for the copy above, where rmSync took about 12 s); rmSync where it fails. */
function removeTree(dir: string): void {
  if (spawnSync('rm', ['-rf', dir]).status !== 0 || existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

describe('The production image, replayed without Docker (Dockerfile)', function () {
  this.timeout(240_000);
  let work: string;
  let app: string;
  let data: string;
  let stage: FinalStage;
  let env: NodeJS.ProcessEnv;
  const children = new Set<ChildProcess>();

  before(function () {
    if (process.getuid?.() !== 0) {
      // Running as another user needs root; CI runs as root.
      if (process.env.CI === 'true') throw new Error('Esta prueba corre como root en CI: hace falta para cambiar de usuario');
      console.warn('    (omitida: sin root no se puede correr el servidor como otro usuario)');
      this.skip();
    }
    const runs = spawnSync(process.execPath, ['-e', '0'], { ...NOBODY, encoding: 'utf8' });
    if (runs.status !== 0) throw new Error(`${process.execPath} no se puede ejecutar como usuario sin privilegios (¿una carpeta privada en su ruta?): ${runs.error?.message ?? runs.stderr}`);
    stage = finalStage(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-web-build.mjs')], { cwd: ROOT, stdio: 'pipe' });

    work = mkdtempSync(path.join(tmpdir(), 'parrilla-image-'));
    chmodSync(work, 0o755);
    // The build stage: the project with its node_modules (hard links: nothing of the project's own is
    // changed, npm replaces files rather than writing into them), then `npm prune --omit=dev`. Without
    // install scripts: where the project lacks a package the lock file lists (Node 24's copy has no
    // better-sqlite3 12, docs/adr/0025) prune puts it back, and would compile it.
    const build = path.join(work, 'build');
    mkdirSync(build);
    for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(ROOT, file), path.join(build, file));
    const linked = spawnSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(build, 'node_modules')]);
    if (linked.status !== 0) cpSync(path.join(ROOT, 'node_modules'), path.join(build, 'node_modules'), { recursive: true, verbatimSymlinks: true });
    rmSync(path.join(build, 'node_modules/.package-lock.json'), { force: true });
    cpSync(path.join(ROOT, 'node_modules/.package-lock.json'), path.join(build, 'node_modules/.package-lock.json'));
    execFileSync('npm', ['prune', '--omit=dev', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: build, stdio: 'pipe' });

    // The final stage: only what it copies, from the build stage (node_modules) or the build's output.
    app = path.join(work, 'app');
    mkdirSync(app);
    for (const copied of stage.copies) {
      // The server is compiled straight into this copy (other tests compile the project's own dist/ meanwhile).
      if (copied === 'dist') execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), '--outdir', path.join(app, 'dist')], { cwd: ROOT, stdio: 'pipe' });
      else copyTree(path.join(copied === 'node_modules' || copied.startsWith('package') ? build : ROOT, copied), path.join(app, copied));
    }
    removeTree(build);
    // /app belongs to root, as in the image; only the data volume belongs to the user.
    spawnSync('chmod', ['-R', 'go-w,a+rX', app]);
    data = path.join(work, 'data');
    mkdirSync(data);
    chownSync(data, NOBODY.uid, NOBODY.gid);
    env = {
      PATH: process.env.PATH,
      ...stage.env,
      DATA_DIR: data,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://parrilla.example',
      JWT_SECRET: 'Hq3v9ZtK1pW8xLr2bN7cF0sYdM5gJ4eA6uTzQi',
      COOKIE_SECRET: 'x7Pk2Lm9Qw4Rt6Yu1Io3As5Df8Gh0JkZcVbNm',
      PAYMENTS_DEMO: 'true',
      SHUTDOWN_GRACE_MS: '200',
    };
  });

  after(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    if (work) removeTree(work);
  });

  /** Runs a command of the image as its unprivileged user, in /app. */
  const asUser = (command: string[], extra: NodeJS.ProcessEnv = {}) =>
    spawnSync(command[0] === 'node' ? process.execPath : command[0]!, command.slice(1), { cwd: app, env: { ...env, ...extra }, ...NOBODY, encoding: 'utf8', timeout: 60_000 });

  it('declares a non-root user, production settings and the files the server needs', () => {
    expect(stage.user).to.equal('node');
    expect(stage.env).to.include({ NODE_ENV: 'production', DATA_DIR: '/data' });
    expect(stage.copies).to.include.members(['node_modules', 'dist', 'web/dist', 'package.json']);
    expect(stage.cmd).to.deep.equal(['node', 'dist/server.js']);
  });

  it('holds every production dependency and none of the development tools', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    // Every one the project has installed (on Node >= 22 the CI's copy has no better-sqlite3 12, docs/adr/0025).
    const installed = Object.keys(pkg.dependencies).filter((name) => existsSync(path.join(ROOT, 'node_modules', name)));
    expect(installed).to.include.members(['koa', 'knex', 'pg', 'stripe']);
    for (const name of installed) expect(existsSync(path.join(app, 'node_modules', name)), name).to.equal(true);
    for (const name of ['tsx', 'vite', 'esbuild', 'typescript', 'pino-pretty', 'mocha', 'playwright-core']) {
      expect(pkg.devDependencies, name).to.have.property(name);
      expect(existsSync(path.join(app, 'node_modules', name)), `${name} in the image`).to.equal(false);
    }
  });

  it('starts from its CMD as the unprivileged user, answers ready, the site and a public read, passes its HEALTHCHECK, runs the CLI, writes only to the data volume and drains on SIGTERM', async () => {
    const before = listing(app);
    // A grace period long enough for the checks below to land inside it on a busy machine.
    const server = await startImageServer(app, stage.cmd, { ...env, SHUTDOWN_GRACE_MS: '4000' }, children);
    const { url } = server;
    expect(server.ready, server.output()).to.equal(200);

    const home = await fetch(`${url}/`);
    expect(home.status).to.equal(200);
    expect(await home.text()).to.include('<div id="root">');
    const championships = await fetch(`${url}/api/campeonatos`);
    expect(championships.status).to.equal(200);
    expect(await championships.json()).to.deep.equal({ success: true, data: [], siguiente: null });

    const health = asUser(stage.healthcheck, { PORT: String(server.port) });
    expect(health.status, `HEALTHCHECK: ${health.stderr}`).to.equal(0);
    const migrate = asUser(['node', 'cli/bin.js', 'migrate']);
    expect(migrate.status, migrate.stderr).to.equal(0);

    const stopped = server.stop();
    // No longer ready while it still serves, for the grace period (4 s here), then it exits.
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i++) {
      status = await fetch(`${url}/api/health/ready`).then((r) => r.status, () => 0);
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status, 'readiness during the grace period').to.equal(503);
    expect((await fetch(`${url}/api/campeonatos`)).status, 'still serving').to.equal(200);
    expect(await stopped, server.output()).to.equal(0);

    expect(listing(app), 'nothing written into /app').to.deep.equal(before);
    expect(readdirSync(data).length, 'the database and uploads went to the data volume').to.be.greaterThan(0);
  });
  it("runs compose.yaml's setup on PostgreSQL: its migrate command once, then two servers with its environment sharing one data folder; a write through one shows at once on the other, its upload too", async function () {
    // Like every PostgreSQL suite: run when TEST_DATABASE_URL names a database (CI's main run does).
    if (!process.env.TEST_DATABASE_URL) {
      console.warn('    (omitida: sin TEST_DATABASE_URL no hay PostgreSQL para repetir compose.yaml)');
      this.skip();
    }
    type Service = { command?: string[]; environment?: Record<string, string>; depends_on?: Record<string, { condition: string }>; volumes?: string[]; stop_grace_period?: string };
    const compose = parse(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
    const { db, migrate, app1, app2 } = compose.services;
    expect(db!.environment).to.include({ POSTGRES_USER: 'parrilla', POSTGRES_DB: 'parrilla' });
    expect(migrate!.command).to.deep.equal(['node', 'cli/bin.js', 'migrate']);
    expect(migrate!.depends_on).to.deep.equal({ db: { condition: 'service_healthy' } });
    for (const server of [app1!, app2!]) {
      expect(server.command, 'the image CMD').to.equal(undefined);
      expect(server.depends_on).to.deep.equal({ migrate: { condition: 'service_completed_successfully' } });
      expect(server.environment).to.deep.equal(migrate!.environment);
      expect(server.volumes).to.deep.equal(['data:/data']);
      // Long enough for the readiness grace (5 s by default) and the drain (10 s at most).
      expect(Number.parseInt(server.stop_grace_period!, 10)).to.be.at.least(15);
    }

    // What an operator puts in .env; compose's own DATABASE_URL names its `db` service, here the test database.
    const given = { POSTGRES_PASSWORD: 'clave-de-prueba', PUBLIC_URL: 'https://parrilla.example', JWT_SECRET: env.JWT_SECRET!, COOKIE_SECRET: env.COOKIE_SECRET!, PAYMENTS_DEMO: 'true' };
    const composed = Object.fromEntries(Object.entries(app1!.environment!).map(([name, value]) => [name, interpolate(String(value), given)]));
    expect(() => interpolate(String(app1!.environment!.JWT_SECRET), {}), 'compose refuses an empty secret').to.throw(/JWT_SECRET/);
    expect(composed.DATABASE_URL).to.equal('postgres://parrilla:clave-de-prueba@db:5432/parrilla');
    expect(composed).to.include({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://parrilla.example' });
    const database = testConfig('postgres');
    await resetPostgres(database);
    rmSync(database.dataDir, { recursive: true, force: true });
    const { createKnex } = await import('../../../src/platform/database/knex.js');
    const knex = createKnex(database.database);
    try {
      // An empty database, as compose's db service starts.
      await knex.raw('DROP SCHEMA IF EXISTS public CASCADE');
      await knex.raw('CREATE SCHEMA public');
    } finally {
      await knex.destroy();
    }
    const shared = path.join(work, 'compose-data');
    mkdirSync(shared);
    chownSync(shared, NOBODY.uid, NOBODY.gid);
    const composeEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, ...stage.env, ...composed, DATABASE_URL: process.env.TEST_DATABASE_URL, DATA_DIR: shared, HOST: '127.0.0.1', SHUTDOWN_GRACE_MS: '200', LOG_LEVEL: 'warn' };

    const migrated = spawnSync(process.execPath, migrate!.command!.slice(1), { cwd: app, env: composeEnv, ...NOBODY, encoding: 'utf8', timeout: 60_000 });
    expect(migrated.status, migrated.stderr).to.equal(0);
    const admin = spawnSync(process.execPath, ['cli/bin.js', 'users', 'create-admin', '--email', 'admin@parrilla.example', '--password', 'Volante-2026', '--nombre', 'Ana', '--apellido', 'López'], { cwd: app, env: composeEnv, ...NOBODY, encoding: 'utf8', timeout: 60_000 });
    expect(admin.status, admin.stderr).to.equal(0);

    const one = await startImageServer(app, stage.cmd, composeEnv, children);
    const two = await startImageServer(app, stage.cmd, composeEnv, children);
    try {
      expect(one.ready, one.output()).to.equal(200);
      expect(two.ready, two.output()).to.equal(200);
      const sponsors = async () => ((await (await fetch(`${two.url}/api/sponsors/list`)).json()) as { data: Array<{ nombre: string; logoUrl: string }> }).data;
      expect(await sponsors()).to.deep.equal([]);
      const login = await fetch(`${one.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@parrilla.example', password: 'Volante-2026' }) });
      expect(login.status).to.equal(200);
      const { token } = (await login.json()) as { token: string };
      const form = new FormData();
      form.set('nombre', 'Volantes MX');
      form.set('logo', new Blob([TINY_PNG], { type: 'image/png' }), 'logo.png');
      const created = await fetch(`${one.url}/api/sponsors/create`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(created.status, await created.clone().text()).to.be.oneOf([200, 201]);
      // The other server answers the write at once, and serves the logo the first one received.
      const [sponsor] = await sponsors();
      expect(sponsor?.nombre).to.equal('Volantes MX');
      const logo = await fetch(`${two.url}${new URL(sponsor!.logoUrl, two.url).pathname}`);
      expect(logo.status, sponsor!.logoUrl).to.equal(200);
      expect(Buffer.from(await logo.arrayBuffer()).equals(TINY_PNG)).to.equal(true);
    } finally {
      expect(await one.stop(), one.output()).to.equal(0);
      expect(await two.stop(), two.output()).to.equal(0);
    }
  });
});
