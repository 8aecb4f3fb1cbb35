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

describeEachDatabase('An old rulebook file over HTTP: read, its options in their places, what it sets in vain explained', (kind) => {
  const t = useTestApi(kind);

  it('takes a file written before version 2 without `version`, with the old names and places, and explains what grouping by class ignores', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const { id } = await createChampionship(t, admin.token);
    const old = {
      ...RACE,
      penalizacionSinPuntosNoMueve: true,
      equipos: [{ nombre: 'Rayo', pilotos: [1, 2, 3] }],
      descartarPeorPilotoDeEquipo: true,
      pilotos: [{ custId: 1, nombre: 'Ana', grupo: null }],
      mostrarPilotosSinResultados: true,
    };
    const saved = await t.api.request.put(`/api/campeonatos/${id}/puntuacion`).set(bearer(admin.token)).send(old);
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    const read = (await t.api.request.get(`/api/campeonatos/${id}/puntuacion`).set(bearer(admin.token))).body;
    expect(read.configuracion).to.include({ version: 2, sancionSinPuntosNoMueveAOtros: true });
    expect(read.configuracion).to.not.have.any.keys('penalizacionSinPuntosNoMueve', 'descartarPeorPilotoDeEquipo');
    expect(read.configuracion.equipos).to.deep.equal({ plantillas: old.equipos, descartes: 0, incluirDeduccionesDePilotos: false, descartarPeorPiloto: true });
    expect(read.avisos).to.deep.equal([
      '«mostrarPilotosSinResultados» no se aplica al agrupar por clases de auto: un piloto sin resultados todavía no tiene clase.',
      '«pilotos» no se aplica al agrupar por clases de auto: cada piloto puntúa en la clase de su auto.',
    ]);
  });
});
