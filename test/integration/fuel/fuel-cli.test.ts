import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { calculateFuelStrategy, FUEL_MESSAGES, findCar, findCircuit } from '../../../src/modules/fuel/index.js';
import { cliEnv, parrilla } from '../../support/cli.js';
import { bootTestContext } from '../../support/databases.js';
import { startTestHttp, type TestHttp } from '../../support/http.js';

describe('parrilla fuel', function () {
  this.timeout(60_000);
  let dataDir: string;
  let context: AppContext;
  let api: TestHttp;

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-fuel-cli-'));
    context = await bootTestContext('sqlite');
    api = await startTestHttp(context);
  });
  after(async () => {
    await api.close();
    await context.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) => parrilla(['fuel', ...args], cliEnv(dataDir));
  const planOf = async (...args: string[]) => {
    const result = await run(...args, '--json');
    expect(result.code, result.stderr).to.equal(0);
    return JSON.parse(result.stdout) as ReturnType<typeof calculateFuelStrategy>;
  };

  // Each case: the command line, and the same race written out as the API's input.
  const cases: { args: string[]; request: Record<string, unknown> }[] = [
    {
      args: ['--car', 'ferrari-296-gt3', '--circuit', 'monza', '--laps', '60'],
      request: { carModel: 'Ferrari 296 GT3', circuitName: 'Monza', raceDistance: 60, lapTime: 108.5, fuelConsumptionPerLap: 2.85, tankCapacity: 120, pitStopTime: 30 },
    },
    {
      args: ['--laps', '100', '--lap-time', '1:22.000', '--consumption', '1.7', '--tank', '45', '--margin', '2', '--initial-fuel', '20'],
      request: { raceDistance: 100, lapTime: 82, fuelConsumptionPerLap: 1.7, tankCapacity: 45, margin: 2, safetyMargin: 2, initialFuel: 20, pitStopTime: 30 },
    },
    {
      args: ['--car', 'Mazda MX-5 Cup', '--circuit', 'Laguna Seca', '--minutes', '45', '--pit', 'fuel'],
      request: { carModel: 'Mazda MX-5 Cup', circuitName: 'Laguna Seca', raceDuration: 45, lapTime: 82, fuelConsumptionPerLap: 1.7, tankCapacity: 45, pitStopTime: 15 },
    },
  ];

  for (const { args, request } of cases) {
    it(`prints with --json exactly the API's data for: ${args.join(' ')}`, async () => {
      const [cli, res] = await Promise.all([planOf(...args), api.request.post('/api/fuell/calculate').send(request)]);
      expect(res.status).to.equal(200);
      expect(cli).to.deep.equal(res.body.data);
    });
  }

  it('fills what the command line leaves out from the presets, and an explicit option wins', async () => {
    const car = findCar('ferrari-296-gt3')!;
    const circuit = findCircuit('spa-francorchamps')!;
    const plan = await planOf('--car', car.id, '--circuit', circuit.id, '--laps', '20', '--consumption', '3.1');
    expect(plan.carModel).to.equal(car.nombre);
    expect(plan.circuitName).to.equal(circuit.nombre);
    expect(plan.totalFuelNeeded).to.equal(20 * 3.1 + 1.5);
    expect(plan.totalRaceTime).to.equal(20 * circuit.tiempoVuelta);
  });

  it('reads the lap time as m:ss.mmm or as seconds alike', async () => {
    const common = ['--laps', '30', '--consumption', '2.5', '--tank', '80'];
    expect(await planOf(...common, '--lap-time', '1:48.500')).to.deep.equal(await planOf(...common, '--lap-time', '108.5'));
  });

  it('prints a readable Spanish plan with a table of stints', async () => {
    const result = await run('--car', 'ferrari-296-gt3', '--circuit', 'monza', '--laps', '60');
    expect(result.code).to.equal(0);
    expect(result.stdout).to.include('Estrategia de combustible: Monza · Ferrari 296 GT3');
    expect(result.stdout).to.include('Paradas: 1 (al final de la vuelta 41)');
    expect(result.stdout).to.match(/│ 2\s+│ 42–60\s+│ 19\s+│ 52\.50 L/);
    expect(result.stdout).to.include('Tiempo total estimado: 1:49:00');
  });

  it('refuses the electric car with its own message and exit code 1', async () => {
    const result = await run('--car', 'porsche-mission-r', '--circuit', 'monza', '--laps', '10');
    expect(result.code).to.equal(1);
    expect(result.stderr).to.include(FUEL_MESSAGES.electric('Porsche Mission R'));
    expect(result.stdout).to.equal('');
  });

  it('answers the calculator\'s message and exit 1 when the tank is missing', async () => {
    const result = await run('--laps', '10', '--lap-time', '90', '--consumption', '2');
    expect(result.code).to.equal(1);
    expect(result.stderr).to.include(FUEL_MESSAGES.required);
  });

  it('exits 2 with a Spanish message for an unknown preset, a bad number or both distances', async () => {
    const unknown = await run('--car', 'carrito', '--laps', '3');
    expect(unknown.code).to.equal(2);
    expect(unknown.stderr).to.include('no hay un coche predefinido "carrito"');
    const notNumber = await run('--laps', 'muchas');
    expect(notNumber.code).to.equal(2);
    expect(notNumber.stderr).to.include('debe ser un número');
    const both = await run('--laps', '3', '--minutes', '20', '--lap-time', '90', '--consumption', '2', '--tank', '50');
    expect(both.code).to.equal(2);
    expect(both.stderr).to.include('usa --laps o --minutes, no los dos');
    const badLap = await run('--laps', '3', '--lap-time', '1:75');
    expect(badLap.code).to.equal(2);
    expect(badLap.stderr).to.include('m:ss.mmm');
  });

  it('refuses --laps 100000000 (and a day of half-second laps) with the API\'s Spanish bound and exit 2, before planning', async () => {
    const laps = await run('--laps', '100000000', '--lap-time', '90', '--consumption', '2.85', '--tank', '120', '--json');
    expect(laps.code).to.equal(2);
    expect(laps.stderr).to.include('Las vueltas de la carrera deben ser como máximo 10,000.');
    expect(laps.stdout).to.equal('');
    const timed = await run('--minutes', '1440', '--lap-time', '0.5', '--consumption', '2.85', '--tank', '120');
    expect(timed.code).to.equal(2);
    expect(timed.stderr).to.include('pasaría de 10,000 vueltas');
    const tank = await run('--laps', '10', '--lap-time', '90', '--consumption', '2', '--tank', '1e9');
    expect(tank.code).to.equal(2);
    expect(tank.stderr).to.include('La capacidad del tanque debe ser como máximo 1,000 L.');
  });

  it('lists the presets, the electric car marked as such', async () => {
    const result = await run('--presets');
    expect(result.code).to.equal(0);
    expect(result.stdout).to.match(/porsche-mission-r\s+│ Porsche Mission R\s+│ eléctrico/);
    expect(result.stdout).to.include('laguna-seca');
  });
});
