import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedHomeData } from './home-data.js';

/** The public iCal feed a calendar app polls: the home page's 50 championships, all 400 races still to come. */
export default { name: 'GET /api/calendario.ics (400 carreras)', path: '/api/calendario.ics', target: PUBLIC_READ, setup: seedHomeData } satisfies BenchFigure;
