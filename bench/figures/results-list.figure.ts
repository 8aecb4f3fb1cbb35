import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedResults } from '../results-seed.js';

/** The results page's list of every published event, with 1,000 events stored. */
export default {
  name: 'GET /api/events/list (1.000 eventos)',
  path: '/api/events/list',
  target: PUBLIC_READ,
  setup: async (server) => void (await seedResults(server)),
} satisfies BenchFigure;
