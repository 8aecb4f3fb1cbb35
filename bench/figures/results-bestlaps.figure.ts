import { type BenchFigure, ANALYSIS_READ } from '../bench-figure.js';
import { BENCH_SUBSESSION, seedResults } from '../results-seed.js';

/** One analysis of the biggest event (a four-class team race) with 1,000 events stored. */
export default {
  name: 'GET /api/events/{id}/bestlaps',
  path: `/api/events/${BENCH_SUBSESSION}/bestlaps`,
  target: ANALYSIS_READ,
  setup: async (server) => void (await seedResults(server)),
} satisfies BenchFigure;
