import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { bootTestContext } from '../../support/databases.js';
import { DiscordStandIn } from '../../support/discord-stand-in.js';
import { createUser, startTestHttp, type TestHttp } from '../../support/http.js';
import { IracingStandIn } from '../../support/iracing-stand-in.js';
import { TestOidcProvider } from '../../support/oidc-provider.js';
import { SECRET_KEY, StripeStandIn, WEBHOOK_SECRET } from '../../support/stripe-stand-in.js';
import { RECIPES, START, type Actor, type Call, type Outside, type World } from './burst-recipes.js';

/**
 * The burst sweep: every write route the routers declare (a route added later fails here until it
 * has a recipe), sent with a valid body by an actor allowed to send it, five times at once, as double
 * clicks and retries send it. On PostgreSQL, where requests really run side by side. Each burst must
 * answer no 5xx, and either exactly one success with the others refused in Spanish JSON with a code,
 * or five successes; and it must leave the tables as one request leaves them (or as five do, for a
 * route each copy of which is its own act, a contact message or a sign-in): the same request sent
 * once, on a twin of its setup, says how many rows one success adds or removes in every table, and
 * how many files it stores. Nothing half-made, nothing twice.
 */

const COPIES = 5;

/** Words of English error texts; a Spanish message has none of them (field names such as start_time aside). */
const ENGLISH = /\b(the|is|are|was|invalid|expected|received|required|not|found|failed|cannot|must|unexpected|allowed|should|please|internal|server|unknown|too|missing|bad|request|error occurred)\b/i;

/**
 * Counters that change with every request by design, success or refusal; and the payments' kept totals
 * (docs/adr/0067), a row per kind of total that a payment updates in place, however many payments there
 * are: what they hold is checked against the payments themselves in test/integration/payments/payment-totals.test.ts.
 */
const NOT_COUNTED = new Set(['rate_limits', 'payment_state_totals', 'payment_month_totals', 'payment_championship_totals']);

interface Route {
  method: string;
  path: string;
}

function writeRoutes(http: TestHttp): Route[] {
  const routes: Route[] = [];
  for (const router of http.http.routers as unknown as Array<{ stack: Array<{ methods: string[]; path: string }> }>) {
    for (const layer of router.stack) for (const method of layer.methods) if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) routes.push({ method, path: layer.path });
  }
  return routes;
}

/** Rows in every table (one round trip) and files under the uploads. */
let countingMs = 0;
let countSql: string | undefined;

async function counts(context: AppContext): Promise<Map<string, number>> {
  const started = performance.now();
  try {
    return await countRows(context);
  } finally {
    countingMs += performance.now() - started;
  }
}

async function countRows(context: AppContext): Promise<Map<string, number>> {
  const { knex } = context;
  // The tables are the migrations' and stay the same through the run: one look, one statement kept.
  countSql ??= ((await knex.raw("select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex\\_%'")).rows as Array<{ tablename: string }>)
    .map((r) => r.tablename)
    .filter((t) => !NOT_COUNTED.has(t))
    .map((t) => `select '${t}' as t, count(*)::int as n from "${t}"`)
    .join(' union all ');
  const sql = countSql;
  const result = new Map<string, number>();
  for (const r of (await knex.raw(sql)).rows as Array<{ t: string; n: number }>) result.set(r.t, r.n);
  result.set('(archivos subidos)', filesUnder(path.join(context.config.dataDir, 'uploads')));
  result.set('(archivos privados)', filesUnder(path.join(context.config.dataDir, 'private')));
  return result;
}

