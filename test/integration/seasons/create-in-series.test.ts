import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, championshipFields, count, postChampionship, TINY_PNG, useTestApi } from '../championships/championship-fixtures.js';

/** The covers stored on disk. */
function covers(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'uploads', 'covers'));
  } catch {
    return [];
  }
}

describeEachDatabase('A championship created in its series and season, in one request', (kind) => {
  const t = useTestApi(kind);

  it('creates the championship and its edition together', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const serie = await t.api.request.post('/api/series').set(bearer(admin.token)).field('nombre', 'Copa Fórmulas').field('categoria', 'Fórmulas').expect(201);
    const res = await postChampionship(t, admin.token, championshipFields({ nombreCampeonato: 'Copa Fórmulas 2026', serieId: serie.body.data.id, temporada: '2026' }), TINY_PNG);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const edition = (await t.api.request.get(`/api/series/ediciones/${res.body.data.id}`)).body.data;
    expect(edition).to.include({ serieId: serie.body.data.id, temporada: 2026 });
  });

  it('a season the series already has refuses the whole request: no championship, no cover, and pressing again changes nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const serie = await t.api.request.post('/api/series').set(bearer(admin.token)).field('nombre', 'Copa Fórmulas').field('categoria', 'Fórmulas').expect(201);
    const first = await postChampionship(t, admin.token, championshipFields({ nombreCampeonato: 'Copa Fórmulas 2022', serieId: serie.body.data.id, temporada: '2022' }));
    expect(first.status).to.equal(201);
    const championships = await count(t.context, 'championships');
    const files = covers(t.context.config.dataDir);

    for (let i = 0; i < 2; i += 1) {
      const again = await postChampionship(t, admin.token, championshipFields({ nombreCampeonato: 'Copa Fórmulas 2022 (otra)', serieId: serie.body.data.id, temporada: '2022' }), TINY_PNG);
      expect([again.status, again.body.code, again.body.message]).to.deep.equal([409, 'EDITION_TAKEN', 'La serie ya tiene la Temporada 2022: «Copa Fórmulas 2022».']);
      expect(again.body.errors).to.have.property('temporada');
    }
    expect(await count(t.context, 'championships')).to.equal(championships);
    expect(await count(t.context, 'series_editions')).to.equal(1);
    expect(covers(t.context.config.dataDir)).to.deep.equal(files);
  });

  it('an unknown series or a bad season refuses it with the reason, leaving nothing behind', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const files = covers(t.context.config.dataDir);
    const unknown = await postChampionship(t, admin.token, championshipFields({ serieId: 'no-existe', temporada: '2026' }), TINY_PNG);
    expect([unknown.status, unknown.body.message]).to.deep.equal([404, 'Serie no encontrada']);
    const serie = await t.api.request.post('/api/series').set(bearer(admin.token)).field('nombre', 'Copa Fórmulas').field('categoria', 'Fórmulas').expect(201);
    const badYear = await postChampionship(t, admin.token, championshipFields({ serieId: serie.body.data.id, temporada: '1999' }), TINY_PNG);
    expect([badYear.status, badYear.body.errors?.temporada]).to.deep.equal([400, 'La temporada debe ser un año entre 2000 y 2100.']);
    expect(await count(t.context, 'championships')).to.equal(0);
    expect(covers(t.context.config.dataDir)).to.deep.equal(files);
  });

  it('without a series the championship is created as before', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const res = await postChampionship(t, admin.token, championshipFields({ serieId: '', temporada: '' }));
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect((await t.api.request.get(`/api/series/ediciones/${res.body.data.id}`)).body.data).to.equal(null);
  });
});
