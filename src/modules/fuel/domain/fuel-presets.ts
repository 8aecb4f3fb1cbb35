/** Car presets of the calculator (specification 2 §9): consumption in litres per lap, tank in litres. */
export interface CarPreset {
  id: string;
  nombre: string;
  consumo: number;
  tanque: number;
}

/** Circuit presets: a representative lap time in seconds. */
export interface CircuitPreset {
  id: string;
  nombre: string;
  tiempoVuelta: number;
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const car = (nombre: string, consumo: number, tanque: number): CarPreset => ({ id: slug(nombre), nombre, consumo, tanque });
const circuit = (nombre: string, tiempoVuelta: number): CircuitPreset => ({ id: slug(nombre), nombre, tiempoVuelta });

export const CAR_PRESETS: readonly CarPreset[] = [
  car('Ferrari 296 GT3', 2.85, 120),
  car('BMW M4 GT3', 2.9, 120),
  car('Porsche 911 GT3 R', 2.8, 120),
  car('Mercedes-AMG GT3 Evo', 2.95, 120),
  car('Lamborghini Huracán GT3 EVO', 2.92, 120),
  car('Audi R8 LMS EVO II', 2.88, 120),
  car('Ford Mustang GT3', 3, 120),
  car('Dallara P217 LMP2', 3.7, 75),
  car('BMW M4 GT4', 2.3, 120),
  car('Porsche 718 Cayman GT4', 2.25, 115),
  car('Mercedes-AMG GT4', 2.35, 120),
  car('Aston Martin Vantage GT4', 2.3, 120),
  car('Audi RS3 LMS TCR', 2.1, 100),
  car('Honda Civic Type R TCR', 2.05, 100),
  car('Hyundai Elantra N TCR', 2.08, 100),
  car('FIA F4', 1.4, 42),
  car('Dallara F3', 1.9, 55),
  car('Dallara iR-01', 2.5, 80),
  car('Mercedes F1 W12', 3.2, 110),
  car('IndyCar IR18', 3.9, 70),
  car('Mazda MX-5 Cup', 1.7, 45),
  // Electric: kept in the list so nobody wonders where it went, but it cannot be calculated.
  car('Porsche Mission R', 0, 0),
  car('NASCAR Next Gen', 5, 70),
  car('NASCAR Xfinity', 4.5, 68),
];

export const CIRCUIT_PRESETS: readonly CircuitPreset[] = [
  circuit('Monza', 108.5),
  circuit('Spa-Francorchamps', 137),
  circuit('Nürburgring GP', 115),
  circuit('Nordschleife', 485),
  circuit('Nürburgring Combined', 500),
  circuit('Road America', 121.5),
  circuit('Barcelona', 95),
  circuit('Watkins Glen Cup', 105),
  circuit('Watkins Glen Boot', 103.5),
  circuit('Silverstone', 118.5),
  circuit('Road Atlanta', 79),
  circuit('Sebring', 119.5),
  circuit('Daytona Road', 95),
  circuit('Le Mans', 233),
  circuit('Interlagos', 90.5),
  circuit('Bathurst', 121),
  circuit('Okayama', 87.5),
  circuit('COTA', 124),
  circuit('Brands Hatch', 83),
  circuit('Imola', 99.5),
  circuit('Fuji', 96),
  circuit('Red Bull Ring', 88),
  circuit('Hungaroring', 103),
  circuit('Zandvoort', 96.5),
  circuit('Suzuka', 120),
  circuit('Laguna Seca', 82),
  circuit('Daytona Oval', 46.5),
  circuit('Talladega', 48),
  circuit('Charlotte', 29.5),
  circuit('Indianapolis', 40),
];

export const PIT_STOP_TYPES = {
  FUEL_ONLY: { segundos: 15, etiqueta: 'Solo Combustible' },
  FUEL_AND_TIRES: { segundos: 30, etiqueta: 'Combustible y Neumáticos' },
} as const;
export type PitStopType = keyof typeof PIT_STOP_TYPES;
export const DEFAULT_PIT_STOP_TYPE: PitStopType = 'FUEL_AND_TIRES';
export const DEFAULT_SAFETY_MARGIN = 1.5;

/** Finds a preset by id or by name, ignoring case and accents. */
export function findCar(key: string): CarPreset | undefined {
  const k = slug(key);
  return CAR_PRESETS.find((c) => c.id === k);
}

/** An electric car burns no fuel, so the calculator has nothing to plan for it. */
export function isElectric(car: CarPreset): boolean {
  return car.consumo <= 0;
}

export function findCircuit(key: string): CircuitPreset | undefined {
  const k = slug(key);
  return CIRCUIT_PRESETS.find((c) => c.id === k);
}
