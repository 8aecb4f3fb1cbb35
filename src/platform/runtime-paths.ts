import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);

/**
 * Whether this code runs compiled (`npm run build` writes JavaScript to dist/, mirroring the source
 * folders) or from the TypeScript sources through tsx (development, tests). docs/adr/0020.
 */
export const COMPILED = path.extname(here) === '.js';

/** The extension of the code's own files: migrations and CLI commands are found by it. */
export const CODE_EXTENSION = COMPILED ? '.js' : '.ts';

/**
 * Where src/, cli/ and migrations/ of the running code are: the project, or dist/ when compiled:
 * the nearest folder above this file's (or the server bundle's, dist/server.js) with migrations/.
 */
export const CODE_ROOT = codeRoot(path.dirname(here));

/** The project folder (package.json, web/dist): the code root, or the folder above dist/. */
export const PROJECT_ROOT = COMPILED ? path.dirname(CODE_ROOT) : CODE_ROOT;

function codeRoot(dir: string): string {
  if (existsSync(path.join(dir, 'migrations'))) return dir;
  const parent = path.dirname(dir);
  if (parent === dir) throw new Error(`No se encontró la carpeta migrations/ sobre ${path.dirname(here)}`);
  return codeRoot(parent);
}
