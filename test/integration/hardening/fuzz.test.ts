import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import fc from 'fast-check';
import type { AppContext } from '../../../src/container.js';
import { uploadTempRoot } from '../../../src/http/app.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';
import { createUser, startTestHttp, type TestHttp } from '../../support/http.js';
import { inventedExport, row } from '../../support/iracing-exports.js';
import { createChampionship, createRace } from '../championships/championship-fixtures.js';
import { createEvent } from '../single-events/single-events-fixtures.js';
import { bearer, TINY_PNG } from '../identity/identity-fixtures.js';

/**
 * The fuzz suite: bad requests of every kind, to every route the routers declare (a route added
 * later is covered without being listed), as a visitor, a driver and an admin. Each answer must be no
 * 5xx; a refusal must be JSON with a Spanish `message`, leave the tables as they were and leave no
 * file behind; and the server must go on answering. A fixed seed by default; FUZZ_SEED and FUZZ_RUNS
 * go further. A failure prints the case and the seed and path that replay it
 * (FUZZ_SEED=<seed> FUZZ_PATH=<path>).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_2026);
const REPLAY_PATH = process.env.FUZZ_PATH;

/** Words of English error texts; a Spanish message has none of them (field names such as start_time aside). */
const ENGLISH = /\b(the|is|are|was|invalid|expected|received|required|not|found|failed|cannot|must|unexpected|allowed|should|please|internal|server|unknown|too|missing|bad|request|error occurred)\b/i;

/** Tables whose rows may change on a refusal by design: the counters of the rate limits. */
const CHANGING_ON_REFUSAL = new Set(['rate_limits']);
/**
 * Columns any signed-in request writes, whatever its answer: a session's last use and address, recorded
 * once a minute at most (docs/adr/0046). A run longer than a minute meets it on some refusal.
 */
const RECORDED_ON_EVERY_REQUEST: Record<string, string[]> = { auth_sessions: ['lastUsedAt', 'ip'] };

type Role = 'anonymous' | 'driver' | 'admin';

interface Route {
  method: string;
  path: string;
}

interface FuzzCase {
  role: Role;
  route: Route;
  method: string;
  params: string[];
  query: Array<[string, string]>;
  body: Body;
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; fields: Array<[string, string]>; files: Array<{ field: string; name: string; bytes: 'png' | 'garbage' | 'empty' | 'json' }>; broken: boolean };

/** Field names the routes read, and some they must never trust. */
const FIELDS = [
  'nombre', 'apellido', 'email', 'password', 'currentPassword', 'newPassword', 'token', 'userId', 'code', 'state', 'rol', 'suspendido',
  'fechaInicio', 'fechaFin', 'horaInicio', 'participantesMaximos', 'precio', 'descripcion', 'categoria', 'premios', 'campeonato', 'campeonatoId',
  'carreraId', 'circuito', 'videos', 'estado', 'penalizacion', 'decision', 'mensaje', 'telefono', 'asunto', 'link', 'enlace', 'page', 'limit',
  'raceDistance', 'raceDuration', 'lapTime', 'fuelConsumptionPerLap', 'tankCapacity', 'pitStopTime', 'safetyMargin', 'initialFuel',
  'pilotoReportadoId', 'vuelta', 'curva', 'monto', 'moneda', 'nota', 'biografia', 'search', 'format', 'sortBy', 'phase',
  '__proto__', 'constructor', 'prototype',
];

const badString = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', '-1', '0', '1e308', '-1e308', '99999999999999999999999', '2024-02-30', '+275760-09-13T00:00:00.000Z',
    '275760-09-13', '25:99', '../../etc/passwd', '..%2F..%2Fetc', '<script>alert(1)</script>', "' OR 1=1 --", '\u0000', 'ñandú', '🏁', 'true', '[]', '{}') },
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(10_000, 100_001).map((n) => 'x'.repeat(n)) },
);

const badNumber = fc.oneof(fc.constantFrom(0, -1, -0, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, 0.5, 100_000_000), fc.double(), fc.integer());

/** A JSON value of a wrong or extreme kind, nesting included. */
const badValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    badString,
    badNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const deepNesting = fc.integer({ min: 100, max: 5_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));

