import { expect } from 'chai';
import { RaceSchedule } from '../../../src/modules/championships/application/race-schedule.js';
import { PublicCalendar } from '../../../src/modules/calendar/application/feeds.use-cases.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { aChampionship, aRace, MemoryChampionships, MemoryEnrolments, MemoryRaces } from '../../support/in-memory/championships.js';

describe("The races the public calendar reads (RaceSchedule's notEndedBy)", () => {
  // 10 April 2026, 20:30 in Mexico City.
  const NOW = new Date('2026-04-11T02:30:00.000Z');

  async function league() {
    const championships = new MemoryChampionships();
    const races = new MemoryRaces();
    await championships.insert(aChampionship({ id: 'copa', nombreCampeonato: 'Copa Volcán' }));
    await championships.insert(aChampionship({ id: 'vieja', nombreCampeonato: 'Copa 2024' }));
    await championships.insert(aChampionship({ id: 'norte', nombreCampeonato: 'Copa Norte' }));
    const add = (id: string, campeonatoId: string, day: string, horaInicio: string | null, extra: Record<string, unknown> = {}) =>
      races.insert(aRace({ id, campeonatoId, circuito: id, fechaInicio: `${day}T00:00:00.000Z`, horaInicio, ...extra }));
    // A past season: none of it is answered nor counted.
    await add('v1', 'vieja', '2024-03-01', '20:00');
    await add('v2', 'vieja', '2024-04-01', '20:00');
    // Copa Volcán: two races long before the window, one inside it but over, one under way, one ahead.
    await add('c1', 'copa', '2026-02-01', '20:00');
    await add('c2', 'copa', '2026-02-15', '20:00');
    await add('c3', 'copa', '2026-04-01', '20:00', { estado: 'finalizada' });
    await add('c4', 'copa', '2026-04-10', '20:00');
    await add('c5', 'copa', '2026-04-20', null, { estado: 'cancelada' });
    await add('n1', 'norte', '2026-05-02', '19:00');
    const schedule = new RaceSchedule({ championships, races, enrolments: new MemoryEnrolments() });
    return { championships, races, schedule };
  }

  it('answers the races from 22 days before Mexico City’s today on, with their championship, and how many of each come before', async () => {
    const { schedule, races } = await league();
    const { races: later, earlier } = await schedule.notEndedBy(NOW);
    // Three sessions of at most 10,000 minutes each end within 22 days of their day.
    expect(races.startingFromAsked).to.deep.equal(['2026-03-19']);
    expect(later.map((r) => [r.id, r.nombreCampeonato])).to.deep.equal([
      ['c3', 'Copa Volcán'],
      ['c4', 'Copa Volcán'],
      ['c5', 'Copa Volcán'],
      ['n1', 'Copa Norte'],
    ]);
    expect(earlier).to.deep.equal(new Map([['copa', 2]]));
  });

  it('makes the public feed number each race within its whole championship, as when every race was read', async () => {
    const { schedule, championships, races } = await league();
    const noEvents = { notEndedBy: async () => [], one: () => Promise.reject(new Error('ningún evento')), ofDriver: async () => [] };
    const feed = (source: Pick<RaceSchedule, 'notEndedBy'>) =>
      new PublicCalendar({
        races: { notEndedBy: (now) => source.notEndedBy(now), ofChampionship: async () => [], ofDriver: async () => [] },
        events: noEvents,
        site: { publicUrl: 'https://parrilla.test' },
        clock: new ManualClock(NOW),
      }).execute();
    // The old read: every championship's every race.
    const whole = new RaceSchedule({ championships, races, enrolments: new MemoryEnrolments() });
    const everything = { notEndedBy: async () => ({ races: (await Promise.all((await championships.list()).map((c) => whole.ofChampionship(c.id)))).flat(), earlier: new Map<string, number>() }) };
    const bounded = await feed(schedule);
    expect(bounded.entries.map((e) => e.title)).to.deep.equal(['Copa Volcán — Fecha 4: c4', 'Copa Volcán — Fecha 5: c5', 'Copa Norte — Fecha 1: n1']);
    expect(bounded).to.deep.equal(await feed(everything));
  });

  it('reads nothing more when no race is that recent', async () => {
    const { schedule } = await league();
    expect(await schedule.notEndedBy(new Date('2027-01-01T12:00:00.000Z'))).to.deep.equal({ races: [], earlier: new Map() });
  });
});
