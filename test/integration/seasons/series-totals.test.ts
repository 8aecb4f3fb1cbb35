import { expect } from 'chai';
import { KnexSeriesRepository } from '../../../src/modules/seasons/adapters/persistence/series.repository.knex.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { queryPlan } from '../../support/query-plan.js';
import { createChampionship, useTestApi } from '../championships/championship-fixtures.js';

const AT = '2026-01-01T00:00:00.000Z';

describeEachDatabase("The series' edition totals (GET /api/series)", (kind) => {
  const t = useTestApi(kind);

  it('counts each series’ editions and finds its newest season in the database, the same as counting every edition', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const repo = new KnexSeriesRepository(t.context.knex);
    const ids = [];
    for (const year of ['2024', '2025', '2026', '2027']) ids.push((await createChampionship(t, admin.token, { nombreCampeonato: `Copa ${year}`, fechaInicio: `${year}-03-01`, fechaFin: `${year}-11-01` })).id);
    const series = (id: string, nombre: string) => repo.insert({ id, nombre, categoria: 'Fórmulas', descripcion: '', logoUrl: null, createdAt: AT, updatedAt: AT });
    await series('formulas', 'Copa Fórmulas');
    await series('gt', 'GT Nocturno');
    await series('vacia', 'Sin ediciones');
    const edition = (campeonatoId: string, serieId: string, temporada: number) => repo.saveEdition({ campeonatoId, serieId, temporada, diasPrioridad: 7, prioridadHasta: null, createdAt: AT, updatedAt: AT });
    await edition(ids[0]!, 'formulas', 2024);
    await edition(ids[2]!, 'formulas', 2026);
    await edition(ids[1]!, 'formulas', 2025);
    await edition(ids[3]!, 'gt', 2027);

    const totals = await repo.editionTotals();
    expect(totals.get('formulas')).to.deep.equal({ ediciones: 3, ultimaTemporada: 2026 });
    expect(totals.get('gt')).to.deep.equal({ ediciones: 1, ultimaTemporada: 2027 });
    expect(totals.has('vacia')).to.equal(false);
    // The same as the old count over every edition, whatever other series the championships were made in.
    const counted = new Map<string, { ediciones: number; ultimaTemporada: number }>();
    for (const e of await repo.editions()) {
      const seen = counted.get(e.serieId);
      counted.set(e.serieId, { ediciones: (seen?.ediciones ?? 0) + 1, ultimaTemporada: Math.max(seen?.ultimaTemporada ?? 0, e.temporada) });
    }
    expect(totals).to.deep.equal(counted);

    const listed = (await t.api.request.get('/api/series').expect(200)).body.data as Array<{ id: string; ediciones: number; ultimaTemporada: number | null }>;
    expect(listed.filter((s) => ['formulas', 'gt', 'vacia'].includes(s.id)).map((s) => [s.id, s.ediciones, s.ultimaTemporada])).to.deep.equal([
      ['formulas', 3, 2026],
      ['gt', 1, 2027],
      ['vacia', 0, null],
    ]);
  });

  it('groups the editions from the unique key (serieId, temporada), never reading the table', async () => {
    const knex = t.context.knex;
    const plan = await queryPlan(knex, kind, knex('series_editions').select('serieId').count({ ediciones: '*' }).max({ ultimaTemporada: 'temporada' }).groupBy('serieId'));
    expect(plan).to.match(kind === 'sqlite' ? /COVERING INDEX series_editions_serieid_temporada_unique/ : /Index Only Scan using series_editions_serieid_temporada_unique/);
  });
});
