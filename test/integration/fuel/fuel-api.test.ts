import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { FUEL_BOUND_MESSAGES } from '../../../src/contracts/fuel.contract.js';
import { calculateFuelStrategy } from '../../../src/modules/fuel/index.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { createUser, startTestHttp, type TestHttp } from '../../support/http.js';

const monza60 = { circuitName: 'Monza', carModel: 'Ferrari 296 GT3', raceDistance: 60, lapTime: 108.5, fuelConsumptionPerLap: 2.85, tankCapacity: 120, pitStopTime: 30, safetyMargin: 1.5, initialFuel: 0 };

describeEachDatabase('Fuel calculator API', (kind) => {
  let context: AppContext;
  let api: TestHttp;

  before(async () => {
    context = await bootTestContext(kind);
    api = await startTestHttp(context);
  });
  after(async () => {
    await api.close();
    await context.close();
  });
  beforeEach(() => truncateAll(context));

  it('calculates for an anonymous visitor with the same plan as the domain', async () => {
    const res = await api.request.post('/api/fuell/calculate').send(monza60);
    expect(res.status).to.equal(200);
    expect(res.body.success).to.equal(true);
    expect(res.body.data).to.deep.equal(calculateFuelStrategy(monza60));
    expect(res.body.data.pitStopLaps).to.deep.equal([41]);
  });

  it('answers 400 with the specified message and success false for missing inputs', async () => {
    const res = await api.request.post('/api/fuell/calculate').send({ lapTime: 100 });
    expect(res.status).to.equal(400);
    expect(res.body).to.include({ success: false, message: 'Por favor completa la distancia de carrera, el consumo de combustible (>0) y la capacidad del tanque (>0).' });
    const lap = await api.request.post('/api/fuell/calculate').send({ ...monza60, lapTime: 0 });
    expect(lap.body.message).to.equal('Por favor ingresa un tiempo de vuelta válido (>0).');
    const text = await api.request.post('/api/fuell/calculate').send({ ...monza60, tankCapacity: 'mucho' });
    expect(text.status).to.equal(400);
    expect(text.body.errors).to.have.property('tankCapacity');
  });

  it('refuses huge races and numbers at once with a Spanish message naming the field, and keeps answering', async () => {
    const huge: [Record<string, unknown>, string, string][] = [
      [{ ...monza60, raceDistance: null, raceDuration: 1e308 }, 'raceDuration', FUEL_BOUND_MESSAGES.raceDuration],
      [{ ...monza60, raceDistance: 100_000_000 }, 'raceDistance', FUEL_BOUND_MESSAGES.raceDistance],
      [{ ...monza60, raceDistance: null, raceDuration: 1440, lapTime: 0.001 }, 'raceDuration', FUEL_BOUND_MESSAGES.timedLaps],
      [{ ...monza60, tankCapacity: '1' + '0'.repeat(400) }, 'tankCapacity', FUEL_BOUND_MESSAGES.tankCapacity],
      [{ ...monza60, lapTime: 1e9 }, 'lapTime', FUEL_BOUND_MESSAGES.lapTime],
    ];
    for (const [body, field, message] of huge) {
      const res = await api.request.post('/api/fuell/calculate').send(body);
      expect(res.status, field).to.equal(400);
      expect(res.body).to.include({ success: false, message });
      expect(res.body.errors).to.deep.equal({ [field]: message });
    }
    // A 1e400 in the JSON text (Infinity once parsed) is too big as well.
    const infinite = await api.request.post('/api/fuell/calculate').set('Content-Type', 'application/json').send('{"raceDuration":1e400,"lapTime":90,"fuelConsumptionPerLap":2,"tankCapacity":100}');
    expect(infinite.status).to.equal(400);
    expect(infinite.body.message).to.equal(FUEL_BOUND_MESSAGES.raceDuration);
    const after = await api.request.post('/api/fuell/calculate').send(monza60);
    expect(after.status).to.equal(200);
    expect(after.body.data.pitStopLaps).to.deep.equal([41]);
  });

  it('computes a long but valid race: 24 hours at 1:30 laps', async () => {
    const res = await api.request.post('/api/fuell/calculate').send({ ...monza60, raceDistance: null, raceDuration: 24 * 60, lapTime: 90 });
    expect(res.status).to.equal(200);
    expect(res.body.data).to.include({ raceLaps: 961, raceDuration: 1440, numberOfPitStops: 23, totalStints: 24 });
    expect(res.body.data.stints).to.have.length(24);
  });

  it('lists the car and circuit presets, the electric car included', async () => {
    const res = await api.request.get('/api/fuell/presets');
    expect(res.body.cars).to.have.length(24);
    expect(res.body.cars.find((c: { nombre: string }) => c.nombre === 'Porsche Mission R')).to.include({ consumo: 0, tanque: 0 });
    expect(res.body.circuits.find((c: { nombre: string }) => c.nombre === 'Monza').tiempoVuelta).to.equal(108.5);
  });

  it('keeps a signed-in user\'s last 20 calculations, newest first, and refuses the history to anonymous users', async () => {
    const anonymous = await api.request.get('/api/fuell/history');
    expect(anonymous.status).to.equal(401);
    expect(anonymous.body).to.include({ success: false, message: 'Usuario no autenticado' });

    const driver = await createUser(context);
    for (let laps = 1; laps <= 22; laps += 1) {
      await api.request.post('/api/fuell/calculate').set('Authorization', `Bearer ${driver.token}`).send({ ...monza60, raceDistance: laps });
    }
    await api.request.post('/api/fuell/calculate').send({ ...monza60, raceDistance: 99 });
    const res = await api.request.get('/api/fuell/history').set('Authorization', `Bearer ${driver.token}`);
    expect(res.status).to.equal(200);
    expect(res.body.data).to.have.length(20);
    expect(res.body.data[0].input.raceDistance).to.equal(22);
    expect(res.body.data[19].input.raceDistance).to.equal(3);
    expect(res.body.data[0].result.raceLaps).to.equal(22);
  });
});
