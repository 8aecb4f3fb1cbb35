import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { BENCH_SUBSESSION, seedResults } from '../results-seed.js';

/** One event's summary (the biggest, a four-class team race), with 1,000 events stored. */
export default {
  name: 'GET /api/events/{id}',
  path: `/api/events/${BENCH_SUBSESSION}`,
  target: PUBLIC_READ,
  setup: async (server) => void (await seedResults(server)),
} satisfies BenchFigure;
