import { expect } from 'chai';
import fc from 'fast-check';
import { FUEL_BOUND_MESSAGES, FUEL_LIMITS, fuelRequestSchema, timedRaceLaps } from '../../../src/contracts/fuel.contract.js';
import { calculateFuelStrategy, FUEL_MESSAGES, MAX_RACE_LAPS } from '../../../src/modules/fuel/index.js';

const issuesOf = (input: unknown) => {
  const result = fuelRequestSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('Fuel request bounds (shared contract)', () => {
  const fields = ['raceDistance', 'raceDuration', 'lapTime', 'fuelConsumptionPerLap', 'tankCapacity', 'pitStopTime', 'safetyMargin', 'initialFuel'] as const;

  for (const field of fields) {
    it(`refuses a huge ${field} with a Spanish message naming it, as a number or as text`, () => {
      expect(issuesOf({ [field]: 1e308 })).to.deep.equal({ [field]: FUEL_BOUND_MESSAGES[field] });
      expect(issuesOf({ [field]: '9'.repeat(400) })).to.deep.equal({ [field]: FUEL_BOUND_MESSAGES[field] });
    });
  }

  it('accepts each bound itself', () => {
    const atBounds = { raceDistance: FUEL_LIMITS.laps, lapTime: FUEL_LIMITS.lapTime, fuelConsumptionPerLap: FUEL_LIMITS.consumption, tankCapacity: FUEL_LIMITS.tank, pitStopTime: FUEL_LIMITS.pitStopTime, safetyMargin: FUEL_LIMITS.margin, initialFuel: FUEL_LIMITS.initialFuel };
    expect(fuelRequestSchema.safeParse(atBounds).success).to.equal(true);
    expect(fuelRequestSchema.safeParse({ raceDuration: FUEL_LIMITS.minutes, lapTime: 90 }).success).to.equal(true);
  });

  it('refuses a timed race whose lap time would make it longer than the lap bound', () => {
    expect(issuesOf({ raceDuration: 1440, lapTime: 0.5 })).to.deep.equal({ raceDuration: FUEL_BOUND_MESSAGES.timedLaps });
    expect(issuesOf({ raceDuration: 1440, lapTime: 90 })).to.deep.equal({});
  });

  it('names the field when a value is not a number, and counts an infinite one as too big', () => {
    expect(issuesOf({ tankCapacity: 'mucho' })).to.deep.equal({ tankCapacity: 'La capacidad del tanque debe ser un número' });
    expect(issuesOf({ lapTime: Infinity })).to.deep.equal({ lapTime: FUEL_BOUND_MESSAGES.lapTime });
    expect(issuesOf({ lapTime: Number.NaN })).to.deep.equal({ lapTime: 'El tiempo por vuelta debe ser un número' });
  });

  it('bounds circuit and car names in Spanish', () => {
    expect(issuesOf({ circuitName: 'x'.repeat(101) })).to.deep.equal({ circuitName: FUEL_BOUND_MESSAGES.circuitName });
  });

  it('counts timed laps as the domain does, and shares its lap bound', () => {
    expect(MAX_RACE_LAPS).to.equal(FUEL_LIMITS.laps);
    expect(timedRaceLaps(60, 100)).to.equal(calculateFuelStrategy({ raceDuration: 60, lapTime: 100, fuelConsumptionPerLap: 2, tankCapacity: 100 }).raceLaps);
  });
});

describe('Fuel plan size', () => {
  it('refuses a race beyond the lap bound before building anything, laps or minutes', () => {
    const car = { lapTime: 90, fuelConsumptionPerLap: 2.85, tankCapacity: 120 };
    expect(() => calculateFuelStrategy({ ...car, raceDistance: 100_000_000 })).to.throw(FUEL_MESSAGES.tooManyLaps);
    expect(() => calculateFuelStrategy({ ...car, raceDuration: 1e308 })).to.throw(FUEL_MESSAGES.tooManyLaps);
  });

  it('computes a 24-hour race at 1:30 laps: 961 laps in 24 stints', () => {
    const plan = calculateFuelStrategy({ raceDuration: 24 * 60, lapTime: 90, fuelConsumptionPerLap: 2.85, tankCapacity: 120, safetyMargin: 1.5 });
    expect(plan.raceLaps).to.equal(961);
    expect(plan.stints).to.have.length(24);
    expect(plan.estimatedFuelRemainingAtEnd).to.equal(1.5);
  });

  it('builds one stint object and two lines of text per stint, however many laps each stint runs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_RACE_LAPS }), fc.integer({ min: 1, max: 200 }), (laps, stintLaps) => {
        // A tank holding exactly `stintLaps` laps above the margin.
        const plan = calculateFuelStrategy({ raceDistance: laps, lapTime: 60, fuelConsumptionPerLap: 1, tankCapacity: stintLaps + 1, safetyMargin: 1 });
        const expectedStints = Math.ceil(laps / stintLaps);
        expect(plan.stints).to.have.length(expectedStints);
        expect(plan.pitStopLaps).to.have.length(expectedStints - 1);
        expect(plan.fuelToAddAtStops).to.have.length(expectedStints - 1);
        const lines = plan.raceStrategy.split('\n').length;
        expect(lines).to.equal(expectedStints === 1 ? 4 : 3 + 2 * expectedStints);
      }),
      { numRuns: 300 },
    );
  });
});
