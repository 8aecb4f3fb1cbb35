import type { BenchFigure } from '../bench-figure.js';

/** The cheapest call with a database round trip: the floor of the whole stack. */
export default { name: 'GET /api/health', path: '/api/health' } satisfies BenchFigure;
