import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { expect } from 'chai';
import { loadSqliteDriver, sqliteDriverPath } from '../../../src/platform/database/sqlite-driver.js';
import { cliEnv, parrilla, parrillaProcess, ROOT } from '../../support/cli.js';
import { prepareTestDatabase, testConfig } from '../../support/databases.js';

/** better-sqlite3 for this Node: 12 on Node 20, 13 on Node >= 22 (docs/adr/0025). */
const Database = loadSqliteDriver();

/** Rows written by the writer before the copy starts: about 20 MB, so the copy goes in many steps with its bar. */
const PREFILL_ROWS = 20_000;

/**
 * Another process writing to the same file as the site would: one row per transaction, ids 1, 2, 3 …
 * with no gap, until it is killed. It prints "listo" once it has written `after` rows of its own.
 */
const WRITER = `
const Database = require(${JSON.stringify(sqliteDriverPath())});
const db = new Database(process.argv[1]);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
const insert = db.prepare('INSERT INTO prueba_escritura (carga) VALUES (?)');
const after = Number(process.argv[2]);
const payload = Buffer.alloc(1024, 7);
let written = 0;
(function loop() {
  for (let i = 0; i < 20; i++) insert.run(payload);
  written += 20;
  if (written === after) process.stdout.write('listo\\n');
  setImmediate(loop);
})();
`;

function tables(db: BetterSqlite3.Database): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
}

function migrations(db: BetterSqlite3.Database): string[] {
  return (db.prepare('SELECT name FROM knex_migrations ORDER BY name').all() as { name: string }[]).map((r) => r.name);
}

function rowCount(db: BetterSqlite3.Database): number {
  return (db.prepare('SELECT count(*) AS n FROM prueba_escritura').get() as { n: number }).n;
}

