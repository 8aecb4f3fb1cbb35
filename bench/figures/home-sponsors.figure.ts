import type { BenchFigure } from '../bench-figure.js';
import { seedHomeData } from './home-data.js';

/** The sponsors carousel's list. */
export default { name: 'GET /api/sponsors/list', path: '/api/sponsors/list', setup: seedHomeData } satisfies BenchFigure;