const bodyArb: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({ kind: 'none' }),
  fc.dictionary(fc.constantFrom(...FIELDS), badValue, { maxKeys: 6 }).map<Body>((value) => ({ kind: 'json', value })),
  badValue.map<Body>((value) => ({ kind: 'json', value })),
  fc.oneof(
    fc.constantFrom('{"email": "ana@', '{', '[1,2', 'null', '"texto"', '{"__proto__": {"rol": "admin"}}', '{"constructor": {"prototype": {"rol": "admin"}}}'),
    deepNesting,
  ).map<Body>((text) => ({ kind: 'raw', contentType: 'application/json', text })),
  fc.tuple(fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'image/png'), badString).map<Body>(([contentType, text]) => ({
    kind: 'raw',
    contentType,
    text,
  })),
  fc
    .record({
      fields: fc.array(fc.tuple(fc.constantFrom(...FIELDS), badString), { maxLength: 6 }),
      files: fc.array(
        fc.record({
          field: fc.constantFrom('imagenPerfil', 'imagenPortada', 'imagen', 'logo', 'eventfile', 'capturasPantalla', 'archivo'),
          name: fc.constantFrom('a.png', 'resultado.json', '../../x.png', 'x'.repeat(300), ''),
          bytes: fc.constantFrom<'png' | 'garbage' | 'empty' | 'json'>('png', 'garbage', 'empty', 'json'),
        }),
        { maxLength: 12 },
      ),
      broken: fc.boolean(),
    })
    .map<Body>((m) => ({ kind: 'multipart', ...m })),
);

const paramArb = (realIds: string[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...realIds) },
    { weight: 3, arbitrary: badString.filter((s) => s.length > 0) },
    { weight: 1, arbitrary: fc.constantFrom('1', '12345678', '1e300', '-5', '0x10', '%00', '%E0%A4%A', '__proto__') },
  );

function caseArb(routes: Route[], realIds: string[]): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      role: fc.constantFrom<Role>('anonymous', 'driver', 'admin'),
      route: fc.constantFrom(...routes),
      otherMethod: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('PROPFIND', 'TRACE', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'MKCOL', 'CONNECT_') }),
      params: fc.array(paramArb(realIds), { minLength: 4, maxLength: 4 }),
      query: fc.array(fc.tuple(fc.constantFrom(...FIELDS, 'q', 'class', 'driver', 'sort_by'), badString), { maxLength: 3 }),
      body: bodyArb,
    })
    .map(({ otherMethod, ...c }) => ({ ...c, method: otherMethod ?? c.route.method }));
}

/** Every method and path of every router, as the admin-routes walk reads them. */
function routesOf(http: TestHttp): Route[] {
  const routes: Route[] = [];
  for (const router of http.http.routers as unknown as Array<{ stack: Array<{ methods: string[]; path: string }> }>) {
    for (const layer of router.stack) for (const method of layer.methods) if (method !== 'HEAD' && !STREAMS.has(`${method} ${layer.path}`)) routes.push({ method, path: layer.path });
  }
  return routes;
}

/**
 * Answers that stay open by design (the overlays' event stream sends until the overlay closes): a fuzz
 * case would wait on them forever. Their refusals are tested where they are (test/integration/overlays).
 */
const STREAMS = new Set(['GET /api/overlay/eventos']);

function urlOf(c: FuzzCase): string {
  let i = 0;
  const pathPart = c.route.path.replace(/:[A-Za-z_]\w*/g, () => encodeURIComponent(c.params[i++ % c.params.length]));
  const query = c.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return `${pathPart}${query ? `?${query}` : ''}`;
}

function encodeBody(body: Body): { headers: Record<string, string>; bytes?: Buffer } {
  switch (body.kind) {
    case 'none':
      return { headers: {} };
    case 'json':
      return { headers: { 'Content-Type': 'application/json' }, bytes: Buffer.from(JSON.stringify(body.value) ?? 'null') };
    case 'raw':
      return { headers: { 'Content-Type': body.contentType }, bytes: Buffer.from(body.text) };
    case 'multipart': {
      const boundary = 'fuzzfrontera';
      const parts: Buffer[] = [];
      for (const [name, value] of body.fields) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      for (const file of body.files) {
        const bytes =
          file.bytes === 'png' ? TINY_PNG : file.bytes === 'garbage' ? Buffer.from('\u0000\u00ff basura binaria'.repeat(50)) : file.bytes === 'json' ? Buffer.from('{"subsession_id": 1e300}') : Buffer.alloc(0);
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), bytes, Buffer.from('\r\n'));
      }
      if (!body.broken) parts.push(Buffer.from(`--${boundary}--\r\n`));
      return { headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, bytes: Buffer.concat(parts) };
    }
  }
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

