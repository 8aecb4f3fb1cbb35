import { execFile } from 'node:child_process';
import path from 'node:path';
import type { DatabaseKind } from './databases.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BIN = path.join(ROOT, 'cli/bin.js');

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

/** Runs the CLI; a run still going after `timeoutMs` is killed (its code is then null). */
export function parrilla(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, env, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

