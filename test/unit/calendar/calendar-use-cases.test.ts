import { expect } from 'chai';
import { GetFeedLink, RegenerateFeedLink } from '../../../src/modules/calendar/application/feed-link.use-cases.js';
import { ChampionshipCalendar, DriverCalendar, EventCalendar, PublicCalendar } from '../../../src/modules/calendar/application/feeds.use-cases.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { aCalendarEvent, aRace, MemoryFeedTokens, MemorySchedule } from '../../support/in-memory/calendar.js';
import { refusal } from '../../support/refusal.js';

const ana: Actor = { id: 'ana', rol: 'user', suspendido: false };
const GONE = 'No encontramos este calendario. Si regeneraste tu enlace, copia el nuevo desde tu perfil.';

function calendar() {
  // 10 April 2026, 20:30 in Mexico City: the Monza race (20:00, an hour long) is under way.
  const clock = new ManualClock(new Date('2026-04-11T02:30:00.000Z'));
  const schedule = new MemorySchedule();
  schedule.races = [
    aRace({ id: 'r0', fechaInicio: '2026-04-03T00:00:00.000Z', circuito: 'Spa' }),
    aRace(),
    aRace({ id: 'r9', campeonatoId: 'otra', nombreCampeonato: 'Copa Norte', fechaInicio: '2026-04-20T00:00:00.000Z', circuito: 'Suzuka' }),
  ];
  schedule.events = [aCalendarEvent()];
  schedule.enrolled = { ana: ['copa', 'e1'] };
  schedule.liveAccounts.add('ana');
  const tokens = new MemoryFeedTokens();
  const deps = { races: schedule.raceSource, events: schedule.eventSource, accounts: schedule, tokens, site: { publicUrl: 'https://parrilla.test' }, clock };
  return {
    schedule,
    tokens,
    link: new GetFeedLink(deps),
    regenerate: new RegenerateFeedLink(deps),
    publicFeed: new PublicCalendar(deps),
    championship: new ChampionshipCalendar(deps),
    event: new EventCalendar(deps),
    driver: new DriverCalendar(deps),
  };
}

const titles = (feed: { entries: Array<{ title: string }> }) => feed.entries.map((e) => e.title);

describe('Calendar feeds over memory', () => {
  it('the public feed keeps what is still to come or under way, by start, and changes when the first of them ends', async () => {
    const c = calendar();
    const feed = await c.publicFeed.execute();
    expect(titles(feed)).to.deep.equal(['Copa Volcán — Fecha 2: Monza', 'Noche de Spa', 'Copa Norte — Fecha 1: Suzuka']);
    expect(feed.changesAt?.toISOString()).to.equal('2026-04-11T03:00:00.000Z');
  });

  it('the public feed numbers a race after the races of its championship it was only told the number of', async () => {
    const c = calendar();
    const whole = await c.publicFeed.execute();
    // Spa (3 April) is before the days read: only counted.
    c.schedule.racesFrom = '2026-04-05';
    const bounded = await c.publicFeed.execute();
    expect(titles(bounded)).to.deep.equal(['Copa Volcán — Fecha 2: Monza', 'Noche de Spa', 'Copa Norte — Fecha 1: Suzuka']);
    expect(bounded).to.deep.equal(whole);
  });

  it('a championship feed keeps its past races, numbered within it; an unknown championship or event is not found', async () => {
    const c = calendar();
    expect(titles(await c.championship.execute('copa'))).to.deep.equal(['Copa Volcán — Fecha 1: Spa', 'Copa Volcán — Fecha 2: Monza']);
    expect(titles(await c.event.execute('e1'))).to.deep.equal(['Noche de Spa']);
    expect((await refusal(c.championship.execute('nada'))).code).to.equal('CHAMPIONSHIP_NOT_FOUND');
    expect((await refusal(c.event.execute('nada'))).code).to.equal('EVENT_NOT_FOUND');
  });

  it('a driver gets one personal address, the same each time he asks; regenerating it ends the old one', async () => {
    const c = calendar();
    const first = await c.link.execute(ana);
    expect(first.url).to.match(/^https:\/\/parrilla\.test\/api\/calendario\/[\w-]{43}\.ics$/);
    expect(first.webcal).to.equal(first.url.replace('https:', 'webcal:'));
    expect((await c.link.execute(ana)).url).to.equal(first.url);
    const token = (url: string) => /calendario\/([\w-]{43})\.ics$/.exec(url)![1]!;
    expect(titles(await c.driver.execute(token(first.url)))).to.deep.equal(['Copa Volcán — Fecha 1: Spa', 'Copa Volcán — Fecha 2: Monza', 'Noche de Spa']);
    const second = await c.regenerate.execute(ana);
    expect(second.url).to.not.equal(first.url);
    expect((await refusal(c.driver.execute(token(first.url)))).message).to.equal(GONE);
    expect(titles(await c.driver.execute(token(second.url)))).to.have.length(3);
  });

  it('a malformed token, or one whose account was deleted, is not found; a suspended account may not regenerate', async () => {
    const c = calendar();
    const { url } = await c.link.execute(ana);
    expect((await refusal(c.driver.execute('corto'))).message).to.equal(GONE);
    c.schedule.liveAccounts.delete('ana');
    expect((await refusal(c.driver.execute(/calendario\/([\w-]{43})\.ics$/.exec(url)![1]!))).message).to.equal(GONE);
    expect((await refusal(c.regenerate.execute({ ...ana, suspendido: true }))).message).to.equal('Tu cuenta está suspendida');
    expect(c.tokens.byUser.get('ana')!.token).to.equal(/calendario\/([\w-]{43})\.ics$/.exec(url)![1]);
  });
});
