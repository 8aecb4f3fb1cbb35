import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';

/** The migrations of docs/adr/0063, newest first (the order they are undone in). */
const MIGRATIONS = [
  '20261220000800_drop_contact_messages_created_at_index.ts',
  '20261220000700_drop_reports_created_at_index.ts',
  '20261220000600_index_audit_log_filters_by_place.ts',
  '20261220000500_index_contact_messages_created_at_id.ts',
  '20261220000400_index_invoice_requests_queue.ts',
  '20261220000300_index_reports_created_at_number.ts',
  '20261220000200_drop_audit_log_created_index.ts',
  '20261220000100_index_audit_log_created_id.ts',
];
const TABLES = ['audit_log', 'reports', 'invoice_requests', 'contact_messages'] as const;

describeEachDatabase('The indexes the growing admin lists are paged by', (kind) => {
  let context: AppContext;

  before(async () => {
    context = await bootTestContext(kind);
  });
  after(() => context.close());

  /** Each table's indexes other than its primary and unique keys, by name. */
  async function indexes(): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {};
    for (const table of TABLES) {
      if (kind === 'postgres') {
        const res = await context.knex.raw(`SELECT indexname FROM pg_indexes WHERE tablename = ? AND indexdef NOT LIKE 'CREATE UNIQUE%'`, [table]);
        found[table] = (res.rows as Array<{ indexname: string }>).map((r) => r.indexname).sort();
      } else {
        const rows = (await context.knex.raw(`PRAGMA index_list(${table})`)) as Array<{ name: string; origin: string }>;
        found[table] = rows.filter((r) => r.origin === 'c').map((r) => r.name).sort();
      }
    }
    return found;
  }

  it('are made on the way up and the old ones given back on the way down, on both databases', async () => {
    const latest = await indexes();
    expect(latest.audit_log).to.include.members(['audit_log_creado_el_id_index', 'audit_log_accion_creado_el_id_index', 'audit_log_actor_id_creado_el_id_index']);
    expect(latest.audit_log).to.not.include.members(['audit_log_creadoel_index', 'audit_log_accion_creadoel_index', 'audit_log_actorid_creadoel_index']);
    expect(latest.reports).to.include('reports_created_at_numero_reporte_index').and.not.include('reports_createdat_index');
    expect(latest.invoice_requests).to.include('invoice_requests_estado_solicitada_en_id_index');
    expect(latest.contact_messages).to.include('contact_messages_created_at_id_index').and.not.include('contact_messages_createdat_index');

    for (const name of MIGRATIONS) await context.knex.migrate.down({ name });
    const before = await indexes();
    expect(before.audit_log).to.include.members(['audit_log_creadoel_index', 'audit_log_accion_creadoel_index', 'audit_log_actorid_creadoel_index']);
    expect(before.audit_log).to.not.include.members(['audit_log_creado_el_id_index', 'audit_log_accion_creado_el_id_index', 'audit_log_actor_id_creado_el_id_index']);
    expect(before.reports).to.include('reports_createdat_index').and.not.include('reports_created_at_numero_reporte_index');
    expect(before.invoice_requests).to.not.include('invoice_requests_estado_solicitada_en_id_index');
    expect(before.contact_messages).to.include('contact_messages_createdat_index').and.not.include('contact_messages_created_at_id_index');

    await context.knex.migrate.latest();
    expect(await indexes()).to.deep.equal(latest);
  });
});
