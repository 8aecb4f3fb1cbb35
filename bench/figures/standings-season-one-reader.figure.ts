import { type BenchFigure, PUBLIC_READ } from '../bench-figure.js';
import { seedStandings } from '../standings-seed.js';

let campeonatoId = '';

/**
 * The same stored season as standings-season, read by one connection at a time: the latency of one
 * reader without requests queueing behind each other on the server's single thread (the p99 ≤ 15 ms
 * of the standings decision is read here; with 10 connections even the bare server's p99 is above it
 * on a 2-CPU machine).
 */
export default {
  name: 'GET /api/campeonatos/{id}/clasificacion (misma temporada, 1 conexión)',
  connections: 1,
  get path() {
    return `/api/campeonatos/${campeonatoId}/clasificacion`;
  },
  target: PUBLIC_READ,
  setup: async (server) => {
    campeonatoId = await seedStandings(server);
  },
} satisfies BenchFigure;