function send(port: number, agent: Agent, method: string, url: string, headers: Record<string, string>, bytes?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: url, agent, headers: { ...headers, ...(bytes ? { 'Content-Length': String(bytes.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error('sin respuesta en 15 s')));
    req.on('error', reject);
    req.end(bytes);
  });
}

let lastSqliteChanges = -1;
let lastPgSnapshot = '';
let lastSnapshot: Map<string, string> | undefined;

/** A fingerprint of every table's rows (but the rate-limit counters), to tell whether a refusal changed anything. */
async function snapshot(context: AppContext): Promise<Map<string, string>> {
  const { knex } = context;
  const pg = knex.client.config.client === 'pg';
  if (!pg) {
    // SQLite runs on one connection: while it has written no row since the last look, nothing changed.
    const [{ n }] = (await knex.raw('select total_changes() as n')) as Array<{ n: number }>;
    if (n === lastSqliteChanges && lastSnapshot) return lastSnapshot;
    lastSqliteChanges = n;
  } else {
    // PostgreSQL: while no transaction of the cluster has been given an id (every write is) nor ended
    // one under way, the cluster's snapshot reads the same and nothing can have changed. Another
    // database's writes change it too: then the tables are read again, as before.
    const { rows } = (await knex.raw('select pg_current_snapshot()::text as s')) as { rows: Array<{ s: string }> };
    const now = rows[0]!.s;
    if (now === lastPgSnapshot && lastSnapshot) return lastSnapshot;
    lastPgSnapshot = now;
  }
  const tables: string[] = pg
    ? (await knex.raw("select tablename from pg_tables where schemaname = 'public'")).rows.map((r: { tablename: string }) => r.tablename)
    : (await knex.raw("select name as tablename from sqlite_master where type = 'table' and name not like 'sqlite_%'")).map((r: { tablename: string }) => r.tablename);
  const mine = tables.filter((t) => !t.startsWith('knex_') && !CHANGING_ON_REFUSAL.has(t)).sort();
  const result = new Map<string, string>();
  if (pg) {
    // One round trip: each table's rows as text, hashed by the database.
    const row = (t: string) => (RECORDED_ON_EVERY_REQUEST[t] ?? []).reduce((expr, column) => `${expr} - '${column}'`, 'to_jsonb(x)');
    const sql = mine.map((t) => `select '${t}' as t, md5(coalesce(string_agg((${row(t)})::text, '|' order by (${row(t)})::text), '')) as h from "${t}" x`).join(' union all ');
    for (const r of (await knex.raw(sql)).rows as Array<{ t: string; h: string }>) result.set(r.t, r.h);
    lastSnapshot = result;
  } else {
    for (const t of mine) {
      const rows = (await knex(t).select()) as Array<Record<string, unknown>>;
      for (const r of rows) for (const column of RECORDED_ON_EVERY_REQUEST[t] ?? []) delete r[column];
      result.set(t, createHash('sha1').update(JSON.stringify(rows)).digest('hex'));
    }
    lastSnapshot = result;
  }
  return result;
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
  } catch {
    return [];
  }
}

const describeCase = (c: FuzzCase) => `${c.role} ${c.method} ${urlOf(c).slice(0, 300)} cuerpo=${JSON.stringify(c.body).slice(0, 300)}`;

