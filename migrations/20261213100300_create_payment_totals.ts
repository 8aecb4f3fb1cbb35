import type { Knex } from 'knex';

const TABLE_NAME = 'payment_totals';
const KEY = ['estado', 'moneda', 'campeonatoId', 'metodo'] as const;
const COLUMNS = ['estado', 'moneda', 'campeonatoId', 'metodo', 'montoCentavos'];

/**
 * The admin statistics' totals, kept as payments change instead of counted from every payment on each
 * request (docs/adr/0060): how many payments and how many cents per state, currency, championship and
 * method. Row triggers on `payments` keep them in the same transaction as the change, whichever code
 * (or SQL by hand) makes it: a payment counts under its new key and stops counting under its old one.
 * Taking away only touches an existing row (UPDATE), so deleting every table's rows in any order
 * (the tests' reset) never leaves a negative total behind. Rows that reach 0 stay, read as absent.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('estado', 12).notNullable();
    t.string('moneda', 3).notNullable();
    t.string('campeonatoId', 36).notNullable();
    t.string('metodo', 10).notNullable();
    t.bigInteger('total').notNullable().defaultTo(0);
    t.bigInteger('montoCentavos').notNullable().defaultTo(0);
    t.primary([...KEY]);
  });
  await knex.raw(
    `INSERT INTO ${TABLE_NAME} (estado, moneda, "campeonatoId", metodo, total, "montoCentavos") ` +
      `SELECT estado, moneda, "campeonatoId", metodo, count(*), sum("montoCentavos") FROM payments GROUP BY estado, moneda, "campeonatoId", metodo`,
  );
  const add = (row: 'NEW' | 'OLD') =>
    `INSERT INTO ${TABLE_NAME} (estado, moneda, "campeonatoId", metodo, total, "montoCentavos") ` +
    `VALUES (${row}.estado, ${row}.moneda, ${row}."campeonatoId", ${row}.metodo, 1, ${row}."montoCentavos") ` +
    `ON CONFLICT (estado, moneda, "campeonatoId", metodo) DO UPDATE SET total = ${TABLE_NAME}.total + 1, "montoCentavos" = ${TABLE_NAME}."montoCentavos" + excluded."montoCentavos";`;
  const takeAway = (row: 'NEW' | 'OLD') =>
    `UPDATE ${TABLE_NAME} SET total = total - 1, "montoCentavos" = "montoCentavos" - ${row}."montoCentavos" ` +
    `WHERE estado = ${row}.estado AND moneda = ${row}.moneda AND "campeonatoId" = ${row}."campeonatoId" AND metodo = ${row}.metodo;`;
  const watched = COLUMNS.map((c) => `"${c}"`).join(', ');
  if (knex.client.config.client === 'pg') {
    await knex.raw(`CREATE FUNCTION payment_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN ${takeAway('OLD')} END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN ${add('NEW')} END IF;
  RETURN NULL;
END $$`);
    await knex.raw(`CREATE TRIGGER payment_totals_insert_delete AFTER INSERT OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION payment_totals_apply()`);
    await knex.raw(`CREATE TRIGGER payment_totals_update AFTER UPDATE OF ${watched} ON payments FOR EACH ROW EXECUTE FUNCTION payment_totals_apply()`);
  } else {
    await knex.raw(`CREATE TRIGGER payment_totals_insert AFTER INSERT ON payments BEGIN ${add('NEW')} END`);
    await knex.raw(`CREATE TRIGGER payment_totals_delete AFTER DELETE ON payments BEGIN ${takeAway('OLD')} END`);
    await knex.raw(`CREATE TRIGGER payment_totals_update AFTER UPDATE OF ${watched} ON payments BEGIN ${takeAway('OLD')} ${add('NEW')} END`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('DROP TRIGGER IF EXISTS payment_totals_insert_delete ON payments');
    await knex.raw('DROP TRIGGER IF EXISTS payment_totals_update ON payments');
    await knex.raw('DROP FUNCTION IF EXISTS payment_totals_apply()');
  } else {
    for (const name of ['payment_totals_insert', 'payment_totals_delete', 'payment_totals_update']) await knex.raw(`DROP TRIGGER IF EXISTS ${name}`);
  }
  await knex.schema.dropTable(TABLE_NAME);
}
