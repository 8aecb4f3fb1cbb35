import { type BenchFigure, ANALYSIS_READ } from '../bench-figure.js';
import { BENCH_DRIVER, BENCH_SUBSESSION, seedResults } from '../results-seed.js';

/** One analysis of the biggest event (a four-class team race) with 1,000 events stored. */
export default {
  name: 'GET /api/events/{id}/drivers/{custId}/performance',
  path: `/api/events/${BENCH_SUBSESSION}/drivers/${BENCH_DRIVER}/performance`,
  target: ANALYSIS_READ,
  setup: async (server) => void (await seedResults(server)),
} satisfies BenchFigure;
