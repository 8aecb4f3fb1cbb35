import { expect } from 'chai';
import type { DecisionLogAnswer } from '../../../src/contracts/stewarding.views.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { seedStandingsSeason } from '../../support/standings-season.js';
import { bearer, useTestApi } from '../championships/championship-fixtures.js';

const items = (html: string) => [...html.matchAll(/<li class="decision"[^>]*>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());

/** The stewards' decisions ticker (docs/adr/0058): the latest decisions of a championship as its public decision log shows them. */
describeEachDatabase('The stewards’ decisions ticker overlay', function (kind) {
  const t = useTestApi(kind);

  it('draws the latest decisions as the public decision log words them, drivers by the public-name rule, and moves the version when a report is decided', async () => {
    const season = await seedStandingsSeason(t.context);
    const admin = await createUser(t.context, { rol: 'admin' });
    const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Pista' });
    const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Curva', nombreCompleto: false });
    for (const d of [ana, beto]) await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(admin.token)).send({ campeonatoId: season.campeonatoId, usuarioId: d.id }).expect(201);

    const empty = await t.api.request.get(`/overlay/decisiones?campeonato=${season.campeonatoId}`);
    expect(empty.status).to.equal(200);
    expect(empty.text).to.contain('Decisiones de comisarios').and.contain('Los comisarios todavía no han tomado decisiones.');

    await t.api.request
      .post('/api/reportes/sanciones')
      .set(bearer(admin.token))
      .send({ campeonato: season.campeonatoId, carrera: season.raceIds[2], piloto: beto.id, explicacion: 'Salida en falso.', sancion: { tipo: 'tiempo', segundos: 5 } })
      .expect(201);
    const report = await t.api.request
      .post('/api/reportes')
      .set(bearer(admin.token))
      .field('usuarioDenunciado', beto.id)
      .field('campeonato', season.campeonatoId)
      .field('carrera', season.raceIds[2]!)
      .field('vuelta', '4')
      .field('descripcion', 'Me cerró la puerta en la recta.');
    expect(report.status, JSON.stringify(report.body)).to.equal(201);

    const before = await t.api.request.get(`/overlay/decisiones?campeonato=${season.campeonatoId}&fragmento=1`);
    expect(items(before.text)).to.have.length(1);
    // A report rejected (no penalty written) moves the version the overlays watch, so they read it again.
    await t.api.request.put(`/api/reportes/${report.body._id}/resolve`).set(bearer(admin.token)).send({ aprobado: false, explicacion: 'Incidente de carrera.' }).expect(200);
    const after = await t.api.request.get(`/overlay/decisiones?campeonato=${season.campeonatoId}&fragmento=1`);
    expect(after.headers['x-overlay-version']).to.not.equal(before.headers['x-overlay-version']);

    const shown = items(after.text);
    expect(shown).to.have.length(2);
    const log = (await t.api.request.get(`/api/reportes/campeonato/${season.campeonatoId}/decisiones`).expect(200)).body as DecisionLogAnswer;
    expect(log.decisiones.map((d) => d.decision)).to.deep.equal(['Rechazado', 'Sanción sin reporte']);
    expect(shown[0]).to.contain(`Reporte #${log.decisiones[0]!.numeroReporte}`).and.contain('Rechazado').and.contain('Sin sanción').and.contain('Autódromo de Querétaro · vuelta 4');
    expect(shown[1]).to.contain('Revisión de oficio').and.contain('Penalización de tiempo: 5 segundos').and.contain('Salida en falso.');
    // Beto kept his surname private: initial only, as the decision page names him.
    expect(after.text).to.contain('Beto C.').and.not.contain('Beto Curva');
    expect(log.decisiones[1]!.usuarioDenunciado).to.include({ nombre: 'Beto', apellido: 'C.' });

    const one = await t.api.request.get(`/overlay/decisiones?campeonato=${season.campeonatoId}&filas=1&fragmento=1`);
    expect(items(one.text)).to.have.length(1);
  });

  it('refuses an unknown championship and unusable options in Spanish', async () => {
    const missing = await t.api.request.get('/overlay/decisiones?campeonato=no-existe');
    expect(missing.status).to.equal(404);
    expect(missing.body.message).to.equal('Campeonato no encontrado');
    const bad = await t.api.request.get('/overlay/decisiones?campeonato=x&filas=0');
    expect(bad.status).to.equal(400);
    expect(bad.body.errors).to.have.property('filas');
  });
});
