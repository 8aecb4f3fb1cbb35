import { expect } from 'chai';
import { IRACING_MSG } from '../../../src/contracts/iracing.messages.js';
import { toLapChart } from '../../../src/modules/results/domain/lap-chart.js';
import type { ResultEntry } from '../../../src/modules/results/index.js';
import { ValidationError } from '../../../src/platform/errors.js';

/** One lap-chart row as iRacing answers it. */
const row = (groupId: number, lap: number, position: number | null, name = `Piloto ${groupId}`, carNumber = String(groupId)) => ({
  group_id: groupId,
  lap_number: lap,
  lap_position: position,
  display_name: name,
  car_number: carNumber,
});

/** A race row of the imported result: a driver (custId), a team (teamId), or a team's driver (teamEntryId set). */
function entry(finishPosition: number, ids: { custId?: number; teamId?: number; teamEntryId?: string }): ResultEntry {
  return {
    id: `fila-${finishPosition}-${ids.custId ?? ids.teamId}`,
    eventId: 'evento',
    phaseId: 'carrera',
    teamEntryId: ids.teamEntryId ?? null,
    custId: ids.custId ?? null,
    teamId: ids.teamId ?? null,
    displayName: 'x',
    driverNames: null,
    finishPosition,
    finishPositionInClass: finishPosition,
    startingPosition: null,
    lapsComplete: 3,
    lapsLed: 0,
    incidents: 0,
    bestLapTime: null,
    bestLapNum: null,
    interval: null,
    classInterval: null,
    lapsDown: null,
    reasonOut: 'Running',
    carId: 1,
    carName: 'Coche',
    carClassId: 1,
    carNumber: null,
    champPoints: 0,
    oldIrating: null,
    newIrating: null,
    oldCpi: null,
    newCpi: null,
  };
}

function refusal(work: () => unknown): ValidationError {
  try {
    work();
  } catch (err) {
    expect(err).to.be.instanceOf(ValidationError);
    return err as ValidationError;
  }
  expect.fail('the rows were taken for a lap chart');
}

describe('Reading iRacing lap-chart rows into positions by lap', () => {
  it('gives one line per car with its position at each lap, indexed by lap number from the start (0)', () => {
    const rows = [row(11, 0, 2), row(22, 0, 1), row(11, 1, 1), row(22, 1, 2), row(11, 2, 1), row(22, 2, 2)];
    const cars = toLapChart(rows, [entry(1, { custId: 11 }), entry(2, { custId: 22 })]);
    expect(cars).to.deep.equal([
      { carId: 11, name: 'Piloto 11', carNumber: '11', finishPosition: 1, positions: [2, 1, 1], lapTimes: [null, null, null], lapEnds: [null, null, null] },
      { carId: 22, name: 'Piloto 22', carNumber: '22', finishPosition: 2, positions: [1, 2, 2], lapTimes: [null, null, null], lapEnds: [null, null, null] },
    ]);
  });

  it("keeps each lap's time and the session time it ended at, in milliseconds (iRacing counts ten-thousandths), unknown (−1) as null", () => {
    const rows = [
      { ...row(11, 0, 1), lap_time: -1, session_time: 1296500 },
      { ...row(11, 1, 2), lap_time: 1073613, session_time: 2370113 },
      { ...row(11, 2, 2), lap_time: -1, session_time: -1 },
    ];
    const [car] = toLapChart(rows, [entry(1, { custId: 11 })]);
    expect(car!.lapTimes).to.deep.equal([null, 107361.3, null]);
    expect(car!.lapEnds).to.deep.equal([129650, 237011.3, null]);
  });

  it('leaves null the laps a car has no row for, and a lap whose position is missing', () => {
    const rows = [row(11, 0, 1), row(11, 3, 1), row(22, 0, 2), row(22, 1, null), row(22, 2, 2)];
    const cars = toLapChart(rows, [entry(1, { custId: 11 }), entry(2, { custId: 22 })]);
    expect(cars.map((c) => c.positions)).to.deep.equal([
      [1, null, null, 1],
      [2, null, 2],
    ]);
  });

  it("orders the cars by their race finish from the imported rows, matching drivers by cust_id", () => {
    // On the last lap 33 runs first, but the imported result (a penalty) has it third.
    const rows = [row(11, 1, 2), row(22, 1, 3), row(33, 1, 1)];
    const cars = toLapChart(rows, [entry(3, { custId: 33 }), entry(1, { custId: 11 }), entry(2, { custId: 22 })]);
    expect(cars.map((c) => [c.carId, c.finishPosition])).to.deep.equal([
      [11, 1],
      [22, 2],
      [33, 3],
    ]);
  });

  it("matches the teams of a team event by team_id, never by their drivers' rows", () => {
    const rows = [row(-501, 1, 1, 'Equipo Águila'), row(-502, 1, 2, 'Equipo Jaguar')];
    const entries = [
      entry(1, { teamId: -502 }),
      entry(2, { teamId: -501 }),
      // A driver row of a team carries its own finish; it must not place the team.
      entry(9, { custId: -501, teamEntryId: 'equipo-1' }),
    ];
    expect(toLapChart(rows, entries).map((c) => [c.name, c.finishPosition])).to.deep.equal([
      ['Equipo Jaguar', 1],
      ['Equipo Águila', 2],
    ]);
  });

  it('puts the cars missing from the imported rows last, by the position of their last lap', () => {
    const rows = [row(11, 1, 4), row(22, 1, 1), row(33, 1, 3), row(44, 1, 2)];
    const cars = toLapChart(rows, [entry(1, { custId: 22 }), entry(2, { custId: 44 })]);
    expect(cars.map((c) => [c.carId, c.finishPosition])).to.deep.equal([
      [22, 1],
      [44, 2],
      [33, null],
      [11, null],
    ]);
  });

  const notLapCharts: Array<[string, unknown]> = [
    ['something that is not an array', { group_id: 11, lap_number: 0, lap_position: 1 }],
    ['an empty list', []],
    ['rows without group_id', [{ lap_number: 0, lap_position: 1 }]],
    ['rows without lap_number', [{ group_id: 11, lap_position: 1 }]],
    ['a negative lap', [row(11, -1, 1)]],
    ['a row that is not an object', [row(11, 0, 1), null]],
  ];
  for (const [what, rows] of notLapCharts) {
    it(`refuses ${what} with the message that iRacing has no positions by lap`, () => {
      expect(refusal(() => toLapChart(rows, [])).message).to.equal(IRACING_MSG.noLapChartFromIracing);
    });
  }
});
