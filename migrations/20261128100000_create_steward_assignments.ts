import type { Knex } from 'knex';

/**
 * The stewards ('comisarios') assigned to a championship (docs/adr/0012, issue #33): a steward sees and
 * judges that championship's reports. The primary key makes an assignment exist once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('steward_assignments', (t) => {
    // Plain ids, as reports keep them: the championship and the account are other modules' rows.
    t.string('campeonatoId', 36).notNullable();
    t.string('userId', 36).notNullable();
    t.string('asignadoPor', 36).notNullable();
    t.string('createdAt', 30).notNullable();
    t.primary(['campeonatoId', 'userId']);
    t.index(['userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('steward_assignments');
}
