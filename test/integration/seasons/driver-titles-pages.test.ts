import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { DRIVER_TITLES_MSG, DRIVER_TITLES_PAGE } from '../../../src/contracts/drivers.contract.js';
import type { DriverTitleView } from '../../../src/contracts/drivers.views.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';

/** Copa Fórmulas every season from 2010, each closed with the same champion: two more titles than a page. */
const YEARS = Array.from({ length: DRIVER_TITLES_PAGE.size + 3 }, (_, i) => 2010 + i);

describeEachDatabase("A driver's titles by pages on his page", (kind) => {
  const t = useTestApi(kind);
  let driverId = '';

  beforeEach(async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context, { nombre: 'Ana', apellido: 'Campeona' });
    driverId = driver.id;
    const serie = await t.api.request.post('/api/series').set(bearer(admin.token)).field('nombre', 'Copa Fórmulas').field('categoria', 'Fórmulas').expect(201);
    for (const year of YEARS) {
      const c = await createChampionship(t, admin.token, { nombreCampeonato: `Copa Fórmulas ${year}` });
      await t.api.request.put(`/api/series/ediciones/${c.id}`).set(bearer(admin.token)).send({ serieId: serie.body.data.id, temporada: year }).expect(200);
      // Closed as the closing stores it (the closing itself: closing.test.ts).
      await t.context.knex('season_closures').insert({ campeonatoId: c.id, tabla: JSON.stringify({ campeonatoId: c.id, rondas: [], hastaRonda: 1, grupos: [], equipos: [] }), cerradaEn: `${year}-12-01T00:00:00.000Z`, cerradaPor: admin.id });
      await t.context.knex('season_podiums').insert({ id: randomUUID(), campeonatoId: c.id, tipo: 'piloto', clave: 'g:Pro', grupo: 'Pro', posicion: 1, nombre: 'Ana Campeona', userId: driver.id, custId: null, puntos: 100 });
    }
  });

  const seasons = (titles: DriverTitleView[]) => titles.map((x) => x.temporada);

  it('the page answers his newest titles and where the next page starts; the later pages bring the rest, at any size, without gaps or repeats', async () => {
    const newestFirst = [...YEARS].reverse();
    const page = await t.api.request.get(`/api/pilotos/${driverId}`).expect(200);
    expect(seasons(page.body.titulos)).to.deep.equal(newestFirst.slice(0, DRIVER_TITLES_PAGE.size));
    expect(page.body.titulos[0]).to.include({ serie: 'Copa Fórmulas', temporada: newestFirst[0], grupo: 'Pro' });
    expect(page.body.titulosSiguiente).to.equal(DRIVER_TITLES_PAGE.size);
    const rest = await t.api.request.get(`/api/pilotos/${driverId}/titulos?desde=${page.body.titulosSiguiente}`).expect(200);
    expect(seasons(rest.body.titulos)).to.deep.equal(newestFirst.slice(DRIVER_TITLES_PAGE.size));
    expect(rest.body.siguiente).to.equal(null);
    for (const limite of [1, 4, DRIVER_TITLES_PAGE.maxSize]) {
      const seen: number[] = [];
      let desde = 0;
      for (;;) {
        const res = await t.api.request.get(`/api/pilotos/${driverId}/titulos?limite=${limite}&desde=${desde}`).expect(200);
        expect(res.body.titulos.length).to.be.at.most(limite);
        seen.push(...seasons(res.body.titulos));
        if (res.body.siguiente === null) break;
        desde = res.body.siguiente;
      }
      expect(seen, `limite ${limite}`).to.deep.equal(newestFirst);
    }
  });

  it('refuses a size out of 1 to 50 and a start that is not a whole number with 400 and the Spanish message; an unknown driver is 404', async () => {
    const tooMany = await t.api.request.get(`/api/pilotos/${driverId}/titulos?limite=${DRIVER_TITLES_PAGE.maxSize + 1}`);
    expect([tooMany.status, tooMany.body.message, tooMany.body.errors?.limite]).to.deep.equal([400, DRIVER_TITLES_MSG.limit, DRIVER_TITLES_MSG.limit]);
    const bad = await t.api.request.get(`/api/pilotos/${driverId}/titulos?desde=-3`);
    expect([bad.status, bad.body.message]).to.deep.equal([400, DRIVER_TITLES_MSG.start]);
    expect((await t.api.request.get('/api/pilotos/nadie/titulos')).status).to.equal(404);
    const other = await createUser(t.context);
    expect((await t.api.request.get(`/api/pilotos/${other.id}/titulos`).expect(200)).body).to.deep.equal({ titulos: [], siguiente: null });
  });
});
