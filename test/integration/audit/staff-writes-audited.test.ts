import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { AUDIT_ACTION_LABELS } from '../../../src/contracts/audit.messages.js';
import type { AppContext } from '../../../src/container.js';
import { requireAdmin, requireBroadcaster, requireSteward } from '../../../src/modules/identity/adapters/http/session.middleware.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { SPONSORS } from '../../../src/modules/sponsors/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';
import { DiscordStandIn } from '../../support/discord-stand-in.js';
import { createUser, type TestHttp } from '../../support/http.js';
import { IracingStandIn } from '../../support/iracing-stand-in.js';
import { RECIPES, START, type Call, type Outside, type World } from '../hardening/burst-recipes.js';
import { TINY_PNG, useTestApi } from '../identity/identity-fixtures.js';

/**
 * The audit walk: every staff write route the routers declare (guarded by requireAdmin or
 * requireSteward or requireBroadcaster, or under an /admin path) is called once, with the request the burst sweep's recipe
 * for it makes (hardening/burst-recipes.ts: the setup and a valid request by an allowed actor), and
 * must leave at least one new entry in the audit log whenever it changed a table, naming the actor and
 * the browser, under an action the Bitácora has words for. A new staff route fails the walk until it
 * has a recipe and records its entry. The routes that talk to iRacing or Discord are walked against
 * their stand-ins.
 */

const BROWSER = 'Navegador de prueba/1.0';

/** Sends a recipe's call as its actor, from a browser the entries must name. */
function send(api: TestHttp, call: Call) {
  const method = call.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
  let req = api.request[method](call.url).set('User-Agent', BROWSER);
  if (call.actor) req = req.set('Authorization', `Bearer ${call.actor.token}`);
  for (const [k, v] of Object.entries(call.headers ?? {})) req = req.set(k, v);
  if (call.fields || call.files) {
    for (const [k, v] of Object.entries(call.fields ?? {})) req = req.field(k, v);
    for (const f of call.files ?? []) req = req.attach(f.field, f.content, f.name);
  } else if (call.raw !== undefined) {
    req = req.set('Content-Type', 'application/json').send(call.raw);
  } else if (call.json !== undefined) {
    req = req.send(call.json as object);
  }
  return req;
}

interface Route {
  method: string;
  path: string;
}

function staffWriteRoutes(routers: unknown[]): Route[] {
  const routes: Route[] = [];
  for (const router of routers as Array<{ stack: Array<{ methods: string[]; path: string; stack: unknown[] }> }>) {
    for (const layer of router.stack) {
      const staff = layer.stack.includes(requireAdmin) || layer.stack.includes(requireSteward) || layer.stack.includes(requireBroadcaster) || /\/admin(\/|$)/.test(layer.path);
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

describeEachDatabase('Audit log: every staff write route records who changed what', (kind) => {
  const clock = new ManualClock(new Date(START));
  const iracing = new IracingStandIn();
  const discord = new DiscordStandIn();
  before(() => Promise.all([iracing.start(), discord.start()]));
  after(() => Promise.all([iracing.stop(), discord.stop()]));
  // The site boots after the stand-ins listen: their addresses are only known then.
  const t = useTestApi(kind, {
    clock,
    get env() {
      // iRacing's credentials are the league's, saved in Ajustes → iRacing as its recipe does, not the server's environment.
      return { TRUST_PROXY: 'true', DISCORD_API_URL: discord.url, ...iracing.env(false) };
    },
  });

  it('walks every staff write route and finds an entry for each one that writes', async function () {
    this.timeout(300_000);
    clock.set(START);
    const admin = await createUser(t.context, { rol: 'admin', nombre: 'Ada', apellido: 'Jefa' });
    const superadmin = await createUser(t.context, { rol: 'superadmin', nombre: 'Sara', apellido: 'Mayor' });
    // The staff routes that talk outside talk to iRacing and Discord: the walk starts those two stand-ins only.
    const outside = { iracing, discord } as Partial<Outside> as Outside;
    const w: World = { context: t.context, api: t.api, clock, admin, superadmin, newDriver: (o) => createUser(t.context, o), outside };
    const routes = staffWriteRoutes(t.api.http.routers).map((r) => `${r.method} ${r.path}`);
    expect(routes).to.include('DELETE /api/users/:id').and.include('PUT /api/reportes/:id/resolve');

    const failures: string[] = [];
    for (const route of routes) {
      const recipe = RECIPES[route];
      if (!recipe) {
        failures.push(`${route}: sin receta (añade una en hardening/burst-recipes.ts)`);
        continue;
      }
      clock.set(START);
      const call = await recipe.prepare(w);
      const before = await fingerprint(t.context);
      // The entries already there, by id: under the fixed clock every entry has the same instant, and ids
      // drawn at one instant do not sort in the order they were drawn.
      const idsBefore = new Set(((await t.context.knex('audit_log').select('id')) as { id: string }[]).map((r) => r.id));
      const res = await send(t.api, call);
      if (res.status >= 300) {
        failures.push(`${route}: la receta no funcionó (${res.status} ${JSON.stringify(res.body)})`);
        continue;
      }
      const wrote = changedTables(before, await fingerprint(t.context));
      const added = ((await t.context.knex('audit_log').select('*')) as { id: string; accion: string; actorId: string | null; navegador: string | null; ip: string | null }[]).filter((e) => !idsBefore.has(e.id));
      // A route that changes no row of the league's (a test message to Discord) still records the act.
      if (wrote.length === 0 && added.length === 0) failures.push(`${route}: no escribió nada`);
      else if (added.length === 0) failures.push(`${route}: escribió en ${wrote.join(', ')} sin entrada en la bitácora`);
      else if (added.some((e) => !(e.accion in AUDIT_ACTION_LABELS))) failures.push(`${route}: su acción no tiene nombre en la Bitácora (${added.map((e) => e.accion).join(', ')})`);
      else if (!added.some((e) => e.actorId === call.actor?.id && e.navegador === BROWSER && e.ip)) failures.push(`${route}: su entrada no dice quién ni desde dónde (${JSON.stringify(added[0])})`);
    }
    expect(failures, failures.join('\n')).to.deep.equal([]);
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
