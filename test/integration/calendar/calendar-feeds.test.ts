import { expect } from 'chai';
import ICAL from 'ical.js';
import { pino } from 'pino';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { ONE_LINE_MSG } from '../../../src/contracts/one-line-names.js';
import { bearer, championshipFields, createChampionship, postChampionship, postRace, raceFields, useTestApi } from '../championships/championship-fixtures.js';
import { createEvent } from '../single-events/single-events-fixtures.js';
import { parseFeed, type ParsedEntry } from './calendar-fixtures.js';

const NOW = '2026-03-01T18:00:00.000Z';
const PUBLIC_URL = 'https://parrilla.example.mx';

describeEachDatabase('Calendar feeds (iCal)', (kind) => {
  const clock = new ManualClock();
  const logLines: string[] = [];
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => void logLines.push(line) });
  const t = useTestApi(kind, { clock, logger, env: { PUBLIC_URL } });
  beforeEach(() => {
    clock.set(NOW);
    logLines.length = 0;
  });

  /** GETs a feed and parses it with ical.js; answers the parsed feed and the raw answer. */
  const feed = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.api.request.get(path).set(headers).buffer(true).parse((r, done) => {
      let data = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (data += chunk));
      r.on('end', () => done(null, data));
    });
    return { res, text: res.body as string, parsed: res.status === 200 ? parseFeed(res.body as string) : null };
  };

  const addRace = async (token: string, campeonato: string, overrides: Record<string, string>) => {
    const res = await postRace(t, token, raceFields(campeonato, overrides));
    if (res.status !== 201) throw new Error(`race not created: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body.data ?? res.body) as { id: string };
  };

  const byUid = (entries: ParsedEntry[]) => new Map(entries.map((e) => [e.uid, e]));

  it('writes a championship\'s races at the right UTC instants across Mexico City\'s old summer time: 20:00 is 01:00Z in July 2021 and 02:00Z in July 2025', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Histórica', fechaInicio: '2021-07-01', fechaFin: '2025-12-31' });
    const summer2021 = await addRace(admin.token, c.id, { circuito: 'Monza', fechaInicio: '2021-07-10', horaInicio: '20:00' });
    const summer2025 = await addRace(admin.token, c.id, { circuito: 'Spa-Francorchamps', fechaInicio: '2025-07-12', horaInicio: '20:00' });
    const winter2021 = await addRace(admin.token, c.id, { circuito: 'Interlagos', fechaInicio: '2021-12-04', horaInicio: '20:00' });

    const { res, text, parsed } = await feed(`/api/campeonatos/${c.id}/calendario.ics`);
    expect(res.status).to.equal(200);
    expect(res.headers['content-type']).to.equal('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).to.equal('public, max-age=300');
    expect(res.headers.etag).to.match(/^"[\w-]+"$/);
    expect(parsed!.timezones, 'no hand-made VTIMEZONE').to.equal(0);
    expect(text).not.to.match(/TZID/);
    expect(parsed!.name).to.equal('Parrilla: Copa Histórica');

    const entries = byUid(parsed!.entries);
    expect(parsed!.entries.map((e) => e.uid)).to.deep.equal([`carrera-${summer2021.id}@parrilla`, `carrera-${winter2021.id}@parrilla`, `carrera-${summer2025.id}@parrilla`]);
    const july2021 = entries.get(`carrera-${summer2021.id}@parrilla`)!;
    // Practice 15 + qualifying 10 + race 45 minutes.
    expect(july2021).to.include({ start: '2021-07-11T01:00:00.000Z', end: '2021-07-11T02:10:00.000Z', utc: true });
    expect(july2021).to.include({ summary: 'Copa Histórica — Fecha 1: Monza', location: 'Monza', url: `${PUBLIC_URL}/campeonatos/${c.id}`, status: 'CONFIRMED' });
    expect(july2021.description).to.contain('Práctica: 15 min · Clasificación: 10 min · Carrera: 45 min');
    expect(entries.get(`carrera-${winter2021.id}@parrilla`)).to.include({ start: '2021-12-05T02:00:00.000Z', summary: 'Copa Histórica — Fecha 2: Interlagos' });
    expect(entries.get(`carrera-${summer2025.id}@parrilla`)).to.include({ start: '2025-07-13T02:00:00.000Z', end: '2025-07-13T03:10:00.000Z', summary: 'Copa Histórica — Fecha 3: Spa-Francorchamps' });
    expect(text).to.contain('DTSTART:20210711T010000Z');
    expect(text).to.contain('DTSTART:20250713T020000Z');

    const row = await t.context.knex('races').where({ id: summer2025.id }).first();
    expect(entries.get(`carrera-${summer2025.id}@parrilla`)!.lastModified).to.equal(new Date(row.updatedAt).toISOString().replace(/\.\d{3}Z$/, '.000Z'));
  });

  it('keeps UIDs and bytes stable while nothing changes, and answers 304 to a calendar app that already has the feed', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token);
    await addRace(admin.token, c.id, { fechaInicio: '2026-04-04' });
    const first = await feed(`/api/campeonatos/${c.id}/calendario.ics`);
    clock.advance(60_000);
    const second = await feed(`/api/campeonatos/${c.id}/calendario.ics`);
    expect(second.text).to.equal(first.text);
    expect(second.res.headers.etag).to.equal(first.res.headers.etag);
    const again = await t.api.request.get(`/api/campeonatos/${c.id}/calendario.ics`).set('If-None-Match', first.res.headers.etag as string);
    expect(again.status).to.equal(304);

    const publicFeed = await feed('/api/calendario.ics');
    expect(publicFeed.parsed!.entries.map((e) => e.uid)).to.deep.equal(first.parsed!.entries.map((e) => e.uid));
  });

  it('lists in the public feed only championship races and free events still to come, by start', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Volcán GT3', fechaInicio: '2026-02-01', fechaFin: '2026-06-30' });
    await addRace(admin.token, c.id, { circuito: 'Ya corrida', fechaInicio: '2026-02-20', horaInicio: '20:00' });
    const upcoming = await addRace(admin.token, c.id, { circuito: 'Por correr', fechaInicio: '2026-04-04', horaInicio: '20:00' });
    await createEvent(t.api, admin.token, { nombre: 'Evento pasado', fechaInicio: '2026-02-15', horaInicio: '19:00' });
    const event = await createEvent(t.api, admin.token, { nombre: 'Noche de GT3 en Monza', fechaInicio: '2026-03-14', horaInicio: '20:30' });

    const { res, parsed } = await feed('/api/calendario.ics');
    expect(res.status).to.equal(200);
    expect(parsed!.entries.map((e) => [e.uid, e.summary])).to.deep.equal([
      [`evento-${event.id}@parrilla`, 'Noche de GT3 en Monza'],
      [`carrera-${upcoming.id}@parrilla`, 'Copa Volcán GT3 — Fecha 2: Por correr'],
    ]);
    // 14 March 2026, 20:30 in Mexico City (UTC-6, no summer time since 2022).
    expect(parsed!.entries[0]).to.include({ start: '2026-03-15T02:30:00.000Z', end: '2026-03-15T03:40:00.000Z', url: `${PUBLIC_URL}/eventos-unicos/${event.id}`, location: null });

    // A race under way still shows; once over it leaves the feed.
    clock.set('2026-04-05T02:30:00.000Z');
    expect((await feed('/api/calendario.ics')).parsed!.entries.map((e) => e.uid)).to.deep.equal([`carrera-${upcoming.id}@parrilla`]);
    clock.set('2026-04-05T03:10:00.000Z');
    expect((await feed('/api/calendario.ics')).parsed!.entries).to.deep.equal([]);
  });

  it('gives one free event as its own .ics, and answers 404 in Spanish for an unknown event or championship', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const event = await createEvent(t.api, admin.token, { nombre: 'Resistencia de verano', fechaInicio: '2021-08-07', horaInicio: '18:00', hasPractice: 'false', hasQualy: 'false', raceDuration: '90' });
    const { res, parsed } = await feed(`/api/eventos-unicos/${event.id}/calendario.ics`);
    expect(res.status).to.equal(200);
    expect(res.headers['content-type']).to.equal('text/calendar; charset=utf-8');
    expect(parsed!.entries).to.have.length(1);
    expect(parsed!.entries[0]).to.include({ uid: `evento-${event.id}@parrilla`, summary: 'Resistencia de verano', start: '2021-08-07T23:00:00.000Z', end: '2021-08-08T00:30:00.000Z', utc: true });

    const unknownEvent = await t.api.request.get('/api/eventos-unicos/0192f0c4-0000-7000-8000-000000000000/calendario.ics');
    expect(unknownEvent.status).to.equal(404);
    expect(unknownEvent.body).to.deep.equal({ message: 'No se pudo encontrar el evento solicitado', code: 'EVENT_NOT_FOUND' });
    const unknownChampionship = await t.api.request.get('/api/campeonatos/0192f0c4-0000-7000-8000-000000000000/calendario.ics');
    expect(unknownChampionship.status).to.equal(404);
    expect(unknownChampionship.body).to.deep.equal({ message: 'Campeonato no encontrado', code: 'CHAMPIONSHIP_NOT_FOUND' });
  });

  it('writes a name stored with line breaks or other control characters as text, never as lines of its own (parsed by ical.js)', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa limpia', fechaInicio: '2026-03-01', fechaFin: '2026-06-30' });
    await addRace(admin.token, c.id, { circuito: 'Monza', fechaInicio: '2026-04-04' });
    const event = await createEvent(t.api, admin.token, { nombre: 'Evento limpio', fechaInicio: '2026-03-14' });
    // The calls refuse such a name now, in Spanish beside its field, and store nothing.
    const refused = await postChampionship(t, admin.token, championshipFields({ nombreCampeonato: 'Copa\r\nATTENDEE:mailto:victima@example.com' }));
    expect(refused.status).to.equal(400);
    expect(refused.body.errors).to.deep.equal({ nombreCampeonato: ONE_LINE_MSG });
    const refusedEvent = await t.api.request.put(`/api/eventos-unicos/${event.id}`).set(bearer(admin.token)).send({ nombre: 'Noche\nX-WR-CALNAME:otra' });
    expect(refusedEvent.status).to.equal(400);
    expect(await t.context.knex('championships').where('nombreCampeonato', 'like', '%ATTENDEE%').first()).to.equal(undefined);
    expect((await t.context.knex('single_events').where({ id: event.id }).first()).nombre).to.equal('Evento limpio');
    // Names stored before control characters were refused.
    const injected = 'Copa\r\nATTENDEE:mailto:victima@example.com\r\nX-WR-CALDESC:falsa;uno,dos\\';
    await t.context.knex('championships').where({ id: c.id }).update({ nombreCampeonato: injected });
    await t.context.knex('races').where({ campeonatoId: c.id }).update({ circuito: 'Monza\nLOCATION:otra\u0001' });
    await t.context.knex('single_events').where({ id: event.id }).update({ nombre: 'Noche\rX-WR-CALNAME:otra\u000b' });

    const calendarLevel = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllProperties().map((p) => p.name).sort();
    const eventProperties = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').flatMap((e) => e.getAllProperties().map((p) => p.name));
    const expectedCalendarLevel = ['method', 'name', 'prodid', 'refresh-interval', 'version', 'x-published-ttl', 'x-wr-caldesc', 'x-wr-calname'];
    const allowedEventProperties = ['description', 'dtend', 'dtstamp', 'dtstart', 'last-modified', 'location', 'sequence', 'status', 'summary', 'uid', 'url'];

    for (const path of [`/api/campeonatos/${c.id}/calendario.ics`, `/api/eventos-unicos/${event.id}/calendario.ics`, '/api/calendario.ics']) {
      const { res, text, parsed } = await feed(path);
      expect(res.status, path).to.equal(200);
      // eslint-disable-next-line no-control-regex
      expect(text, path).not.to.match(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
      expect(text.split('\r\n').filter((line) => /^(ATTENDEE|LOCATION:otra|X-WR-CALNAME:otra|X-WR-CALDESC:falsa)/.test(line)), path).to.deep.equal([]);
      expect(calendarLevel(text), path).to.deep.equal(expectedCalendarLevel);
      expect(eventProperties(text).filter((name) => !allowedEventProperties.includes(name)), path).to.deep.equal([]);
      for (const entry of parsed!.entries) {
        expect(entry.summary, path).not.to.match(/[\r\n]/);
        expect(entry.location ?? '', path).not.to.match(/[\r\n]/);
      }
    }
    const championshipFeed = (await feed(`/api/campeonatos/${c.id}/calendario.ics`)).parsed!;
    expect(championshipFeed.name).to.equal('Parrilla: Copa ATTENDEE:mailto:victima@example.com X-WR-CALDESC:falsa;uno,dos\\');
    expect(championshipFeed.entries[0]).to.include({ summary: 'Copa ATTENDEE:mailto:victima@example.com X-WR-CALDESC:falsa;uno,dos\\ — Fecha 1: Monza LOCATION:otra', location: 'Monza LOCATION:otra' });
    expect((await feed(`/api/eventos-unicos/${event.id}/calendario.ics`)).parsed!.name).to.equal('Parrilla: Noche X-WR-CALNAME:otra');
  });

  describe('a driver\'s own feed', () => {
    const enrol = (token: string, campeonatoId: string, usuarioId: string) =>
      t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(token)).send({ campeonatoId, usuarioId }).expect(201);

    it('holds exactly the races of the championships he is enrolled in and the free events he joined, past ones included', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const driver = await createUser(t.context);
      const other = await createUser(t.context);
      const mine = await createChampionship(t, admin.token, { nombreCampeonato: 'Mi copa' });
      const notMine = await createChampionship(t, admin.token, { nombreCampeonato: 'Otra copa' });
      const race1 = await addRace(admin.token, mine.id, { circuito: 'Monza', fechaInicio: '2026-04-04' });
      const race2 = await addRace(admin.token, mine.id, { circuito: 'Suzuka', fechaInicio: '2026-04-11' });
      await addRace(admin.token, notMine.id, { circuito: 'Imola', fechaInicio: '2026-04-05' });
      await enrol(admin.token, mine.id, driver.id);
      await enrol(admin.token, notMine.id, other.id);
      const joinedPast = await createEvent(t.api, admin.token, { nombre: 'Ya corrí', fechaInicio: '2026-03-05' });
      const joined = await createEvent(t.api, admin.token, { nombre: 'Me apunté', fechaInicio: '2026-03-20' });
      const notJoined = await createEvent(t.api, admin.token, { nombre: 'No me apunté', fechaInicio: '2026-03-21' });
      await t.api.request.post(`/api/eventos-unicos/${joinedPast.id}/register`).set(bearer(driver.token)).expect(200);
      await t.api.request.post(`/api/eventos-unicos/${joined.id}/register`).set(bearer(driver.token)).expect(200);
      await t.api.request.post(`/api/eventos-unicos/${notJoined.id}/register`).set(bearer(other.token)).expect(200);
      clock.set('2026-03-10T00:00:00.000Z');

      const link = await t.api.request.get('/api/calendario/mi-enlace').set(bearer(driver.token));
      expect(link.status).to.equal(200);
      expect(link.headers['cache-control']).to.equal('no-store');
      expect(link.body.url).to.match(new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/api/calendario/[A-Za-z0-9_-]{43}\\.ics$`));
      expect(link.body.webcal).to.equal(link.body.url.replace('https:', 'webcal:'));
      expect(link.body.url).not.to.contain(driver.token);
      expect((await t.api.request.get('/api/calendario/mi-enlace').set(bearer(driver.token))).body.url, 'the same address on every visit').to.equal(link.body.url);

      const { res, parsed } = await feed(new URL(link.body.url).pathname);
      expect(res.status).to.equal(200);
      expect(res.headers['cache-control']).to.equal('private, max-age=300');
      expect(parsed!.name).to.equal('Parrilla: mi calendario');
      expect(parsed!.entries.map((e) => e.uid)).to.deep.equal([`evento-${joinedPast.id}@parrilla`, `evento-${joined.id}@parrilla`, `carrera-${race1.id}@parrilla`, `carrera-${race2.id}@parrilla`]);

      const otherLink = await t.api.request.get('/api/calendario/mi-enlace').set(bearer(other.token));
      expect(otherLink.body.url).not.to.equal(link.body.url);
      const theirs = await feed(new URL(otherLink.body.url).pathname);
      expect(theirs.parsed!.entries.map((e) => e.summary)).to.deep.equal(['No me apunté', 'Otra copa — Fecha 1: Imola']);
    });

    it('stops answering the old address once regenerated (404), and serves the new one', async () => {
      const driver = await createUser(t.context);
      const before = (await t.api.request.get('/api/calendario/mi-enlace').set(bearer(driver.token))).body.url as string;
      expect((await feed(new URL(before).pathname)).res.status).to.equal(200);

      const regenerated = await t.api.request.post('/api/calendario/mi-enlace/regenerar').set(bearer(driver.token));
      expect(regenerated.status).to.equal(200);
      expect(regenerated.body.message).to.equal('Listo: tu calendario tiene un enlace nuevo. El anterior ya no funciona.');
      const after = regenerated.body.data.url as string;
      expect(after).not.to.equal(before);

      const old = await t.api.request.get(new URL(before).pathname);
      expect(old.status).to.equal(404);
      expect(old.body).to.deep.equal({ message: 'No encontramos este calendario. Si regeneraste tu enlace, copia el nuevo desde tu perfil.', code: 'CALENDAR_NOT_FOUND' });
      expect((await feed(new URL(after).pathname)).res.status).to.equal(200);
      // The request log names the personal feed without its secret.
      const token = new URL(after).pathname.split('/').pop()!.replace('.ics', '');
      expect(logLines.join('\n')).not.to.contain(token);
      expect(logLines.join('\n')).to.contain('/api/calendario/(enlace personal).ics');
      expect((await t.api.request.get('/api/calendario/mi-enlace').set(bearer(driver.token))).body.url).to.equal(after);
      expect(await t.context.knex('calendar_feeds').where({ userId: driver.id }).count({ n: '*' }).first()).to.satisfy((r: { n: unknown }) => Number(r.n) === 1);
    });

    it('answers 404 JSON in Spanish for an unknown, malformed or extension-less token, and 401 for the address without a session', async () => {
      for (const path of ['/api/calendario/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics', '/api/calendario/corto.ics', '/api/calendario/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
        const res = await t.api.request.get(path);
        expect(res.status, path).to.equal(404);
        expect(res.headers['content-type']).to.match(/^application\/json/);
        expect(res.body.code, path).to.equal('CALENDAR_NOT_FOUND');
      }
      const anonymous = await t.api.request.get('/api/calendario/mi-enlace');
      expect(anonymous.status).to.equal(401);
      expect((await t.api.request.post('/api/calendario/mi-enlace/regenerar')).status).to.equal(401);
      expect(await t.context.knex('calendar_feeds').count({ n: '*' }).first()).to.satisfy((r: { n: unknown }) => Number(r.n) === 0);
    });

    it('stops answering the address of a deleted account (404)', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const driver = await createUser(t.context);
      const url = (await t.api.request.get('/api/calendario/mi-enlace').set(bearer(driver.token))).body.url as string;
      expect((await feed(new URL(url).pathname)).res.status).to.equal(200);
      await t.api.request.delete(`/api/users/${driver.id}`).set(bearer(admin.token)).expect(200);
      const res = await t.api.request.get(new URL(url).pathname);
      expect(res.status).to.equal(404);
      expect(res.body.code).to.equal('CALENDAR_NOT_FOUND');
    });

    it('refuses a suspended account a new address and keeps the old one working', async () => {
      const driver = await createUser(t.context);
      const before = (await t.api.request.get('/api/calendario/mi-enlace').set(bearer(driver.token))).body.url as string;
      await t.context.knex('users').where({ id: driver.id }).update({ suspendido: true });
      const res = await t.api.request.post('/api/calendario/mi-enlace/regenerar').set(bearer(driver.token));
      expect(res.status).to.be.oneOf([401, 403]);
      expect((await feed(new URL(before).pathname)).res.status).to.equal(200);
    });
  });
});
