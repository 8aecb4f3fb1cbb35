import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';

const RACE = { tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [10, 6] }] }], formato: { porDefecto: ['Carrera'] } };

describeEachDatabase('Rulebook options over HTTP: PUT/GET /api/campeonatos/{id}/puntuacion', (kind) => {
  const t = useTestApi(kind);

  it('stores a listed driver in no group and a group’s penalties within the class, and refuses the latter on a group scored within itself', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const { id } = await createChampionship(t, admin.token);
    const doc = {
      ...RACE,
      agrupacion: 'grupos',
      grupos: [{ nombre: 'Liga', posicionesGenerales: true, sancionesSoloEnSuClase: true }],
      pilotos: [{ custId: 55, nombre: 'Invitado', grupo: null }],
    };
    const saved = await t.api.request.put(`/api/campeonatos/${id}/puntuacion`).set(bearer(admin.token)).send(doc);
    expect(saved.status).to.equal(200);
    const read = await t.api.request.get(`/api/campeonatos/${id}/puntuacion`).set(bearer(admin.token));
    expect(read.body.configuracion.pilotos).to.deep.equal([{ custId: 55, nombre: 'Invitado', grupo: null, cambios: [] }]);
    expect(read.body.configuracion.grupos).to.deep.equal([{ nombre: 'Liga', posicionesGenerales: true, sancionesSoloEnSuClase: true }]);

    const refused = await t.api.request
      .put(`/api/campeonatos/${id}/puntuacion`)
      .set(bearer(admin.token))
      .send({ ...doc, grupos: [{ nombre: 'Liga', posicionesGenerales: false, sancionesSoloEnSuClase: true }] });
    expect(refused.status).to.equal(400);
    expect(refused.body.errors['grupos.0.sancionesSoloEnSuClase']).to.match(/^Las sanciones dentro de la clase solo aplican/);
    expect((await t.api.request.get(`/api/campeonatos/${id}/puntuacion`).set(bearer(admin.token))).body.configuracion.grupos[0].posicionesGenerales).to.equal(true);
  });
});
