import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';

const NEWEST_FIRST = ['20261228000200_index_championships_past_edition_start.ts', '20261228000100_add_championships_past_edition.ts'];

describeEachDatabase('The past-edition mark of championships stored before it existed', (kind) => {
  let context: AppContext;

  before(async () => {
    context = await bootTestContext(kind);
  });
  after(() => context.close());

  it('is filled in by the migration by the seasons’ rule, and the public list reads it', async () => {
    for (const name of NEWEST_FIRST) await context.knex.migrate.down({ name });
    const now = new Date().toISOString();
    const championship = (id: string, year: number) => ({
      id,
      nombreCampeonato: `Copa Volcán ${year}`,
      categoria: 'Fórmulas',
      detallesCampeonato: 'Seis fechas.',
      reglas: '',
      fechaInicio: `${year}-04-01T00:00:00.000Z`,
      fechaFin: `${year}-06-30T00:00:00.000Z`,
      participantesMaximos: 20,
      precioCentavos: 0,
      premioPrimerPuesto: 'a',
      premioSegundoPuesto: 'b',
      premioTercerPuesto: 'c',
      createdAt: now,
      updatedAt: now,
    });
    await context.knex('championships').insert([championship('v2024', 2024), championship('v2025', 2025), championship('v2026', 2026), championship('suelto', 2023)]);
    await context.knex('series').insert({ id: 'volcan', nombre: 'Copa Volcán', clave: 'copa volcan', categoria: 'Fórmulas', descripcion: '', logoUrl: null, createdAt: now, updatedAt: now });
    for (const [campeonatoId, temporada] of [['v2024', 2024], ['v2025', 2025], ['v2026', 2026]] as const) {
      await context.knex('series_editions').insert({ campeonatoId, serieId: 'volcan', temporada, diasPrioridad: 7, createdAt: now, updatedAt: now });
    }
    await context.knex.migrate.latest();

    const marked = await context.knex('championships').where('edicionAnterior', true).orderBy('id').pluck('id');
    expect(marked).to.deep.equal(['v2024', 'v2025']);
    const list = context.container.get(CHAMPIONSHIPS.ListChampionships);
    const current = await list.current();
    expect([current.views.map((c) => c.id), current.past]).to.deep.equal([['suelto', 'v2026'], 2]);
    // A write of SQL by hand is followed too: the triggers keep the mark.
    await context.knex('series_editions').where({ campeonatoId: 'v2026' }).delete();
    expect(await context.knex('championships').where('edicionAnterior', true).orderBy('id').pluck('id')).to.deep.equal(['v2024']);
  });
});
