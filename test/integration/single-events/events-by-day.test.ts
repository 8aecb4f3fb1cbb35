import { expect } from 'chai';
import { PAST_EVENTS_MSG } from '../../../src/contracts/single-events.contract.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';
import { createEvent } from './single-events-fixtures.js';

/** 12:00 of 1 April 2026 in Mexico City. */
const NOON_APRIL_1 = '2026-04-01T18:00:00.000Z';

describeEachDatabase('Single events API: the ones to come, and the ones already run by pages', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOON_APRIL_1));

  const names = (events: { nombre: string }[]) => events.map((e) => e.nombre);

  it('answers the events of today and later by start, with the count of the earlier ones, and the earlier ones a page at a time, the latest first', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const past: string[] = [];
    // 15 events already run, two a day on some days, so the pages break ties on the time.
    for (let i = 0; i < 15; i++) {
      const day = 28 - Math.floor(i / 2);
      const nombre = `Pasado ${String(i).padStart(2, '0')}`;
      await createEvent(t.api, admin.token, { nombre, fechaInicio: `2026-03-${String(day).padStart(2, '0')}`, horaInicio: i % 2 === 0 ? '21:00' : '08:00' });
      past.push(nombre);
    }
    await createEvent(t.api, admin.token, { nombre: 'Mañana', fechaInicio: '2026-04-02', horaInicio: '20:00' });
    await createEvent(t.api, admin.token, { nombre: 'Hoy, ya corrido', fechaInicio: '2026-04-01', horaInicio: '08:00' });

    const upcoming = await t.api.request.get('/api/eventos-unicos').expect(200);
    expect(names(upcoming.body)).to.deep.equal(['Hoy, ya corrido', 'Mañana']);
    const current = await t.api.request.get('/api/eventos-unicos?vigentes=1').expect(200);
    expect(names(current.body.data)).to.deep.equal(['Hoy, ya corrido', 'Mañana']);
    expect(current.body.anteriores).to.equal(15);

    const first = await t.api.request.get('/api/eventos-unicos?anteriores=1').expect(200);
    expect(Object.keys(first.body).sort()).to.deep.equal(['data', 'siguiente']);
    expect(names(first.body.data)).to.deep.equal(past.slice(0, 12));
    expect(first.body.data[0]).to.include.keys('participantes', 'participantesRegistrados', 'inicio');
    const second = await t.api.request.get(`/api/eventos-unicos?anteriores=1&desde=${first.body.siguiente}`).expect(200);
    expect(names(second.body.data)).to.deep.equal(past.slice(12));
    expect(second.body.siguiente).to.equal(null);

    for (const size of [1, 4]) {
      const seen: string[] = [];
      let desde = '';
      do {
        const page = await t.api.request.get(`/api/eventos-unicos?anteriores=1&limite=${size}&desde=${desde}`).expect(200);
        expect(page.body.data.length).to.be.at.most(size);
        seen.push(...names(page.body.data));
        desde = page.body.siguiente ?? '';
      } while (desde);
      expect(seen, `pages of ${size}`).to.deep.equal(past);
    }
  });

  it('moves today\'s events behind the earlier ones when the day changes in Mexico City, though nothing was written', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    await createEvent(t.api, admin.token, { nombre: 'Hoy', fechaInicio: '2026-04-01', horaInicio: '20:00' });
    expect(names((await t.api.request.get('/api/eventos-unicos').expect(200)).body)).to.deep.equal(['Hoy']);
    expect((await t.api.request.get('/api/eventos-unicos?vigentes=1').expect(200)).body.anteriores).to.equal(0);
    // 23:59 in Mexico City: still today.
    clock.set('2026-04-02T05:59:00.000Z');
    expect(names((await t.api.request.get('/api/eventos-unicos').expect(200)).body)).to.deep.equal(['Hoy']);
    clock.set('2026-04-02T06:00:00.000Z');
    expect(names((await t.api.request.get('/api/eventos-unicos').expect(200)).body)).to.deep.equal([]);
    expect((await t.api.request.get('/api/eventos-unicos?vigentes=1').expect(200)).body.anteriores).to.equal(1);
    expect(names((await t.api.request.get('/api/eventos-unicos?anteriores=1').expect(200)).body.data)).to.deep.equal(['Hoy']);
  });

  it('refuses a page size out of 1 to 50 and a place no page gave with 400 and the Spanish message', async () => {
    for (const limite of ['0', '51', 'muchos']) {
      const res = await t.api.request.get(`/api/eventos-unicos?anteriores=1&limite=${limite}`).expect(400);
      expect(res.body).to.include({ message: PAST_EVENTS_MSG.limit });
      expect(res.body.errors).to.deep.equal({ limite: PAST_EVENTS_MSG.limit });
    }
    const res = await t.api.request.get('/api/eventos-unicos?anteriores=1&desde=no-es-un-lugar').expect(400);
    expect(res.body).to.include({ message: PAST_EVENTS_MSG.lost });
  });

  it('shows an event written since at once in the kept answers of both lists', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    expect((await t.api.request.get('/api/eventos-unicos?anteriores=1').expect(200)).body.data).to.deep.equal([]);
    expect((await t.api.request.get('/api/eventos-unicos').expect(200)).body).to.deep.equal([]);
    const old = await createEvent(t.api, admin.token, { nombre: 'Marzo', fechaInicio: '2026-03-10', horaInicio: '20:00' });
    await createEvent(t.api, admin.token, { nombre: 'Abril', fechaInicio: '2026-04-10', horaInicio: '20:00' });
    expect(names((await t.api.request.get('/api/eventos-unicos?anteriores=1').expect(200)).body.data)).to.deep.equal(['Marzo']);
    expect(names((await t.api.request.get('/api/eventos-unicos').expect(200)).body)).to.deep.equal(['Abril']);
    await t.api.request.delete(`/api/eventos-unicos/${old.id}`).set(bearer(admin.token)).expect(200);
    expect((await t.api.request.get('/api/eventos-unicos?anteriores=1').expect(200)).body.data).to.deep.equal([]);
    expect((await t.api.request.get('/api/eventos-unicos?vigentes=1').expect(200)).body.anteriores).to.equal(0);
  });
});
