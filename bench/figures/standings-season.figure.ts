import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedStandings } from '../standings-seed.js';

let campeonatoId = '';

/** The public standings of a championship of 20 rounds × 2 sessions × 60 drivers, with 40 penalties. */
export default {
  name: 'GET /api/campeonatos/{id}/clasificacion (20 rondas × 2 sesiones × 60 pilotos)',
  get path() {
    return `/api/campeonatos/${campeonatoId}/clasificacion`;
  },
  target: PUBLIC_READ,
  setup: async (server) => {
    campeonatoId = await seedStandings(server);
  },
} satisfies BenchFigure;
