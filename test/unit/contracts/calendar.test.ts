import { expect } from 'chai';
import { DEFAULT_CALENDAR_MINUTES, googleCalendarLink, googleSubscribeLink, scheduledEnd, scheduledMinutes, utcStamp } from '../../../src/contracts/calendar.js';
import { mexicoCityInstant } from '../../../src/contracts/formats.js';

const none = { hasPractice: false, practiceDuration: 0, hasQualy: false, qualyDuration: 0, hasRace: false, raceDuration: 0 };

describe('Calendar entries and Google Calendar links (src/contracts/calendar.ts)', () => {
  it('lasts the sessions held, and two hours when they add up to nothing', () => {
    expect(scheduledMinutes({ hasPractice: true, practiceDuration: 15, hasQualy: true, qualyDuration: 10, hasRace: true, raceDuration: 45 })).to.equal(70);
    // A session not held does not count even with a duration left in the form.
    expect(scheduledMinutes({ ...none, hasPractice: false, practiceDuration: 30, hasRace: true, raceDuration: 60 })).to.equal(60);
    expect(scheduledMinutes(none)).to.equal(DEFAULT_CALENDAR_MINUTES);
    expect(DEFAULT_CALENDAR_MINUTES).to.equal(120);
    expect(scheduledEnd(new Date('2025-07-13T02:00:00Z'), none).toISOString()).to.equal('2025-07-13T04:00:00.000Z');
  });

  it('writes UTC instants the RFC 5545 way', () => {
    expect(utcStamp(new Date('2021-07-11T01:05:09.123Z'))).to.equal('20210711T010509Z');
  });

  it('links Google Calendar\'s new-event form with UTC dates: the same 20:00 in Mexico City is 01:00Z in July 2021 and 02:00Z in July 2025', () => {
    const start2021 = mexicoCityInstant('2021-07-10', '20:00');
    const link2021 = new URL(googleCalendarLink({ title: 'Copa — Fecha 1: Monza', start: start2021, end: scheduledEnd(start2021, { ...none, hasRace: true, raceDuration: 45 }), details: 'Más información', location: 'Monza' }));
    expect(link2021.origin + link2021.pathname).to.equal('https://calendar.google.com/calendar/render');
    expect(link2021.searchParams.get('action')).to.equal('TEMPLATE');
    expect(link2021.searchParams.get('dates')).to.equal('20210711T010000Z/20210711T014500Z');
    expect(link2021.searchParams.get('text')).to.equal('Copa — Fecha 1: Monza');
    expect(link2021.searchParams.get('location')).to.equal('Monza');
    expect(link2021.searchParams.get('details')).to.equal('Más información');

    const start2025 = mexicoCityInstant('2025-07-12', '20:00');
    expect(new URL(googleCalendarLink({ title: 'x', start: start2025, end: scheduledEnd(start2025, none) })).searchParams.get('dates')).to.equal('20250713T020000Z/20250713T040000Z');
  });

  it('subscribes Google Calendar to a feed by its webcal address', () => {
    const link = new URL(googleSubscribeLink('https://parrilla.example.mx/api/campeonatos/abc/calendario.ics'));
    expect(link.searchParams.get('cid')).to.equal('webcal://parrilla.example.mx/api/campeonatos/abc/calendario.ics');
  });
});