function filesUnder(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

function delta(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  const d = new Map<string, number>();
  for (const [t, n] of after) if (n !== (before.get(t) ?? 0)) d.set(t, n - (before.get(t) ?? 0));
  return d;
}

const show = (d: Map<string, number>) => (d.size ? [...d].map(([t, n]) => `${t} ${n > 0 ? '+' : ''}${n}`).join(', ') : 'nada');

interface Answer {
  status: number;
  type: string;
  body: { message?: unknown; code?: unknown };
  text: string;
}

let address = 0;

/** Sends one call as its actor, from a client address of its own (the rate limits count per address). */
function send(api: TestHttp, call: Call, actor: Actor | undefined, client: string): Promise<Answer> {
  const method = call.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
  let req = api.request[method](call.url).set('X-Forwarded-For', client);
  if (actor) req = req.set('Authorization', `Bearer ${actor.token}`);
  for (const [k, v] of Object.entries(call.headers ?? {})) req = req.set(k, v);
  if (call.fields || call.files) {
    for (const [k, v] of Object.entries(call.fields ?? {})) req = req.field(k, v);
    for (const f of call.files ?? []) req = req.attach(f.field, f.content, f.name);
  } else if (call.raw !== undefined) {
    req = req.set('Content-Type', 'application/json').send(call.raw);
  } else if (call.json !== undefined) {
    req = req.send(call.json as object);
  }
  return req.then((res) => ({ status: res.status, type: res.type, body: res.body ?? {}, text: res.text ?? '' }));
}

function nextClient(): string {
  address += 1;
  return `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

function refusalProblem(answer: Answer): string | undefined {
  if (answer.type !== 'application/json') return `una negativa ${answer.status} que no es JSON (${answer.type})`;
  const { message, code } = answer.body;
  if (typeof message !== 'string' || !message.trim()) return `una negativa ${answer.status} sin message`;
  if (ENGLISH.test(message.replace(/[a-z]+_[a-z_]+/g, ''))) return `una negativa ${answer.status} en inglés: ${message}`;
  if (typeof code !== 'string' || !code) return `una negativa ${answer.status} sin code: ${message}`;
  return undefined;
}

describe('Burst sweep: every write route sent five times at once [postgres]', function () {
  if (!process.env.TEST_DATABASE_URL) {
    // .ci/node24 runs the integration suites on SQLite alone and says so (SQLITE_ONLY_RUN); the main
    // CI run has PostgreSQL, and there the sweep must not be skipped.
    if (process.env.CI === 'true' && !process.env.SQLITE_ONLY_RUN) {
      it('needs PostgreSQL', () => {
        throw new Error('CI debe correr el barrido de peticiones simultáneas: falta TEST_DATABASE_URL');
      });
    } else {
      it.skip('runs only on PostgreSQL, where requests run side by side (set TEST_DATABASE_URL; the main CI run has it)');
    }
    return;
  }

  const clock = new ManualClock(new Date(START));
  let context: AppContext;
  let api: TestHttp;
  let world: World;
  // The outside services, each a local stand-in the site is pointed at through its base address.
  const discord = new DiscordStandIn();
  const iracing = new IracingStandIn();
  const stripe = new StripeStandIn();
  let oidc: TestOidcProvider | undefined;
  /** The same site on the same database and clock, taking payments through Stripe instead of the demo gateway the other recipes use. */
  let stripeContext: AppContext | undefined;
  let stripeApi: TestHttp | undefined;

  before(async function () {
    this.timeout(120_000);
    oidc = await TestOidcProvider.start();
    await Promise.all([discord.start(), iracing.start(), stripe.start()]);
    // iRacing's credentials are the league's stored ones (the recipes save the stand-in's), not the environment's.
    context = await bootTestContext('postgres', { clock, env: { TRUST_PROXY: 'true', ...oidc.env, DISCORD_API_URL: discord.url, ...iracing.env(false) } });
    api = await startTestHttp(context);
    // Booted before any row is written: booting empties the test database.
    stripeContext = await bootTestContext('postgres', { clock, env: { TRUST_PROXY: 'true', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url } });
    stripeApi = await startTestHttp(stripeContext);
    const outside: Outside = { oidc, discord, iracing, stripe, stripeApi };
    const admin = await createUser(context, { rol: 'admin', nombre: 'Ada', apellido: 'Jefa' });
    const superadmin = await createUser(context, { rol: 'superadmin', nombre: 'Sara', apellido: 'Mayor' });
    world = { context, api, clock, admin, superadmin, outside, newDriver: (o) => createUser(context, o) };
  });
  after(async () => {
    await stripeApi?.close();
    await stripeContext?.close();
    await api?.close();
    await context?.close();
    await Promise.all([oidc?.close(), discord.stop(), iracing.stop(), stripe.stop()]);
  });

  it('has a recipe for every write route, and none for a route that is gone', () => {
    const declared = writeRoutes(api).map((r) => `${r.method} ${r.path}`);
    const missing = declared.filter((r) => !RECIPES[r]);
    expect(missing, 'rutas de escritura sin receta: añade una en burst-recipes.ts').to.deep.equal([]);
    const stale = Object.keys(RECIPES).filter((r) => !declared.includes(r));
    expect(stale, 'recetas de rutas que ya no existen').to.deep.equal([]);
    expect(declared.length).to.be.greaterThan(80);
  });

  it('answers each write route sent five times at once with one success or all, never a 5xx, leaving what one request leaves', async function () {
    this.timeout(0);
    const only = process.env.BURST_ONLY;
    const started = performance.now();
    const failures: string[] = [];
    let covered = 0;
    for (const route of writeRoutes(api)) {
      const key = `${route.method} ${route.path}`;
      const recipe = RECIPES[key];
      if (!recipe || (only && !key.includes(only))) continue;
      const routeStart = performance.now();
      let statuses: number[] | undefined;
      let leaves = '';
      try {
        // Once, on its own setup: what one success leaves.
        clock.set(START);
        const single = await recipe.prepare(world);
        const before1 = await counts(context);
        const one = await send(single.api ?? api, single, single.actor, nextClient());
        if (one.status < 200 || one.status >= 300) {
          failures.push(`${key}: la receta no es válida, una sola petición respondió ${one.status} ${one.text.slice(0, 300)}`);
          continue;
        }
        const once = delta(before1, await counts(context));
        leaves = show(once);

        // Five times at once, on a twin setup.
        clock.set(START);
        const call = await recipe.prepare(world);
        const before5 = await counts(context);
        const client = nextClient();
        const answers = await Promise.all(Array.from({ length: COPIES }, () => send(call.api ?? api, call, call.actor, client)));
        const burst = delta(before5, await counts(context));

        const problems: string[] = [];
        statuses = answers.map((a) => a.status);
        const successes = statuses.filter((s) => s >= 200 && s < 300).length;
        for (const a of answers) {
          if (a.status >= 500 || a.status < 200) problems.push(`respondió ${a.status} ${a.text.slice(0, 300)}`);
          else if (a.status >= 300) {
            const problem = refusalProblem(a);
            if (problem) problems.push(problem);
          }
        }
        if (recipe.each) {
          if (successes !== COPIES) problems.push(`cada copia es su propio acto y solo ${successes} de ${COPIES} tuvieron éxito`);
        } else if (recipe.replaces) {
          if (successes === 0) problems.push(`ninguna de las ${COPIES} copias tuvo éxito: ${answers[0]!.text.slice(0, 300)}`);
        } else if (successes !== 1 && successes !== COPIES) problems.push(`${successes} éxitos de ${COPIES}: ni uno solo ni todos${successes ? '' : `: ${answers[0]!.text.slice(0, 300)}`}`);
        const times = recipe.each ? successes : 1;
        const expected = new Map([...once].map(([t, n]) => [t, n * times] as const));
        for (const table of recipe.varies ?? []) {
          expected.delete(table);
          burst.delete(table);
        }
        // The audit log holds an entry per copy that succeeded (each is an act someone made), none for a refused one.
        if (!recipe.varies?.includes('audit_log')) {
          const logged = burst.get('audit_log') ?? 0;
          const each = once.get('audit_log') ?? 0;
          if (logged < each * times || logged > each * successes) problems.push(`dejó ${logged} entradas en la bitácora para ${successes} éxitos; una petición deja ${each}`);
          expected.delete('audit_log');
          burst.delete('audit_log');
        }
        if (show(burst) !== show(expected)) problems.push(`dejó ${show(burst)}; una petición deja ${show(once)}${times > 1 ? ` (×${times})` : ''}`);
        if (problems.length) failures.push(`${key} [${statuses.join(' ')}]\n    ${[...new Set(problems)].join('\n    ')}`);
        else covered += 1;
      } catch (error) {
        failures.push(`${key}: ${(error as Error).stack ?? error}`);
      }
      if (process.env.BURST_VERBOSE) console.log(`    ${key}: ${Math.round(performance.now() - routeStart)} ms${statuses ? ` [${statuses.join(' ')}]` : ''}${leaves ? `; una petición deja ${leaves}` : ''}`);
    }
    const seconds = (performance.now() - started) / 1000;
    if (process.env.BURST_VERBOSE) console.log(`    contar filas: ${Math.round(countingMs)} ms`);
    console.log(`    ${covered} rutas de escritura, ${COPIES} veces a la vez cada una, en ${seconds.toFixed(1)} s`);
    expect(failures, failures.join('\n')).to.deep.equal([]);
  });
});
