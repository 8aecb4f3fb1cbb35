import { expect } from 'chai';
import fc from 'fast-check';
import { calculateFuelStrategy, FUEL_MESSAGES, formatRaceTime, type FuelInput } from '../../../src/modules/fuel/index.js';

const messageOf = (input: FuelInput) => {
  try {
    calculateFuelStrategy(input);
    return 'OK';
  } catch (e) {
    return (e as Error).message;
  }
};

describe('Fuel strategy: the worked examples of the domain rules', () => {
  const car = { lapTime: 108.5, fuelConsumptionPerLap: 2.85, tankCapacity: 120, pitStopTime: 30, safetyMargin: 1.5, initialFuel: 0 };

  it('plans 30 laps at Monza with no stop, 87 L needed and 1.5 L left', () => {
    const s = calculateFuelStrategy({ ...car, raceDistance: 30 });
    expect(s).to.include({ totalFuelNeeded: 87, startingFuel: 87, numberOfPitStops: 0, actualStintLaps: 41, fuelPerStint: 116.85, estimatedFuelRemainingAtEnd: 1.5, totalRaceTime: 3255, totalStints: 1 });
    expect(s.pitStopLaps).to.deep.equal([]);
  });

  it('plans 60 laps with one stop after lap 41 adding 52.5 L', () => {
    const s = calculateFuelStrategy({ ...car, raceDistance: 60 });
    expect(s).to.include({ totalFuelNeeded: 172.5, startingFuel: 120, numberOfPitStops: 1, estimatedFuelRemainingAtEnd: 1.5, totalRaceTime: 6540 });
    expect(s.pitStopLaps).to.deep.equal([41]);
    expect(s.fuelToAddAtStops).to.deep.equal([52.5]);
  });

  it('plans 100 laps from 20 L with stops after laps 10, 35, 60 and 85', () => {
    const s = calculateFuelStrategy({ raceDistance: 100, lapTime: 82, fuelConsumptionPerLap: 1.7, tankCapacity: 45, pitStopTime: 30, safetyMargin: 2, initialFuel: 20 });
    expect(s.pitStopLaps).to.deep.equal([10, 35, 60, 85]);
    expect(s.fuelToAddAtStops).to.deep.equal([42, 42.5, 42.5, 25]);
    expect(s.totalRaceTime).to.equal(8320);
    expect(s.estimatedFuelRemainingAtEnd).to.equal(2);
  });

  it('counts 9 ÷ 0.3 as 30 laps, not 29', () => {
    const s = calculateFuelStrategy({ raceDistance: 100, lapTime: 60, fuelConsumptionPerLap: 0.3, tankCapacity: 10, safetyMargin: 1 });
    expect(s.actualStintLaps).to.equal(30);
  });

  it('turns a timed race into the laps that fit plus the one under way', () => {
    const s = calculateFuelStrategy({ raceDuration: 60, lapTime: 100, fuelConsumptionPerLap: 2, tankCapacity: 100 });
    expect(s.raceLaps).to.equal(Math.ceil(3600 / 100) + 1);
    expect(s.raceDuration).to.equal(60);
  });

  it('writes the plan as Spanish text naming each stop', () => {
    const s = calculateFuelStrategy({ ...car, raceDistance: 60, circuitName: 'Monza', carModel: 'Ferrari 296 GT3' });
    expect(s.raceStrategy).to.contain('Monza').and.contain('Ferrari 296 GT3').and.contain('Parada 1 al final de la vuelta 41: agrega 52.50 L');
  });

  it('shows race time as h:mm:ss, or m:ss under an hour', () => {
    expect(formatRaceTime(6540)).to.equal('1:49:00');
    expect(formatRaceTime(3255)).to.equal('54:15');
  });
});

