import Table from 'cli-table3';
import { InvalidArgumentError, type Command } from 'commander';
import { fuelRequestSchema, parseLapTime } from '../../src/contracts/fuel.contract.js';
import type { FuelInput } from '../../src/modules/fuel/index.js';
import type { CliCommand } from '../cli-runtime.js';

interface FuelOptions {
  car?: string;
  circuit?: string;
  laps?: number;
  minutes?: number;
  lapTime?: number;
  consumption?: number;
  tank?: number;
  pit?: 'FUEL_ONLY' | 'FUEL_AND_TIRES';
  pitTime?: number;
  margin?: number;
  initialFuel?: number;
  json?: boolean;
  presets?: boolean;
}

/** Option parsers: a wrong value is a wrong command line (exit 2), said in Spanish. */
const number = (value: string): number => {
  const n = Number(value.replace(',', '.'));
  if (value.trim() === '' || !Number.isFinite(n)) throw new InvalidArgumentError('debe ser un número.');
  return n;
};
const lapTime = (value: string): number => {
  const seconds = parseLapTime(value);
  if (seconds === null) throw new InvalidArgumentError('usa m:ss.mmm (1:48.500) o segundos (108.5).');
  return seconds;
};
const pitType = (value: string): 'FUEL_ONLY' | 'FUEL_AND_TIRES' => {
  const v = value.trim().toLowerCase();
  if (v === 'fuel') return 'FUEL_ONLY';
  if (v === 'fuel-and-tires') return 'FUEL_AND_TIRES';
  throw new InvalidArgumentError('usa "fuel" (solo combustible) o "fuel-and-tires" (combustible y neumáticos).');
};

const litres = (x: number) => `${x.toFixed(2)} L`;

export default {
  register(program, cli) {
    program
      .command('fuel')
      .description('calcula una estrategia de combustible (la misma que la calculadora del sitio)')
      .option('--car <preset>', 'coche predefinido: llena consumo y tanque (ver --presets)')
      .option('--circuit <preset>', 'circuito predefinido: llena el tiempo por vuelta (ver --presets)')
      .option('--laps <n>', 'vueltas de la carrera', number)
      .option('--minutes <m>', 'carrera por tiempo, en minutos (en lugar de --laps)', number)
      .option('--lap-time <tiempo>', 'tiempo por vuelta: m:ss.mmm o segundos', lapTime)
      .option('--consumption <litros>', 'consumo por vuelta, en litros', number)
      .option('--tank <litros>', 'capacidad del tanque, en litros', number)
      .option('--pit <tipo>', 'parada: fuel (15 s) o fuel-and-tires (30 s, por defecto)', pitType)
      .option('--pit-time <segundos>', 'tiempo de parada en segundos (en lugar del de --pit)', number)
      .option('--margin <litros>', 'margen de seguridad en litros (por defecto 1.5)', number)
      .option('--initial-fuel <litros>', 'combustible al salir (0 = lo que pida el plan)', number)
      .option('--presets', 'lista los coches y circuitos predefinidos')
      .option('--json', 'imprime el plan en JSON, como el campo data de la API')
      .action(async (options: FuelOptions, command: Command) => {
        const usage = (message: string): never => command.error(`error: ${message}`, { exitCode: 2, code: 'parrilla.usage' });
        const fuel = await import('../../src/modules/fuel/index.js');
        if (options.presets) {
          printPresets(cli.print, fuel);
          return;
        }
        if (options.laps !== undefined && options.minutes !== undefined) usage('usa --laps o --minutes, no los dos.');
        const car = options.car === undefined ? undefined : fuel.findCar(options.car);
        if (options.car !== undefined && !car) usage(`no hay un coche predefinido "${options.car}" (ver --presets).`);
        const circuit = options.circuit === undefined ? undefined : fuel.findCircuit(options.circuit);
        if (options.circuit !== undefined && !circuit) usage(`no hay un circuito predefinido "${options.circuit}" (ver --presets).`);

        // Presets fill only what the command line leaves out.
        const input: FuelInput = {
          circuitName: circuit?.nombre,
          carModel: car?.nombre,
          raceDistance: options.laps,
          raceDuration: options.minutes,
          lapTime: options.lapTime ?? circuit?.tiempoVuelta,
          fuelConsumptionPerLap: options.consumption ?? car?.consumo,
          tankCapacity: options.tank ?? car?.tanque,
          pitStopTime: options.pitTime ?? fuel.PIT_STOP_TYPES[options.pit ?? fuel.DEFAULT_PIT_STOP_TYPE].segundos,
          safetyMargin: options.margin,
          initialFuel: options.initialFuel,
        };
        // The API's bounds, checked before any work: a wrong value is a wrong command line.
        const checked = fuelRequestSchema.safeParse(input);
        if (!checked.success) usage(checked.error.issues[0].message);
        const plan = fuel.calculateFuelStrategy(input);
        if (options.json) {
          cli.print(JSON.stringify(plan, null, 2));
          return;
        }
        cli.print(`Estrategia de combustible: ${plan.circuitName} · ${plan.carModel}`);
        cli.print(`Vueltas: ${plan.raceLaps}${plan.raceDuration ? ` (carrera de ${plan.raceDuration} min)` : ''}`);
        cli.print(`Combustible total necesario: ${litres(plan.totalFuelNeeded)} · Salida con ${litres(plan.startingFuel)}`);
        cli.print(
          plan.numberOfPitStops === 0
            ? 'Paradas: ninguna'
            : `Paradas: ${plan.numberOfPitStops} (al final de ${plan.pitStopLaps.length === 1 ? 'la vuelta' : 'las vueltas'} ${plan.pitStopLaps.join(', ')})`,
        );
        cli.print(`Stints: ${plan.totalStints} · Vueltas por stint con tanque lleno: ${plan.actualStintLaps} (${litres(plan.fuelPerStint)})`);
        cli.print(`Tiempo total estimado: ${fuel.formatRaceTime(plan.totalRaceTime)} · Combustible al final: ${litres(plan.estimatedFuelRemainingAtEnd)}`);
        const table = new Table({ head: ['stint', 'vueltas', 'n.º vueltas', 'carga en parada', 'al salir', 'al llegar'], style: { head: [], border: [] } });
        for (const s of plan.stints) {
          table.push([s.stint, `${s.startLap}–${s.endLap}`, s.laps, s.stint === 1 ? '—' : litres(s.fuelAdded), litres(s.fuelAtStart), litres(s.fuelAtEnd)]);
        }
        cli.print(table.toString());
        cli.print('');
        cli.print(plan.raceStrategy);
      });
  },
} satisfies CliCommand;

function printPresets(print: (text: string) => void, fuel: typeof import('../../src/modules/fuel/index.js')): void {
  const cars = new Table({ head: ['coche (--car)', 'nombre', 'consumo L/vuelta', 'tanque L'], style: { head: [], border: [] } });
  for (const c of fuel.CAR_PRESETS) cars.push([c.id, c.nombre, fuel.isElectric(c) ? 'eléctrico' : c.consumo, fuel.isElectric(c) ? '—' : c.tanque]);
  const circuits = new Table({ head: ['circuito (--circuit)', 'nombre', 'vuelta (s)'], style: { head: [], border: [] } });
  for (const c of fuel.CIRCUIT_PRESETS) circuits.push([c.id, c.nombre, c.tiempoVuelta]);
  print(cars.toString());
  print(circuits.toString());
}
