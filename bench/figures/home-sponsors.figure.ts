import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedHomeData } from './home-data.js';

/** The sponsors carousel's list. */
export default { name: 'GET /api/sponsors/list', path: '/api/sponsors/list', target: PUBLIC_READ, setup: seedHomeData } satisfies BenchFigure;
