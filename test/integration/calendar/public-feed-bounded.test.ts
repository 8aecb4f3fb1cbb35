import { expect } from 'chai';
import { KnexRaceRepository } from '../../../src/modules/championships/adapters/persistence/race.repository.knex.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { queryPlan } from '../../support/query-plan.js';
import { bearer, createChampionship, postRace, raceFields, useTestApi } from '../championships/championship-fixtures.js';

// 1 March 2026, 12:00 in Mexico City: the public feed reads the races from 7 February on.
const NOW = '2026-03-01T18:00:00.000Z';

/** Each VEVENT of a feed, by its UID, as written. */
function events(ics: string): Map<string, string> {
  const blocks = ics.split('BEGIN:VEVENT').slice(1).map((b) => `BEGIN:VEVENT${b.slice(0, b.indexOf('END:VEVENT'))}END:VEVENT`);
  return new Map(blocks.map((b) => [/UID:([^\r\n]+)/.exec(b)![1]!, b]));
}

describeEachDatabase('The public calendar reads only the races that may not have ended (GET /api/calendario.ics)', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const text = async (path: string) => (await t.api.request.get(path).buffer(true).parse((r, done) => {
    let data = '';
    r.setEncoding('utf8');
    r.on('data', (chunk: string) => (data += chunk));
    r.on('end', () => done(null, data));
  }).expect(200)).body as string;

  async function league() {
    const admin = await createUser(t.context, { rol: 'admin' });
    const race = async (campeonato: string, circuito: string, fechaInicio: string, extra: Record<string, string> = {}) => {
      const res = await postRace(t, admin.token, raceFields(campeonato, { circuito, fechaInicio, horaInicio: '20:00', ...extra }));
      if (res.status !== 201) throw new Error(`race not created: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data.id as string;
    };
    const old = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa 2024', fechaInicio: '2024-01-01', fechaFin: '2024-12-31' });
    const copa = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Volcán', fechaInicio: '2026-01-01', fechaFin: '2026-12-31' });
    const norte = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Norte', fechaInicio: '2026-01-01', fechaFin: '2026-12-31' });
    await race(old.id, 'Vieja 1', '2024-03-01');
    await race(old.id, 'Vieja 2', '2024-04-01');
    await race(copa.id, 'Enero', '2026-01-10');
    await race(copa.id, 'Febrero', '2026-02-06');
    // Three sessions of 10,000 minutes from 8 February, 23:00: still under way on 1 March.
    const long = { horaInicio: '23:00', hasPractice: 'true', practiceDuration: '10000', hasQualy: 'true', qualyDuration: '10000', hasRace: 'true', raceDuration: '10000' };
    await race(copa.id, 'Resistencia', '2026-02-08', long);
    await race(copa.id, 'Ya corrida', '2026-02-20');
    const cancelled = await race(copa.id, 'Cancelada', '2026-03-07');
    await t.api.request.put(`/api/carreras/${cancelled}`).set(bearer(admin.token)).field('estado', 'cancelada').expect(200);
    await race(copa.id, 'Marzo', '2026-03-14');
    await race(norte.id, 'Abril', '2026-04-04');
    return { old, copa, norte };
  }

  it('reads the races from a day on, whatever their state, and counts each championship’s earlier ones', async () => {
    const { old, copa, norte } = await league();
    const repo = new KnexRaceRepository(t.context.knex);
    expect((await repo.startingFrom('2026-02-08')).map((r) => r.circuito)).to.deep.equal(['Resistencia', 'Ya corrida', 'Cancelada', 'Marzo', 'Abril']);
    expect((await repo.startingFrom('2026-02-09')).map((r) => r.circuito)).to.deep.equal(['Ya corrida', 'Cancelada', 'Marzo', 'Abril']);
    expect(await repo.countBefore([old.id, copa.id, norte.id], '2026-02-08')).to.deep.equal(new Map([[old.id, 2], [copa.id, 2]]));
    expect(await repo.countBefore([], '2026-02-08')).to.deep.equal(new Map());
  });

  it('writes each race as the championship’s own feed, which reads all its races, numbers it', async () => {
    const { copa, norte } = await league();
    const feed = events(await text('/api/calendario.ics'));
    const whole = new Map([...events(await text(`/api/campeonatos/${copa.id}/calendario.ics`)), ...events(await text(`/api/campeonatos/${norte.id}/calendario.ics`))]);
    const titles = [...feed.values()].map((e) => /SUMMARY:([^\r\n]+)/.exec(e)![1]);
    expect(titles).to.deep.equal(['Copa Volcán — Fecha 3: Resistencia', 'Copa Volcán — Fecha 5: Cancelada', 'Copa Volcán — Fecha 6: Marzo', 'Copa Norte — Fecha 1: Abril']);
    for (const [uid, event] of feed) expect(event, uid).to.equal(whole.get(uid));
  });

  it('reads the races from an index on their day and counts the earlier ones from the index (campeonatoId, fechaInicio)', async () => {
    const knex = t.context.knex;
    const later = await queryPlan(knex, kind, knex('races').where('fechaInicio', '>=', '2026-02-08').orderBy([{ column: 'fechaInicio' }, { column: 'horaInicio' }, { column: 'id' }]));
    // Either index that starts with the day serves the range.
    expect(later).to.match(/races_(fecha_inicio_hora_inicio|calendar_order)_index/);
    const earlier = await queryPlan(knex, kind, knex('races').whereIn('campeonatoId', ['a', 'b']).where('fechaInicio', '<', '2026-02-08').select('campeonatoId').count({ before: '*' }).groupBy('campeonatoId'));
    expect(earlier).to.include('races_campeonatoid_fechainicio_index');
  });
});
