import { expect } from 'chai';
import type { PhaseResultsAnswer } from '../../../src/contracts/results.views.js';
import { describeEachDatabase } from '../../support/databases.js';
import { seedStandingsSeason } from '../../support/standings-season.js';
import { useTestApi } from '../championships/championship-fixtures.js';

const names = (html: string) => [...html.matchAll(/<span class="nombre">([^<]*)/g)].map((m) => m[1]!.trim());

/** The last race's results overlay (docs/adr/0058): the public classification of the latest race with results. */
describeEachDatabase('The last race’s results overlay', function (kind) {
  const t = useTestApi(kind);

  it('draws the race phase of the latest race as the public results show it, final once the protest window closed', async () => {
    const season = await seedStandingsSeason(t.context);
    const res = await t.api.request.get(`/overlay/resultados?campeonato=${season.campeonatoId}&filas=5&columnas=numero,clase,diferencia`);
    expect(res.status).to.equal(200);
    expect(res.text).to.contain('Ronda 3 · Autódromo de Querétaro').and.contain('Vuelta rápida:');
    expect(res.text).to.not.contain('Provisional');
    const { events } = (await t.api.request.get('/api/events/list')).body as { events: Array<{ id: string; subsession_id: number }> };
    const third = events.find((e) => e.subsession_id === season.subsessions[2]);
    expect(third).to.not.equal(undefined);
    const phase = (await t.api.request.get(`/api/events/${third!.id}/phase-results/RACE`)).body as PhaseResultsAnswer;
    expect(names(res.text)).to.deep.equal(phase.results.slice(0, 5).map((r) => r.nombreEquipo ?? r.nombrePiloto));
  });

  it('says Provisional while reports about the race may still be filed', async () => {
    const season = await seedStandingsSeason(t.context);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    await t.context.knex('races').where({ id: season.raceIds[2] }).update({ fechaInicio: today, horaInicio: '00:00' });
    const res = await t.api.request.get(`/overlay/resultados?campeonato=${season.campeonatoId}&fragmento=1`);
    expect(res.status).to.equal(200);
    expect(res.text).to.contain('<span class="etiqueta">Provisional</span>');
  });
});
