import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedResults } from '../results-seed.js';

/**
 * The home page podium with 1,000 events stored; its timings are the import measures: one 1 MB team
 * export against JSON.parse of the same bytes, and the batch of 1,000 files.
 */
export default {
  name: 'GET /api/toptree/events/top-three-winners',
  path: '/api/toptree/events/top-three-winners',
  target: PUBLIC_READ,
  setup: async (server) => void (await seedResults(server)),
  timings: (server) => seedResults(server),
} satisfies BenchFigure;
