import { expect } from 'chai';
import { RESULTS, type ScoredEntry, type ScoredSessionResult } from '../../../src/modules/results/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { fixtureBytes, needFixtures, rawFixture } from '../../support/iracing-exports.js';
import { createRace } from '../championships/championship-fixtures.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- raw exports are read here as plain JSON, independently of the product's reader */

const ms = (tenThousandths: number) => (tenThousandths > 0 ? tenThousandths / 10 : null);

/** What a row of the raw export should come out as, worked out here from the file alone. */
function expectedEntry(raw: any, row: any) {
  const carClass = (raw.car_classes ?? []).find((c: any) => c.car_class_id === row.car_class_id);
  const position = row.finish_position + 1;
  return {
    custId: row.driver_results ? null : row.cust_id,
    displayName: row.display_name,
    teamId: row.driver_results ? row.team_id : null,
    teamName: row.driver_results ? row.display_name : null,
    carClassId: row.car_class_id,
    carClassName: carClass?.name ?? row.car_class_name,
    startingPosition: row.starting_position >= 0 ? row.starting_position + 1 : null,
    finishPosition: position,
    lapsComplete: row.laps_complete,
    lapsLed: Math.max(0, row.laps_lead),
    bestLapTime: ms(row.best_lap_time),
    interval: position === 1 ? 0 : ms(row.interval),
    reasonOut: row.reason_out,
    drivers: (row.driver_results ?? []).map((d: any) => d.cust_id),
  };
}

const picked = (e: ScoredEntry) => ({
  custId: e.custId,
  displayName: e.displayName,
  teamId: e.teamId,
  teamName: e.teamName,
  carClassId: e.carClassId,
  carClassName: e.carClassName,
  startingPosition: e.startingPosition,
  finishPosition: e.finishPosition,
  lapsComplete: e.lapsComplete,
  lapsLed: e.lapsLed,
  bestLapTime: e.bestLapTime,
  interval: e.interval,
  reasonOut: e.reasonOut,
  drivers: e.drivers.map((d) => d.custId),
});

/** Every qualifying and race session of the export, in iRacing's numbering order. */
function expectedPhases(raw: any) {
  return [...raw.session_results]
    .filter((s: any) => [4, 5, 6].includes(s.simsession_type))
    .sort((a: any, b: any) => a.simsession_number - b.simsession_number)
    .map((s: any) => ({
      kind: s.simsession_type === 6 ? 'race' : 'qualifying',
      simsessionNumber: s.simsession_number,
      entries: [...s.results].sort((a: any, b: any) => a.finish_position - b.finish_position).map((r: any) => expectedEntry(raw, r)),
    }));
}

describeEachDatabase('Scored sessions of a championship, read for standings', (kind) => {
  // Between the 2022 events' publication and the 2024 one's: 2024-03-16 17:56:50 end + 1 hour.
  const clock = new ManualClock(new Date('2024-03-16T18:30:00.000Z'));
  const t = useTestApi(kind, { clock });
  let admin: { token: string };

  beforeEach(async function () {
    needFixtures(this);
    admin = await createUser(t.context, { rol: 'admin' });
  });

  const upload = async (name: string, fields: Record<string, string> = {}) => {
    const req = t.api.request.post('/api/events/import-file').set(bearer(admin.token));
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    const res = await req.attach('eventfile', fixtureBytes(name), name);
    expect(res.status, `${name}: ${res.body.message}`).to.equal(201);
  };

  it("answers each linked event's session, publication and rows as the real exports hold them", async () => {
    const roundA = await createRace(t, admin.token);
    const roundB = await createRace(t, admin.token);
    const other = await createRace(t, admin.token);
    await upload('official-2024-multiclass.json', { carreraId: roundA, sesion: '2' });
    await upload('league-heat-race.json', { carreraId: roundA, sesion: '1' });
    await upload('official-team-multiclass.json', { carreraId: roundB });
    await upload('league-hosted-single-class.json', { carreraId: other });
    await upload('official-multiclass-no-qualy.json');

    const port = t.context.container.get(RESULTS.ScoredSessionResults);
    const sessions = await port.forRaces([roundA, roundB]);
    const key = (s: ScoredSessionResult) => `${s.carreraId === roundA ? 'A' : 'B'}${s.sesion}:${s.subsessionId}`;
    const files: Record<string, string> = {
      [`A1:${rawFixture('league-heat-race.json').subsession_id}`]: 'league-heat-race.json',
      [`A2:${rawFixture('official-2024-multiclass.json').subsession_id}`]: 'official-2024-multiclass.json',
      [`B1:${rawFixture('official-team-multiclass.json').subsession_id}`]: 'official-team-multiclass.json',
    };
    expect(sessions.map(key)).to.have.members(Object.keys(files));

    for (const session of sessions) {
      const raw = rawFixture(files[key(session)]!);
      expect(session.published, key(session)).to.equal(raw.subsession_id !== rawFixture('official-2024-multiclass.json').subsession_id);
      expect(session.teamEvent).to.equal(raw.session_results.some((s: any) => s.results.some((r: any) => r.driver_results)));
      const phases = expectedPhases(raw);
      expect(session.phases.map((p) => ({ kind: p.kind, simsessionNumber: p.simsessionNumber }))).to.deep.equal(
        phases.map((p) => ({ kind: p.kind, simsessionNumber: p.simsessionNumber })),
      );
      for (const [i, phase] of session.phases.entries()) {
        expect(phase.entries.map(picked), `${key(session)} ${phase.name}`).to.deep.equal(phases[i]!.entries);
      }
    }

    // The heat event's main race is FEATURE (session 0), not HEAT 1.
    const heat = sessions.find((s) => s.subsessionId === rawFixture('league-heat-race.json').subsession_id)!;
    expect(heat.phases.filter((p) => p.main).map((p) => p.name)).to.deep.equal(['FEATURE']);
    expect(heat.phases.map((p) => p.name)).to.include.members(['QUALIFY', 'HEAT 1', 'FEATURE']);

    // A driver of the team event, read straight from the file.
    const team = sessions.find((s) => s.teamEvent)!;
    const rawTeam = rawFixture('official-team-multiclass.json').session_results.find((s: any) => s.simsession_number === 0).results.find((r: any) => r.finish_position === 0);
    const firstTeam = team.phases.find((p) => p.main)!.entries[0]!;
    expect(firstTeam.drivers.map((d) => ({ custId: d.custId, displayName: d.displayName, lapsComplete: d.lapsComplete }))).to.deep.equal(
      rawTeam.driver_results.map((d: any) => ({ custId: d.cust_id, displayName: d.display_name, lapsComplete: d.laps_complete })),
    );

    // Only the public ones when asked; nothing for no races.
    const published = await port.forRaces([roundA, roundB], { publishedOnly: true });
    expect(published.map(key)).to.have.members(Object.keys(files).filter((k) => !k.startsWith('A2')));
    expect(await port.forRaces([])).to.deep.equal([]);
  });
});
