import type { AppContext } from '../container.js';
import { IDENTITY, type Actor } from '../modules/identity/index.js';
import { PLATFORM } from '../platform/platform.tokens.js';
import { isSiteEmpty, seedDemoContent } from './demo-content.js';

const DEMO_ACTOR: Actor = { id: 'demo', rol: 'superadmin', suspendido: false };

/**
 * `npm start` on the embedded default (SQLite, NODE_ENV development) with a brand-new database — no
 * accounts, championships or sponsors — loads the demo content, so a newcomer sees a living site.
 * DEMO_CONTENT=false starts empty; an existing database is never touched.
 */
export async function offerDemoContent(app: AppContext): Promise<boolean> {
  const { config, logger } = app;
  if (!config.demoContent || config.env !== 'development' || config.database.client !== 'sqlite') return false;
  const users = await app.container.get(IDENTITY.ListUsers).execute(DEMO_ACTOR, { limite: 1 });
  if (users.data.length > 0 || !(await isSiteEmpty(app))) return false;
  const summary = await seedDemoContent(app, app.container.get(PLATFORM.Clock).now());
  logger.info(summary, 'Base de datos nueva: se cargó el contenido de demostración (DEMO_CONTENT=false para empezar vacío)');
  return true;
}
