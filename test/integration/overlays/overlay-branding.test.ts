import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { seedStandingsSeason } from '../../support/standings-season.js';
import { bearer, useTestApi } from '../championships/championship-fixtures.js';

const rootStyle = (html: string) => /<html [^>]*style="([^"]*)"/.exec(html)?.[1] ?? '';

/** Every overlay in its championship's colour (the league's theme when it has none) and with the league's logo (docs/adr/0058). */
describeEachDatabase('The overlays in the championship’s colour and the league’s logo', function (kind) {
  const t = useTestApi(kind);

  it('an admin gives a championship a colour; every overlay of it takes it, and one without keeps the league’s theme', async () => {
    const season = await seedStandingsSeason(t.context);
    const admin = await createUser(t.context, { rol: 'admin' });
    const overlays = ['clasificacion', 'resultados', 'proxima-carrera', 'parrilla', 'decisiones', 'piloto'];
    for (const name of overlays) {
      const res = await t.api.request.get(`/overlay/${name}?campeonato=${season.campeonatoId}`);
      expect(res.status, name).to.equal(200);
      expect(rootStyle(res.text), name).to.not.contain('--acento');
      expect(res.text, name).to.contain('--logo:url("/favicon.svg")');
    }

    const saved = await t.api.request.put(`/api/campeonatos/${season.campeonatoId}`).set(bearer(admin.token)).field('color', '#1E3A8A');
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect((await t.api.request.get(`/api/campeonatos/${season.campeonatoId}`)).body).to.include({ color: '#1e3a8a' });
    for (const name of overlays) {
      const res = await t.api.request.get(`/overlay/${name}?campeonato=${season.campeonatoId}`);
      expect(rootStyle(res.text), name).to.equal('--acento:#1e3a8a;--sobre-acento:#fff');
    }

    // Cleared, the league's theme again.
    await t.api.request.put(`/api/campeonatos/${season.campeonatoId}`).set(bearer(admin.token)).field('color', '').expect(200);
    expect(rootStyle((await t.api.request.get(`/overlay/clasificacion?campeonato=${season.campeonatoId}`)).text)).to.equal('');
  });

  it('refuses a colour that is not one, in Spanish, and changes nothing', async () => {
    const season = await seedStandingsSeason(t.context);
    const admin = await createUser(t.context, { rol: 'admin' });
    const res = await t.api.request.put(`/api/campeonatos/${season.campeonatoId}`).set(bearer(admin.token)).field('color', 'azul');
    expect(res.status).to.equal(400);
    expect(res.body.errors.color).to.equal('Escribe el color como #RRGGBB, por ejemplo #E10600.');
    expect((await t.api.request.get(`/api/campeonatos/${season.campeonatoId}`)).body.color).to.equal(null);
  });
});
