import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { seedStandingsSeason } from '../../support/standings-season.js';
import { bearer, useTestApi } from '../championships/championship-fixtures.js';

const names = (html: string) => [...html.matchAll(/<span class="nombre">([^<]*)/g)].map((m) => m[1]!.trim());

/** The entry list overlay (docs/adr/0058): the championship's entered drivers as its public entry list names them. */
describeEachDatabase('The entry list overlay', function (kind) {
  const t = useTestApi(kind);

  it('draws the entered drivers as the public entry list names them, the one who kept his name private by initial', async () => {
    const season = await seedStandingsSeason(t.context);
    const admin = await createUser(t.context, { rol: 'admin' });
    const drivers = [await createUser(t.context, { nombre: 'Ana', apellido: 'Pista' }), await createUser(t.context, { nombre: 'Beto', apellido: 'Curva', nombreCompleto: false })];
    for (const d of drivers) {
      const res = await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(admin.token)).send({ campeonatoId: season.campeonatoId, usuarioId: d.id });
      expect(res.status, JSON.stringify(res.body)).to.be.oneOf([200, 201]);
    }
    const res = await t.api.request.get(`/overlay/parrilla?campeonato=${season.campeonatoId}`);
    expect(res.status).to.equal(200);
    expect(res.text).to.contain('Parrilla · 2 pilotos');
    const list = (await t.api.request.get(`/api/campeonatos/${season.campeonatoId}/inscritos`)).body as { data: Array<{ nombre: string; apellido: string }> };
    expect(names(res.text)).to.have.members(list.data.map((d) => `${d.nombre} ${d.apellido}`.trim()));
    expect(names(res.text)).to.include('Ana Pista').and.not.include('Beto Curva');
  });
});
