import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { readIracingExport, toEventResult } from '../../../src/modules/results/domain/iracing-export.js';
import { cliEnv, parrillaProcess, spawnParrilla } from '../../support/cli.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';
import { describeWithFixtures, rawFixture, resultFixtureNames } from '../../support/iracing-exports.js';

/**
 * A real `parrilla import` process is killed with SIGKILL while it writes, at moments a fixed seed
 * picks (CRASH_VERBOSE=1 prints how far each run got). Every event left in the database must have
 * all its sessions, classes and result rows, none a part missing; a last run then imports the rest.
 * Each kill costs a process start (seconds), so the kills are few.
 */

/** Copies of each real export under new subsession ids, so one run imports many events one after another. */
const COPIES = 1;
const KILLS = 4;
const SEED = 19;

/** mulberry32: a small PRNG, so the moments of the kills are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Shape {
  phases: number;
  classes: number;
  entries: number;
}

const count = async (query: Promise<Array<Record<string, unknown>>>) => Number((await query)[0]!.n);

describeWithFixtures('Crash safety of parrilla import (real exports)', () => {
  describeEachDatabase('kill -9 of a running import leaves every event whole or absent', (kind) => {
    let context: AppContext;
    let folder: string;
    /** Subsession id → the rows a complete import stores, as the product's own reader builds them. */
    const expected = new Map<number, Shape>();

    before(async () => {
      context = await bootTestContext(kind);
      folder = mkdtempSync(path.join(tmpdir(), 'parrilla-crash-'));
      let next = 95_000_001;
      for (const name of resultFixtureNames()) {
        for (let copy = 0; copy < COPIES; copy += 1) {
          const data = { ...rawFixture(name), subsession_id: next };
          const text = JSON.stringify(data);
          writeFileSync(path.join(folder, `${String(next)}-${name}`), text);
          const result = toEventResult(readIracingExport(text), { newId: () => 'x', importedAt: new Date().toISOString(), carreraId: null, sesion: null });
          expected.set(next, { phases: result.phases.length, classes: result.carClasses.length, entries: result.entries.length });
          next += 1;
        }
      }
    });
    after(async () => {
      await context?.close();
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    /** Every stored event has all its sessions, classes and result rows; none has a part missing. */
    async function assertWholeOrAbsent(when: string): Promise<number> {
      const { knex } = context;
      const events = await knex('result_events').select('id', 'subsessionId');
      for (const event of events) {
        const shape = expected.get(Number(event.subsessionId));
        expect(shape, `${when}: an event nobody imported (${event.subsessionId})`).to.not.equal(undefined);
        const stored: Shape = {
          phases: await count(knex('result_phases').where({ eventId: event.id }).count({ n: '*' })),
          classes: await count(knex('result_car_classes').where({ eventId: event.id }).count({ n: '*' })),
          entries: await count(knex('result_entries').where({ eventId: event.id }).count({ n: '*' })),
        };
        expect(stored, `${when}: event ${event.subsessionId}`).to.deep.equal(shape);
      }
      const ids = events.map((e) => e.id as string);
      for (const table of ['result_phases', 'result_car_classes', 'result_entries']) {
        const orphans = await count(knex(table).whereNotIn('eventId', ids.length ? ids : ['-']).count({ n: '*' }));
        expect(orphans, `${when}: rows of ${table} without their event`).to.equal(0);
      }
      return events.length;
    }

    it(`after ${KILLS} kills at seeded moments (first imports and re-imports alike), then a run to the end`, async function () {
      this.timeout(600_000);
      const random = seeded(SEED);
      const env = cliEnv(context.config.dataDir, kind);
      const total = expected.size;
      const outcomes: string[] = [];
      let killedMidRun = 0;

      for (let kill = 0; kill < KILLS; kill += 1) {
        // Kill while the import is writing: once the stored rows have been seen to change `target`
        // times in this run (a whole event committed, or any part of one that shows), plus a few ms.
        const target = 1 + Math.floor(random() * total);
        const extraMs = Math.floor(random() * 10);
        const runStart = new Date().toISOString();
        const run = spawnParrilla(['import', folder], env);
        let finished = false;
        void run.exited.then(() => {
          finished = true;
        });
        let changes = 0;
        let last = '';
        while (!finished && changes < target) {
          const seen = `${await count(context.knex('result_events').where('importedAt', '>=', runStart).count({ n: '*' }))}:${await count(context.knex('result_entries').count({ n: '*' }))}`;
          if (last && seen !== last) changes += 1;
          last = seen;
          await sleep(2);
        }
        await sleep(extraMs);
        run.child.kill('SIGKILL');
        const end = await run.exited;
        if (end.signal === 'SIGKILL') killedMidRun += 1;
        const present = await assertWholeOrAbsent(`kill ${kill + 1}`);
        outcomes.push(`${end.signal ?? `code ${end.code}`}: ${present}/${total}`);
      }
      if (process.env.CRASH_VERBOSE) console.log(outcomes);
      expect(killedMidRun, `runs that were still importing when killed: ${outcomes.join(', ')}`).to.be.greaterThan(0);

      const last = await parrillaProcess(['import', folder, '--json'], env, 300_000);
      expect(last.code, last.stderr).to.equal(0);
      const summary = JSON.parse(last.stdout) as { imported: unknown[]; replaced: unknown[]; failed: unknown[] };
      expect(summary.failed).to.deep.equal([]);
      expect(summary.imported.length + summary.replaced.length).to.equal(total);
      expect(await assertWholeOrAbsent('after the last run')).to.equal(total);
    });
  });
});
