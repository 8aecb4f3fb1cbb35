import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { seedStandingsSeason } from '../../support/standings-season.js';
import { useTestApi } from '../championships/championship-fixtures.js';

/** The next race overlay (docs/adr/0058): the first race still to start, in Mexico City time, counted down. */
describeEachDatabase('The next race overlay', function (kind) {
  const t = useTestApi(kind);

  it('draws the next race with its start in Mexico City time and the countdown, and says when none is left', async () => {
    const season = await seedStandingsSeason(t.context);
    const none = await t.api.request.get(`/overlay/proxima-carrera?campeonato=${season.campeonatoId}&fragmento=1`);
    expect(none.status).to.equal(200);
    expect(none.text).to.contain('No quedan carreras por disputar.');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(Date.now() + 10 * 86_400_000));
    await t.context.knex('races').where({ id: season.raceIds[3] }).update({ fechaInicio: day, horaInicio: '20:00' });
    const res = await t.api.request.get(`/overlay/proxima-carrera?campeonato=${season.campeonatoId}`);
    expect(res.status).to.equal(200);
    expect(res.text).to.contain('Autódromo de Puebla').and.contain('a las 20:00 (hora del centro de México)');
    expect(res.text).to.match(/data-cuenta-hasta="[^"]+Z">(9|10) d \d\d:\d\d:\d\d</);
  });
});
