import type { Knex } from 'knex';

const TABLE_NAME = 'payment_state_totals';
const KEY = ['estado', 'moneda', 'metodo'];

/**
 * The statistics' general totals, kept without the championship (docs/adr/0067): how many payments and
 * how many cents per state, currency and method, a few rows however many championships there are
 * (`payment_totals` holds the same per championship, a few rows each). Kept by row triggers on
 * `payments` in the same transaction as the change, as `payment_totals` is (migration 20261213100300).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('estado', 12).notNullable();
    t.string('moneda', 3).notNullable();
    t.string('metodo', 10).notNullable();
    t.bigInteger('total').notNullable().defaultTo(0);
    t.bigInteger('montoCentavos').notNullable().defaultTo(0);
    t.primary(KEY);
  });
  await knex.raw(`INSERT INTO ${TABLE_NAME} (estado, moneda, metodo, total, "montoCentavos") SELECT estado, moneda, metodo, count(*), sum("montoCentavos") FROM payments GROUP BY estado, moneda, metodo`);
  const add = (row: 'NEW' | 'OLD') =>
    `INSERT INTO ${TABLE_NAME} (estado, moneda, metodo, total, "montoCentavos") VALUES (${row}.estado, ${row}.moneda, ${row}.metodo, 1, ${row}."montoCentavos") ` +
    `ON CONFLICT (estado, moneda, metodo) DO UPDATE SET total = ${TABLE_NAME}.total + 1, "montoCentavos" = ${TABLE_NAME}."montoCentavos" + excluded."montoCentavos";`;
  const takeAway = (row: 'NEW' | 'OLD') =>
    `UPDATE ${TABLE_NAME} SET total = total - 1, "montoCentavos" = "montoCentavos" - ${row}."montoCentavos" ` +
    `WHERE estado = ${row}.estado AND moneda = ${row}.moneda AND metodo = ${row}.metodo;`;
  const watched = [...KEY, 'montoCentavos'].map((c) => `"${c}"`).join(', ');
  if (knex.client.config.client === 'pg') {
    // A change's two rows in key order, whichever comes first, so payments changed at once never wait for each other's row in a cycle.
    await knex.raw(`CREATE FUNCTION payment_state_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.estado, NEW.moneda, NEW.metodo) < (OLD.estado, OLD.moneda, OLD.metodo) THEN
    ${add('NEW')} ${takeAway('OLD')}
  ELSE
    IF TG_OP IN ('UPDATE', 'DELETE') THEN ${takeAway('OLD')} END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN ${add('NEW')} END IF;
  END IF;
  RETURN NULL;
END $$`);
    await knex.raw(`CREATE TRIGGER payment_state_totals_insert_delete AFTER INSERT OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION payment_state_totals_apply()`);
    await knex.raw(`CREATE TRIGGER payment_state_totals_update AFTER UPDATE OF ${watched} ON payments FOR EACH ROW EXECUTE FUNCTION payment_state_totals_apply()`);
  } else {
    await knex.raw(`CREATE TRIGGER payment_state_totals_insert AFTER INSERT ON payments BEGIN ${add('NEW')} END`);
    await knex.raw(`CREATE TRIGGER payment_state_totals_delete AFTER DELETE ON payments BEGIN ${takeAway('OLD')} END`);
    await knex.raw(`CREATE TRIGGER payment_state_totals_update AFTER UPDATE OF ${watched} ON payments BEGIN ${takeAway('OLD')} ${add('NEW')} END`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('DROP TRIGGER IF EXISTS payment_state_totals_insert_delete ON payments');
    await knex.raw('DROP TRIGGER IF EXISTS payment_state_totals_update ON payments');
    await knex.raw('DROP FUNCTION IF EXISTS payment_state_totals_apply()');
  } else {
    for (const name of ['payment_state_totals_insert', 'payment_state_totals_delete', 'payment_state_totals_update']) await knex.raw(`DROP TRIGGER IF EXISTS ${name}`);
  }
  await knex.schema.dropTable(TABLE_NAME);
}
