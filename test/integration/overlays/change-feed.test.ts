import { expect } from 'chai';
import { bootstrap } from '../../../src/container.js';
import { OVERLAYS } from '../../../src/modules/overlays/index.js';
import { STREAM_LIMITS, STREAM_MSG } from '../../../src/modules/overlays/application/overlay-streams.js';
import { ManualClock } from '../../../src/platform/clock.js';
import type { PgNotifyChangeFeed } from '../../../src/platform/change-feed/pg-notify.change-feed.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { startServer } from '../../../src/server.js';
import { describeEachDatabase } from '../../support/databases.js';
import { EventStreamClient } from '../../support/event-stream.js';
import { createUser, startTestHttp } from '../../support/http.js';
import { bearer, useTestApi } from '../championships/championship-fixtures.js';
import { eventFile, HOUR } from '../http/public-read-fixtures.js';

const urlOf = (server: import('node:http').Server) => {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

/**
 * The overlays' event stream (docs/adr/0058): a write that changes public data reaches every open
 * overlay, on the server that made it and, on PostgreSQL, on every other server; streams are bounded
 * and end when the server stops.
 */
describeEachDatabase('The overlays’ change feed', function (kind) {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  let admin: { id: string; token: string };
  const streams: EventStreamClient[] = [];
  let subsession = 95_000_000;

  beforeEach(async () => {
    clock.set('2026-03-01T18:00:00.000Z');
    admin = await createUser(t.context, { rol: 'admin' });
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });

  const open = async (baseUrl: string, headers: Record<string, string> = {}) => {
    const stream = await EventStreamClient.open(baseUrl, '/api/overlay/eventos', headers);
    streams.push(stream);
    return stream;
  };
  const importEvent = (request = t.api.request) =>
    request
      .post('/api/events/import-file')
      .set(bearer(admin.token))
      .attach('eventfile', eventFile(clock.now(), 2 * HOUR, ++subsession), 'evento.json');

  it('greets an overlay with the version it shows, and tells it of a results import', async () => {
    const stream = await open(urlOf(t.api.server));
    expect(stream.status).to.equal(200);
    expect(stream.headers['content-type']).to.equal('text/event-stream; charset=utf-8');
    expect(stream.headers['content-encoding']).to.equal(undefined);
    const hola = JSON.parse((await stream.waitFor('hola')).data) as { version: string };
    expect(hola.version).to.be.a('string').and.not.equal('');
    expect(stream.events.filter((e) => e.event === 'datos')).to.have.length(0);
    const imported = await importEvent();
    expect(imported.status, JSON.stringify(imported.body)).to.equal(201);
    await stream.waitFor('datos', 1, 2_000);
  });

  it('refuses an address that holds too many open overlays, in Spanish, and takes it again once one closes', async () => {
    const base = urlOf(t.api.server);
    const opened: EventStreamClient[] = [];
    for (let i = 0; i < STREAM_LIMITS.perIp; i++) opened.push(await open(base));
    await Promise.all(opened.map((s) => s.waitFor('hola')));
    const refused = await open(base);
    await refused.waitForEnd();
    expect(refused.status).to.equal(429);
    expect(JSON.parse(refused.body)).to.deep.include({ message: STREAM_MSG.perIp, code: 'TOO_MANY_REQUESTS' });
    opened[0]!.close();
    const streamsOf = t.context.container.get(OVERLAYS.Streams);
    for (let i = 0; i < 50 && streamsOf.openCount >= STREAM_LIMITS.perIp; i++) await new Promise((r) => setTimeout(r, 20));
    const again = await open(base);
    expect(again.status).to.equal(200);
  });

  it('ends the open overlays’ streams when the server stops, without waiting for the drain to cut them', async function () {
    this.timeout(15_000);
    const running = await startServer({ config: t.context.config, logger: t.context.logger, port: 0, mailWorker: false, scheduler: false });
    let stopped = false;
    try {
      const stream = await open(running.url);
      await stream.waitFor('hola');
      const started = Date.now();
      await running.stop();
      stopped = true;
      await stream.waitForEnd(1_000);
      expect(Date.now() - started, 'an open stream or its idle connection held the server until the drain cut it').to.be.below(2_000);
    } finally {
      if (!stopped) await running.stop();
    }
  });

  if (kind === 'postgres') {
    it('a change on one app server reaches an overlay connected to another, the broadcaster’s too, and after the listening connection was lost', async function () {
      this.timeout(20_000);
      const other = await bootstrap({ config: t.context.config, logger: t.context.logger, clock });
      const otherHttp = await startTestHttp(other);
      try {
        const stream = await open(urlOf(otherHttp.server));
        await stream.waitFor('hola');
        const feed = other.container.get(PLATFORM.ChangeFeed) as PgNotifyChangeFeed;
        await feed.listening();

        expect((await importEvent()).status).to.equal(201);
        await stream.waitFor('datos', 1, 2_000);

        await t.context.container.get(PLATFORM.ChangeFeed).publish({ tema: 'control', detalle: { piloto: 'p7' } });
        expect(JSON.parse((await stream.waitFor('control', 1, 2_000)).data)).to.deep.equal({ piloto: 'p7' });

        // A write made by hand (or by the CLI) is told by the database itself.
        const before = stream.events.filter((e) => e.event === 'datos').length;
        await t.context.knex('sponsors').insert({ id: 'spn-mano', nombre: 'A mano', logoUrl: '/uploads/x.png', createdAt: '2026-03-01T18:00:00.000Z', updatedAt: '2026-03-01T18:00:00.000Z' });
        await stream.waitFor('datos', before + 1, 2_000);

        // The listening connection is cut: the feed listens again and says data may have changed meanwhile.
        const cut = stream.events.filter((e) => e.event === 'datos').length;
        await feed.dropConnectionForTest();
        await stream.waitFor('datos', cut + 1, 5_000);
        await feed.listening();
        expect((await importEvent()).status).to.equal(201);
        await stream.waitFor('datos', cut + 2, 2_000);
        stream.close();
      } finally {
        for (const s of streams.splice(0)) s.close();
        await otherHttp.close().catch(() => undefined);
        await other.close();
      }
    });
  }
});
