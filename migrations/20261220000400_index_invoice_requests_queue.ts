import type { Knex } from 'knex';

const TABLE_NAME = 'invoice_requests';
const INDEX_NAME = 'invoice_requests_estado_solicitada_en_id_index';

/**
 * The invoice queue is shown pending first, then oldest request first, and read by place, state by
 * state: `estado = ? AND (solicitadaEn, id) > (?, ?)` (docs/adr/0063). This index gives each state's
 * requests in that order and stops at the page's end; the state descending serves the whole queue's
 * order too (pending first), where a page is asked by number alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX ${INDEX_NAME} ON ${TABLE_NAME} ("estado" DESC, "solicitadaEn", "id")`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX ${INDEX_NAME}`);
}
