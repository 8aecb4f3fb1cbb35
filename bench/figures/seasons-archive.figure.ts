import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedClosedSeasons } from './seasons-data.js';

/** The seasons' archive: 20 seasons × 5 championships with their champions. */
export default {
  name: 'GET /api/temporadas (20 temporadas × 5 campeonatos)',
  path: '/api/temporadas',
  target: PUBLIC_READ,
  setup: async (server) => {
    await seedClosedSeasons(server);
  },
} satisfies BenchFigure;
