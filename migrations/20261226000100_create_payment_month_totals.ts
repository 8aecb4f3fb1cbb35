import type { Knex } from 'knex';

const TABLE_NAME = 'payment_month_totals';

/**
 * The Mexico City month ('yyyy-MM') of an instant stored as a UTC ISO string, in SQL both databases
 * run alike (string functions only: no time zone support in SQLite, no cast that could refuse a write
 * in PostgreSQL). A month begins at midnight of its 1st in Mexico City: 06:00 UTC, or 05:00 UTC when
 * that midnight fell in summer time (May to October from 1996 to 2022, June to September in 2001;
 * Mexico City has kept UTC−6 all year since 30 October 2022). So an instant is in its UTC month unless
 * it falls on the 1st before that hour, when it is still the month before. Earlier summer times (before
 * 1996) are not followed: no payment is that old. A value not shaped as an ISO instant has no month.
 */
function mexicoCityMonth(column: string): string {
  const year = `substr(${column}, 1, 4)`;
  const month = `substr(${column}, 6, 2)`;
  const summerStart = `((${year} BETWEEN '1996' AND '2022' AND ${year} <> '2001' AND ${month} BETWEEN '05' AND '10') OR (${year} = '2001' AND ${month} BETWEEN '06' AND '09'))`;
  const previous = Array.from({ length: 11 }, (_, i) => `WHEN '${String(i + 2).padStart(2, '0')}' THEN substr(${column}, 1, 5) || '${String(i + 1).padStart(2, '0')}'`).join(' ');
  const monthBefore = `CASE ${month} WHEN '01' THEN CAST(CAST(${year} AS INTEGER) - 1 AS TEXT) || '-12' ${previous} END`;
  return (
    `(CASE WHEN ${column} LIKE '____-__-__T__%' THEN ` +
    `CASE WHEN substr(${column}, 9, 2) = '01' AND substr(${column}, 12, 2) < (CASE WHEN ${summerStart} THEN '05' ELSE '06' END) ` +
    `THEN ${monthBefore} ELSE substr(${column}, 1, 7) END END)`
  );
}

/**
 * The statistics' chart of the last six months, kept (docs/adr/0067): how many payments were completed
 * in each Mexico City month (by `fechaCompletado`) and their cents, per currency. Row triggers on
 * `payments` keep it in the same transaction as the change, as `payment_totals` is kept (migration
 * 20261213100300): a completed payment counts in its month; one that leaves the completed state, is
 * deleted, or whose day, amount or currency changes stops counting where it counted. Taking away only
 * updates an existing row, so deleting every table's rows in any order never leaves a negative total.
 * The chart then reads its six rows (per currency) instead of the month's payments.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('mes', 7).notNullable();
    t.string('moneda', 3).notNullable();
    t.bigInteger('total').notNullable().defaultTo(0);
    t.bigInteger('montoCentavos').notNullable().defaultTo(0);
    t.primary(['mes', 'moneda']);
  });
  const month = (row: string) => mexicoCityMonth(`${row}."fechaCompletado"`);
  await knex.raw(
    `INSERT INTO ${TABLE_NAME} (mes, moneda, total, "montoCentavos") ` +
      `SELECT mes, moneda, count(*), sum("montoCentavos") FROM (SELECT ${month('p')} AS mes, p.moneda, p."montoCentavos" FROM payments p WHERE p.estado = 'completado') AS completed ` +
      `WHERE mes IS NOT NULL GROUP BY mes, moneda`,
  );
  const add = (row: 'NEW' | 'OLD') =>
    `INSERT INTO ${TABLE_NAME} (mes, moneda, total, "montoCentavos") ` +
    `SELECT ${month(row)}, ${row}.moneda, 1, ${row}."montoCentavos" WHERE ${row}.estado = 'completado' AND ${month(row)} IS NOT NULL ` +
    `ON CONFLICT (mes, moneda) DO UPDATE SET total = ${TABLE_NAME}.total + 1, "montoCentavos" = ${TABLE_NAME}."montoCentavos" + excluded."montoCentavos";`;
  const takeAway = (row: 'NEW' | 'OLD') =>
    `UPDATE ${TABLE_NAME} SET total = total - 1, "montoCentavos" = "montoCentavos" - ${row}."montoCentavos" ` +
    `WHERE ${row}.estado = 'completado' AND mes = ${month(row)} AND moneda = ${row}.moneda;`;
  const watched = ['estado', 'fechaCompletado', 'moneda', 'montoCentavos'].map((c) => `"${c}"`).join(', ');
  if (knex.client.config.client === 'pg') {
    // A change's two rows in key order, whichever comes first, so payments changed at once never wait for each other's row in a cycle.
    await knex.raw(`CREATE FUNCTION payment_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (${month('NEW')}, NEW.moneda) < (${month('OLD')}, OLD.moneda) THEN
    ${add('NEW')} ${takeAway('OLD')}
  ELSE
    IF TG_OP IN ('UPDATE', 'DELETE') THEN ${takeAway('OLD')} END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN ${add('NEW')} END IF;
  END IF;
  RETURN NULL;
END $$`);
    await knex.raw(`CREATE TRIGGER payment_month_totals_insert_delete AFTER INSERT OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION payment_month_totals_apply()`);
    await knex.raw(`CREATE TRIGGER payment_month_totals_update AFTER UPDATE OF ${watched} ON payments FOR EACH ROW EXECUTE FUNCTION payment_month_totals_apply()`);
  } else {
    await knex.raw(`CREATE TRIGGER payment_month_totals_insert AFTER INSERT ON payments BEGIN ${add('NEW')} END`);
    await knex.raw(`CREATE TRIGGER payment_month_totals_delete AFTER DELETE ON payments BEGIN ${takeAway('OLD')} END`);
    await knex.raw(`CREATE TRIGGER payment_month_totals_update AFTER UPDATE OF ${watched} ON payments BEGIN ${takeAway('OLD')} ${add('NEW')} END`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('DROP TRIGGER IF EXISTS payment_month_totals_insert_delete ON payments');
    await knex.raw('DROP TRIGGER IF EXISTS payment_month_totals_update ON payments');
    await knex.raw('DROP FUNCTION IF EXISTS payment_month_totals_apply()');
  } else {
    for (const name of ['payment_month_totals_insert', 'payment_month_totals_delete', 'payment_month_totals_update']) await knex.raw(`DROP TRIGGER IF EXISTS ${name}`);
  }
  await knex.schema.dropTable(TABLE_NAME);
}
