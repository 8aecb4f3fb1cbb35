import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedHomeData } from './home-data.js';

let championshipId = '';

/** One championship's page: the championship with its 8 races and enrolment count (50 stored). */
export default {
  name: 'GET /api/campeonatos/{id}',
  get path() {
    return `/api/campeonatos/${championshipId}`;
  },
  target: PUBLIC_READ,
  setup: async (server) => {
    await seedHomeData(server);
    const row = (await server.context.knex('championships').orderBy('fechaInicio').first('id')) as { id: string };
    championshipId = row.id;
  },
} satisfies BenchFigure;
