import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Container } from 'inversify';
import { bootstrap } from '../../../src/container.js';
import { createHttpApp } from '../../../src/app.js';
import { publicReadFastPath } from '../../../src/http/public-read-fast-path.js';
import { TOKEN_COOKIE } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { enrolmentClosesAt } from '../../../src/modules/championships/domain/championship.entity.js';
import { MAX_KEPT_MS } from '../../../src/platform/public-read/public-reads.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, TINY_PNG, useTestApi } from '../championships/championship-fixtures.js';
import { addRace } from '../stewarding/stewarding-fixtures.js';
import { eventFile, HOUR, raw, type Raw } from './public-read-fixtures.js';

const json = (r: Raw) => JSON.parse(r.body.toString('utf8'));
/** The headers of an answer but those Node writes per connection and moment. */
const headerSet = (r: Raw) => Object.fromEntries(Object.entries(r.headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));

/**
 * One app's two doors over the same container: Koa alone, and the fast path in front of Koa, counting
 * the requests the fast path leaves to Koa.
 */
async function doors(container: Container, logger = container.get(PLATFORM.Logger)) {
  const http = createHttpApp(container);
  const koa = http.app.callback();
  const passed: string[] = [];
  const listen = (s: Server) => new Promise<Server>((resolve) => s.listen(0, '127.0.0.1', () => resolve(s)));
  const koaOnly = await listen(createServer(koa));
  const fast = await listen(
    createServer(
      publicReadFastPath(container.get(PLATFORM.PublicReads), logger, TOKEN_COOKIE, (req, res) => {
        passed.push(`${req.method} ${req.url}`);
        void koa(req, res);
      }),
    ),
  );
  return {
    koaOnly,
    fast,
    passed,
    close: async () => {
      for (const s of [koaOnly, fast]) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

/**
 * Kept public answers written before Koa (docs/adr/0024): the same bytes and headers Koa sends for the
 * same request, and everything not kept and current left to Koa.
 */
describeEachDatabase('Public reads: the fast path before Koa', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  let admin: { id: string; token: string };
  let d: Awaited<ReturnType<typeof doors>>;

  before(async () => {
    d = await doors(t.context.container);
  });
  after(() => d?.close());
  beforeEach(async () => {
    clock.set('2026-03-01T18:00:00.000Z');
    admin = await createUser(t.context, { rol: 'admin' });
    d.passed.length = 0;
  });

  const importEvent = (bytes: Buffer) => t.api.request.post('/api/events/import-file').set(bearer(admin.token)).attach('eventfile', bytes, 'evento.json');

  /** Koa's answer and the fast path's to the same request (kept first through Koa), and whether the fast path wrote it itself. */
  async function both(path: string, headers: Record<string, string> = {}, method = 'GET') {
    expect((await raw(d.koaOnly, path)).status, `${path} answered by Koa`).to.be.oneOf([200, 404]);
    const sameId = { 'X-Request-Id': 'peticion-de-prueba-1', ...headers };
    const koa = await raw(d.koaOnly, path, sameId, method);
    const before = d.passed.length;
    const fast = await raw(d.fast, path, sameId, method);
    return { koa, fast, wroteItself: d.passed.length === before };
  }

  it('answers kept bytes with the same status, headers and body as Koa: every encoding, 304, HEAD, a small answer, a feed', async () => {
    for (let i = 0; i < 3; i += 1) await createChampionship(t, admin.token);
    await t.api.request.post('/api/sponsors/create').set(bearer(admin.token)).field('nombre', 'Volantes MX').attach('logo', TINY_PNG, 'logo.png');
    const plain = await raw(d.koaOnly, '/api/campeonatos');
    expect(plain.body.length, 'big enough to be compressed').to.be.greaterThan(1024);
    const cases: Array<[string, Record<string, string>, string?]> = [
      ['/api/campeonatos', {}],
      ['/api/campeonatos', { 'Accept-Encoding': 'gzip, deflate' }],
      ['/api/campeonatos', { 'Accept-Encoding': 'gzip, deflate, br' }],
      ['/api/campeonatos', { 'Accept-Encoding': 'br;q=0.5, gzip' }],
      ['/api/campeonatos', { 'Accept-Encoding': 'identity' }],
      ['/api/campeonatos', { 'Accept-Encoding': 'br', 'If-None-Match': plain.headers.etag! }],
      ['/api/campeonatos', { 'Accept-Encoding': 'gzip', 'If-None-Match': `W/${plain.headers.etag!}` }],
      ['/api/campeonatos', { 'If-None-Match': '"otra-cosa"' }],
      ['/api/campeonatos', { 'Accept-Encoding': 'br' }, 'HEAD'],
      ['/api/campeonatos', {}, 'HEAD'],
      ['/api/campeonatos?pagina=1', { 'Accept-Encoding': 'gzip' }],
      ['/api/sponsors/list', { 'Accept-Encoding': 'gzip, br' }],
      ['/api/calendario.ics', { 'Accept-Encoding': 'gzip' }],
      // Cookies that are not the session's: still a visitor.
      ['/api/events/list', { Cookie: 'tema=oscuro; tokens=1' }],
    ];
    for (const [path, headers, method] of cases) {
      const label = `${method ?? 'GET'} ${path} ${JSON.stringify(headers)}`;
      const { koa, fast, wroteItself } = await both(path, headers, method);
      expect(wroteItself, label).to.equal(true);
      expect(fast.status, label).to.equal(koa.status);
      expect(headerSet(fast), label).to.deep.equal(headerSet(koa));
      expect(fast.body.equals(koa.body), label).to.equal(true);
    }
    const notModified = await both('/api/campeonatos', { 'If-None-Match': plain.headers.etag! });
    expect(notModified.fast.status).to.equal(304);
    expect(notModified.fast.body.length).to.equal(0);
    const head = await both('/api/campeonatos', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.fast.headers['content-encoding']).to.equal('br');
    expect(head.fast.body.length).to.equal(0);
    expect(Number(head.fast.headers['content-length'])).to.be.greaterThan(0);
    // A request id of its own when the client sends none, as Koa does.
    const fresh = await raw(d.fast, '/api/campeonatos');
    expect(fresh.headers['x-request-id']).to.match(/^[\da-f-]{36}$/);
    expect(fresh.headers['content-security-policy']).to.equal(plain.headers['content-security-policy']);
  });

  it('leaves to Koa what is not kept: other methods, a request with a body, a URL never kept, an error answer', async () => {
    const notKept: Array<[string, string, Record<string, string>?, string?]> = [
      ['GET', '/api/health'],
      ['GET', '/api/campeonatos/no-existe'],
      ['GET', '/api/campeonatos/no-existe'],
      ['POST', '/api/campeonatos'],
      ['OPTIONS', '/api/campeonatos'],
      ['GET', '/'],
    ];
    await raw(d.koaOnly, '/api/campeonatos');
    // The home page's first read, kept too: only the page itself goes to Koa.
    await raw(d.koaOnly, '/api/campeonatos?vigentes=1');
    for (const [method, path] of notKept) await raw(d.fast, path, {}, method);
    const withBody = await raw(d.fast, '/api/campeonatos', { 'Content-Type': 'application/json', 'Content-Length': '2' }, 'GET', '{}');
    expect(withBody.status).to.equal(200);
    expect(d.passed).to.deep.equal([...notKept.map(([m, p]) => `${m} ${p}`), 'GET /api/campeonatos']);
    // The 404 was never kept: still Koa's, without an ETag.
    const missing = await raw(d.fast, '/api/campeonatos/no-existe');
    expect(missing.status).to.equal(404);
    expect(missing.headers.etag).to.equal(undefined);
  });

  it('serves a write at once: after a write through the API or in SQL it leaves the request to Koa, which answers the new bytes', async () => {
    const c = await createChampionship(t, admin.token);
    const kept = await both(`/api/campeonatos/${c.id}`);
    expect(kept.wroteItself).to.equal(true);
    const edited = await t.api.request.put(`/api/campeonatos/${c.id}`).set(bearer(admin.token)).field('nombreCampeonato', 'Copa Renombrada');
    expect(edited.status).to.equal(200);
    d.passed.length = 0;
    const after = await raw(d.fast, `/api/campeonatos/${c.id}`, { 'If-None-Match': kept.fast.headers.etag! });
    expect(after.status, 'the old ETag no longer matches').to.equal(200);
    expect(json(after).nombreCampeonato).to.equal('Copa Renombrada');
    expect(d.passed).to.deep.equal([`GET /api/campeonatos/${c.id}`]);
    // Kept again: the next one is the fast path's.
    expect((await both(`/api/campeonatos/${c.id}`)).wroteItself).to.equal(true);
    await t.context.knex('championships').update({ nombreCampeonato: 'Copa SQL' });
    expect(json(await raw(d.fast, `/api/campeonatos/${c.id}`)).nombreCampeonato).to.equal('Copa SQL');
  });

  it('another app server on the same database answers a write made through this one at once, from its own fast path', async () => {
    const other = await bootstrap({ config: t.context.config, logger: t.context.logger, clock });
    const o = await doors(other.container);
    try {
      const names = async (s: Server) => json(await raw(s, '/api/sponsors/list')).data.map((x: { nombre: string }) => x.nombre);
      expect(await names(o.fast)).to.deep.equal([]);
      o.passed.length = 0;
      expect(await names(o.fast)).to.deep.equal([]);
      expect(o.passed, 'kept on the other server').to.deep.equal([]);
      const created = await t.api.request.post('/api/sponsors/create').set(bearer(admin.token)).field('nombre', 'Cascos MX').attach('logo', TINY_PNG, 'logo.png');
      expect(created.status).to.equal(201);
      expect(await names(o.fast)).to.deep.equal(['Cascos MX']);
      expect(await names(o.fast)).to.deep.equal(['Cascos MX']);
      expect(o.passed).to.deep.equal(['GET /api/sponsors/list']);
    } finally {
      await o.close();
      await other.close();
    }
  });

  it("never gives an admin the visitors' answer of a non-admins route, by header or cookie; an everyone route is the same bytes for all", async () => {
    const driver = await createUser(t.context);
    expect((await importEvent(eventFile(clock.now(), 2 * HOUR, 91000001))).status).to.equal(201);
    expect((await importEvent(eventFile(clock.now(), 10 * 60_000, 91000002))).status).to.equal(201);
    const ids = (r: Raw) => json(r).events.map((e: { subsession_id: number }) => e.subsession_id).sort();
    const visitor = await both('/api/events/list');
    expect(visitor.wroteItself).to.equal(true);
    expect(ids(visitor.fast)).to.deep.equal([91000001]);

    d.passed.length = 0;
    for (const credentials of [bearer(admin.token), { Cookie: `tema=oscuro; token=${admin.token}` }]) {
      const asAdmin = await raw(d.fast, '/api/events/list', { ...credentials, 'If-None-Match': visitor.fast.headers.etag! });
      expect(asAdmin.status).to.equal(200);
      expect(ids(asAdmin)).to.deep.equal([91000001, 91000002]);
      expect(asAdmin.headers['cache-control']).to.equal('private, no-store');
    }
    // A driver's session goes to Koa too (only Koa reads the role), and gets the visitors' answer.
    expect(ids(await raw(d.fast, '/api/events/list', { Cookie: `token=${driver.token}` }))).to.deep.equal([91000001]);
    expect(d.passed).to.have.length(3);

    const c = await createChampionship(t, admin.token);
    await raw(d.koaOnly, `/api/campeonatos/${c.id}`);
    d.passed.length = 0;
    const fromAdmin = await raw(d.fast, `/api/campeonatos/${c.id}`, { Cookie: `token=${admin.token}` });
    const fromVisitor = await raw(d.fast, `/api/campeonatos/${c.id}`);
    expect(d.passed, 'an everyone answer is the same for a session').to.deep.equal([]);
    expect(fromAdmin.body.equals(fromVisitor.body)).to.equal(true);
  });

  it('logs each answer it writes as Koa does: request id, method, path without the query, status, time', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logged = await doors(t.context.container, pino({ level: 'info', base: undefined }, sink));
    try {
      await raw(logged.koaOnly, '/api/sponsors/list?orden=1');
      await raw(logged.fast, '/api/sponsors/list?orden=1', { 'X-Request-Id': 'registro-de-prueba' });
      expect(logged.passed).to.deep.equal([]);
      expect(lines).to.have.length(1);
      expect(lines[0]).to.include({ requestId: 'registro-de-prueba', method: 'GET', path: '/api/sponsors/list', status: 200, msg: 'petición' });
      expect(lines[0]!.ms).to.be.a('number');
    } finally {
      await logged.close();
    }
  });

  it('keeps a page showing an open enrolment until the very instant it closes, and an hour at most', async () => {
    const c = await createChampionship(t, admin.token, { fechaInicio: '2026-03-02', fechaFin: '2026-03-10' });
    const closes = enrolmentClosesAt({ fechaFin: '2026-03-10' }).getTime();
    const open = async (path: string) => {
      const r = await raw(d.fast, path);
      return path.endsWith(c.id) ? json(r).inscripcionAbierta : json(r).data[0].inscripcionAbierta;
    };
    for (const path of [`/api/campeonatos/${c.id}`, '/api/campeonatos']) {
      clock.set(new Date(closes - 30 * 60_000));
      d.passed.length = 0;
      expect(await open(path), path).to.equal(true);
      clock.set(new Date(closes - 1));
      expect(await open(path), path).to.equal(true);
      expect(d.passed, `${path}: kept for the 30 minutes until it closes`).to.deep.equal([`GET ${path}`]);
      clock.set(new Date(closes));
      expect(await open(path), `${path} at the closing instant`).to.equal(false);
      expect(d.passed).to.deep.equal([`GET ${path}`, `GET ${path}`]);
      // Closed: time no longer changes it, kept until a write (or the bound).
      clock.advance(30 * 60_000);
      expect(await open(path)).to.equal(false);
      expect(d.passed).to.have.length(2);
    }
    // A close days away: kept MAX_KEPT_MS, then computed again.
    clock.set(new Date(closes - 3 * 24 * HOUR));
    d.passed.length = 0;
    await open(`/api/campeonatos/${c.id}`);
    clock.advance(MAX_KEPT_MS - 1);
    await open(`/api/campeonatos/${c.id}`);
    expect(d.passed).to.have.length(1);
    clock.advance(1);
    await open(`/api/campeonatos/${c.id}`);
    expect(d.passed).to.have.length(2);
  });

  it('keeps the results list and the podium until the next publication instant, which shows the new event and its analyses', async () => {
    expect((await importEvent(eventFile(clock.now(), 2 * HOUR, 91000001))).status).to.equal(201);
    expect((await importEvent(eventFile(clock.now(), 10 * 60_000, 91000002))).status).to.equal(201);
    const row = (await t.context.knex('result_events').where({ subsessionId: 91000002 }).first('publishedAt')) as { publishedAt: string | Date };
    const publication = new Date(row.publishedAt).getTime();
    expect(publication, 'published later, within the hour').to.be.greaterThan(clock.now().getTime());
    const list = async () => json(await raw(d.fast, '/api/events/list')).events.map((e: { subsession_id: number }) => e.subsession_id).sort();
    const podium = async () => json(await raw(d.fast, '/api/toptree/events/top-three-winners')).event.subsession_id;
    const laps = async () => (await raw(d.fast, '/api/events/91000002/bestlaps')).status;
    expect(await list()).to.deep.equal([91000001]);
    expect(await podium()).to.equal(91000001);
    expect(await laps()).to.equal(404);
    d.passed.length = 0;
    clock.set(new Date(publication - 1));
    expect(await list()).to.deep.equal([91000001]);
    expect(await podium()).to.equal(91000001);
    expect(d.passed, 'both kept until the publication').to.deep.equal([]);
    clock.set(new Date(publication));
    expect(await list()).to.deep.equal([91000001, 91000002]);
    expect(await podium()).to.equal(91000002);
    expect(await laps()).to.equal(200);
    expect(d.passed).to.deep.equal(['GET /api/events/list', 'GET /api/toptree/events/top-three-winners', 'GET /api/events/91000002/bestlaps']);
  });
  it("keeps a championship's standings until its next event's publication instant, then shows that round", async () => {
    const c = await createChampionship(t, admin.token);
    const race1 = await addRace(t, admin.token, c.id, { fechaInicio: '2026-02-21' });
    const race2 = await addRace(t, admin.token, c.id, { fechaInicio: '2026-02-28' });
    const importFor = (carreraId: string, bytes: Buffer) =>
      t.api.request.post('/api/events/import-file').set(bearer(admin.token)).field('carreraId', carreraId).field('sesion', '1').attach('eventfile', bytes, 'evento.json');
    expect((await importFor(race1, eventFile(clock.now(), 2 * HOUR, 91000011))).status).to.equal(201);
    expect((await importFor(race2, eventFile(clock.now(), 10 * 60_000, 91000012))).status).to.equal(201);
    const row = (await t.context.knex('result_events').where({ subsessionId: 91000012 }).first('publishedAt')) as { publishedAt: string | Date };
    const publication = new Date(row.publishedAt).getTime();
    const path = `/api/campeonatos/${c.id}/clasificacion`;
    const rounds = async () => json(await raw(d.fast, path)).hastaRonda;
    expect(await rounds()).to.equal(1);
    d.passed.length = 0;
    // Far longer than the ten seconds an answer the clock changes used to be kept: no new computation.
    clock.set(new Date(publication - 1));
    expect(await rounds()).to.equal(1);
    expect(d.passed, 'kept until the publication').to.deep.equal([]);
    clock.set(new Date(publication));
    expect(await rounds()).to.equal(2);
    expect(d.passed).to.deep.equal([`GET ${path}`]);
    // Nothing left to publish: kept until a write (or the bound).
    clock.advance(30 * 60_000);
    expect(await rounds()).to.equal(2);
    expect(d.passed).to.have.length(1);
  });

  it('keeps the feed of what is to come until its first entry ends, and the feeds of one championship or event until a write', async () => {
    const c = await createChampionship(t, admin.token);
    // 2026-03-02 at 20:00 in Mexico City (UTC-6): 2026-03-03T02:00Z, ending after its sessions.
    await addRace(t, admin.token, c.id, { fechaInicio: '2026-03-02', horaInicio: '20:00' });
    await addRace(t, admin.token, c.id, { fechaInicio: '2026-03-09', horaInicio: '20:00' });
    const entries = async (path: string) => (await raw(d.fast, path)).body.toString('utf8').match(/BEGIN:VEVENT/g)?.length ?? 0;
    const ends = async () => [...(await raw(d.fast, '/api/calendario.ics')).body.toString('utf8').matchAll(/DTEND:(\d{8}T\d{6}Z)/g)].map((m) => m[1]!);
    const [firstEnd] = await ends();
    const instant = Date.parse(firstEnd!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    expect(instant).to.be.greaterThan(clock.now().getTime());
    // Half an hour before it ends (within the hour an answer is kept at most).
    clock.set(new Date(instant - 30 * 60_000));
    expect(await entries('/api/calendario.ics')).to.equal(2);
    expect(await entries(`/api/campeonatos/${c.id}/calendario.ics`)).to.equal(2);
    d.passed.length = 0;
    clock.set(new Date(instant - 1));
    expect(await entries('/api/calendario.ics')).to.equal(2);
    expect(await entries(`/api/campeonatos/${c.id}/calendario.ics`)).to.equal(2);
    expect(d.passed, 'both kept until the first race ends').to.deep.equal([]);
    clock.set(new Date(instant));
    expect(await entries('/api/calendario.ics')).to.equal(1);
    // A championship's feed shows its past races too: the clock never changes it.
    expect(await entries(`/api/campeonatos/${c.id}/calendario.ics`)).to.equal(2);
    expect(d.passed).to.deep.equal(['GET /api/calendario.ics']);
  });
});
