import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedHomeData } from './home-data.js';

/** The home page's championship list: 50 championships with their 400 races and enrolment counts. */
export default { name: 'GET /api/campeonatos (50 campeonatos, 400 carreras)', path: '/api/campeonatos', target: PUBLIC_READ, setup: seedHomeData } satisfies BenchFigure;