describe('Fuel strategy: validation and clamps', () => {
  it('asks for distance, consumption and tank when one is missing or zero', () => {
    expect(messageOf({ lapTime: 90, fuelConsumptionPerLap: 2, tankCapacity: 100 })).to.equal(FUEL_MESSAGES.required);
    expect(messageOf({ raceDistance: 10, lapTime: 90, fuelConsumptionPerLap: 0, tankCapacity: 100 })).to.equal(FUEL_MESSAGES.required);
    expect(messageOf({ raceDistance: 10, lapTime: 90, fuelConsumptionPerLap: 2, tankCapacity: 0 })).to.equal(FUEL_MESSAGES.required);
  });

  it('refuses the electric car with no consumption and says it is electric', () => {
    const message = messageOf({ raceDistance: 10, lapTime: 90, fuelConsumptionPerLap: 0, tankCapacity: 0, carModel: 'porsche mission r' });
    expect(message).to.equal(FUEL_MESSAGES.electric('Porsche Mission R'));
    expect(message).to.include('eléctrico');
  });

  it('calculates the electric car when the driver gives it a consumption of their own', () => {
    const plan = calculateFuelStrategy({ raceDistance: 10, lapTime: 90, fuelConsumptionPerLap: 1, tankCapacity: 20, carModel: 'Porsche Mission R' });
    expect(plan.carModel).to.equal('Porsche Mission R');
    expect(plan.totalFuelNeeded).to.equal(11.5);
  });

  it('asks for a lap time above zero', () => {
    expect(messageOf({ raceDistance: 10, lapTime: 0, fuelConsumptionPerLap: 2, tankCapacity: 100 })).to.equal(FUEL_MESSAGES.lapTime);
  });

  it('clamps consumption to 0.01, tank to 1, margin and pit time to 0, initial fuel to the tank', () => {
    const s = calculateFuelStrategy({ raceDistance: 10, lapTime: 60, fuelConsumptionPerLap: 0.001, tankCapacity: 0.5, safetyMargin: -3, pitStopTime: -10, initialFuel: 999 });
    expect(s.startingFuel).to.equal(1);
    expect(s.totalFuelNeeded).to.equal(0.1);
    expect(s.totalRaceTime).to.equal(600);
  });

  it('names empty circuit and car Custom Circuit and Custom Car', () => {
    const s = calculateFuelStrategy({ raceDistance: 5, lapTime: 60, fuelConsumptionPerLap: 1, tankCapacity: 50, circuitName: ' ', carModel: '' });
    expect([s.circuitName, s.carModel]).to.deep.equal(['Custom Circuit', 'Custom Car']);
  });

  it('refuses an initial fuel that does not reach one lap', () => {
    expect(messageOf({ raceDistance: 10, lapTime: 60, fuelConsumptionPerLap: 3, tankCapacity: 100, safetyMargin: 1.5, initialFuel: 4 })).to.equal(FUEL_MESSAGES.initialTooLow);
  });
});

describe('Fuel strategy: properties over random valid inputs', () => {
  const tolerance = 1e-6;
  const validInput = fc
    .record({
      raceDistance: fc.integer({ min: 1, max: 500 }),
      lapTime: fc.double({ min: 20, max: 600, noNaN: true }),
      fuelConsumptionPerLap: fc.double({ min: 0.05, max: 8, noNaN: true }),
      tankCapacity: fc.double({ min: 5, max: 150, noNaN: true }),
      pitStopTime: fc.constantFrom(15, 30),
      safetyMargin: fc.double({ min: 0, max: 5, noNaN: true }),
      initialFraction: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .filter((i) => i.tankCapacity - i.safetyMargin >= i.fuelConsumptionPerLap)
    .map(({ initialFraction, ...i }) => {
      const initial = initialFraction < 0.3 ? 0 : i.tankCapacity * initialFraction;
      return { ...i, initialFuel: initial > 0 && initial - i.safetyMargin < i.fuelConsumptionPerLap ? 0 : initial };
    });

  it('never lets fuel go negative, keeps every stint within the tank and ends with at least the margin', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const s = calculateFuelStrategy(input);
        // One assertion over all the stints (a race may have hundreds): the same checks, at a fraction of chai's cost per call.
        const wrongStints = s.stints.filter((stint) => !(stint.fuelAtEnd >= -tolerance && stint.fuelAtStart <= input.tankCapacity + 0.01 && stint.laps >= 1));
        expect(wrongStints, 'stints below zero fuel, over the tank or without laps').to.deep.equal([]);
        expect(s.estimatedFuelRemainingAtEnd).to.be.at.least(input.safetyMargin - 0.01);
      }),
      { numRuns: 3000 },
    );
  });

  it('pits on strictly increasing laps inside the race, with stint laps summing to the race', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const s = calculateFuelStrategy(input);
        const wrongLaps = s.pitStopLaps.filter((lap, i) => !(lap >= 1 && lap <= input.raceDistance - 1 && (i === 0 || lap > s.pitStopLaps[i - 1])));
        expect(wrongLaps, 'pit laps outside the race or not after the previous one').to.deep.equal([]);
        expect(s.stints.reduce((sum, st) => sum + st.laps, 0)).to.equal(input.raceDistance);
        expect(s.totalStints).to.equal(s.numberOfPitStops + 1);
        expect(s.fuelToAddAtStops).to.have.length(s.numberOfPitStops);
      }),
      { numRuns: 3000 },
    );
  });
});
