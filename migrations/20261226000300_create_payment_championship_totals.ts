import type { Knex } from 'knex';

const TABLE_NAME = 'payment_championship_totals';
const INDEX = 'payment_championship_totals_total_index';

/**
 * The statistics' championships of most completed payments, kept one row per championship with an index
 * on the count (docs/adr/0067): how many of its payments are completed (any currency) and their cents in
 * pesos, as the statistics show them. The read takes the tenth count from the index and only the rows
 * that reach it, instead of every championship's. Kept by row triggers on `payments` in the same
 * transaction as the change, as `payment_totals` is (migration 20261213100300).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('campeonatoId', 36).notNullable().primary();
    t.bigInteger('total').notNullable().defaultTo(0);
    t.bigInteger('montoCentavos').notNullable().defaultTo(0);
    t.index(['total'], INDEX);
  });
  const pesos = (row: string) => `CASE WHEN ${row}.moneda = 'mxn' THEN ${row}."montoCentavos" ELSE 0 END`;
  await knex.raw(`INSERT INTO ${TABLE_NAME} ("campeonatoId", total, "montoCentavos") SELECT "campeonatoId", count(*), sum(${pesos('payments')}) FROM payments WHERE estado = 'completado' GROUP BY "campeonatoId"`);
  const add = (row: 'NEW' | 'OLD') =>
    `INSERT INTO ${TABLE_NAME} ("campeonatoId", total, "montoCentavos") SELECT ${row}."campeonatoId", 1, ${pesos(row)} WHERE ${row}.estado = 'completado' ` +
    `ON CONFLICT ("campeonatoId") DO UPDATE SET total = ${TABLE_NAME}.total + 1, "montoCentavos" = ${TABLE_NAME}."montoCentavos" + excluded."montoCentavos";`;
  const takeAway = (row: 'NEW' | 'OLD') =>
    `UPDATE ${TABLE_NAME} SET total = total - 1, "montoCentavos" = "montoCentavos" - ${pesos(row)} ` + `WHERE ${row}.estado = 'completado' AND "campeonatoId" = ${row}."campeonatoId";`;
  const watched = ['estado', 'campeonatoId', 'moneda', 'montoCentavos'].map((c) => `"${c}"`).join(', ');
  if (knex.client.config.client === 'pg') {
    // A change's two rows in key order, whichever comes first, so payments changed at once never wait for each other's row in a cycle.
    await knex.raw(`CREATE FUNCTION payment_championship_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."campeonatoId" < OLD."campeonatoId" THEN
    ${add('NEW')} ${takeAway('OLD')}
  ELSE
    IF TG_OP IN ('UPDATE', 'DELETE') THEN ${takeAway('OLD')} END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN ${add('NEW')} END IF;
  END IF;
  RETURN NULL;
END $$`);
    await knex.raw(`CREATE TRIGGER payment_championship_totals_insert_delete AFTER INSERT OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION payment_championship_totals_apply()`);
    await knex.raw(`CREATE TRIGGER payment_championship_totals_update AFTER UPDATE OF ${watched} ON payments FOR EACH ROW EXECUTE FUNCTION payment_championship_totals_apply()`);
  } else {
    await knex.raw(`CREATE TRIGGER payment_championship_totals_insert AFTER INSERT ON payments BEGIN ${add('NEW')} END`);
    await knex.raw(`CREATE TRIGGER payment_championship_totals_delete AFTER DELETE ON payments BEGIN ${takeAway('OLD')} END`);
    await knex.raw(`CREATE TRIGGER payment_championship_totals_update AFTER UPDATE OF ${watched} ON payments BEGIN ${takeAway('OLD')} ${add('NEW')} END`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('DROP TRIGGER IF EXISTS payment_championship_totals_insert_delete ON payments');
    await knex.raw('DROP TRIGGER IF EXISTS payment_championship_totals_update ON payments');
    await knex.raw('DROP FUNCTION IF EXISTS payment_championship_totals_apply()');
  } else {
    for (const name of ['payment_championship_totals_insert', 'payment_championship_totals_delete', 'payment_championship_totals_update']) await knex.raw(`DROP TRIGGER IF EXISTS ${name}`);
  }
  await knex.schema.dropTable(TABLE_NAME);
}
