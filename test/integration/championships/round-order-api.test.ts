import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, postRace, raceFields, useTestApi } from './championship-fixtures.js';

describeEachDatabase('Round order API', (kind) => {
  const t = useTestApi(kind, { clock: new ManualClock(new Date('2026-03-01T12:00:00.000Z')) });

  it('numbers rounds of the same start as the admin orders them, for the race list and the standings’ rounds, checked on the server', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const c = await createChampionship(t, admin.token);
    const ids: Record<string, string> = {};
    // Every round carries the same start; a later round a week after.
    for (const circuito of ['Zandvoort', 'Monza', 'Interlagos']) ids[circuito] = (await postRace(t, admin.token, raceFields(c.id, { circuito }))).body.data.id;
    ids.Spa = (await postRace(t, admin.token, raceFields(c.id, { circuito: 'Spa', fechaInicio: '2026-04-11' }))).body.data.id;
    const list = async () => (await t.api.request.get(`/api/carreras?campeonatoId=${c.id}`)).body as Array<{ id: string; circuito: string; ronda: number }>;
    const roundOf = async (circuito: string) => (await t.api.request.get(`/api/campeonatos/${c.id}/puntuacion/carreras/${ids[circuito]}`).set(bearer(admin.token))).body.ronda as number;

    // Before any order: by id among the same start, never by circuit name.
    const byId = [ids.Zandvoort, ids.Monza, ids.Interlagos].sort();
    expect((await list()).map((r) => r.id)).to.deep.equal([...byId, ids.Spa]);

    const wanted = ['Monza', 'Zandvoort', 'Interlagos', 'Spa'];
    const set = await t.api.request.put(`/api/campeonatos/${c.id}/orden-rondas`).set(bearer(admin.token)).send({ carreraIds: wanted.map((n) => ids[n]) });
    expect(set.status).to.equal(200);
    expect(set.body.map((r: { circuito: string; ronda: number }) => [r.circuito, r.ronda])).to.deep.equal(wanted.map((n, i) => [n, i + 1]));
    expect((await list()).map((r) => [r.circuito, r.ronda])).to.deep.equal(wanted.map((n, i) => [n, i + 1]));
    expect(await roundOf('Monza')).to.equal(1);
    expect(await roundOf('Zandvoort')).to.equal(2);
    expect(await roundOf('Interlagos')).to.equal(3);

    // Against the calendar, an incomplete list, a driver: refused, nothing changes.
    const against = await t.api.request.put(`/api/campeonatos/${c.id}/orden-rondas`).set(bearer(admin.token)).send({ carreraIds: ['Spa', 'Monza', 'Zandvoort', 'Interlagos'].map((n) => ids[n]) });
    expect(against.status).to.equal(400);
    expect(against.body.message).to.equal('El orden de las rondas debe seguir el calendario: Spa empieza después de Monza. Cambia su fecha u hora si debe ir antes.');
    expect(against.body.errors).to.deep.equal({ carreraIds: 'Spa no puede ir antes de Monza' });
    const partial = await t.api.request.put(`/api/campeonatos/${c.id}/orden-rondas`).set(bearer(admin.token)).send({ carreraIds: [ids.Monza] });
    expect(partial.status).to.equal(409);
    expect(partial.body.code).to.equal('ROUND_ORDER_CHANGED');
    const refused = await t.api.request.put(`/api/campeonatos/${c.id}/orden-rondas`).set(bearer(driver.token)).send({ carreraIds: wanted.map((n) => ids[n]) });
    expect(refused.status).to.equal(403);
    expect((await list()).map((r) => r.circuito)).to.deep.equal(wanted);
  });
});
