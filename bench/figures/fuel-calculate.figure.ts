import type { BenchFigure } from '../bench-figure.js';

/**
 * The fuel calculator for an anonymous visitor on the longest common race: 24 hours of 1:30 laps
 * (961 laps, 24 stints). The plan is built stint by stint, so its cost follows the stints.
 */
export default {
  name: 'POST /api/fuell/calculate (24 h)',
  method: 'POST',
  path: '/api/fuell/calculate',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ circuitName: 'Spa-Francorchamps', carModel: 'Ferrari 296 GT3', raceDuration: 1440, lapTime: 90, fuelConsumptionPerLap: 2.85, tankCapacity: 120, pitStopTime: 30, safetyMargin: 1.5, initialFuel: 0 }),
} satisfies BenchFigure;
