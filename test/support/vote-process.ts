// One steward's vote from a process of its own, for the tests of simultaneous votes on SQLite (one
// process's connections cannot race each other there; separate processes do). Started with
// `node --import tsx test/support/vote-process.ts <actorId> <reportId> <body JSON>` and the CLI's
// environment; it boots the application, waits until VOTE_AT (epoch ms) so every process votes at
// the same instant, and prints `{"status":"ok"}` or `{"status":"refused","code":…}`.
import { bootstrap } from '../../src/container.js';
import { STEWARDING } from '../../src/modules/stewarding/index.js';
import { loadConfig } from '../../src/platform/config.js';
import { DomainError } from '../../src/platform/errors.js';

const [actorId, reportId, body] = process.argv.slice(2);
const config = loadConfig();
const app = await bootstrap({ config, migrate: false });
try {
  const at = Number(process.env.VOTE_AT ?? 0);
  if (at > Date.now()) await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
  await app.container.get(STEWARDING.CastVote).execute({ id: actorId!, rol: 'comisario', suspendido: false }, reportId!, JSON.parse(body!));
  process.stdout.write(`\n${JSON.stringify({ status: 'ok' })}\n`);
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  process.stdout.write(`\n${JSON.stringify({ status: 'refused', code: error.code })}\n`);
} finally {
  await app.close();
}
