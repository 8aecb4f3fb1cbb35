// Compiles the server, the CLI, the migrations and knexfile.ts to JavaScript in dist/, file by file
// (dist/src, dist/cli, dist/migrations mirror the sources), so production runs them with plain
// Node: no TypeScript compiler at run time. The web server is also bundled into dist/server.js with
// the libraries it uses (tree-shaken): one file to load instead of some 1,600, which makes the start
// about three times cheaper. Packages with native code, drivers loaded by name or worker files
// found beside their own stay external. Types are checked by `npm run typecheck`, not here.
// docs/adr/0020.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
// `--outdir <folder>`: elsewhere than dist/ (the image test builds straight into its copy of /app).
const outArg = process.argv.indexOf('--outdir');
const outdir = outArg > 0 ? path.resolve(process.argv[outArg + 1]) : path.join(root, 'dist');

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
await build({
  absWorkingDir: root,
  entryPoints: ['src/server.ts'],
  outfile: path.join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: ['knex', 'better-sqlite3', 'pg', '@node-rs/argon2', 'pino', 'pino-pretty', 'sharp'],
  // The bundled CommonJS libraries require Node's own modules.
  banner: { js: "import { createRequire as __parrillaRequire } from 'node:module'; const require = __parrillaRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`Servidor compilado en ${path.relative(root, outdir) || '.'}/ (${sources.length} archivos y el paquete dist/server.js) en ${Math.round(performance.now() - started)} ms`);
