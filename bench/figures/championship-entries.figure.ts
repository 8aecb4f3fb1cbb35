import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedHomeData } from './home-data.js';

let championshipId = '';

/** A championship's public entry list (50 championships stored). */
export default {
  name: 'GET /api/campeonatos/{id}/inscritos',
  get path() {
    return `/api/campeonatos/${championshipId}/inscritos`;
  },
  target: PUBLIC_READ,
  setup: async (server) => {
    await seedHomeData(server);
    const row = (await server.context.knex('championships').orderBy('fechaInicio').first('id')) as { id: string };
    championshipId = row.id;
  },
} satisfies BenchFigure;
