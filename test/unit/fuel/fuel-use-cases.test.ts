import { expect } from 'chai';
import { FUEL_BOUND_MESSAGES } from '../../../src/contracts/fuel.contract.js';
import { CalculateFuelStrategy } from '../../../src/modules/fuel/application/calculate-fuel-strategy.use-case.js';
import { HISTORY_SIZE, ListFuelHistory } from '../../../src/modules/fuel/application/list-fuel-history.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { MemoryFuelHistory } from '../../support/in-memory/fuel.js';
import { sequentialIds } from '../../support/in-memory/transactions.js';
import { refusal } from '../../support/refusal.js';

function calculator() {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const history = new MemoryFuelHistory();
  const deps = { history, clock, newId: sequentialIds('calc') };
  return { clock, history, calculate: new CalculateFuelStrategy(deps), list: new ListFuelHistory(deps) };
}

const monza = { circuitName: 'Monza', carModel: 'GT3', raceDistance: '40', lapTime: '107', fuelConsumptionPerLap: '2.5', tankCapacity: '60', pitStopTime: '30', safetyMargin: '1' };

describe('Fuel use cases over memory', () => {
  it('anyone gets a plan; only a signed-in driver’s plan is kept, with what he asked', async () => {
    const f = calculator();
    const plan = await f.calculate.execute(monza);
    expect(plan).to.include({ raceLaps: 40, actualStintLaps: 23, numberOfPitStops: 1 });
    expect(f.history.records).to.have.length(0);
    await f.calculate.execute(monza, 'ana');
    expect(f.history.records.map((r) => [r.userId, r.input.circuitName, r.result.numberOfPitStops])).to.deep.equal([['ana', 'Monza', 1]]);
  });

  it('refuses a number past its bound naming the field, and keeps nothing', async () => {
    const f = calculator();
    expect((await refusal(f.calculate.execute({ ...monza, tankCapacity: '5000' }, 'ana'))).errors).to.have.property('tankCapacity', FUEL_BOUND_MESSAGES.tankCapacity);
    expect(f.history.records).to.have.length(0);
  });

  it('the history answers a driver’s own last calculations, newest first', async () => {
    const f = calculator();
    for (let n = 1; n <= HISTORY_SIZE + 2; n += 1) {
      await f.calculate.execute({ ...monza, circuitName: `Circuito ${n}` }, 'ana');
      f.clock.advance(1000);
    }
    await f.calculate.execute(monza, 'beto');
    const mine = await f.list.execute('ana');
    expect(mine).to.have.length(HISTORY_SIZE);
    expect(mine[0]!.input.circuitName).to.equal(`Circuito ${HISTORY_SIZE + 2}`);
    expect(mine.every((r) => r.userId === 'ana')).to.equal(true);
  });
});
