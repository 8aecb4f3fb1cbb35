import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, realpathSync, renameSync, rmSync, statSync, accessSync, constants } from 'node:fs';
import path from 'node:path';
import { loadSqliteDriver } from '../../src/platform/database/sqlite-driver.js';
import { CliFailure, type CliCommand } from '../cli-runtime.js';

interface Options {
  force?: boolean;
  json?: boolean;
}

/** Above this many pages (about 16 MB with 4 KB pages) the copy shows a progress bar on a terminal. */
const PROGRESS_PAGES = 4096;
/** Pages copied per step: small enough for a bar that moves, large enough to be quick. */
const STEP_PAGES = 1024;
/** better-sqlite3's "every remaining page" (the step count is clamped to this). */
const ALL_PAGES = 0x7fffffff;

export default {
  register(program, cli) {
    program
      .command('backup')
      .description('hace una copia consistente de la base de datos SQLite, aunque el sitio esté funcionando')
      .argument('<archivo>', 'archivo donde se guarda la copia (no debe existir, salvo con --force)')
      .option('--force', 'reemplaza el archivo si ya existe')
      .option('--json', 'imprime el resultado en JSON')
      .action(async (file: string, options: Options) => {
        const { loadConfig } = await import('../../src/platform/config.js');
        const { database } = loadConfig();
        if (database.client === 'pg') throw new CliFailure(postgresRefusal(database.connectionString, file));
        if (database.filename === ':memory:') throw new CliFailure('La base de datos está en memoria: no hay archivo que copiar.');
        if (!existsSync(database.filename)) throw new CliFailure(`No existe la base de datos ${database.filename}.`);

        const destination = path.resolve(file);
        checkDestination(destination, database.filename, options.force === true);
        const started = process.hrtime.bigint();
        const pages = await copyDatabase(database.filename, destination, options.force === true);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const bytes = statSync(destination).size;

        if (options.json) {
          cli.print(JSON.stringify({ archivo: destination, origen: database.filename, bytes, paginas: pages, segundos: Number(seconds.toFixed(3)) }, null, 2));
        } else {
          cli.print(`Copia guardada en ${destination}: ${formatSize(bytes)} en ${formatSeconds(seconds)}.`);
        }
      });
  },
} satisfies CliCommand;

/** pg_dump is PostgreSQL's own consistent copy; the command shape names the database and never the password. */
export function postgresRefusal(connectionString: string, file: string): string {
  const url = new URL(connectionString);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  const parts = ['pg_dump', '--format=custom'];
  if (url.hostname) parts.push(`--host=${url.hostname}`);
  if (url.port) parts.push(`--port=${url.port}`);
  if (url.username) parts.push(`--username=${decodeURIComponent(url.username)}`);
  parts.push(`--dbname=${database}`, `--file=${file}`);
  return [
    '`parrilla backup` solo copia bases de datos SQLite, y este sitio usa PostgreSQL.',
    'Haz la copia con pg_dump (te pedirá la contraseña, o tómala de PGPASSWORD o ~/.pgpass):',
    `  ${parts.join(' ')}`,
  ].join('\n');
}

function checkDestination(destination: string, source: string, force: boolean): void {
  const folder = path.dirname(destination);
  let folderStat;
  try {
    folderStat = statSync(folder);
  } catch {
    throw new CliFailure(`No existe la carpeta ${folder}: créala antes de hacer la copia.`);
  }
  if (!folderStat.isDirectory()) throw new CliFailure(`${folder} no es una carpeta.`);
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    throw new CliFailure(`No tienes permiso para escribir en la carpeta ${folder}.`);
  }
  if (existsSync(destination)) {
    if (realpathSync(destination) === realpathSync(source)) throw new CliFailure('La copia no puede ir sobre la propia base de datos: elige otro archivo.');
    if (!force) throw new CliFailure(`Ya existe ${destination}: elige otro nombre o usa --force para reemplazarlo.`);
  }
}

/**
 * Copies the live file with SQLite's online backup on a connection of its own, into a temporary file
 * beside the destination that takes the destination's name only once complete. The copy is one
 * moment of the database: a step that sees the source changed by the site starts over, so after a
 * first restart the rest goes in a single step (in WAL mode the site keeps writing meanwhile).
 * Answers the pages copied.
 */
async function copyDatabase(source: string, destination: string, force: boolean): Promise<number> {
  const Database = loadSqliteDriver();
  const { default: cliProgress } = await import('cli-progress');
  const temporary = path.join(path.dirname(destination), `.${path.basename(destination)}.parcial-${process.pid}-${randomBytes(4).toString('hex')}`);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  const bar = new cliProgress.SingleBar(
    { format: 'Copiando [{bar}] {percentage}% ({value}/{total} páginas)', stream: process.stderr, hideCursor: true, clearOnComplete: true },
    cliProgress.Presets.shades_classic,
  );
  let barStarted = false;
  try {
    db.pragma('busy_timeout = 5000');
    let lastRemaining = Infinity;
    let restarted = false;
    const result = await db.backup(temporary, {
      progress: ({ totalPages, remainingPages }) => {
        if (remainingPages > lastRemaining) restarted = true;
        lastRemaining = remainingPages;
        if (totalPages >= PROGRESS_PAGES) {
          if (!barStarted) bar.start(totalPages, 0);
          barStarted = true;
          bar.setTotal(totalPages);
          bar.update(totalPages - remainingPages);
        }
        return restarted ? ALL_PAGES : STEP_PAGES;
      },
    });
    if (barStarted) bar.update(result.totalPages);
    db.close();
    // The pages carry the site's WAL mode; a rollback journal makes the copy one self-contained file
    // (the server turns WAL back on when it opens a restored copy).
    const copy = new Database(temporary, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    copy.close();
    if (force) renameSync(temporary, destination);
    else {
      // link refuses a name that appeared meanwhile, where rename would replace it.
      linkSync(temporary, destination);
      rmSync(temporary);
    }
    return result.totalPages;
  } catch (err) {
    if (db.open) db.close();
    throw new CliFailure(describeCopyFailure(err, destination));
  } finally {
    if (barStarted) bar.stop();
    for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${temporary}${suffix}`, { force: true });
  }
}

function describeCopyFailure(err: unknown, destination: string): string {
  const code = (err as { code?: string }).code;
  if (code === 'EEXIST') return `Ya existe ${destination}: elige otro nombre o usa --force para reemplazarlo.`;
  if (code === 'EISDIR' || code === 'ENOTEMPTY' || code === 'ENOTDIR') return `${destination} es una carpeta: indica un archivo.`;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return `No tienes permiso para escribir ${destination}.`;
  if (code === 'ENOSPC' || code === 'SQLITE_FULL') return 'No queda espacio en el disco para la copia.';
  return `No se pudo hacer la copia: ${err instanceof Error ? err.message : String(err)}`;
}

function formatSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat('es-MX', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

function formatSeconds(seconds: number): string {
  return `${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(seconds)} s`;
}
