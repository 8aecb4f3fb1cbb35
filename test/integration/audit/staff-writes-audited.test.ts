import { createHash } from 'node:crypto';
import { expect } from 'chai';
import type supertest from 'supertest';
import type { AppContext } from '../../../src/container.js';
import { requireAdmin, requireSteward } from '../../../src/modules/identity/adapters/http/session.middleware.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { SPONSORS } from '../../../src/modules/sponsors/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, TINY_PNG, useTestApi, type TestApi } from '../identity/identity-fixtures.js';

/**
 * The audit walk: every staff write route the routers declare (guarded by requireAdmin or
 * requireSteward, or under an /admin path) is called once by a superadmin with a request that
 * succeeds, and must leave at least one new entry in the audit log whenever it changed a table.
 * A new staff route fails the walk until it has a way to call it here (RECIPES) and records its
 * entry; NOT_YET_RECORDED lists the routes whose modules do not record yet, and may only shrink.
 */

type Call = () => supertest.Test;
interface World {
  t: TestApi;
  admin: { id: string; token: string };
}
/** Sets up what the route needs, then answers the call itself (only the call is watched). */
type Recipe = (w: World) => Promise<Call>;

const as = (w: World, req: supertest.Test) => req.set(bearer(w.admin.token)).set('User-Agent', 'Navegador de prueba/1.0');

