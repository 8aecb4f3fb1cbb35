import Router from '@koa/router';
import type { Knex } from 'knex';
import { pingDatabase } from '../platform/database/knex.js';

/**
 * Whether this process wants traffic. `stopping` is set on SIGTERM, before the server stops accepting
 * connections, so a load balancer polling /api/health/ready sees 503 and stops sending requests.
 */
export class Readiness {
  stopping = false;
}

export interface HealthOptions {
  readiness?: Readiness;
  /** Where the migrations are read from; the knex configuration's own by default. */
  migrations?: Knex.MigratorConfig;
}

/**
 * `/api/health/live`: the process runs (no database work). `/api/health/ready`: the database answers
 * and every migration is applied, and the server is not stopping. `/api/health` stays as it was.
 */
export function healthRoutes(knex: Knex, options: HealthOptions = {}): Router {
  const readiness = options.readiness ?? new Readiness();
  const router = new Router();
  // Once every migration is applied it stays so for the life of this process: checked until then only.
  let migrationsApplied = false;

  router.get('/api/health', async (ctx) => {
    const up = await pingDatabase(knex);
    ctx.status = up ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: up ? 'ok' : 'error', database: up ? 'ok' : 'error' };
  });

  router.get('/api/health/live', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { estado: 'ok' };
  });

  router.get('/api/health/ready', async (ctx) => {
    const cause = await notReadyBecause();
    ctx.status = cause ? 503 : 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = cause ? { estado: 'error', message: cause } : { estado: 'ok' };
  });

  async function notReadyBecause(): Promise<string | undefined> {
    if (readiness.stopping) return 'El servidor se está deteniendo';
    if (!(await pingDatabase(knex))) return 'La base de datos no responde';
    if (!migrationsApplied) {
      try {
        const [, pending] = (await knex.migrate.list(options.migrations)) as [unknown[], unknown[]];
        migrationsApplied = pending.length === 0;
      } catch {
        return 'La base de datos no responde';
      }
      if (!migrationsApplied) return 'Faltan migraciones por aplicar';
    }
    return undefined;
  }

  return router;
}
