import { expect } from 'chai';
import { ListEntries, ListEntriesForAdmin } from '../../../src/modules/championships/application/list-entries.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import {
  aChampionship,
  aRace,
  MemoryChampionships,
  MemoryEnrolments,
  MemoryEntrants,
  MemoryEntryRequests,
  MemoryRaces,
  MemoryWaitlist,
} from '../../support/in-memory/championships.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const accounts = ['ana', 'beto'].map((id) => ({ id, nombre: id[0].toUpperCase() + id.slice(1), apellido: 'Prueba', email: `${id}@ejemplo.test` }));

/** A championship of two races with Ana and Beto entered; `suspended` answers as STEWARDING.Suspensions would. */
async function league(suspended: Array<{ carreraId: string; userId: string }>) {
  const championships = new MemoryChampionships();
  const enrolments = new MemoryEnrolments();
  const races = new MemoryRaces();
  await championships.insert(aChampionship({ id: 'copa' }));
  // Stored out of order: the entry lists them in race order.
  await races.insert(aRace({ id: 'r2', campeonatoId: 'copa', circuito: 'Interlagos', fechaInicio: '2026-04-17T00:00:00.000Z', horaInicio: '20:00' }));
  await races.insert(aRace({ id: 'r1', campeonatoId: 'copa', circuito: 'Monza', fechaInicio: '2026-04-10T00:00:00.000Z', horaInicio: '20:00' }));
  for (const [i, userId] of ['ana', 'beto'].entries()) await enrolments.insert({ id: `e${i}`, campeonatoId: 'copa', userId, origen: 'admin', createdAt: `2026-03-0${i + 1}T18:00:00.000Z` });
  const deps = {
    championships,
    enrolments,
    races,
    entrants: new MemoryEntrants(accounts),
    paidEnrolments: { completedFor: async () => [] },
    waitlist: new MemoryWaitlist(),
    requests: new MemoryEntryRequests(),
    clock: new ManualClock(new Date('2026-04-01T18:00:00.000Z')),
    suspensions: { suspendedIn: async (id: string) => (id === 'copa' ? suspended : []) },
  };
  return { list: new ListEntries(deps), admin: new ListEntriesForAdmin(deps) };
}

describe('A suspension on the entry lists (licence points)', () => {
  it('shows each suspended driver the races he may not run, in race order, with circuit and start instant', async () => {
    const { list } = await league([
      { carreraId: 'r2', userId: 'beto' },
      { carreraId: 'r1', userId: 'beto' },
    ]);
    const answer = await list.execute('copa');
    const beto = answer.data.find((e) => e.usuarioId === 'beto')!;
    // 20:00 in Mexico City (UTC−6 since 2022) is 02:00 UTC the next day.
    expect(beto.suspensiones).to.deep.equal([
      { carreraId: 'r1', circuito: 'Monza', inicio: '2026-04-11T02:00:00.000Z' },
      { carreraId: 'r2', circuito: 'Interlagos', inicio: '2026-04-18T02:00:00.000Z' },
    ]);
    expect(answer.data.find((e) => e.usuarioId === 'ana')!.suspensiones).to.deep.equal([]);
  });

  it('gives the admin list the same suspensions', async () => {
    const { admin: listForAdmin } = await league([{ carreraId: 'r1', userId: 'ana' }]);
    const answer = await listForAdmin.execute(admin, 'copa');
    expect(answer.data.map((e) => [e.usuarioId, e.suspensiones.map((s) => s.carreraId)])).to.deep.equal([
      ['ana', ['r1']],
      ['beto', []],
    ]);
  });
});
