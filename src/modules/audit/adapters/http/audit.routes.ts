import Router from '@koa/router';
import type { Container } from 'inversify';
import type { AuditPageView } from '../../../../contracts/audit.views.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin } from '../../../identity/index.js';
import { auditCsv } from '../../application/read-audit-log.use-case.js';
import { AUDIT } from '../../audit.tokens.js';

/**
 * The superadmin's 'Bitácora' (docs/adr/0051): read only, never written through the API. The admin guard
 * answers anyone else who is not staff; the use case refuses an admin who is not a superadmin (403).
 */
export function auditRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/bitacora' });

  router.get('/', requireAdmin, async (ctx) => {
    ctx.body = (await container.get(AUDIT.Read).page(actorOf(ctx), ctx.query)) satisfies AuditPageView;
  });

  // The filtered log as CSV (every matching entry, not only a page).
  router.get('/exportar.csv', requireAdmin, async (ctx) => {
    const lines = await container.get(AUDIT.Read).all(actorOf(ctx), ctx.query);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="bitacora-${new Date().toISOString().slice(0, 10)}.csv"`);
    ctx.body = '\uFEFF' + auditCsv(lines);
  });

  return router;
}
