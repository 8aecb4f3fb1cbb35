import type { RunningServer } from '../src/server.js';

/**
 * One measured request: a file `bench/figures/<name>.figure.ts` whose default export is this.
 * run.ts finds the files by name, so adding a figure is adding a file.
 */
export interface BenchFigure {
  /** As shown in the table, e.g. 'GET /api/health'. */
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Concurrent connections for this figure (default BENCH_CONNECTIONS, 10): 1 measures one reader's latency without queueing. */
  connections?: number;
  /** Puts what the request needs in place (rows, a session …) before it is measured. */
  setup?(server: RunningServer): Promise<void>;
  /** What this call must reach (a public read: docs/adr/0019); the table says whether it did. */
  target?: BenchTarget;
  /** Work that is not one HTTP call (an import, a batch), timed once after the setup. */
  timings?(server: RunningServer): Promise<BenchTiming[]>;
}

/** One figure of such work, printed in its own table and kept in the results file. */
export interface BenchTiming {
  name: string;
  value: number;
  unit: string;
}

/** A public read's goal: at least `ratio` × the bare server's requests per second, p99 at most `p99Ms`. */
export interface BenchTarget {
  ratio: number;
  p99Ms: number;
}

/** Every public read: 0.7 × the bare server, p99 ≤ 10 ms. */
export const PUBLIC_READ: BenchTarget = { ratio: 0.7, p99Ms: 10 };
/** A results analysis with 1,000 events stored: the same ratio, p99 ≤ 15 ms. */
export const ANALYSIS_READ: BenchTarget = { ratio: 0.7, p99Ms: 15 };
