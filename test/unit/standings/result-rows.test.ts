import { expect } from 'chai';
import { scoringPreset } from '../../../src/contracts/standings-config.contract.js';
import { readIracingExport, toEventResult } from '../../../src/modules/results/domain/iracing-export.js';
import { computeStandings, resultRowsOf } from '../../../src/modules/standings/index.js';
import { describeWithFixtures, fixtureBytes, rawFixture } from '../../support/iracing-exports.js';

// Expectations are read from the raw export (0-based positions, the main race numbered 0), not through the product.
/* eslint-disable @typescript-eslint/no-explicit-any */

let counter = 0;
const load = (name: string) => toEventResult(readIracingExport(fixtureBytes(name)), { newId: () => `id-${++counter}`, importedAt: '2026-01-01T00:00:00.000Z' });
const mainRace = (raw: any) => raw.session_results.find((s: any) => s.simsession_number === 0 && s.simsession_type === 6);
/** Per car class, the raw row that finished first in it. */
function classWinners(rows: any[]): Map<number, any> {
  const winners = new Map<number, any>();
  for (const r of [...rows].sort((a, b) => a.finish_position - b.finish_position)) if (!winners.has(r.car_class_id)) winners.set(r.car_class_id, r);
  return winners;
}

describeWithFixtures('Standings from stored iRacing results', () => {
  it('reads every row of a solo multi-class race and scores each class on its own', () => {
    const raw = rawFixture('official-2024-multiclass.json');
    const race = mainRace(raw.data ?? raw);
    const rows = resultRowsOf(load('official-2024-multiclass.json'), 'race')!;
    expect(rows).to.have.length(race.results.length);
    const standings = computeStandings({ rules: scoringPreset('f1'), rounds: [{ ronda: 1, carreraId: 'c1', sesiones: [{ sesion: 1, qualifying: null, race: rows }] }], penalties: [] });
    const winners = classWinners(race.results);
    expect(standings.grupos.map((t) => Number(t.clave.slice(2))).sort()).to.deep.equal([...winners.keys()].sort());
    for (const table of standings.grupos) {
      expect(table.filas[0]!.custId).to.equal(winners.get(Number(table.clave.slice(2))).cust_id);
      expect(table.filas[0]!.puntos).to.equal(25);
    }
  });

  it('reads a team event as teams with their drivers, scored in the teams tables only', () => {
    const raw = rawFixture('official-team-multiclass.json');
    const race = mainRace(raw.data ?? raw);
    const result = load('official-team-multiclass.json');
    const rows = resultRowsOf(result, 'race')!;
    expect(rows).to.have.length(race.results.length);
    const first = [...race.results].sort((a: any, b: any) => a.finish_position - b.finish_position)[0];
    const row = rows.find((r) => r.teamId === first.team_id)!;
    expect(row.custId).to.equal(null);
    expect(row.drivers.map((d) => d.custId)).to.deep.equal(first.driver_results.map((d: any) => d.cust_id));
    const qualifying = (raw.data ?? raw).session_results.find((s: any) => s.simsession_type === 4 || s.simsession_type === 5);
    expect(resultRowsOf(result, 'qualifying')).to.have.length(qualifying.results.length);

    const standings = computeStandings({ rules: scoringPreset('f1'), rounds: [{ ronda: 1, carreraId: 'c1', sesiones: [{ sesion: 1, qualifying: null, race: rows }] }], penalties: [] });
    expect(standings.grupos).to.deep.equal([]);
    const winners = classWinners(race.results);
    for (const table of standings.equipos) expect(table.filas[0]!.teamId).to.equal(winners.get(Number(table.clave.slice(2))).team_id);
  });
});
