/** Fuel strategy: the pure calculation, its presets, history of signed-in users, and the HTTP routes. */
export { calculateFuelStrategy, formatRaceTime, FUEL_MESSAGES, MAX_RACE_LAPS, type FuelInput, type FuelStrategy, type Stint } from './domain/fuel-strategy.js';
export { CAR_PRESETS, CIRCUIT_PRESETS, PIT_STOP_TYPES, DEFAULT_PIT_STOP_TYPE, DEFAULT_SAFETY_MARGIN, findCar, findCircuit, isElectric, type CarPreset, type CircuitPreset, type PitStopType } from './domain/fuel-presets.js';
export { fuelRoutes } from './adapters/http/fuel.routes.js';
export { fuelModule } from './fuel.container.js';
export { FUEL } from './fuel.tokens.js';
