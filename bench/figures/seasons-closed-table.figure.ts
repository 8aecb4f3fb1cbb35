import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedClosedSeasons } from './seasons-data.js';

let campeonatoId = '';

/** A closed championship's final table, read from its record, among 100 closed editions stored. */
export default {
  name: 'GET /api/campeonatos/{id}/clasificacion cerrada (de 100 tablas finales × 60 pilotos)',
  get path() {
    return `/api/campeonatos/${campeonatoId}/clasificacion`;
  },
  target: PUBLIC_READ,
  setup: async (server) => {
    campeonatoId = (await seedClosedSeasons(server)).closedId;
  },
} satisfies BenchFigure;
