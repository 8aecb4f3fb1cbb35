import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedClosedSeasons } from './seasons-data.js';

/** The hall of champions over 20 seasons × 5 series of closed editions (60 drivers each). */
export default {
  name: 'GET /api/campeones (20 temporadas × 5 series × 60 pilotos)',
  path: '/api/campeones',
  target: PUBLIC_READ,
  setup: async (server) => {
    await seedClosedSeasons(server);
  },
} satisfies BenchFigure;
