import type { Knex } from 'knex';

const TABLE_NAME = 'championships';
const PRIZES = ['premioPrimerPuesto', 'premioSegundoPuesto', 'premioTercerPuesto'] as const;

/** Prizes not yet set read 'Por definir' (they were stored as the English 'TBD'). */
export async function up(knex: Knex): Promise<void> {
  for (const column of PRIZES) await knex(TABLE_NAME).where(column, 'TBD').update({ [column]: 'Por definir' });
}

export async function down(knex: Knex): Promise<void> {
  for (const column of PRIZES) await knex(TABLE_NAME).where(column, 'Por definir').update({ [column]: 'TBD' });
}