describe('parrilla backup [sqlite]', function () {
  this.timeout(120_000);
  let dataDir: string;
  let source: string;
  let env: NodeJS.ProcessEnv;

  beforeEach(async () => {
    const config = testConfig('sqlite');
    if (config.database.client !== 'sqlite') throw new Error('testConfig(sqlite) answered another database');
    await prepareTestDatabase('sqlite', config);
    dataDir = config.dataDir;
    source = config.database.filename;
    env = cliEnv(dataDir);
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies a consistent moment of the database while another process keeps inserting rows', async () => {
    const db = new Database(source);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE prueba_escritura (id INTEGER PRIMARY KEY AUTOINCREMENT, carga BLOB NOT NULL)');
    const fill = db.prepare('INSERT INTO prueba_escritura (carga) VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < PREFILL_ROWS; i++) fill.run(Buffer.alloc(1024, 1));
    })();

    const writer = spawn(process.execPath, ['-e', WRITER, source, '200'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const destination = path.join(dataDir, 'copias', 'parrilla-copia.sqlite');
    mkdirSync(path.dirname(destination));
    try {
      await new Promise<void>((resolve, reject) => {
        writer.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('listo')) resolve();
        });
        writer.on('exit', (code) => reject(new Error(`the writer stopped (${code})`)));
      });
      const before = rowCount(db);
      expect(before).to.be.greaterThan(PREFILL_ROWS);

      const run = await parrilla(['backup', destination, '--json'], env);
      expect(run.code, run.stderr).to.equal(0);
      const written = rowCount(db);
      expect(written, 'the writer wrote while the copy ran').to.be.greaterThan(before);
      const summary = JSON.parse(run.stdout) as { archivo: string; bytes: number; paginas: number };
      expect(summary.archivo).to.equal(destination);

      const copy = new Database(destination, { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).to.equal('ok');
        expect(tables(copy)).to.deep.equal(tables(db));
        expect(migrations(copy)).to.deep.equal(migrations(db));
        expect(migrations(copy)).to.not.be.empty;
        const copied = rowCount(copy);
        // A moment of the source: at least what was there before, and its rows 1..n with no gap.
        expect(copied).to.be.at.least(before);
        expect((copy.prepare('SELECT max(id) AS m FROM prueba_escritura').get() as { m: number }).m).to.equal(copied);
      } finally {
        copy.close();
      }
      expect(readdirSync(path.dirname(destination))).to.deep.equal(['parrilla-copia.sqlite']);
    } finally {
      writer.kill('SIGKILL');
      db.close();
    }
  });

  it('prints the size and the time in Spanish, as a process too', async () => {
    const destination = path.join(dataDir, 'copia.sqlite');
    const run = await parrillaProcess(['backup', destination], env);
    expect(run.code, run.stderr).to.equal(0);
    expect(run.stdout.trim()).to.match(new RegExp(`^Copia guardada en ${destination.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: [\\d.,]+ (bytes|KB|MB) en [\\d.,]+ s\\.$`));
    const copy = new Database(destination, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).to.equal('ok');
    copy.close();
  });

  it('refuses to overwrite an existing file without --force and replaces it with --force', async () => {
    const destination = path.join(dataDir, 'copia.sqlite');
    writeFileSync(destination, 'copia anterior');

    const refused = await parrilla(['backup', destination], env);
    expect(refused.code).to.equal(1);
    expect(refused.stderr.trim()).to.equal(`Error: Ya existe ${destination}: elige otro nombre o usa --force para reemplazarlo.`);
    expect(readdirSync(dataDir).filter((f) => f.includes('parcial'))).to.deep.equal([]);
    expect(readFileSync(destination, 'utf8')).to.equal('copia anterior');

    const forced = await parrilla(['backup', destination, '--force'], env);
    expect(forced.code, forced.stderr).to.equal(0);
    const copy = new Database(destination, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).to.equal('ok');
    copy.close();
  });

  it('leaves no temporary file when the copy cannot take its name', async () => {
    // With --force onto a folder that holds a file, the copy is made and the last step fails.
    const destination = path.join(dataDir, 'carpeta');
    mkdirSync(destination);
    writeFileSync(path.join(destination, 'dentro.txt'), 'x');
    const before = readdirSync(dataDir).sort();

    const run = await parrilla(['backup', destination, '--force'], env);
    expect(run.code).to.equal(1);
    expect(run.stderr.trim()).to.equal(`Error: ${destination} es una carpeta: indica un archivo.`);
    // The read connection may leave the live database's -wal and -shm, as the site's own connection does.
    expect(readdirSync(dataDir).filter((f) => !/-(wal|shm)$/.test(f)).sort()).to.deep.equal(before);
    expect(readdirSync(destination)).to.deep.equal(['dentro.txt']);
  });

  it('refuses a folder that does not exist, creating nothing', async () => {
    const destination = path.join(dataDir, 'no-existe', 'copia.sqlite');
    const run = await parrilla(['backup', destination], env);
    expect(run.code).to.equal(1);
    expect(run.stderr.trim()).to.equal(`Error: No existe la carpeta ${path.dirname(destination)}: créala antes de hacer la copia.`);
    expect(existsSync(path.dirname(destination))).to.equal(false);
  });

  it('refuses a folder it may not write to, creating nothing', async function () {
    // root writes anywhere, so the refusal cannot be seen when the tests run as root.
    if (process.getuid?.() === 0) this.skip();
    const folder = path.join(dataDir, 'solo-lectura');
    mkdirSync(folder);
    chmodSync(folder, 0o555);
    try {
      const run = await parrilla(['backup', path.join(folder, 'copia.sqlite')], env);
      expect(run.code).to.equal(1);
      expect(run.stderr.trim()).to.equal(`Error: No tienes permiso para escribir en la carpeta ${folder}.`);
      expect(readdirSync(folder)).to.deep.equal([]);
    } finally {
      chmodSync(folder, 0o755);
    }
  });
});

describe('parrilla backup on PostgreSQL', () => {
  it('refuses with the pg_dump command for the database, without the password', async () => {
    const env = { ...cliEnv(ROOT), DATABASE_URL: 'postgres://liga:s3cr3t0@db.example.mx:6543/parrilla_prod' };
    const run = await parrilla(['backup', 'copia.dump'], env);
    expect(run.code).to.equal(1);
    expect(run.stdout).to.equal('');
    expect(run.stderr.trim().split('\n')).to.deep.equal([
      'Error: `parrilla backup` solo copia bases de datos SQLite, y este sitio usa PostgreSQL.',
      'Haz la copia con pg_dump (te pedirá la contraseña, o tómala de PGPASSWORD o ~/.pgpass):',
      '  pg_dump --format=custom --host=db.example.mx --port=6543 --username=liga --dbname=parrilla_prod --file=copia.dump',
    ]);
    expect(run.stderr).to.not.include('s3cr3t0');
    expect(existsSync(path.join(ROOT, 'copia.dump'))).to.equal(false);
  });

  it('names the test database when TEST_DATABASE_URL is set', async function () {
    // Without a PostgreSQL database configured there is none to name.
    if (!process.env.TEST_DATABASE_URL) this.skip();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const run = await parrilla(['backup', 'copia.dump'], cliEnv(ROOT, 'postgres'));
    expect(run.code).to.equal(1);
    expect(run.stderr).to.include(`--dbname=${url.pathname.slice(1)} --file=copia.dump`);
    // The password may equal the user name (as on the test server): no option or URL carries it.
    expect(run.stderr).to.not.match(/--password|PGPASSWORD=|:\/\//);
  });
});
