import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';

const ADMIN: Actor = { id: 'consola', rol: 'superadmin', suspendido: false };
const NEWEST_FIRST = ['20261225000300_index_races_search_text_trigram.ts', '20261225000200_add_races_search_text.ts'];

describeEachDatabase('The search text of races stored before it existed', (kind) => {
  let context: AppContext;

  before(async () => {
    context = await bootTestContext(kind);
  });
  after(() => context.close());

  it('is filled in by the migration, indexed with trigrams on PostgreSQL, and kept when a circuit is renamed', async () => {
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
    const race = (id: string, circuito: string, day: string) => ({ id, campeonatoId: 'antiguo', circuito, fechaInicio: `${day}T00:00:00.000Z`, horaInicio: '20:00', clima: 'Seco', createdAt: now, updatedAt: now });
    await context.knex('races').insert([race('uno', 'Autódromo Hermanos Rodríguez', '2019-04-07'), race('dos', 'Circuito de Querétaro', '2019-05-05'), race('tres', 'AUTÓDROMO Monterrey', '2019-06-02')]);
    await context.knex.migrate.latest();

    const stored = await context.knex('races').orderBy('id').select('id', 'searchText');
    expect(stored).to.deep.equal([
      { id: 'dos', searchText: 'circuito de queretaro' },
      { id: 'tres', searchText: 'autodromo monterrey' },
      { id: 'uno', searchText: 'autodromo hermanos rodriguez' },
    ]);
    const list = context.container.get(CHAMPIONSHIPS.ListAdminRaces);
    expect((await list.page(ADMIN, { q: 'Autodromo' })).data.map((r) => r.id)).to.deep.equal(['uno', 'tres']);
    if (kind === 'postgres') {
      const indexes = await context.knex.raw(`SELECT indexname FROM pg_indexes WHERE tablename = 'races' AND indexname = 'races_search_text_trigram_index'`);
      expect(indexes.rows).to.have.length(1);
    }

    await context.container.get(CHAMPIONSHIPS.UpdateRace).execute(ADMIN, 'uno', { fields: { circuito: 'Circuito Miguel E. Abed' } });
    expect((await list.page(ADMIN, { q: 'rodriguez' })).data).to.deep.equal([]);
    expect((await list.page(ADMIN, { q: 'MIGUEL e. abed' })).data.map((r) => r.circuito)).to.deep.equal(['Circuito Miguel E. Abed']);
  });
});
