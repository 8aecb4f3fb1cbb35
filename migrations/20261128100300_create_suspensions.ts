import type { Knex } from 'knex';

/**
 * Licence points that bite (issue #33): a championship's thresholds ('10 puntos: una carrera de
 * suspensión', '20 puntos: expulsión') and after how many races points expire (null: never); and the
 * suspensions reaching a threshold gives, one per driver and threshold. A suspension changes the
 * standings (his result in that race counts as a disqualification), so its writes bump the standings
 * version as penalties' do (docs/adr/0014).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stewarding_settings', (t) => {
    t.text('umbralesLicencia').notNullable().defaultTo('[]');
    t.integer('caducidadCarreras').nullable();
  });
  await knex.schema.createTable('suspensions', (t) => {
    t.string('id', 36).primary();
    t.string('campeonatoId', 36).notNullable();
    t.string('userId', 36).notNullable();
    // 'carrera': that race only; 'expulsion': that race and every later one.
    t.string('tipo', 20).notNullable();
    t.string('carreraId', 36).notNullable();
    t.integer('umbral').notNullable();
    t.integer('puntos').notNullable();
    t.string('createdAt', 30).notNullable();
    t.string('levantadaPor', 36).nullable();
    t.string('levantadaAt', 30).nullable();
    t.text('motivoLevantamiento').nullable();
    t.unique(['campeonatoId', 'userId', 'umbral']);
    t.index(['carreraId']);
  });
  const pg = knex.client.config.client === 'pg';
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    const name = `standings_version_suspensions_${event.toLowerCase()}`;
    if (pg) await knex.raw(`CREATE TRIGGER ${name} AFTER ${event} ON "suspensions" FOR EACH ROW EXECUTE FUNCTION standings_version_bump()`);
    else
      await knex.raw(
        `CREATE TRIGGER ${name} AFTER ${event} ON "suspensions" BEGIN ` +
          `INSERT INTO standings_version (id, version) VALUES (1, lower(hex(randomblob(16)))) ON CONFLICT (id) DO UPDATE SET version = excluded.version; END`,
      );
  }
}

export async function down(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const event of ['insert', 'update', 'delete']) await knex.raw(`DROP TRIGGER IF EXISTS standings_version_suspensions_${event}${pg ? ' ON "suspensions"' : ''}`);
  await knex.schema.dropTable('suspensions');
  await knex.schema.alterTable('stewarding_settings', (t) => {
    t.dropColumn('caducidadCarreras');
    t.dropColumn('umbralesLicencia');
  });
}
