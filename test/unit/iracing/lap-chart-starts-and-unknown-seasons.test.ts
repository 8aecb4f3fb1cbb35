import { memoryAudit } from '../../support/in-memory/audit.js';
import { MemoryTransactions } from '../../support/in-memory/transactions.js';
import { expect } from 'chai';
import pino from 'pino';
import type { Actor } from '../../../src/modules/identity/index.js';
import { SyncLeagueSeasons } from '../../../src/modules/iracing/application/sync-league-seasons.use-case.js';
import { IracingNotFound } from '../../../src/modules/iracing/domain/iracing.errors.js';
import { toLapChart } from '../../../src/modules/results/domain/lap-chart.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeWithFixtures, rawFixture } from '../../support/iracing-exports.js';
import { FakeIracingApi, FakeResults, MemorySeasonChampionships, MemorySyncLedger } from '../../support/in-memory/iracing.js';
import { MemoryOutbox } from '../../support/in-memory/transactions.js';

describe('Positions by lap: a car that did not take the start (lap 0 at lap_position 0)', () => {
  it('is read as a car without a position, not as an answer that is no lap chart', () => {
    const rows = [
      { group_id: 11, lap_number: 0, lap_position: 1, display_name: 'A', car_number: '1' },
      { group_id: 11, lap_number: 1, lap_position: 1, display_name: 'A', car_number: '1' },
      // As iRacing gives a car that never started: one row, lap 0, position 0.
      { group_id: 22, lap_number: 0, lap_position: 0, display_name: 'B', car_number: '2' },
    ];
    const cars = toLapChart(rows, []);
    expect(cars.map((c) => [c.carId, c.positions])).to.deep.equal([
      [11, [1, 1]],
      [22, [null]],
    ]);
  });
});

describeWithFixtures("Positions by lap: the real lap-chart chunk of iRacing's data API", () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rows: any[] = rawFixture('lap-chart-chunk-0.json');

  it("gives one line per car of the chunk, each car's position at each of its laps as iRacing gives it (0: none)", () => {
    const cars = toLapChart(rows, []);
    expect(cars.map((c) => c.carId).sort((a, b) => a - b)).to.deep.equal([...new Set(rows.map((r) => r.group_id as number))].sort((a, b) => a - b));
    for (const r of rows) {
      const car = cars.find((c) => c.carId === r.group_id)!;
      expect(car.positions[r.lap_number], `${r.display_name}, lap ${r.lap_number}`).to.equal(r.lap_position === 0 ? null : r.lap_position);
    }
  });

  it('orders the cars, with no imported rows to place them, by the position of their last lap', () => {
    const cars = toLapChart(rows, []);
    const lastLap = Math.max(...rows.map((r) => r.lap_number as number));
    expect(cars[0].carId).to.equal(rows.find((r) => r.lap_number === lastLap && r.lap_position === 1).group_id);
  });
});

describe('Season sync: a season iRacing does not know (404)', () => {
  it('reports that championship with an error, records its pass, and goes on with the next', async () => {
    const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
    const championship = (id: string, liga: number) => ({ id, nombreCampeonato: id, iracingLigaId: liga, iracingTemporadaId: 1, carreras: [] });
    const api = new FakeIracingApi();
    api.fail('seasonSessions', new IracingNotFound('/data/league/season_sessions'), 1);
    const ledger = new MemorySyncLedger();
    const sync = new SyncLeagueSeasons({
      api,
      results: new FakeResults(),
      ledger,
      championships: new MemorySeasonChampionships([championship('mala', 1), championship('buena', 2)]),
      admins: { admins: async () => [] },
      outbox: new MemoryOutbox(),
      clock: new ManualClock(new Date('2026-04-05T12:00:00.000Z')),
      logger: pino({ level: 'silent' }),
      holder: 'proceso-este',
      publicUrl: 'https://parrilla.test',
      ...(({ audit, log }) => ({ audit, tx: new MemoryTransactions(log) }))(memoryAudit()),
    });
    const report = await sync.execute(admin);
    expect(report.campeonatos.map((c) => [c.campeonatoId, c.error !== null])).to.deep.equal([
      ['mala', true],
      ['buena', false],
    ]);
    expect(ledger.passes.map((p) => p.campeonatoId)).to.deep.equal(['mala', 'buena']);
  });
});
