import { memoryAudit } from '../../support/in-memory/audit.js';
import { expect } from 'chai';
import { CompetitionLookup } from '../../../src/modules/championships/application/competition-lookup.js';
import { ListRaces } from '../../../src/modules/championships/application/list-races.use-case.js';
import { SetRoundOrder } from '../../../src/modules/championships/application/set-round-order.use-case.js';
import { sortRaces } from '../../../src/modules/championships/domain/championship.entity.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { DomainError, statusOf } from '../../../src/platform/errors.js';
import { aChampionship, aRace, MemoryChampionships, MemoryEnrolments, MemoryRaces } from '../../support/in-memory/championships.js';
import { MemoryTransactions } from '../../support/in-memory/transactions.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'ana', rol: 'user', suspendido: false };

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

/** A season whose rounds all carry the same start (it happens), plus one a week later. */
async function league() {
  const championships = new MemoryChampionships();
  const races = new MemoryRaces();
  const enrolments = new MemoryEnrolments();
  await championships.insert(aChampionship({ id: 'copa' }));
  await championships.insert(aChampionship({ id: 'otra', nombreCampeonato: 'Otra' }));
  const same = { fechaInicio: '2026-04-10T00:00:00.000Z', horaInicio: '20:00' };
  // Ids and circuit names in opposite orders, so neither rule can pass for the other.
  await races.insert(aRace({ id: 'r-a', campeonatoId: 'copa', circuito: 'Zandvoort', ...same }));
  await races.insert(aRace({ id: 'r-b', campeonatoId: 'copa', circuito: 'Monza', ...same }));
  await races.insert(aRace({ id: 'r-c', campeonatoId: 'copa', circuito: 'Interlagos', ...same }));
  await races.insert(aRace({ id: 'r-d', campeonatoId: 'copa', circuito: 'Brands Hatch', fechaInicio: '2026-04-17T00:00:00.000Z', horaInicio: '20:00' }));
  await races.insert(aRace({ id: 'o-1', campeonatoId: 'otra', ...same }));
  const { audit, log } = memoryAudit();
  const tx = new MemoryTransactions(championships, races, enrolments, log);
  const deps = { championships, races, enrolments, tx, audit };
  return { ...deps, log, set: new SetRoundOrder(deps), list: new ListRaces(deps), lookup: new CompetitionLookup(deps) };
}

