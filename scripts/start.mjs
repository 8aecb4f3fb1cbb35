// `npm start`. With NODE_ENV=production: the compiled server in dist/ (made by `npm run build`), with
// no TypeScript compiler or Vite loaded. Otherwise: the TypeScript sources through tsx, after
// building the web app when it is missing or stale, so a fresh clone runs with `npm install && npm start`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

if (process.env.NODE_ENV === 'production') {
  const server = path.join(root, 'dist/server.js');
  if (!existsSync(server) || !existsSync(path.join(root, 'web/dist/index.html'))) {
    console.error('Falta la compilación de producción: ejecuta `npm run build` antes de `NODE_ENV=production npm start`.');
    process.exit(1);
  }
  const { main } = await import(pathToFileURL(server).href);
  await main();
} else {
  await import('./ensure-web-build.mjs');
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import('../src/server.ts');
  await main();
}
