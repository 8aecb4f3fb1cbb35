import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';

const ADMIN: Actor = { id: 'consola', rol: 'superadmin', suspendido: false };
const NEWEST_FIRST = [
  // The past-edition mark's triggers name this table: SQLite's rebuild of it (the search text's down) needs them gone first.
  '20261228000200_index_championships_past_edition_start.ts',
  '20261228000100_add_championships_past_edition.ts',
  '20261222000400_index_championships_start_id.ts',
  '20261222000300_index_championships_search_text_trigram.ts',
  '20261222000200_add_championships_search_text.ts',
];

describeEachDatabase('The search text of championships created before it existed', (kind) => {
  let context: AppContext;

  before(async () => {
    context = await bootTestContext(kind);
  });
  after(() => context.close());

  it('is filled in by the migration, indexed with trigrams on PostgreSQL, and kept when a championship is renamed', async () => {
    for (const name of NEWEST_FIRST) await context.knex.migrate.down({ name });
    const now = new Date().toISOString();
    await context.knex('championships').insert({
      id: 'antiguo',
      nombreCampeonato: 'Copa Volcán',
      categoria: 'Fórmulas',
      detallesCampeonato: 'Seis fechas.',
      reglas: '',
      fechaInicio: '2019-04-01T00:00:00.000Z',
      fechaFin: '2019-06-30T00:00:00.000Z',
      participantesMaximos: 20,
      precioCentavos: 0,
      premioPrimerPuesto: 'a',
      premioSegundoPuesto: 'b',
      premioTercerPuesto: 'c',
      createdAt: now,
      updatedAt: now,
    });
    await context.knex.migrate.latest();

    expect((await context.knex('championships').where({ id: 'antiguo' }).first()).searchText).to.equal('copa volcan\nformulas\n2019');
    const list = context.container.get(CHAMPIONSHIPS.ListAdminChampionships);
    expect((await list.page(ADMIN, { q: 'volcan 2019' })).data.map((c) => c.id)).to.deep.equal(['antiguo']);
    if (kind === 'postgres') {
      const indexes = await context.knex.raw(`SELECT indexname FROM pg_indexes WHERE tablename = 'championships' AND indexname IN ('championships_search_text_trigram_index', 'championships_fecha_inicio_id_index') ORDER BY indexname`);
      expect(indexes.rows.map((r: { indexname: string }) => r.indexname)).to.deep.equal(['championships_fecha_inicio_id_index', 'championships_search_text_trigram_index']);
    }

    await context.container.get(CHAMPIONSHIPS.UpdateChampionship).execute(ADMIN, 'antiguo', { fields: { nombreCampeonato: 'Gran Premio Sierra' } });
    expect((await list.page(ADMIN, { q: 'volcan' })).data).to.deep.equal([]);
    expect((await list.page(ADMIN, { q: 'sierra 2019' })).data.map((c) => c.nombreCampeonato)).to.deep.equal(['Gran Premio Sierra']);
  });
});
