import { expect } from 'chai';
import * as analyses from '../../../src/modules/results/domain/analyses.js';
import type { EventResult } from '../../../src/modules/results/domain/event-result.js';
import { readIracingExport, toEventResult } from '../../../src/modules/results/domain/iracing-export.js';
import { describeWithFixtures, fixtureBytes, rawFixture, resultFixtureNames } from '../../support/iracing-exports.js';

// Expected values below are worked out from the raw export with the definitions of DOMAIN-RULES §5
// (ten-thousandths of a second, 0-based positions, −1 as unknown), not through the product's reader.
/* eslint-disable @typescript-eslint/no-explicit-any */

let counter = 0;
const load = (name: string): EventResult => toEventResult(readIracingExport(fixtureBytes(name)), { newId: () => `id-${++counter}`, importedAt: '2026-01-01T00:00:00.000Z' });
const ms = (tenThousandths: number) => (tenThousandths > 0 ? tenThousandths / 10 : null);
const session = (raw: any, name: string) => raw.session_results.find((s: any) => s.simsession_name === name);
const mainRace = (raw: any) => raw.session_results.find((s: any) => s.simsession_number === 0 && s.simsession_type === 6);
const byFinish = (rows: any[]) => [...rows].sort((a, b) => a.finish_position - b.finish_position);
const byName = (a: string, b: string) => a.localeCompare(b, 'es');
const known = (v: number) => (v === -1 ? null : v);

