// Builds the web app when web/dist is missing or older than its sources, so `npm start` works on a
// fresh clone and stays fast on the next start.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'web/dist/index.html');
// The server's render of the public pages (docs/adr/0036), built with the app.
const serverRender = path.join(root, 'web/dist-server/entry-server.js');

function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'dist-server' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestIn(path.join(root, 'web')), newestIn(path.join(root, 'src/contracts')));
if (!existsSync(built) || !existsSync(serverRender) || statSync(built).mtimeMs < sources) {
  console.log('Compilando la aplicación web…');
  execSync('npm run build:web', { cwd: root, stdio: 'inherit' });
}
