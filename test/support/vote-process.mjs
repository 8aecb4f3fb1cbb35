// One steward's vote from a process of its own, for the tests of simultaneous votes on SQLite (one
// process's connections cannot race each other there; separate processes do). Started with
// `node test/support/vote-process.mjs <actorId> <reportId> <body JSON>` and the CLI's environment, with
// VOTE_FROM naming the application's folder: the compiled `dist/src` that `npm run build` makes (about
// a third of the CPU of a start), or `src` with `node --import tsx` when the build is older than the
// sources (test/integration/stewarding/panel-voting.test.ts chooses, as cliProgram does for the CLI).
// It boots the application, waits until VOTE_AT (epoch ms) so every process votes at the same
// instant, and prints `{"status":"ok"}` or `{"status":"refused","code":…}`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const from = process.env.VOTE_FROM;
if (!from) throw new Error('VOTE_FROM: the folder of the application (dist/src or src)');
const load = (file) => import(pathToFileURL(path.join(from, file)).href);
const { bootstrap } = await load('container.js');
const { STEWARDING } = await load('modules/stewarding/index.js');
const { loadConfig } = await load('platform/config.js');
const { DomainError } = await load('platform/errors.js');

const [actorId, reportId, body] = process.argv.slice(2);
const config = loadConfig();
const app = await bootstrap({ config, migrate: false });
try {
  const at = Number(process.env.VOTE_AT ?? 0);
  if (at > Date.now()) await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
  await app.container.get(STEWARDING.CastVote).execute({ id: actorId, rol: 'comisario', suspendido: false }, reportId, JSON.parse(body));
  process.stdout.write(`\n${JSON.stringify({ status: 'ok' })}\n`);
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  process.stdout.write(`\n${JSON.stringify({ status: 'refused', code: error.code })}\n`);
} finally {
  await app.close();
}
