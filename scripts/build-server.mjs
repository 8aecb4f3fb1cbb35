// Compiles the server, the CLI, the migrations and knexfile.ts to JavaScript in dist/, file by file
// (dist/src, dist/cli, dist/migrations mirror the sources), so production runs them with plain
// Node: no TypeScript compiler at run time. Types are checked by `npm run typecheck`, not here.
// docs/adr/0020.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist');

const sources = ['src', 'cli', 'migrations']
  .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
  .concat('knexfile.ts');

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: sources,
  outdir,
  outbase: root,
  bundle: false,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`Servidor compilado en dist/: ${sources.length} archivos en ${Math.round(performance.now() - started)} ms`);
