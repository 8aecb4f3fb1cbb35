import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { isPostgres } from '../database/knex.js';
import { newId } from '../ids.js';
import type { Logger } from '../logger.js';

export const JOBS_TABLE = 'scheduled_jobs';

/**
 * Work the scheduler runs every `everyMs`. `run` answers a one-line Spanish summary of what it did
 * (shown by `parrilla jobs run-once` and kept in the table); it must be safe to run again after a
 * crash, because a claim that expires is claimed again.
 */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(now: Date): Promise<string>;
}

/** What one pass did with one job. */
export interface JobRun {
  tarea: string;
  estado: 'hecha' | 'fallida';
  resumen: string;
}

/**
 * SQLite has one writer, and two connections of one process cannot wait for each other: the busy
 * wait blocks the very event loop that would let the other finish its transaction. So on SQLite the
 * schedulers of one process (a server has one; tests start two) take turns job by job, keyed by the
 * database file. Between processes (a server and a cron's run-once) SQLite's own lock does the rest.
 */
const sqliteTurns = new Map<string, Promise<unknown>>();

/** How long a claim holds a job: a server that dies while running it frees it after this. */
export const CLAIM_MS = 10 * 60_000;

/**
 * Runs due jobs. Each server has one; jobs live in `scheduled_jobs`, and a server runs a job only
 * after claiming it with one atomic UPDATE … WHERE it is due and unclaimed (RETURNING tells whether
 * this server won), so several servers, or a cron's `parrilla jobs run-once`, never run the same job
 * at the same time. The clock is injected: tests drive it.
 */
export class Scheduler {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private readonly id = `servidor-${newId()}`;

  constructor(
    private readonly knex: Knex,
    private readonly clock: Clock,
    private readonly logger: Logger,
    readonly jobs: readonly ScheduledJob[],
  ) {}

  start(intervalMs: number): void {
    const tick = () => {
      this.running = this.runDue()
        .catch((err) => {
          this.logger.error({ err }, 'error en las tareas programadas');
          return [];
        })
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Claims and runs every due job once, in order. Answers what ran (jobs not due, or held by another server, are left out). */
  async runDue(): Promise<JobRun[]> {
    await this.register();
    const runs: JobRun[] = [];
    for (const job of this.jobs) {
      const run = await this.inTurn(() => this.runIfDue(job));
      if (run) runs.push(run);
    }
    return runs;
  }

  private async runIfDue(job: ScheduledJob): Promise<JobRun | null> {
    const now = this.clock.now();
    if (!(await this.claim(job, now))) return null;
    try {
      const resumen = await job.run(now);
      await this.release(job, now, { lastResult: resumen, lastError: null });
      return { tarea: job.name, estado: 'hecha', resumen };
    } catch (err) {
      const message = String((err as Error).message ?? err).slice(0, 1000);
      this.logger.error({ err, job: job.name }, 'una tarea programada falló; se reintentará en su próximo turno');
      await this.release(job, now, { lastResult: null, lastError: message });
      return { tarea: job.name, estado: 'fallida', resumen: message };
    }
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (isPostgres(this.knex)) return work();
    const file = String((this.knex.client.config.connection as { filename?: string } | undefined)?.filename ?? '');
    const next = (sqliteTurns.get(file) ?? Promise.resolve()).then(work, work);
    sqliteTurns.set(
      file,
      next.catch(() => undefined),
    );
    return next;
  }

  /** Inserts the rows of jobs the table does not know yet, due at once. */
  private async register(): Promise<void> {
    if (this.jobs.length === 0) return;
    const now = this.clock.now().getTime();
    await this.knex(JOBS_TABLE)
      .insert(this.jobs.map((j) => ({ name: j.name, nextRunAt: now })))
      .onConflict('name')
      .ignore();
  }

  private async claim(job: ScheduledJob, now: Date): Promise<boolean> {
    const at = now.getTime();
    const claimed = (await this.knex(JOBS_TABLE)
      .where('name', job.name)
      .andWhere('nextRunAt', '<=', at)
      .andWhere((q) => q.whereNull('claimedUntil').orWhere('claimedUntil', '<', at))
      .update({ claimedUntil: at + CLAIM_MS, claimedBy: this.id }, ['name'])) as { name: string }[];
    return claimed.length === 1;
  }

  private async release(job: ScheduledJob, startedAt: Date, outcome: { lastResult: string | null; lastError: string | null }): Promise<void> {
    await this.knex(JOBS_TABLE)
      .where({ name: job.name, claimedBy: this.id })
      .update({
        nextRunAt: startedAt.getTime() + job.everyMs,
        claimedUntil: null,
        claimedBy: null,
        lastRunAt: this.clock.now().toISOString(),
        ...outcome,
      });
  }
}
