// `npm run dev`: the API restarted on every change (tsx watch, port 3000) and the Vite dev server
// with hot reload (http://localhost:5173, proxying /api and /uploads to port 3000). Ctrl-C stops both;
// if either stops by itself, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

// Vite's proxy targets port 3000, so the API must listen there whatever PORT says.
const env = { ...process.env, PORT: '3000', NODE_ENV: process.env.NODE_ENV ?? 'development' };

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn(bin('vite'), ['--config', 'web/vite.config.ts'], { cwd: root, env, stdio: 'inherit' }),
];

let exitCode = 0;
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  // A child that ignores SIGTERM does not keep the terminal hostage.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, 5000).unref();
}

for (const child of children) {
  child.on('exit', (code) => {
    stopAll(code ?? 0);
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
  child.on('error', (err) => {
    console.error(`No se pudo iniciar ${child.spawnfile}: ${err.message}`);
    stopAll(1);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
