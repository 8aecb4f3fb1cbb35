import { expect } from 'chai';
import { matchSessions, type RaceStart, type SeasonSession } from '../../../src/modules/iracing/domain/season-matching.js';

const HOUR = 60 * 60_000;
const START = new Date('2026-04-04T02:00:00.000Z');
const at = (ms: number, base = START) => new Date(base.getTime() + ms).toISOString();
const session = (subsessionId: number, launchAt: string): SeasonSession => ({ subsessionId, launchAt, hasResults: true, track: 'Autódromo Hermanos Rodríguez' });
const race: RaceStart = { id: 'carrera-1', inicio: START.toISOString() };

/** The race and session each subsession was matched to, by subsession id. */
const matched = (sessions: SeasonSession[], races: RaceStart[]) =>
  Object.fromEntries(matchSessions(sessions, races).map((m) => [m.session.subsessionId, [m.carreraId, m.sesion]]));

describe('Matching the sessions of an iRacing league season to the races of a championship', () => {
  it('puts a session launched from 3 hours before to 12 hours after a race start in that race, both edges included', () => {
    const sessions = [session(1, at(-3 * HOUR)), session(2, at(0)), session(3, at(12 * HOUR))];
    expect(matched(sessions, [race])).to.deep.equal({ 1: ['carrera-1', 1], 2: ['carrera-1', 2], 3: ['carrera-1', 3] });
  });

  it('leaves out a session launched 1 ms before the 3 hours before the start', () => {
    expect(matched([session(1, at(-3 * HOUR - 1))], [race])).to.deep.equal({ 1: [null, null] });
  });

  it('leaves out a session launched 1 ms after the 12 hours after the start', () => {
    expect(matched([session(1, at(12 * HOUR + 1))], [race])).to.deep.equal({ 1: [null, null] });
  });

  it('gives a session that two races could take to the race whose start is nearest', () => {
    const early: RaceStart = { id: 'temprana', inicio: START.toISOString() };
    const late: RaceStart = { id: 'tardia', inicio: at(6 * HOUR) };
    // 4 h after the early start and 2 h before the late one: both qualify, the late one is nearer.
    const nearLate = session(10, at(4 * HOUR));
    // 1 h after the early start and 5 h before the late one (out of its window anyway).
    const nearEarly = session(11, at(1 * HOUR));
    // 5 h after the early start, 1 h before the late one, with the races listed the other way round.
    const alsoLate = session(12, at(5 * HOUR));
    expect(matched([nearLate, nearEarly, alsoLate], [late, early])).to.deep.equal({ 10: ['tardia', 1], 11: ['temprana', 1], 12: ['tardia', 2] });
  });

  it("numbers a race's sessions 1, 2, 3 in launch order whatever order they arrive in", () => {
    const sessions = [session(30, at(2 * HOUR)), session(10, at(-1 * HOUR)), session(20, at(30 * 60_000))];
    const matches = matchSessions(sessions, [race]);
    expect(matches.map((m) => [m.session.subsessionId, m.carreraId, m.sesion])).to.deep.equal([
      [10, 'carrera-1', 1],
      [20, 'carrera-1', 2],
      [30, 'carrera-1', 3],
    ]);
  });

  it('leaves a fourth session of one race unmatched', () => {
    const sessions = [session(4, at(3 * HOUR)), session(1, at(0)), session(3, at(2 * HOUR)), session(2, at(HOUR))];
    expect(matched(sessions, [race])).to.deep.equal({ 1: ['carrera-1', 1], 2: ['carrera-1', 2], 3: ['carrera-1', 3], 4: [null, null] });
  });

  it('leaves unmatched a session near no race, and every session when the championship has no races', () => {
    expect(matched([session(1, at(48 * HOUR)), session(2, at(0))], [race])).to.deep.equal({ 1: [null, null], 2: ['carrera-1', 1] });
    expect(matched([session(2, at(0))], [])).to.deep.equal({ 2: [null, null] });
  });

  it('answers every session it was given, once each', () => {
    const sessions = [session(3, at(HOUR)), session(1, at(-HOUR)), session(2, at(40 * HOUR))];
    expect(matchSessions(sessions, [race]).map((m) => m.session.subsessionId).sort()).to.deep.equal([1, 2, 3]);
  });
});
