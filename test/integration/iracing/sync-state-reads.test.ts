import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { KnexSyncLedger } from '../../../src/modules/iracing/adapters/persistence/iracing.knex.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { queryPlan } from '../../support/query-plan.js';

describeEachDatabase("The iRacing sync's states as the dashboard reads them", (kind) => {
  let context: AppContext;
  before(async () => {
    context = await bootTestContext(kind);
  });
  after(() => context.close());
  beforeEach(() => truncateAll(context));

  it('answers the newest pass and only the championships whose last pass failed, the oldest failure first', async () => {
    const ledger = new KnexSyncLedger(context.knex);
    expect(await ledger.lastSyncAt()).to.equal(null);
    expect(await ledger.failing()).to.deep.equal([]);
    await ledger.recordPass('norte', new Date('2026-04-05T08:00:00.000Z'), 'Falla A');
    await ledger.recordPass('norte', new Date('2026-04-05T11:00:00.000Z'), 'Falla B');
    await ledger.recordPass('sur', new Date('2026-04-05T09:30:00.000Z'), 'Falla C');
    await ledger.recordPass('copa', new Date('2026-04-05T11:45:00.000Z'), null);
    // Failed, then went through: no longer failing.
    await ledger.recordPass('este', new Date('2026-04-05T07:00:00.000Z'), 'Falla D');
    await ledger.recordPass('este', new Date('2026-04-05T07:30:00.000Z'), null);
    await ledger.markAlerted('norte', new Date('2026-04-05T10:00:00.000Z'));
    expect(await ledger.lastSyncAt()).to.equal('2026-04-05T11:45:00.000Z');
    expect(await ledger.failing()).to.deep.equal([
      { campeonatoId: 'norte', lastSyncAt: '2026-04-05T11:00:00.000Z', lastError: 'Falla B', failingSince: '2026-04-05T08:00:00.000Z', alertedAt: '2026-04-05T10:00:00.000Z' },
      { campeonatoId: 'sur', lastSyncAt: '2026-04-05T09:30:00.000Z', lastError: 'Falla C', failingSince: '2026-04-05T09:30:00.000Z', alertedAt: null },
    ]);
  });

  it('reads the failing states from the index that holds only them, and the newest pass from the index on its instant', async () => {
    const knex = context.knex;
    const failing = await queryPlan(knex, kind, knex('iracing_sync_state').whereNotNull('ultimoError').orderBy([{ column: 'fallandoDesde' }, { column: 'campeonatoId' }]));
    expect(failing).to.include('iracing_sync_state_failing_index');
    const last = await queryPlan(knex, kind, knex('iracing_sync_state').max('ultimaSincronizacion as last'));
    expect(last).to.include('iracing_sync_state_last_sync_index');
  });

  it('makes both indexes on the way up and drops them on the way down', async () => {
    const indexes = async () => {
      if (kind === 'postgres') return ((await context.knex.raw(`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'iracing_sync_state'`)).rows as Array<{ name: string }>).map((r) => r.name);
      return ((await context.knex.raw('PRAGMA index_list(iracing_sync_state)')) as Array<{ name: string }>).map((r) => r.name);
    };
    const ours = ['iracing_sync_state_failing_index', 'iracing_sync_state_last_sync_index'];
    expect(await indexes()).to.include.members(ours);
    await context.knex.migrate.down({ name: '20261229000100_index_iracing_sync_state.ts' });
    expect(await indexes()).to.not.include.members([ours[0]]).and.not.include.members([ours[1]]);
    await context.knex.migrate.latest();
    expect(await indexes()).to.include.members(ours);
  });
});
