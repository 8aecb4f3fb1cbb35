import { expect } from 'chai';
import type { RaceListItemView } from '../../../src/contracts/championships.views.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, postRace, raceFields, useTestApi } from './championship-fixtures.js';

const NOW = '2026-03-01T12:00:00.000Z';

describeEachDatabase('The next races (GET /api/carreras?proximas=N)', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  /** The dashboard's old rule over every race: neither cancelled nor finished, starting this minute or later, the first `n`. */
  const oldRule = async (n: number) => {
    const from = Math.floor(clock.now().getTime() / 60_000) * 60_000;
    const all = (await t.api.request.get('/api/carreras')).body as RaceListItemView[];
    return all.filter((r) => r.estado !== 'cancelada' && r.estado !== 'finalizada' && new Date(r.inicio).getTime() >= from).slice(0, n);
  };

  async function league() {
    const admin = await createUser(t.context, { rol: 'admin' });
    const a = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Volcán', fechaInicio: '2026-01-01', fechaFin: '2026-12-31' });
    const b = await createChampionship(t, admin.token, { nombreCampeonato: 'Serie Pacífico', fechaInicio: '2026-01-01', fechaFin: '2026-12-31' });
    const race = async (c: string, circuito: string, fechaInicio: string, horaInicio: string, estado?: string) => {
      const created = (await postRace(t, admin.token, raceFields(c, { circuito, fechaInicio, horaInicio }))).body.data;
      if (estado) await t.api.request.put(`/api/carreras/${created.id}`).set(bearer(admin.token)).field('estado', estado).expect(200);
      return created.id as string;
    };
    await race(a.id, 'Pasada', '2026-02-20', '20:00');
    // 05:00 in Mexico City is 11:00 UTC: started an hour ago.
    await race(a.id, 'Empezada', '2026-03-01', '05:00');
    // 06:00 there is 12:00 UTC: starts this minute, still listed.
    await race(a.id, 'Ahora', '2026-03-01', '06:00');
    await race(a.id, 'Sin hora', '2026-03-02', '');
    await race(a.id, 'Cancelada', '2026-03-02', '01:00', 'cancelada');
    await race(b.id, 'Madrugada', '2026-03-02', '03:00');
    await race(b.id, 'Terminada', '2026-03-02', '04:00', 'finalizada');
    await race(a.id, 'Tarde', '2026-03-03', '20:00');
    await race(b.id, 'Jueves', '2026-03-05', '19:00');
    await race(a.id, 'Viernes', '2026-03-06', '19:00');
    return { admin, a, b };
  }

  it('answers the next races in the calendar, the same the dashboard picked from every race, with their championship and round', async () => {
    await league();
    const res = await t.api.request.get('/api/carreras?proximas=5').expect(200);
    expect(res.body.map((r: RaceListItemView) => r.circuito)).to.deep.equal(['Ahora', 'Sin hora', 'Madrugada', 'Tarde', 'Jueves']);
    expect(res.body).to.deep.equal(await oldRule(5));
    expect(res.body[0]).to.include({ nombreCampeonato: 'Copa Volcán', ronda: 3 });
    expect(res.body[2]).to.include({ nombreCampeonato: 'Serie Pacífico', ronda: 1 });
    // More than there are: every race still ahead.
    expect((await t.api.request.get('/api/carreras?proximas=20').expect(200)).body).to.deep.equal(await oldRule(20));
  });

  it('keeps the answer until the minute after its first race starts, then drops that race', async () => {
    await league();
    const first = (await t.api.request.get('/api/carreras?proximas=5')).body as RaceListItemView[];
    clock.set('2026-03-01T12:00:59.000Z');
    expect((await t.api.request.get('/api/carreras?proximas=5')).body).to.deep.equal(first);
    clock.set('2026-03-01T12:01:00.000Z');
    const later = (await t.api.request.get('/api/carreras?proximas=5')).body as RaceListItemView[];
    expect(later.map((r) => r.circuito)).to.deep.equal(['Sin hora', 'Madrugada', 'Tarde', 'Jueves', 'Viernes']);
    expect(later).to.deep.equal(await oldRule(5));
  });

  it('changes with a race written: a race cancelled leaves the list at once', async () => {
    const { admin } = await league();
    const before = (await t.api.request.get('/api/carreras?proximas=3')).body as RaceListItemView[];
    await t.api.request.put(`/api/carreras/${before[1].id}`).set(bearer(admin.token)).field('estado', 'cancelada').expect(200);
    const after = (await t.api.request.get('/api/carreras?proximas=3')).body as RaceListItemView[];
    expect(after.map((r) => r.circuito)).to.deep.equal(['Ahora', 'Madrugada', 'Tarde']);
  });

  it('refuses a count that is not a whole number from 1 to 20, in Spanish', async () => {
    for (const n of ['0', '21', 'cinco', '', '2.5']) {
      const res = await t.api.request.get(`/api/carreras?proximas=${n}`);
      expect(res.status, n).to.equal(400);
      expect(res.body).to.include({ message: 'Se muestran de 1 a 20 próximas carreras.' });
    }
  });
});
