import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedSingleEvents } from './single-events-data.js';

/**
 * The home page's free events: the public list with every event's participants, read through the
 * identity module's driver directory. Seeded with 20 events of 8 to 20 drivers each.
 */
export default {
  name: 'GET /api/eventos-unicos',
  path: '/api/eventos-unicos',
  target: PUBLIC_READ,
  setup: async (server) => void (await seedSingleEvents(server)),
} satisfies BenchFigure;
