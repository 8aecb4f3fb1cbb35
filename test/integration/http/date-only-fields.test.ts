import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { championshipFields, postChampionship, postRace, raceFields } from '../championships/championship-fixtures.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';
import { EVENT_FIELDS, postEvent } from '../single-events/single-events-fixtures.js';

/**
 * A date without a time is a calendar date: sent as a bare day or as the instant a date picker and
 * the specification's calls make of it (midnight UTC), every date-only field reads back the day the
 * caller wrote, never the day before (Mexico City is behind UTC).
 */
describeEachDatabase('Date-only fields keep the day written, as a day or as midnight UTC', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set('2026-06-01T18:00:00.000Z'));

  const AS_INSTANT = '2025-06-14T00:00:00.000Z';
  const SHORT_INSTANT = '2025-06-14T00:00Z';

  it('a track record’s day, on create and on edit', async () => {
    const boss = await createUser(t.context, { rol: 'admin' });
    const holder = await createUser(t.context);
    const record = { user: holder.id, circuit: 'Autódromo Hermanos Rodríguez', car: 'Porsche 911 GT3 R', lapTime: '1:28.512' };
    // Each a lap of its own: the same holder, circuit, car and time twice is one record.
    for (const [i, recordDate] of [AS_INSTANT, SHORT_INSTANT, '2025-06-14'].entries()) {
      const created = await t.api.request.post('/api/track-records').set(bearer(boss.token)).send({ ...record, lapTime: `1:28.51${i}`, recordDate });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      expect(created.body.data.recordDate, recordDate).to.equal('2025-06-14');
      const read = await t.api.request.get(`/api/track-records/${created.body.data.id}`);
      expect(read.body.data.recordDate, recordDate).to.equal('2025-06-14');
      const edited = await t.api.request.put(`/api/track-records/${created.body.data.id}`).set(bearer(boss.token)).send({ recordDate: '2025-07-01T00:00:00.000Z' });
      expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
      expect((await t.api.request.get(`/api/track-records/${created.body.data.id}`)).body.data.recordDate).to.equal('2025-07-01');
    }
    // An instant with a time keeps its day in Mexico City, as before: 03:00 UTC on the 14th is still the 13th there.
    const late = await t.api.request.post('/api/track-records').set(bearer(boss.token)).send({ ...record, lapTime: '1:28.519', recordDate: '2025-06-14T03:00:00.000Z' });
    expect(late.body.data.recordDate).to.equal('2025-06-13');
  });

  it('a championship’s start and end, a race’s day and a free event’s day', async () => {
    const boss = await createUser(t.context, { rol: 'admin' });
    const championship = await postChampionship(t, boss.token, championshipFields({ fechaInicio: AS_INSTANT, fechaFin: '2025-08-30T00:00:00.000Z' }));
    expect(championship.status, JSON.stringify(championship.body)).to.equal(201);
    const id = championship.body.data.id as string;
    const readChampionship = (await t.api.request.get(`/api/campeonatos/${id}`)).body;
    expect(readChampionship.fechaInicio.slice(0, 10)).to.equal('2025-06-14');
    expect(readChampionship.fechaFin.slice(0, 10)).to.equal('2025-08-30');

    const race = await postRace(t, boss.token, raceFields(id, { fechaInicio: AS_INSTANT }));
    expect(race.status, JSON.stringify(race.body)).to.equal(201);
    const raceId = (race.body.data ?? race.body).id as string;
    const races = (await t.api.request.get(`/api/campeonatos/${id}`)).body.carreras as { id: string; fechaInicio: string }[];
    expect(races.find((r) => r.id === raceId)!.fechaInicio.slice(0, 10)).to.equal('2025-06-14');

    const event = await postEvent(t.api, boss.token, { ...EVENT_FIELDS, fechaInicio: '2026-07-04T00:00:00.000Z' });
    expect(event.status, JSON.stringify(event.body)).to.equal(201);
    const readEvent = (await t.api.request.get(`/api/eventos-unicos/${event.body.data.id}`)).body;
    expect((readEvent.data ?? readEvent).fechaInicio.slice(0, 10)).to.equal('2026-07-04');
  });
});