describe('Round order: the calendar, then the admin’s order, then the id (ADR 0014)', () => {
  it('breaks a tie of start by id, never by circuit name', async () => {
    const l = await league();
    const ids = (await l.list.execute({ campeonatoId: 'copa' })).map((r) => r.id);
    expect(ids).to.deep.equal(['r-a', 'r-b', 'r-c', 'r-d']);
    expect((await l.lookup.racesOf('copa')).map((r) => r.id)).to.deep.equal(ids);
  });

  it('sorts by the admin’s order among races of the same start, whatever the id', () => {
    const at = { fechaInicio: '2026-04-10T00:00:00.000Z', horaInicio: '20:00' };
    const races = [
      { id: 'a', ordenRonda: 3, ...at },
      { id: 'b', ordenRonda: 1, ...at },
      { id: 'c', ordenRonda: null, ...at },
      { id: 'd', ordenRonda: 2, ...at },
      { id: 'e', ordenRonda: 1, fechaInicio: '2026-04-03T00:00:00.000Z', horaInicio: '20:00' },
    ];
    expect(sortRaces(races).map((r) => r.id)).to.deep.equal(['e', 'b', 'd', 'a', 'c']);
  });

  it('stores the order the admin sets and numbers the rounds by it, in the list and for other modules', async () => {
    const l = await league();
    const answer = await l.set.execute(admin, 'copa', { carreraIds: ['r-c', 'r-a', 'r-b', 'r-d'] });
    expect(answer.map((r) => [r.id, r.ronda])).to.deep.equal([
      ['r-c', 1],
      ['r-a', 2],
      ['r-b', 3],
      ['r-d', 4],
    ]);
    expect((await l.list.execute({ campeonatoId: 'copa' })).map((r) => r.id)).to.deep.equal(['r-c', 'r-a', 'r-b', 'r-d']);
    expect((await l.lookup.racesOf('copa')).map((r) => r.id)).to.deep.equal(['r-c', 'r-a', 'r-b', 'r-d']);
    // Every championship's rounds are numbered on their own.
    const all = await l.list.execute();
    expect(all.find((r) => r.id === 'o-1')?.ronda).to.equal(1);
    expect(all.find((r) => r.id === 'r-d')?.ronda).to.equal(4);
  });

  it('refuses an order that puts a race before one that starts earlier, naming both, and stores nothing', async () => {
    const l = await league();
    const error = await refusal(l.set.execute(admin, 'copa', { carreraIds: ['r-d', 'r-a', 'r-b', 'r-c'] }));
    expect(statusOf(error)).to.equal(400);
    expect(error.code).to.equal('VALIDATION_ERROR');
    expect(error.message).to.include('Brands Hatch').and.include('Zandvoort');
    expect(error.errors).to.have.property('carreraIds');
    expect((await l.races.findById('r-d'))?.ordenRonda ?? null).to.equal(null);
  });

  it('refuses a list that is not every race of the championship once', async () => {
    const l = await league();
    for (const carreraIds of [
      ['r-a', 'r-b', 'r-c'],
      ['r-a', 'r-b', 'r-c', 'r-d', 'o-1'],
      ['r-a', 'r-a', 'r-c', 'r-d'],
      ['r-a', 'r-b', 'r-c', 'nope'],
    ]) {
      const error = await refusal(l.set.execute(admin, 'copa', { carreraIds }));
      expect(statusOf(error), carreraIds.join()).to.equal(409);
      expect(error.code).to.equal('ROUND_ORDER_CHANGED');
    }
    expect((await l.list.execute({ campeonatoId: 'copa' })).map((r) => r.id)).to.deep.equal(['r-a', 'r-b', 'r-c', 'r-d']);
  });

  it('answers a malformed body in Spanish, an unknown championship with 404, and only to admins', async () => {
    const l = await league();
    const bad = await refusal(l.set.execute(admin, 'copa', { carreraIds: 'r-a' }));
    expect(statusOf(bad)).to.equal(400);
    expect(bad.errors?.carreraIds).to.match(/carreras/);
    expect(statusOf(await refusal(l.set.execute(admin, 'nada', { carreraIds: [] })))).to.equal(404);
    expect(statusOf(await refusal(l.set.execute(driver, 'copa', { carreraIds: ['r-a', 'r-b', 'r-c', 'r-d'] })))).to.equal(403);
  });

  it('records the new numbering once, naming the rounds that moved; the same order again, or one refused, records nothing', async () => {
    const l = await league();
    await l.set.execute(admin, 'copa', { carreraIds: ['r-c', 'r-a', 'r-b', 'r-d'] });
    await l.set.execute(admin, 'copa', { carreraIds: ['r-c', 'r-a', 'r-b', 'r-d'] });
    await refusal(l.set.execute(admin, 'copa', { carreraIds: ['r-d', 'r-a', 'r-b', 'r-c'] }));
    expect(l.log.entries.map((e) => [e.actorId, e.accion, e.objetoId, e.cambios.map((c) => [c.campo, c.despues])])).to.deep.equal([
      ['admin', 'campeonato.orden-de-rondas', 'copa', [['Brands Hatch 2026-04-17', 4], ['Interlagos 2026-04-10', 1], ['Monza 2026-04-10', 3], ['Zandvoort 2026-04-10', 2]]],
    ]);
  });

  it('names two rounds on one circuit and day apart in the entry, by their ids', async () => {
    const l = await league();
    const same = { campeonatoId: 'doble', circuito: 'Monza', fechaInicio: '2026-05-01T00:00:00.000Z', horaInicio: '20:00' };
    await l.championships.insert(aChampionship({ id: 'doble', nombreCampeonato: 'Doble' }));
    await l.races.insert(aRace({ id: 'd-1', ...same }));
    await l.races.insert(aRace({ id: 'd-2', ...same }));
    await l.set.execute(admin, 'doble', { carreraIds: ['d-2', 'd-1'] });
    const entry = l.log.entries.find((e) => e.objetoId === 'doble')!;
    expect(entry.cambios.map((c) => [c.campo, c.despues])).to.deep.equal([
      ['Monza 2026-05-01 (d-1)', 2],
      ['Monza 2026-05-01 (d-2)', 1],
    ]);
  });
});
