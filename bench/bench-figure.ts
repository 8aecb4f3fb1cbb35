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
  /** Puts what the request needs in place (rows, a session …) before it is measured. */
  setup?(server: RunningServer): Promise<void>;
}
