import { expect } from 'chai';
import { SINGLE_EVENTS } from '../../../src/modules/single-events/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, queuedMails, useTestApi } from '../identity/identity-fixtures.js';
import { createEvent, NOW } from './single-events-fixtures.js';

describeEachDatabase('The waiting list of a free event (API)', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const call = (method: 'post' | 'delete', path: string, token: string) => t.api.request[method](`/api/eventos-unicos${path}`).set(bearer(token));
  const queue = async (eventId: string) =>
    (await t.context.knex('single_event_waitlist').where({ eventId }).orderBy('orden').select('userId', 'ofertaVenceEn')).map((r: { userId: string; ofertaVenceEn: string | null }) => [
      r.userId,
      r.ofertaVenceEn,
    ]);

  it('queues drivers of a full event, offers a freed place to the first, moves it on at the deadline and lets the next confirm', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const event = await createEvent(t.api, admin.token, { participantesMaximos: '2', fechaInicio: '2026-03-14' });
    const [ana, beto, caro, dani] = [
      await createUser(t.context, { nombre: 'Ana', email: 'ana@ejemplo.test' }),
      await createUser(t.context, { nombre: 'Beto', email: 'beto@ejemplo.test' }),
      await createUser(t.context, { nombre: 'Caro', email: 'caro@ejemplo.test' }),
      await createUser(t.context, { nombre: 'Dani', email: 'dani@ejemplo.test' }),
    ];
    for (const p of [ana, beto]) expect((await call('post', `/${event.id}/register`, p!.token)).status).to.equal(200);
    const joined = await call('post', `/${event.id}/lista-espera`, caro!.token);
    expect([joined.status, joined.body.message]).to.deep.equal([201, 'Te uniste a la lista de espera: eres el número 1.']);
    await call('post', `/${event.id}/lista-espera`, dani!.token).expect(201);
    const twice = await call('post', `/${event.id}/lista-espera`, dani!.token);
    expect([twice.status, twice.body.code]).to.deep.equal([409, 'ALREADY_QUEUED']);

    const page = await t.api.request.get(`/api/eventos-unicos/${event.id}`);
    expect(page.body.listaEspera.map((w: { nombre: string; posicion: number }) => [w.posicion, w.nombre])).to.deep.equal([
      [1, 'Caro'],
      [2, 'Dani'],
    ]);
    expect(JSON.stringify(page.body)).not.to.include('@ejemplo.test');

    await call('delete', `/${event.id}/unregister`, beto!.token).expect(200);
    expect(await queue(event.id)).to.deep.equal([
      [caro!.id, '2026-03-03T18:00:00.000Z'],
      [dani!.id, null],
    ]);
    expect((await queuedMails(t.context)).filter((m) => m.to === 'caro@ejemplo.test').map((m) => m.subject)).to.deep.equal(['Se liberó un lugar para ti en Noche de GT3 en Monza']);
    const blocked = await call('post', `/${event.id}/register`, dani!.token);
    expect([blocked.status, blocked.body.message]).to.deep.equal([409, 'El evento está lleno']);

    clock.advance(48 * 3_600_000);
    expect(await t.context.container.get(SINGLE_EVENTS.WaitlistJob).run()).to.equal('1 lugar ofrecido, 1 oferta vencida');
    expect(await queue(event.id)).to.deep.equal([[dani!.id, '2026-03-05T18:00:00.000Z']]);
    const confirmed = await call('post', `/${event.id}/register`, dani!.token);
    expect(confirmed.status).to.equal(200);
    expect(confirmed.body.data.participantes.map((p: { nombre: string }) => p.nombre)).to.deep.equal(['Ana', 'Dani']);
    expect(confirmed.body.data.listaEspera).to.deep.equal([]);
  });

  it('refuses joining while a place is free and leaving a queue one is not in, storing nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const event = await createEvent(t.api, admin.token, { participantesMaximos: '2' });
    const driver = await createUser(t.context);
    const free = await call('post', `/${event.id}/lista-espera`, driver.token);
    expect([free.status, free.body.code, free.body.errors]).to.deep.equal([409, 'PLACES_FREE', { eventoId: 'Todavía hay lugares en este evento' }]);
    const notIn = await call('delete', `/${event.id}/lista-espera`, driver.token);
    expect([notIn.status, notIn.body.message]).to.deep.equal([404, 'No estás en la lista de espera de este evento']);
    expect(await queue(event.id)).to.deep.equal([]);
  });

  it('gives the driver his place in each event’s queue and an open offer with its deadline, for his profile, leaving out events already started', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const monza = await createEvent(t.api, admin.token, { nombre: 'Noche de GT3 en Monza', participantesMaximos: '1', fechaInicio: '2026-03-14' });
    const spa = await createEvent(t.api, admin.token, { nombre: 'Resistencia en Spa', participantesMaximos: '1', fechaInicio: '2026-03-21' });
    const [ana, beto, caro] = [await createUser(t.context, { nombre: 'Ana' }), await createUser(t.context, { nombre: 'Beto' }), await createUser(t.context, { nombre: 'Caro' })];
    const mine = async (token: string) => {
      const res = await t.api.request.get('/api/eventos-unicos/mis-listas-espera').set(bearer(token));
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      return res.body.data;
    };
    expect((await t.api.request.get('/api/eventos-unicos/mis-listas-espera')).status).to.equal(401);
    expect(await mine(caro!.token)).to.deep.equal([]);
    for (const e of [monza, spa]) await call('post', `/${e.id}/register`, ana!.token).expect(200);
    for (const e of [monza, spa]) await call('post', `/${e.id}/lista-espera`, beto!.token).expect(201);
    await call('post', `/${monza.id}/lista-espera`, caro!.token).expect(201);
    expect(await mine(caro!.token)).to.deep.equal([{ eventoId: monza.id, nombre: 'Noche de GT3 en Monza', inicio: '2026-03-15T02:30:00.000Z', posicion: 2, total: 2, ofertaVenceEn: null }]);

    // Ana leaves Monza: Beto, first in its queue, is offered the place for 48 hours.
    await call('delete', `/${monza.id}/unregister`, ana!.token).expect(200);
    expect(await mine(beto!.token)).to.deep.equal([
      { eventoId: monza.id, nombre: 'Noche de GT3 en Monza', inicio: '2026-03-15T02:30:00.000Z', posicion: 1, total: 2, ofertaVenceEn: '2026-03-03T18:00:00.000Z' },
      { eventoId: spa.id, nombre: 'Resistencia en Spa', inicio: '2026-03-22T02:30:00.000Z', posicion: 1, total: 1, ofertaVenceEn: null },
    ]);
    // Once an event has started, its queue is no longer his to wait in.
    clock.set('2026-03-16T00:00:00.000Z');
    expect((await mine(beto!.token)).map((w: { nombre: string }) => w.nombre)).to.deep.equal(['Resistencia en Spa']);
  });
});
