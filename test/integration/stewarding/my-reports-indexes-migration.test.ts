import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';

/** The migrations of docs/adr/0072, newest first (the order they are undone in). */
const MIGRATIONS = ['20261230000200_index_reports_reported_created_at_number.ts', '20261230000100_index_reports_reporter_created_at_number.ts'];

describeEachDatabase('The indexes a driver’s own reports are paged by', (kind) => {
  let context: AppContext;

  before(async () => {
    context = await bootTestContext(kind);
  });
  after(() => context.close());

  /** The reports table's indexes other than its primary and unique keys, by name. */
  async function indexes(): Promise<string[]> {
    if (kind === 'postgres') {
      const res = await context.knex.raw(`SELECT indexname FROM pg_indexes WHERE tablename = 'reports' AND indexdef NOT LIKE 'CREATE UNIQUE%'`);
      return (res.rows as Array<{ indexname: string }>).map((r) => r.indexname).sort();
    }
    const rows = (await context.knex.raw(`PRAGMA index_list(reports)`)) as Array<{ name: string; origin: string }>;
    return rows.filter((r) => r.origin === 'c').map((r) => r.name).sort();
  }

  it('replace each driver column’s index by one in the lists’ order on the way up, and give the old ones back on the way down', async () => {
    const latest = await indexes();
    expect(latest).to.include.members(['reports_reporter_created_at_numero_reporte_index', 'reports_reported_created_at_numero_reporte_index']);
    expect(latest).to.not.include.members(['reports_reporterid_index']);
    expect(latest).to.not.include.members(['reports_reportedid_index']);

    for (const name of MIGRATIONS) await context.knex.migrate.down({ name });
    const before = await indexes();
    expect(before).to.include.members(['reports_reporterid_index', 'reports_reportedid_index']);
    expect(before).to.not.include.members(['reports_reporter_created_at_numero_reporte_index']);
    expect(before).to.not.include.members(['reports_reported_created_at_numero_reporte_index']);

    await context.knex.migrate.latest();
    expect(await indexes()).to.deep.equal(latest);
  });
});