async function sponsor(w: World): Promise<string> {
  const res = await as(w, w.t.api.request.post('/api/sponsors/create')).field('nombre', `Patrocinador ${Math.random()}`).attach('logo', TINY_PNG, 'logo.png');
  if (res.status !== 201) throw new Error(`sponsor: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id ?? res.body.data._id;
}

async function contactMessage(w: World): Promise<string> {
  const res = await w.t.api.request.post('/api/contact').send({ name: 'Ana', email: 'ana@ejemplo.mx', phone: '5512345678', message: 'Hola, ¿cuándo empieza la copa?' });
  if (res.status >= 300) throw new Error(`contact: ${res.status} ${JSON.stringify(res.body)}`);
  return (await w.t.context.knex('contact_messages').orderBy('createdAt', 'desc').first()).id;
}

const RECIPES: Record<string, Recipe> = {
  'PUT /api/contact/admin/:id/respondido': async (w) => {
    const id = await contactMessage(w);
    return () => as(w, w.t.api.request.put(`/api/contact/admin/${id}/respondido`)).send({ respondido: true });
  },
  'DELETE /api/users/:id': async (w) => {
    const driver = await createUser(w.t.context);
    return () => as(w, w.t.api.request.delete(`/api/users/${driver.id}`));
  },
  'POST /api/sponsors/create': async (w) => () => as(w, w.t.api.request.post('/api/sponsors/create')).field('nombre', 'Tacos El Piloto').attach('logo', TINY_PNG, 'logo.png'),
  'PUT /api/sponsors/:id': async (w) => {
    const id = await sponsor(w);
    return () => as(w, w.t.api.request.put(`/api/sponsors/${id}`)).field('nombre', 'Otro nombre');
  },
  'DELETE /api/sponsors/:id': async (w) => {
    const id = await sponsor(w);
    return () => as(w, w.t.api.request.delete(`/api/sponsors/${id}`));
  },
};

/** Staff write routes whose modules do not record yet. */
const NOT_YET_RECORDED: readonly string[] = [
  'POST /api/eventos-unicos',
  'PUT /api/eventos-unicos/:id',
  'DELETE /api/eventos-unicos/:id',
  'POST /api/campeonatos/inscribir-admin',
  'PUT /api/campeonatos/:id/numeros/:usuarioId',
  'DELETE /api/campeonatos/:id/numeros/:usuarioId',
  'PUT /api/campeonatos/:id/excepciones/:usuarioId',
  'DELETE /api/campeonatos/:id/excepciones/:usuarioId',
  'POST /api/campeonatos/:id/solicitudes-excepcion/:solicitudId/conceder',
  'POST /api/campeonatos/:id/solicitudes-excepcion/:solicitudId/rechazar',
  'PUT /api/campeonatos/:id/orden-rondas',
  'PUT /api/campeonatos/:id/lista-espera/orden',
  'POST /api/campeonatos/:id/lista-espera/:usuarioId/oferta',
  'DELETE /api/campeonatos/:id/lista-espera/:usuarioId/oferta',
  'POST /api/campeonatos/:id/solicitudes/:usuarioId/aprobar',
  'POST /api/campeonatos/:id/solicitudes/:usuarioId/rechazar',
  'DELETE /api/campeonatos/:id/inscritos/:usuarioId',
  'POST /api/campeonatos',
  'PUT /api/campeonatos/:id',
  'DELETE /api/campeonatos/:id',
  'POST /api/carreras',
  'PUT /api/carreras/:id',
  'DELETE /api/carreras/:id',
  'POST /api/events/import-file',
  'DELETE /api/events/:id',
  'POST /api/reportes/sanciones',
  'POST /api/reportes/comisarios',
  'DELETE /api/reportes/comisarios/:campeonatoId/:userId',
  'PUT /api/reportes/ajustes/:campeonatoId',
  'PUT /api/reportes/apelaciones/:id',
  'PUT /api/reportes/suspensiones/:id/levantar',
  'POST /api/reportes/:id/votos',
  'PUT /api/reportes/:id/resolve',
  'DELETE /api/reportes/:id',
  'PUT /api/campeonatos/:id/puntuacion',
  'PUT /api/payments/admin/metodos/:campeonatoId',
  'POST /api/payments/admin/manual',
  'PUT /api/payments/admin/:id/estado',
  'DELETE /api/payments/admin/:id',
  'POST /api/payments/admin/:id/reembolso-manual',
  'PUT /api/payments/admin/:id/reembolso-manual',
  'POST /api/payments/admin/:id/inscribir-sin-cupo',
  'POST /api/payments/admin/:id/reenviar-confirmacion',
  'POST /api/facturas/admin/:id/emitir',
  'POST /api/track-records/sugerencias/:id/aceptar',
  'POST /api/track-records/sugerencias/:id/descartar',
  'POST /api/track-records',
  'PUT /api/track-records/:id',
  'DELETE /api/track-records/:id',
  'PUT /api/ajustes/discord',
  'POST /api/ajustes/discord/:canal/prueba',
  'PUT /api/iracing/ajustes',
  'POST /api/iracing/probar',
  'POST /api/iracing/campeonatos/:id/sesiones/:subsessionId/importar',
  'POST /api/iracing/sincronizar',
  'POST /api/events/import-iracing',
  'POST /api/events/:id/vueltas/iracing',
  'PUT /api/series/ediciones/:campeonatoId',
  'POST /api/series',
  'PUT /api/series/:id',
  'DELETE /api/series/:id',
  'POST /api/temporadas/:campeonatoId/cerrar',
  'POST /api/temporadas/:campeonatoId/siguiente',
  'POST /api/temporadas/:campeonatoId/reabrir',
];

interface Route {
  method: string;
  path: string;
}

function staffWriteRoutes(routers: unknown[]): Route[] {
  const routes: Route[] = [];
  for (const router of routers as Array<{ stack: Array<{ methods: string[]; path: string; stack: unknown[] }> }>) {
    for (const layer of router.stack) {
      const staff = layer.stack.includes(requireAdmin) || layer.stack.includes(requireSteward) || /\/admin(\/|$)/.test(layer.path);
      if (!staff) continue;
      for (const method of layer.methods) if (!['GET', 'HEAD'].includes(method)) routes.push({ method, path: layer.path });
    }
  }
  return routes;
}

/** Tables that change without anyone's write (rate counters) or that the check itself reads. */
const NOT_A_WRITE = new Set(['rate_limits', 'audit_log', 'knex_migrations', 'knex_migrations_lock']);

/** A fingerprint of every table's rows, to tell whether a call wrote anything. */
async function fingerprint(context: AppContext): Promise<Map<string, string>> {
  const { knex } = context;
  const pg = knex.client.config.client === 'pg';
  const tables: string[] = pg
    ? (await knex.raw("select tablename from pg_tables where schemaname = 'public'")).rows.map((r: { tablename: string }) => r.tablename)
    : (await knex.raw("select name as tablename from sqlite_master where type = 'table' and name not like 'sqlite_%'")).map((r: { tablename: string }) => r.tablename);
  const result = new Map<string, string>();
  for (const table of tables.filter((name) => !NOT_A_WRITE.has(name)).sort()) {
    if (pg) {
      const { rows } = await knex.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`);
      result.set(table, rows[0].h);
    } else {
      result.set(table, createHash('sha1').update(JSON.stringify(await knex(table).select())).digest('hex'));
    }
  }
  return result;
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) => [...after.keys()].filter((table) => before.get(table) !== after.get(table));

