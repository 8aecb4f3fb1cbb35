import { expect } from 'chai';
import { ListUpcomingRaces } from '../../../src/modules/championships/application/list-upcoming-races.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import { aChampionship, aRace, MemoryChampionships, MemoryRaces } from '../../support/in-memory/championships.js';

describe('The next races (ListUpcomingRaces)', () => {
  async function league() {
    const clock = new ManualClock(new Date('2026-03-01T12:00:00.000Z'));
    const championships = new MemoryChampionships();
    const races = new MemoryRaces();
    await championships.insert(aChampionship({ id: 'copa', nombreCampeonato: 'Copa Volcán' }));
    await championships.insert(aChampionship({ id: 'serie', nombreCampeonato: 'Serie Pacífico' }));
    const add = (id: string, campeonatoId: string, day: string, horaInicio: string | null, extra: Record<string, unknown> = {}) =>
      races.insert(aRace({ id, campeonatoId, fechaInicio: `${day}T00:00:00.000Z`, horaInicio, ...extra }));
    await add('pasada', 'copa', '2026-02-20', '20:00');
    // Ten races this morning, all started: the read goes past them.
    for (let i = 0; i < 10; i++) await add(`manana-${i}`, 'serie', '2026-03-01', '05:00');
    await add('ahora', 'copa', '2026-03-01', '06:00');
    await add('cancelada', 'copa', '2026-03-02', '01:00', { estado: 'cancelada' });
    await add('sin-hora', 'copa', '2026-03-02', null);
    await add('segunda', 'serie', '2026-03-02', '03:00', { ordenRonda: 2 });
    await add('primera', 'serie', '2026-03-02', '03:00', { ordenRonda: 1 });
    await add('jueves', 'copa', '2026-03-05', '19:00');
    return { clock, championships, races, upcoming: new ListUpcomingRaces({ championships, races, clock }) };
  }

  it('lists the races still ahead in the calendar order, past those already started, with their championship and round', async () => {
    const { upcoming } = await league();
    const { races, changesAt } = await upcoming.execute('4');
    expect(races.map((r) => r.id)).to.deep.equal(['ahora', 'sin-hora', 'primera', 'segunda']);
    expect(races.map((r) => [r.nombreCampeonato, r.ronda])).to.deep.equal([
      ['Copa Volcán', 2],
      ['Copa Volcán', 3],
      ['Serie Pacífico', 11],
      ['Serie Pacífico', 12],
    ]);
    // The first leaves the list the minute after it starts (06:00 in Mexico City).
    expect(changesAt?.toISOString()).to.equal('2026-03-01T12:01:00.000Z');
  });

  it('drops a race the minute after its start, and says nothing changes by time when none is ahead', async () => {
    const { upcoming, clock } = await league();
    clock.set('2026-03-01T12:01:00.000Z');
    expect((await upcoming.execute('1')).races.map((r) => r.id)).to.deep.equal(['sin-hora']);
    clock.set('2026-03-06T12:00:00.000Z');
    expect(await upcoming.execute('5')).to.deep.equal({ races: [], changesAt: null });
  });

  it('refuses a count outside 1 to 20', async () => {
    const { upcoming } = await league();
    for (const n of ['0', '21', 'x', undefined]) {
      const err = await upcoming.execute(n).catch((e: unknown) => e);
      expect(err, String(n)).to.be.instanceOf(DomainError);
      expect((err as Error).message).to.equal('Se muestran de 1 a 20 próximas carreras.');
    }
  });
});
