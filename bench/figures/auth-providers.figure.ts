import type { BenchFigure } from '../bench-figure.js';

/** A small public JSON read through the session middleware and a router, no database. */
export default { name: 'GET /api/auth/providers', path: '/api/auth/providers' } satisfies BenchFigure;
