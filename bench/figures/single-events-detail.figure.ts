import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedSingleEvents } from './single-events-data.js';

let eventId = '';

/** One free event's page: the event with its 20 participants (the biggest of the 20 seeded). */
export default {
  name: 'GET /api/eventos-unicos/{id}',
  get path() {
    return `/api/eventos-unicos/${eventId}`;
  },
  target: PUBLIC_READ,
  setup: async (server) => {
    const ids = await seedSingleEvents(server);
    eventId = ids[12]!;
  },
} satisfies BenchFigure;
