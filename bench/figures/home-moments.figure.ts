import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedHomeData } from './home-data.js';

/** The moments section's list: every championship with its races' video links. */
export default { name: 'GET /api/campeonatos/momentos (50 / 400)', path: '/api/campeonatos/momentos', target: PUBLIC_READ, setup: seedHomeData } satisfies BenchFigure;