describeWithFixtures('Results analyses on real iRacing exports', () => {
  it('imports every result fixture, each phase with as many rows as the export', () => {
    const names = resultFixtureNames();
    expect(names.length).to.be.at.least(7);
    for (const name of names) {
      const raw = rawFixture(name);
      const result = load(name);
      expect(result.event.subsessionId, name).to.equal(raw.subsession_id);
      expect(result.phases.map((p) => p.simsessionNumber), name).to.deep.equal(raw.session_results.map((s: any) => s.simsession_number).sort((a: number, b: number) => a - b));
      for (const s of raw.session_results) {
        const phase = result.phases.find((p) => p.simsessionNumber === s.simsession_number)!;
        const top = result.entries.filter((e) => e.phaseId === phase.id && e.teamEntryId === null);
        expect(top.length, `${name} ${s.simsession_name}`).to.equal(s.results.length);
      }
    }
  });

  describe('solo multi-class (official-2024-multiclass.json)', () => {
    const name = 'official-2024-multiclass.json';

    it('phase results of the race: positions, intervals in ms, lapped cars with laps down', () => {
      const raw = rawFixture(name);
      const race = byFinish(mainRace(raw).results);
      const { results } = analyses.phaseResults(load(name), 'race');
      expect(results).to.have.length(race.length);
      race.forEach((r: any, i: number) => {
        const row = results[i];
        expect(row.position).to.equal(r.finish_position + 1);
        expect(row.position_in_class).to.equal(r.finish_position_in_class + 1);
        expect(row.nombrePiloto).to.equal(r.display_name);
        expect(row.nombreEquipo).to.equal(null);
        expect(row.car_number).to.equal(r.livery.car_number);
        expect(row.categoriaAuto).to.equal(r.car_class_short_name);
        expect(row.bestLapTime).to.equal(ms(r.best_lap_time));
        expect(row.interval).to.equal(i === 0 ? 0 : ms(r.interval));
        expect(row.vueltasPerdidas).to.equal(race[0].laps_complete - r.laps_complete);
        expect(row.cust_id_individual).to.equal(r.cust_id);
      });
      const lapped = results.filter((r) => r.interval === null);
      expect(lapped.length).to.equal(race.filter((r: any) => r.interval === -1).length).and.be.greaterThan(0);
    });

    it('best laps: each phase in order, fastest first, only valid laps', () => {
      const raw = rawFixture(name);
      const expected = [...raw.session_results]
        .sort((a: any, b: any) => a.simsession_number - b.simsession_number)
        .flatMap((s: any) =>
          s.results
            .filter((r: any) => r.best_lap_time > 0)
            .sort((a: any, b: any) => a.best_lap_time - b.best_lap_time || a.finish_position - b.finish_position)
            .map((r: any) => [s.simsession_name, ms(r.best_lap_time), r.best_lap_num, r.display_name, r.car_name]),
        );
      const got = analyses.bestLaps(load(name)).map((r) => [r.phase_name, r.best_lap_time, r.lap_number, r.driver_display_name, r.car_name]);
      expect(got).to.deep.equal(expected);
    });

    it('hard chargers: places gained from the grid, most first, then the better finish', () => {
      const race = mainRace(rawFixture(name)).results;
      const expected = race
        .filter((r: any) => r.starting_position >= 0 && r.starting_position > r.finish_position)
        .map((r: any) => ({ n: r.display_name, g: r.starting_position - r.finish_position, f: r.finish_position + 1 }))
        .sort((a: any, b: any) => b.g - a.g || a.f - b.f);
      const got = analyses.hardChargers(load(name)).map((r) => ({ n: r.driver_display_name, g: r.positions_gained, f: r.finish_position }));
      expect(got).to.deep.equal(expected);
      expect(got[0].g).to.be.greaterThan(0);
    });

    it('qualy vs race: qualifying place minus race finish, overall and in class', () => {
      const raw = rawFixture(name);
      const qualy = new Map(session(raw, 'QUALIFY').results.map((r: any) => [r.cust_id, r]));
      const expected = byFinish(mainRace(raw).results)
        .filter((r: any) => qualy.has(r.cust_id))
        .map((r: any) => {
          const q: any = qualy.get(r.cust_id);
          return [r.display_name, q.finish_position + 1, ms(q.best_lap_time), q.finish_position - r.finish_position, q.finish_position_in_class - r.finish_position_in_class];
        });
      const got = analyses.qualyVsRace(load(name)).map((r) => [r.driver_display_name, r.qualy_position, r.best_qual_lap_time, r.positions_gained_lost, r.positions_gained_lost_in_class]);
      expect(got).to.deep.equal(expected);
    });

    it('incident ranking: incidents over every phase, most first, ties by name', () => {
      const raw = rawFixture(name);
      const totals = new Map<number, { n: string; t: number; by: string[] }>();
      const phases: any[] = [...raw.session_results];
      for (const s of phases.sort((a: any, b: any) => a.simsession_number - b.simsession_number)) {
        for (const r of s.results) {
          const cur = totals.get(r.cust_id) ?? { n: r.display_name, t: 0, by: [] as string[] };
          cur.t += r.incidents;
          cur.by.push(`${s.simsession_name}:${r.incidents}`);
          totals.set(r.cust_id, cur);
        }
      }
      const expected = [...totals.values()].sort((a, b) => b.t - a.t || byName(a.n, b.n));
      const got = analyses.incidentRanking(load(name)).map((r) => ({ n: r.driver_display_name, t: r.total_incidents, by: r.incidents_by_phase.map((p) => `${p.phase_name}:${p.incidents}`) }));
      expect(got).to.deep.equal(expected);
    });

    it('incident ratio: race incidents per lap for cars with a lap, highest first', () => {
      const race = mainRace(rawFixture(name)).results;
      const expected = race
        .filter((r: any) => r.laps_complete >= 1)
        .map((r: any) => ({ n: r.display_name, x: r.incidents / r.laps_complete }))
        .sort((a: any, b: any) => b.x - a.x || byName(a.n, b.n));
      expect(analyses.incidentRatioRanking(load(name)).map((r) => ({ n: r.driver_display_name, x: r.incidents_per_lap_race }))).to.deep.equal(expected);
    });

    it('laps led: race entries that led, most first', () => {
      const race = mainRace(rawFixture(name)).results;
      const expected = race
        .filter((r: any) => r.laps_lead > 0)
        .sort((a: any, b: any) => b.laps_lead - a.laps_lead || a.finish_position - b.finish_position)
        .map((r: any) => [r.display_name, r.laps_lead]);
      expect(analyses.lapsLedRanking(load(name)).map((r) => [r.driver_display_name, r.laps_led])).to.deep.equal(expected);
      expect(expected.length).to.be.greaterThan(0);
    });

    it('class standings of each class: class order, overall place, gap to the class leader', () => {
      const raw = rawFixture(name);
      for (const cls of raw.car_classes) {
        const rows = mainRace(raw).results.filter((r: any) => r.car_class_id === cls.car_class_id).sort((a: any, b: any) => a.finish_position_in_class - b.finish_position_in_class);
        const got = analyses.classStandings(load(name), cls.car_class_id);
        expect(got.car_class_name).to.equal(cls.name);
        expect(got.standings.map((s) => [s.driver_display_name, s.finish_position_in_class, s.overall_finish_position, s.interval_to_class_leader])).to.deep.equal(
          rows.map((r: any, i: number) => [r.display_name, r.finish_position_in_class + 1, r.finish_position + 1, i === 0 ? 0 : ms(r.class_interval)]),
        );
      }
    });

    it('rating changes sorted by iRating change and by CPI change', () => {
      const race = mainRace(rawFixture(name)).results;
      const rows = race.map((r: any) => ({
        n: r.display_name,
        ir: known(r.oldi_rating) === null || known(r.newi_rating) === null ? null : r.newi_rating - r.oldi_rating,
        cpi: known(r.old_cpi) === null || known(r.new_cpi) === null ? null : r.new_cpi - r.old_cpi,
      }));
      const sorter = (key: 'ir' | 'cpi') => (a: any, b: any) =>
        a[key] === null || b[key] === null ? (a[key] === b[key] ? byName(a.n, b.n) : a[key] === null ? 1 : -1) : b[key] - a[key] || byName(a.n, b.n);
      const result = load(name);
      expect(analyses.ratingChanges(result, 'irating_change').map((r) => ({ n: r.driver_display_name, ir: r.irating_change, cpi: r.cpi_change }))).to.deep.equal([...rows].sort(sorter('ir')));
      expect(analyses.ratingChanges(result, 'cpi_change').map((r) => ({ n: r.driver_display_name, ir: r.irating_change, cpi: r.cpi_change }))).to.deep.equal([...rows].sort(sorter('cpi')));
    });

    it('driver performance: the winner in each phase', () => {
      const raw = rawFixture(name);
      const winner = mainRace(raw).results.find((r: any) => r.finish_position === 0);
      const perf = analyses.driverPerformance(load(name), winner.cust_id);
      const expected = [...raw.session_results]
        .sort((a: any, b: any) => a.simsession_number - b.simsession_number)
        .flatMap((s: any) => s.results.filter((r: any) => r.cust_id === winner.cust_id).map((r: any) => [s.simsession_name, r.car_name, r.starting_position >= 0 ? r.starting_position + 1 : null, r.finish_position + 1, r.laps_complete, r.incidents, r.champ_points]));
      expect(perf.phases.map((p) => [p.phase_name, p.car_name, p.start, p.finish, p.laps, p.incidents, p.points])).to.deep.equal(expected);
    });

    it('podium: the first three of each class with car, fastest lap and incidents', () => {
      const raw = rawFixture(name);
      const got = analyses.podium(load(name));
      expect(got.map((c) => c.short_name)).to.deep.equal(raw.car_classes.map((c: any) => c.short_name));
      for (const cls of got) {
        const expected = mainRace(raw)
          .results.filter((r: any) => r.car_class_id === cls.car_class_id)
          .sort((a: any, b: any) => a.finish_position_in_class - b.finish_position_in_class)
          .slice(0, 3)
          .map((r: any) => [r.display_name, r.car_name, ms(r.best_lap_time), r.incidents]);
        expect(cls.winners.map((w) => [w.nombrePiloto, w.car_name, w.fastest_lap, w.incidents])).to.deep.equal(expected);
        expect(cls.track_name).to.equal(raw.track.track_name);
      }
    });
  });

  describe('team event (official-team-multiclass.json)', () => {
    const name = 'official-team-multiclass.json';

    it('phase results list teams with their drivers joined by " / "', () => {
      const raw = rawFixture(name);
      const race = byFinish(mainRace(raw).results);
      const { results } = analyses.phaseResults(load(name), 'RACE');
      expect(results.map((r) => [r.nombreEquipo, r.nombrePiloto, r.team_id, r.cust_id_individual, r.incidencias, r.vueltasDadas])).to.deep.equal(
        race.map((t: any) => [t.display_name, t.driver_results.map((d: any) => d.display_name).join(' / '), t.team_id, null, t.incidents, t.laps_complete]),
      );
    });

    it('rating changes per driver of every team, unknown ratings last', () => {
      const race = mainRace(rawFixture(name)).results;
      const drivers = race.flatMap((t: any) => t.driver_results);
      const got = analyses.ratingChanges(load(name));
      expect(got).to.have.length(drivers.length);
      const first = [...drivers]
        .filter((d: any) => d.oldi_rating !== -1 && d.newi_rating !== -1)
        .sort((a: any, b: any) => b.newi_rating - b.oldi_rating - (a.newi_rating - a.oldi_rating) || byName(a.display_name, b.display_name))[0];
      expect(got[0]).to.include({ driver_display_name: first.display_name, irating_change: first.newi_rating - first.oldi_rating, old_irating: first.oldi_rating });
      const nulls = got.filter((r) => r.irating_change === null);
      if (nulls.length) expect(got.slice(-nulls.length).every((r) => r.irating_change === null)).to.equal(true);
    });

    it('driver performance of a team driver reads their own driver rows', () => {
      const raw = rawFixture(name);
      const team = mainRace(raw).results.find((t: any) => t.finish_position === 0);
      const driver = team.driver_results[0];
      const perf = analyses.driverPerformance(load(name), driver.cust_id);
      const expected = [...raw.session_results]
        .sort((a: any, b: any) => a.simsession_number - b.simsession_number)
        .flatMap((s: any) => s.results.flatMap((t: any) => t.driver_results.filter((d: any) => d.cust_id === driver.cust_id).map((d: any) => [s.simsession_name, t.display_name, d.laps_complete, d.incidents])));
      expect(perf.driver_display_name).to.equal(driver.display_name);
      expect(perf.phases.map((p) => [p.phase_name, p.nombreEquipo, p.laps, p.incidents])).to.deep.equal(expected);
    });

    it('hard chargers and laps led count teams', () => {
      const race = mainRace(rawFixture(name)).results;
      const best = race
        .filter((t: any) => t.starting_position >= 0 && t.starting_position > t.finish_position)
        .sort((a: any, b: any) => b.starting_position - b.finish_position - (a.starting_position - a.finish_position) || a.finish_position - b.finish_position)[0];
      expect(analyses.hardChargers(load(name))[0]).to.include({ driver_display_name: best.display_name, nombreEquipo: best.display_name, positions_gained: best.starting_position - best.finish_position });
      const leaders = race.filter((t: any) => t.laps_lead > 0).sort((a: any, b: any) => b.laps_lead - a.laps_lead || a.finish_position - b.finish_position);
      expect(analyses.lapsLedRanking(load(name)).map((r) => [r.nombreEquipo, r.laps_led])).to.deep.equal(leaders.map((t: any) => [t.display_name, t.laps_lead]));
    });

    it('the podium has a card for each of the four classes, teams as winners', () => {
      const raw = rawFixture(name);
      const got = analyses.podium(load(name));
      expect(got.map((c) => c.car_class_id)).to.deep.equal(raw.car_classes.map((c: any) => c.car_class_id));
      const gt3 = mainRace(raw).results.filter((t: any) => t.car_class_id === raw.car_classes[0].car_class_id).sort((a: any, b: any) => a.finish_position_in_class - b.finish_position_in_class)[0];
      expect(got[0].winners[0]).to.include({ nombreEquipo: gt3.display_name, car_name: gt3.car_name, incidents: gt3.incidents, fastest_lap: ms(gt3.best_lap_time) });
    });
  });

  describe('heat event (league-heat-race.json)', () => {
    const name = 'league-heat-race.json';

    it('the race is FEATURE, and the last qualifying before it is QUALIFY', () => {
      const raw = rawFixture(name);
      const feature = session(raw, 'FEATURE');
      const qualy = new Map(session(raw, 'QUALIFY').results.map((r: any) => [r.cust_id, r]));
      const got = analyses.qualyVsRace(load(name));
      expect(got.map((r) => [r.driver_display_name, r.qualy_phase_name, r.qualy_position, r.race_finish_position])).to.deep.equal(
        byFinish(feature.results).map((r: any) => [r.display_name, 'QUALIFY', (qualy.get(r.cust_id) as any).finish_position + 1, r.finish_position + 1]),
      );
    });

    it('hard chargers come from FEATURE, not from HEAT 1', () => {
      const feature = session(rawFixture(name), 'FEATURE').results;
      const expected = feature
        .filter((r: any) => r.starting_position >= 0 && r.starting_position > r.finish_position)
        .sort((a: any, b: any) => b.starting_position - b.finish_position - (a.starting_position - a.finish_position) || a.finish_position - b.finish_position)
        .map((r: any) => [r.display_name, r.starting_position - r.finish_position]);
      expect(analyses.hardChargers(load(name)).map((r) => [r.driver_display_name, r.positions_gained])).to.deep.equal(expected);
    });

    it('incidents add up over the five phases in their order', () => {
      const raw = rawFixture(name);
      const member = session(raw, 'FEATURE').results[0];
      const perPhase = [...raw.session_results]
        .sort((a: any, b: any) => a.simsession_number - b.simsession_number)
        .flatMap((s: any) => s.results.filter((r: any) => r.cust_id === member.cust_id).map((r: any) => ({ phase_name: s.simsession_name, incidents: r.incidents })));
      const row = analyses.incidentRanking(load(name)).find((r) => r.cust_id === member.cust_id)!;
      expect(row.incidents_by_phase).to.deep.equal(perPhase);
      expect(row.total_incidents).to.equal(perPhase.reduce((s: number, p: any) => s + p.incidents, 0));
      expect(perPhase.map((p: any) => p.phase_name)).to.deep.equal(['PRACTICE', 'QUALIFY', 'HEAT 1', 'WARMUP', 'FEATURE']);
    });

    it('phase results of HEAT 1 are its own rows', () => {
      const heat = byFinish(session(rawFixture(name), 'HEAT 1').results);
      expect(analyses.phaseResults(load(name), 'heat 1').results.map((r) => [r.nombrePiloto, r.vueltasDadas, r.incidencias])).to.deep.equal(
        heat.map((r: any) => [r.display_name, r.laps_complete, r.incidents]),
      );
    });
  });

  describe('2021 export without car names (league-2021-export-multiclass.json)', () => {
    it('takes the car and class names from car_classes, and orders the sessions though RACE comes first', () => {
      const raw = rawFixture('league-2021-export-multiclass.json');
      const result = load('league-2021-export-multiclass.json');
      expect(result.phases.map((p) => p.name)).to.deep.equal(['PRACTICE', 'QUALIFY', 'RACE']);
      const cls = raw.car_classes.find((c: any) => c.car_class_id === raw.session_results[0].results[0].car_class_id);
      const { results } = analyses.phaseResults(result, 'RACE');
      expect(results[0].car_name).to.equal(cls.name);
      expect(results[0].categoriaAuto).to.equal(cls.short_name);
    });
  });

  it('an analysis reading only the phases it needs answers as it does with every row loaded', () => {
    for (const name of resultFixtureNames()) {
      const full = load(name);
      // As the repository filters: the phases asked for, and no driver rows of teams with entriesOnly.
      const only = (analysis: string, phase?: string): EventResult => {
        const rows = analyses.rowsRead(analysis, full.phases, phase);
        const entries = full.entries.filter((e) => (!rows.phaseIds || rows.phaseIds.includes(e.phaseId)) && (!rows.entriesOnly || e.teamEntryId === null));
        return { ...full, entries };
      };
      const race = full.phases[full.phases.length - 1].name;
      expect(analyses.phaseResults(only('phase-results', race), race), name).to.deep.equal(analyses.phaseResults(full, race));
      expect(analyses.hardChargers(only('hardchargers')), name).to.deep.equal(analyses.hardChargers(full));
      expect(analyses.incidentRatioRanking(only('incident-ratio-ranking')), name).to.deep.equal(analyses.incidentRatioRanking(full));
      expect(analyses.lapsLedRanking(only('laps-led-ranking')), name).to.deep.equal(analyses.lapsLedRanking(full));
      expect(analyses.ratingChanges(only('rating-changes')), name).to.deep.equal(analyses.ratingChanges(full));
      expect(analyses.podium(only('podium')), name).to.deep.equal(analyses.podium(full));
      for (const cls of full.carClasses) expect(analyses.classStandings(only('class-standings'), cls.carClassId), name).to.deep.equal(analyses.classStandings(full, cls.carClassId));
      expect(analyses.bestLaps(only('bestlaps')), name).to.deep.equal(analyses.bestLaps(full));
      expect(analyses.incidentRanking(only('incident-ranking')), name).to.deep.equal(analyses.incidentRanking(full));
      expect(analyses.qualyVsRace(only('qualy-vs-race')), name).to.deep.equal(analyses.qualyVsRace(full));
      const driver = full.entries.find((e) => e.custId !== null)!.custId!;
      expect(analyses.driverPerformance(only('driver-performance'), driver), name).to.deep.equal(analyses.driverPerformance(full, driver));
    }
  });

  it('no qualifying (official-multiclass-no-qualy.json): qualy vs race is empty', () => {
    expect(analyses.qualyVsRace(load('official-multiclass-no-qualy.json'))).to.deep.equal([]);
  });
});
