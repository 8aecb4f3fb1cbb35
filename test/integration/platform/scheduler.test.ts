import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { createKnex, type Knex } from '../../../src/platform/database/knex.js';
import { JOBS_TABLE, type JobRun, Scheduler, type ScheduledJob } from '../../../src/platform/jobs/scheduler.js';
import { createLogger } from '../../../src/platform/logger.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { cliEnv, parrilla } from '../../support/cli.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';

/** The jobs the product schedules, in the order they run. */
const JOB_NAMES: string[] = ['iracing.sincronizacion', 'inscripciones.lista-espera', 'pagos.apartados', 'pagos.apartados-por-vencer', 'eventos.lista-espera', 'recordatorios.carreras', 'discord.avisos', 'discord.entregar', 'push.resultados', 'push.entregar', 'datos-personales-descargas', 'datos-personales-eliminacion', 'auditoria.retencion'];

describeEachDatabase('Scheduler: jobs claimed in the database', (kind) => {
  let context: AppContext;
  let second: Knex;
  const clock = new ManualClock(new Date('2026-12-01T12:00:00Z'));

  before(async () => {
    context = await bootTestContext(kind, { clock });
    second = createKnex(context.config.database);
  });
  after(async () => {
    await second.destroy();
    await context.close();
  });
  beforeEach(async () => {
    await context.knex(JOBS_TABLE).delete();
    clock.set('2026-12-01T12:00:00Z');
  });

  const countingJob = (runs: string[], everyMs = 60_000, hold: () => Promise<unknown> = async () => undefined): ScheduledJob => ({
    name: 'prueba.contar',
    everyMs,
    async run() {
      runs.push('corrió');
      await hold();
      return `vez ${runs.length}`;
    },
  });

  it('runs a due job once when two servers claim it at the same time', async () => {
    const runs: string[] = [];
    const logger = createLogger(context.config);
    // The server that wins the claim holds the job until the other's whole pass is over, so the other's
    // claim always meets a held job, whatever the scheduling. Were both to claim it, each would wait for
    // the other: after 5 s they go on and the count shows two runs.
    const passes: Record<'a' | 'b', Promise<JobRun[]>> = { a: Promise.resolve([]), b: Promise.resolve([]) };
    const heldUntil = (other: 'a' | 'b') => () => Promise.race([passes[other], sleep(5_000, undefined, { ref: false })]);
    const a = new Scheduler(context.knex, clock, logger, [countingJob(runs, 60_000, heldUntil('b'))]);
    const b = new Scheduler(second, clock, logger, [countingJob(runs, 60_000, heldUntil('a'))]);
    passes.a = a.runDue();
    passes.b = b.runDue();
    const [fromA, fromB] = await Promise.all([passes.a, passes.b]);
    expect(runs).to.have.length(1);
    expect([...fromA, ...fromB]).to.deep.equal([{ tarea: 'prueba.contar', estado: 'hecha', resumen: 'vez 1' }]);
  });

  it('runs a job again only when its interval has passed', async () => {
    const runs: string[] = [];
    const scheduler = new Scheduler(context.knex, clock, createLogger(context.config), [countingJob(runs, 60_000)]);
    await scheduler.runDue();
    clock.advance(59_000);
    expect(await scheduler.runDue()).to.deep.equal([]);
    clock.advance(1_000);
    expect((await scheduler.runDue()).map((r) => r.tarea)).to.deep.equal(['prueba.contar']);
    expect(runs).to.have.length(2);
  });

  it('records a failure, frees the job and tries it again on its next turn', async () => {
    let attempts = 0;
    const flaky: ScheduledJob = {
      name: 'prueba.falla',
      everyMs: 1_000,
      async run() {
        attempts += 1;
        if (attempts === 1) throw new Error('la base respondió tarde');
        return 'bien';
      },
    };
    const scheduler = new Scheduler(context.knex, clock, createLogger(context.config), [flaky]);
    expect(await scheduler.runDue()).to.deep.equal([{ tarea: 'prueba.falla', estado: 'fallida', resumen: 'la base respondió tarde' }]);
    const row = await context.knex(JOBS_TABLE).where({ name: 'prueba.falla' }).first();
    expect(row.lastError).to.equal('la base respondió tarde');
    expect(row.claimedUntil).to.equal(null);
    clock.advance(1_000);
    expect(await scheduler.runDue()).to.deep.equal([{ tarea: 'prueba.falla', estado: 'hecha', resumen: 'bien' }]);
  });

  it('takes over a job whose server died while holding it, once the claim has expired', async () => {
    const runs: string[] = [];
    const scheduler = new Scheduler(context.knex, clock, createLogger(context.config), [countingJob(runs)]);
    await context.knex(JOBS_TABLE).insert({ name: 'prueba.contar', nextRunAt: clock.now().getTime(), claimedUntil: clock.now().getTime() + 60_000, claimedBy: 'servidor-caido' });
    expect(await scheduler.runDue()).to.deep.equal([]);
    clock.advance(61_000);
    expect(await scheduler.runDue()).to.have.length(1);
    expect(runs).to.have.length(1);
  });

  it('the server container binds the scheduler with every job of the product', () => {
    expect(context.container.get(PLATFORM.Scheduler).jobs.map((j) => j.name)).to.deep.equal(JOB_NAMES);
  });
});

describe('parrilla jobs run-once', () => {
  let dataDir: string;
  before(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-jobs-'));
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs the due jobs and prints them as JSON, then only those due on every pass', async function () {
    // Two processes, each starting the whole application: on a loaded machine more than the default.
    this.timeout(90_000);
    const first = await parrilla(['jobs', 'run-once', '--json'], cliEnv(dataDir));
    expect(first.code, first.stderr).to.equal(0);
    const runs = JSON.parse(first.stdout) as { tarea: string; estado: string; resumen: string }[];
    expect(runs.map((r) => r.tarea)).to.deep.equal(JOB_NAMES);
    for (const run of runs) expect(run.estado, run.resumen).to.equal('hecha');
    const again = await parrilla(['jobs', 'run-once'], cliEnv(dataDir));
    expect(again.code, again.stderr).to.equal(0);
    // Delivering queued Discord messages and pushes is due on every pass; the others wait for their interval.
    expect(again.stdout.trim().split('\n')).to.deep.equal(['✔ discord.entregar: 0 mensajes enviados a Discord', '✔ push.entregar: 0 notificaciones enviadas']);
  });
});