async function auditCount(context: AppContext): Promise<number> {
  const [{ n }] = await context.knex('audit_log').count({ n: '*' });
  return Number(n);
}

describeEachDatabase('Audit log: every staff write route records who changed what', (kind) => {
  const t = useTestApi(kind);

  it('walks every staff write route and finds an entry for each one that writes', async function () {
    this.timeout(120_000);
    const superadmin = await createUser(t.context, { rol: 'superadmin' });
    const w: World = { t, admin: superadmin };
    const routes = staffWriteRoutes(t.api.http.routers).map((r) => `${r.method} ${r.path}`);
    expect(routes).to.include('DELETE /api/users/:id').and.include('PUT /api/reportes/:id/resolve');

    const failures: string[] = [];

    for (const route of routes.filter((r) => RECIPES[r])) {
      const call = await RECIPES[route]!(w);
      const before = await fingerprint(t.context);
      const entriesBefore = await auditCount(t.context);
      const res = await call();
      if (res.status >= 300) {
        failures.push(`${route}: la receta no funcionó (${res.status} ${JSON.stringify(res.body)})`);
        continue;
      }
      const wrote = changedTables(before, await fingerprint(t.context));
      const recorded = (await auditCount(t.context)) - entriesBefore;
      if (wrote.length === 0) failures.push(`${route}: no escribió nada`);
      else if (recorded === 0) failures.push(`${route}: escribió en ${wrote.join(', ')} sin entrada en la bitácora`);
    }
    expect(failures).to.deep.equal([]);
    const withoutRecipe = routes.filter((route) => !RECIPES[route]);
    expect(withoutRecipe, 'rutas de personal sin receta para recorrerlas').to.have.members([...NOT_YET_RECORDED]);

    const entries = await t.context.knex('audit_log').where({ actorId: superadmin.id }).whereNot({ accion: 'sesion.iniciada' });
    expect(entries.length).to.be.greaterThan(0);
    for (const entry of entries) expect(entry).to.include({ actorRol: 'superadmin', navegador: 'Navegador de prueba/1.0' });
  });
});

describeEachDatabase('Audit log: the entry and the change commit together or not at all', (kind) => {
  let context: AppContext;
  before(async () => {
    context = await bootTestContext(kind);
    const real = context.container.get(PLATFORM.AuditTrail);
    // The entry is written, then the log fails: the change it describes must not stay either.
    context.container.rebind(PLATFORM.AuditTrail).toConstantValue({
      record: async (entry, trx) => {
        await real.record(entry, trx);
        throw new Error('la bitácora no pudo escribir');
      },
    });
  });
  after(() => context.close());

  it('leaves neither the sponsor nor its entry when the entry cannot be written', async () => {
    const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
    let failed = false;
    await context.container
      .get(SPONSORS.Create)
      .execute(admin, { fields: { nombre: 'Tacos El Piloto' }, logo: TINY_PNG })
      .catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect(await context.knex('sponsors').count({ n: '*' }).first()).to.satisfy((r: { n: unknown }) => Number(r.n) === 0);
    expect(await context.knex('audit_log').count({ n: '*' }).first()).to.satisfy((r: { n: unknown }) => Number(r.n) === 0);
  });
});
