import { expect } from 'chai';
import { BROADCAST_MSG, type BroadcastControlView } from '../../../src/contracts/broadcast.contract.js';
import type { StandingsAnswer } from '../../../src/contracts/standings.views.js';
import { bootstrap } from '../../../src/container.js';
import type { PgNotifyChangeFeed } from '../../../src/platform/change-feed/pg-notify.change-feed.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { describeEachDatabase } from '../../support/databases.js';
import { EventStreamClient } from '../../support/event-stream.js';
import { createUser, startTestHttp } from '../../support/http.js';
import { seedStandingsSeason, type SeededSeason } from '../../support/standings-season.js';
import { bearer, useTestApi } from '../championships/championship-fixtures.js';

const urlOf = (server: import('node:http').Server) => {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

/**
 * The broadcast control (docs/adr/0059): an admin or the broadcast team changes what a championship's
 * overlays show; the change is authorised on the server, kept, audited, and reaches every open overlay
 * (on PostgreSQL, those connected to another app server too) within 2 s.
 */
describeEachDatabase('The broadcast control', function (kind) {
  const t = useTestApi(kind);
  const streams: EventStreamClient[] = [];
  let season: SeededSeason;
  let admin: { id: string; token: string };
  let broadcaster: { id: string; token: string };
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });
  beforeEach(async () => {
    season = await seedStandingsSeason(t.context, { rounds: 2 });
    admin = await createUser(t.context, { rol: 'admin' });
    broadcaster = await createUser(t.context, { rol: 'transmision' });
  });

  const open = async (baseUrl: string) => {
    const stream = await EventStreamClient.open(baseUrl, '/api/overlay/eventos');
    streams.push(stream);
    await stream.waitFor('hola');
    return stream;
  };
  const change = (token: string, body: object, request = t.api.request) => request.put(`/api/transmision/${season.campeonatoId}`).set(bearer(token)).send(body);
  const stored = () => t.context.knex('broadcast_states').where({ campeonatoId: season.campeonatoId }).first();

  it('the broadcast team chooses the lower third’s driver, and an open overlay hears it and draws him', async () => {
    const control = await t.api.request.get(`/api/transmision/${season.campeonatoId}`).set(bearer(broadcaster.token));
    expect(control.status, JSON.stringify(control.body)).to.equal(200);
    const view = control.body as BroadcastControlView;
    expect(view).to.deep.include({ campeonato: season.nombre, piloto: null, oculto: [], clase: null, actualizado: null });
    expect(view.pilotos.length).to.be.above(3);
    const driver = view.pilotos[2]!;

    const lowerThird = `/overlay/piloto?campeonato=${season.campeonatoId}`;
    expect((await t.api.request.get(lowerThird)).text).to.match(/<main[^>]* hidden><\/main>/);
    const stream = await open(urlOf(t.api.server));

    const started = Date.now();
    const res = await change(broadcaster.token, { piloto: driver.clave });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.message).to.equal(BROADCAST_MSG.saved);
    expect(res.body.data).to.deep.include({ piloto: driver.clave });
    const event = await stream.waitFor('control', 1, 2_000);
    expect(Date.now() - started).to.be.below(2_000);
    expect(JSON.parse(event.data)).to.deep.equal({ campeonatoId: season.campeonatoId, piloto: driver.clave, oculto: [], clase: null });

    const fragment = await t.api.request.get(`${lowerThird}&fragmento=1`);
    expect(fragment.headers['x-overlay-oculto']).to.equal('0');
    expect(fragment.text).to.contain(`<h1 class="nombre">${driver.nombre}</h1>`);
    expect((await t.api.request.get(lowerThird)).text).to.not.match(/<main[^>]* hidden/);

    const entry = await t.context.knex('audit_log').where({ accion: 'transmision.cambiada' }).first();
    expect(entry).to.deep.include({ actorId: broadcaster.id, actorRol: 'transmision', objetoTipo: 'campeonato', objetoId: season.campeonatoId });

    // Nobody on the lower third: it leaves the frame.
    expect((await change(broadcaster.token, { piloto: null })).status).to.equal(200);
    await stream.waitFor('control', 2, 2_000);
    expect((await t.api.request.get(`${lowerThird}&fragmento=1`)).headers['x-overlay-oculto']).to.equal('1');
  });

  it('an admin hides a panel and switches the standings class; the overlays draw what the state says', async () => {
    const standings = (await t.api.request.get(`/api/campeonatos/${season.campeonatoId}/clasificacion`)).body as StandingsAnswer;
    const other = standings.grupos[1]!;
    const url = `/overlay/clasificacion?campeonato=${season.campeonatoId}`;
    expect((await t.api.request.get(`${url}&fragmento=1`)).text).to.contain(standings.grupos[0]!.grupo);

    expect((await change(admin.token, { clase: other.grupo, oculto: ['resultados'] })).status).to.equal(200);
    const switched = await t.api.request.get(`${url}&fragmento=1`);
    expect(switched.text).to.contain(other.grupo);
    expect(switched.headers['x-overlay-oculto']).to.equal('0');
    const results = await t.api.request.get(`/overlay/resultados?campeonato=${season.campeonatoId}`);
    expect(results.text).to.match(/<main id="overlay" class="panel" aria-live="polite" hidden>/);
    expect(await stored()).to.deep.include({ clase: other.clave, oculto: '["resultados"]' });

    // Back to the class each overlay's URL asks.
    expect((await change(admin.token, { clase: null })).status).to.equal(200);
    expect((await t.api.request.get(`${url}&fragmento=1`)).text).to.contain(standings.grupos[0]!.grupo);
  });

  it('refuses drivers, stewards and visitors in Spanish, and bad choices field by field, changing nothing', async () => {
    const driver = await createUser(t.context);
    const steward = await createUser(t.context, { rol: 'comisario' });
    for (const who of [driver, steward]) {
      const refused = await change(who.token, { oculto: ['clasificacion'] });
      expect(refused.status).to.equal(403);
      expect(refused.body).to.deep.include({ message: 'Acceso solo para el equipo de transmisión y los administradores', code: 'BROADCAST_ONLY' });
      expect((await t.api.request.get(`/api/transmision/${season.campeonatoId}`).set(bearer(who.token))).status).to.equal(403);
    }
    expect((await t.api.request.put(`/api/transmision/${season.campeonatoId}`).send({ oculto: [] })).status).to.equal(401);

    const bad = await change(admin.token, { piloto: 'nadie', clase: 'LMP9', oculto: ['marcador'] });
    expect(bad.status).to.equal(400);
    expect(bad.body.message).to.equal(BROADCAST_MSG.invalid);
    expect(bad.body.errors).to.deep.equal({ piloto: BROADCAST_MSG.driverNotInChampionship, clase: BROADCAST_MSG.classNotInStandings, oculto: BROADCAST_MSG.unknownPanels(['marcador']) });
    expect(await stored()).to.equal(undefined);
    expect(await t.context.knex('audit_log').where({ accion: 'transmision.cambiada' })).to.have.length(0);

    const unknown = await t.api.request.put('/api/transmision/no-existe').set(bearer(admin.token)).send({ piloto: null });
    expect(unknown.status).to.equal(404);
    expect(unknown.body.message).to.equal('Campeonato no encontrado');
  });

  if (kind === 'postgres') {
    it('a change made on one app server reaches an overlay connected to another within 2 s, which draws it', async function () {
      this.timeout(20_000);
      const other = await bootstrap({ config: t.context.config, logger: t.context.logger });
      const otherHttp = await startTestHttp(other);
      try {
        const stream = await open(urlOf(otherHttp.server));
        await (other.container.get(PLATFORM.ChangeFeed) as PgNotifyChangeFeed).listening();
        const view = (await t.api.request.get(`/api/transmision/${season.campeonatoId}`).set(bearer(admin.token))).body as BroadcastControlView;
        const driver = view.pilotos[0]!;
        const started = Date.now();
        expect((await change(broadcaster.token, { piloto: driver.clave, oculto: ['parrilla'] })).status).to.equal(200);
        const event = await stream.waitFor('control', 1, 2_000);
        expect(Date.now() - started).to.be.below(2_000);
        expect(JSON.parse(event.data)).to.deep.include({ campeonatoId: season.campeonatoId, piloto: driver.clave, oculto: ['parrilla'] });
        const drawn = await otherHttp.request.get(`/overlay/piloto?campeonato=${season.campeonatoId}&fragmento=1`);
        expect(drawn.text).to.contain(driver.nombre);
        expect((await otherHttp.request.get(`/overlay/parrilla?campeonato=${season.campeonatoId}&fragmento=1`)).headers['x-overlay-oculto']).to.equal('1');
      } finally {
        for (const s of streams.splice(0)) s.close();
        await otherHttp.close().catch(() => undefined);
        await other.close();
      }
    });
  }
});