describeEachDatabase('Fuzz: bad requests to every route', (kind) => {
  let context: AppContext;
  let api: TestHttp;
  let agent: Agent;

  before(async function () {
    this.timeout(120_000);
    context = await bootTestContext(kind);
    api = await startTestHttp(context);
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  after(async () => {
    agent?.destroy();
    await api?.close();
    await context?.close();
  });

  it(`answers ${RUNS} bad requests without a 5xx, in Spanish JSON, changing and leaving nothing on a refusal`, async function () {
    this.timeout(0);
    const admin = await createUser(context, { rol: 'admin' });
    const driver = await createUser(context);
    const bystander = await createUser(context);
    const t = { context, api };
    const championship = await createChampionship(t, admin.token);
    await createRace(t, admin.token);
    await createEvent(api, admin.token);
    await api.request
      .post('/api/events/import-file')
      .set(bearer(admin.token))
      .attach(
        'eventfile',
        Buffer.from(JSON.stringify(inventedExport({ session_results: [{ simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: [row({ cust_id: 7, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0 })] }] }))),
        'r.json',
      );
    const idsOf = async (table: string) => (await context.knex(table).select('id')).map((r: { id: unknown }) => String(r.id));
    const realIds = [
      bystander.id,
      championship.id,
      ...(await idsOf('races')),
      ...(await idsOf('single_events')),
      ...(await idsOf('result_events')),
      '90000001',
      'RACE',
      '7',
    ];
    const routes = routesOf(api);
    expect(routes.length).to.be.greaterThan(50);
    const tokens: Record<Role, string | undefined> = { anonymous: undefined, driver: driver.token, admin: admin.token };
    const port = (api.server.address() as AddressInfo).port;
    const temp = uploadTempRoot(context.config.dataDir);
    const uploads = path.join(context.config.dataDir, 'uploads');

    let before = await snapshot(context);
    let uploadsBefore = filesUnder(uploads);
    let cases = 0;
    const statuses = new Map<number, number>();
    const timeByRoute = new Map<string, number>();
    let snapMs = 0;

    const property = fc.asyncProperty(caseArb(routes, realIds), async (c) => {
      // Deleting the seeded records, or the actors' own accounts, would empty the run: deletions get made-up ids.
      if (c.method === 'DELETE') c.params = c.params.map((p) => (realIds.includes(p) ? `${p}x` : p));
      const { headers, bytes } = encodeBody(c.body);
      const token = tokens[c.role];
      const started = performance.now();
      const answer = await send(port, agent, c.method, urlOf(c), { ...headers, ...(token ? bearer(token) : {}) }, c.method === 'GET' && c.body.kind === 'none' ? undefined : bytes);
      cases += 1;
      if (process.env.FUZZ_VERBOSE) timeByRoute.set(`${c.route.method} ${c.route.path}`, (timeByRoute.get(`${c.route.method} ${c.route.path}`) ?? 0) + performance.now() - started);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const problems: string[] = [];
      if (answer.status >= 500 || answer.status === 0) problems.push(`respondió ${answer.status}`);
      if (answer.status >= 400) {
        let message: unknown;
        try {
          message = (JSON.parse(answer.text) as { message?: unknown }).message;
        } catch {
          problems.push(`cuerpo que no es JSON (${answer.contentType}): ${answer.text.slice(0, 120)}`);
        }
        if (!/application\/json/.test(answer.contentType)) problems.push(`Content-Type ${answer.contentType}`);
        if (typeof message !== 'string' || message.trim() === '') problems.push('sin message');
        else if (ENGLISH.test(message.replace(/[a-z]+_[a-z_]+/g, ''))) problems.push(`message en inglés: ${message}`);
      }
      const snapStart = performance.now();
      const after = await snapshot(context);
      snapMs += performance.now() - snapStart;
      const uploadsAfter = filesUnder(uploads);
      if (answer.status >= 400) {
        const changed = [...after].filter(([table, hash]) => before.get(table) !== hash).map(([table]) => table);
        if (changed.length) problems.push(`cambió ${changed.join(', ')} tras un ${answer.status}`);
        if (uploadsAfter.join() !== uploadsBefore.join()) problems.push(`cambiaron las subidas tras un ${answer.status}`);
      }
      const leftovers = filesUnder(temp);
      if (leftovers.length) problems.push(`quedaron ${leftovers.length} archivos temporales`);
      before = after;
      uploadsBefore = uploadsAfter;
      if (problems.length) throw new Error(`${describeCase(c)} → ${answer.status} ${answer.text.slice(0, 200)}\n  ${problems.join('\n  ')}`);
    });

    const assertStart = performance.now();
    await fc.assert(property, { numRuns: RUNS, seed: SEED, path: REPLAY_PATH, endOnFailure: true, verbose: fc.VerbosityLevel.None });

    if (process.env.FUZZ_VERBOSE) console.log(`    ${cases} casos; respuestas: ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ')}`);
    if (process.env.FUZZ_VERBOSE) console.log(`    en total: ${Math.round(performance.now() - assertStart)} ms`);
    if (process.env.FUZZ_VERBOSE) console.log(`    instantáneas: ${Math.round(snapMs)} ms; peticiones: ${Math.round([...timeByRoute.values()].reduce((a, b) => a + b, 0))} ms`);
    const health = await send(port, agent, 'GET', '/api/health', {});
    expect(health.status, 'el servidor sigue respondiendo').to.equal(200);
    expect(cases).to.equal(RUNS);
    // Enough of the answers must be refusals for the suite to be testing anything.
    const refusals = [...statuses].filter(([s]) => s >= 400).reduce((n, [, k]) => n + k, 0);
    expect(refusals).to.be.greaterThan(RUNS / 2);
  });
});
