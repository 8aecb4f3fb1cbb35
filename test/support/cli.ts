import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isatty } from 'node:tty';
import type { DatabaseKind } from './databases.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BIN = path.join(ROOT, 'cli/bin.js');
/** The CLI `npm run build` compiles (what bin.js runs in production). */
export const COMPILED = path.join(ROOT, 'dist/cli/main.js');

let compiledIsCurrent: boolean | undefined;

/**
 * The program a CLI process runs: the compiled CLI when it was built after the last change to the
 * sources it is built from (npm test builds first), else bin.js, which compiles the TypeScript
 * sources with tsx as it loads them (twice the CPU of a start). Either way the same commands in a
 * process of their own; bin.js itself is checked by the tests that name it (`program: BIN`).
 */
export function cliProgram(): string {
  compiledIsCurrent ??= (() => {
    if (!existsSync(COMPILED)) return false;
    const built = statSync(COMPILED).mtimeMs;
    const sources = ['src', 'cli', 'migrations'].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(ROOT, dir, f)),
    );
    return sources.concat(path.join(ROOT, 'knexfile.ts')).every((file) => statSync(file).mtimeMs <= built);
  })();
  return compiledIsCurrent ? COMPILED : BIN;
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment a person would have: only what the CLI is told, nothing inherited that configures it. */
export function cliEnv(dataDir: string, kind: DatabaseKind = 'sqlite'): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789' };
  for (const name of ['DATABASE_URL', 'PORT', 'LOG_LEVEL', 'PUBLIC_URL']) delete env[name];
  if (kind === 'postgres') env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  return env;
}

/**
 * Runs `parrilla <args>` with `env` as its whole environment (with NODE_ENV=test, password hashes at
 * argon2's minimum cost unless PASSWORD_HASH_COST says otherwise, as in testConfig) and answers its
 * exit code and output, as a person at the console would see them. The program runs inside the test's process (the
 * application is loaded once, not once per command: a new process costs seconds): for that run,
 * process.env is `env`, standard output and error are captured and are not terminals, standard
 * input is not a terminal, and the exit code is the one bin.js would exit with. Runs in the test's
 * process take turns; a run still going after `timeoutMs` answers code null.
 *
 * Use `parrillaProcess` when the test is about the process itself (signals, several processes at
 * once, an exit with a handle still open); `serve` always runs as a process. TEST_CLI_PROCESS=1
 * makes every run a process, to compare the two.
 */
export function parrilla(args: string[], givenEnv: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<Run> {
  const env = withTestHashCost(givenEnv);
  if (process.env.TEST_CLI_PROCESS === '1' || args[0] === 'serve') return parrillaProcess(args, env, timeoutMs);
  const run = turn.then(() => runInProcess(args, env, timeoutMs));
  turn = run.catch(() => undefined);
  return run;
}

/** Runs the CLI as a new process (`program`: see cliProgram); a run still going after `timeoutMs` is killed (its code is then null). */
export function parrillaProcess(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000, program = cliProgram()): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [program, ...args], { cwd: ROOT, env: withTestHashCost(env), timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

/**
 * Starts `parrilla <args>` as a process and answers it at once, for a test that does something to
 * the running process (kill -9 mid-run); `exited` settles with how it ended and what it printed.
 */
export function spawnParrilla(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; exited: Promise<Run & { signal: NodeJS.Signals | null }> } {
  const child = spawn(process.execPath, [cliProgram(), ...args], { cwd: ROOT, env: withTestHashCost(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
  const exited = new Promise<Run & { signal: NodeJS.Signals | null }>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }));
  });
  return { child, exited };
}

/** As testConfig: with NODE_ENV=test and no PASSWORD_HASH_COST given, password hashes at argon2's minimum cost. */
function withTestHashCost(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return env.NODE_ENV === 'test' && env.PASSWORD_HASH_COST === undefined ? { ...env, PASSWORD_HASH_COST: 'test-minimum' } : env;
}

let turn: Promise<unknown> = Promise.resolve();

type Write = typeof process.stdout.write;

/** Replaces an own property for one run; answers how to put it back. */
function override(target: object, key: string, value: unknown): () => void {
  const saved = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true, enumerable: saved?.enumerable ?? true });
  return () => {
    if (saved) Object.defineProperty(target, key, saved);
    else delete (target as Record<string, unknown>)[key];
  };
}

function capture(chunks: Buffer[]): Write {
  return function (this: unknown, chunk: string | Uint8Array, encoding?: unknown, callback?: unknown): boolean {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as () => void);
    return true;
  } as Write;
}

async function runInProcess(args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Run> {
  const { runCli } = await import('../../cli/program.js');
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  const restore: (() => void)[] = [];

  const savedEnv = { ...process.env };
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)));
  restore.push(() => {
    for (const name of Object.keys(process.env)) delete process.env[name];
    Object.assign(process.env, savedEnv);
  });
  const savedExitCode = process.exitCode;
  process.exitCode = undefined;
  restore.push(() => {
    process.exitCode = savedExitCode;
  });
  const savedCwd = process.cwd();
  if (savedCwd !== ROOT) {
    process.chdir(ROOT);
    restore.push(() => process.chdir(savedCwd));
  }
  restore.push(override(process.stdout, 'write', capture(stdout)));
  restore.push(override(process.stderr, 'write', capture(stderr)));
  // As under execFile: pipes, not terminals (a command asks for confirmation only at a terminal).
  restore.push(override(process.stdout, 'isTTY', undefined));
  restore.push(override(process.stderr, 'isTTY', undefined));
  if (isatty(0)) restore.push(override(process.stdin, 'isTTY', undefined));

  let timer: NodeJS.Timeout | undefined;
  try {
    const code = await Promise.race([
      runCli([process.execPath, BIN, ...args]),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      }),
    ]);
    // bin.js exits with the program's code, or else with the exitCode a command set.
    const exit = code === null ? null : code !== 0 ? code : Number(process.exitCode ?? 0);
    return { code: exit, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') };
  } finally {
    clearTimeout(timer);
    for (const undo of restore.reverse()) undo();
  }
}
