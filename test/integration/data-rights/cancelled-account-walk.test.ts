import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { seedStandingsSeason } from '../../support/standings-season.js';
import { createChampionship } from '../championships/championship-fixtures.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';
import { AFTER_RACE, BEFORE_RACE, fileReport, league, reportFields } from '../stewarding/stewarding-fixtures.js';

/**
 * The walk over the staff's lists and CSVs once a driver has cancelled his account: his name and
 * address appear in none of them, and where his row must stay (an entry list, a report, the
 * standings) it reads 'Piloto retirado'.
 */
describeEachDatabase('A cancelled account on every staff list and CSV', (kind) => {
  const clock = new ManualClock(new Date(BEFORE_RACE));
  const t = useTestApi(kind, { clock });

  it("names him on none of them, and keeps his rows as 'Piloto retirado'", async function () {
    this.timeout(60_000);
    clock.set(BEFORE_RACE);
    const l = await league(t);
    const beto = l.beto; // 'Beto Luna', the one who cancels
    const superadmin = await createUser(t.context, { rol: 'superadmin', nombre: 'Sara', apellido: 'Mayor' });
    const steward = await createUser(t.context, { rol: 'comisario', nombre: 'Carla', apellido: 'Jueza' });
    await t.api.request.post('/api/reportes/comisarios').set(bearer(l.admin.token)).send({ campeonato: l.campeonatoId, comisario: steward.id }).expect(201);
    // His iRacing id is one of the season's invented drivers ('Beto Curva' in iRacing's export).
    await t.context.knex('users').where({ id: beto.id }).update({ iracingId: 2 });
    // On the waiting list of a full championship to come.
    const full = await createChampionship(t, l.admin.token, { nombreCampeonato: 'Copa Llena', participantesMaximos: '1', fechaInicio: '2026-09-01', fechaFin: '2026-12-01' });
    await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(l.admin.token)).send({ campeonatoId: full.id, usuarioId: l.ana.id }).expect(201);
    const waiting = await t.api.request.post(`/api/campeonatos/${full.id}/lista-espera`).set(bearer(beto.token)).send({});
    expect(waiting.status, JSON.stringify(waiting.body)).to.be.below(300);

    // A report he filed and one about him, both decided, so nothing stands in the way of his cancellation.
    clock.set(AFTER_RACE);
    const about = await fileReport(t, l.ana.token, reportFields(l));
    const his = await fileReport(t, beto.token, reportFields(l, { usuarioDenunciado: l.ana.id, descripcion: 'Me cerró la puerta en la curva 3.' }));
    for (const report of [about, his]) {
      await t.api.request.put(`/api/reportes/${report.id}/resolve`).set(bearer(l.admin.token)).send({ aprobado: false, explicacion: 'Incidente de carrera.' }).expect(200);
    }

    // A running season with results under his iRacing id.
    clock.set(new Date());
    const season = await seedStandingsSeason(t.context, { nombre: 'Copa Invierno' });
    await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(l.admin.token)).send({ campeonatoId: season.campeonatoId, usuarioId: beto.id }).expect(201);

    // Before: the staff see him waiting, by name.
    const queue = await t.api.request.get(`/api/campeonatos/${full.id}/inscritos/admin`).set(bearer(l.admin.token));
    expect(JSON.stringify(queue.body.listaEspera)).to.include('Luna');

    const cancelled = await t.api.request.post('/api/datos-personales/cancelar').set(bearer(beto.token)).send({ confirmacion: 'CANCELAR' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);

    const as = (token: string, path: string) => t.api.request.get(path).set(bearer(token)).buffer(true);
    const reads: Array<[string, string, string, boolean]> = [
      // [who, what, path, whether his row stays there as 'Piloto retirado']
      ['admin', 'inscritos (admin)', `/api/campeonatos/${l.campeonatoId}/inscritos/admin`, true],
      ['admin', 'inscritos (CSV)', `/api/campeonatos/${l.campeonatoId}/inscritos/admin.csv`, true],
      ['admin', 'lista de espera', `/api/campeonatos/${full.id}/inscritos/admin`, false],
      ['admin', 'reportes', '/api/reportes', true],
      ['admin', 'reportes por atender', '/api/reportes/por-atender', false],
      ['admin', 'un reporte sobre él', `/api/reportes/${about.id}`, true],
      ['admin', 'un reporte suyo', `/api/reportes/${his.id}`, true],
      ['admin', 'comisarios', '/api/reportes/comisarios', false],
      ['steward', 'reportes del comisario', '/api/reportes', true],
      ['steward', 'campeonatos del comisario', '/api/reportes/comisarios/mios', false],
      ['admin', 'clasificación', `/api/campeonatos/${season.campeonatoId}/clasificacion`, true],
      ['admin', 'clasificación (CSV)', `/api/campeonatos/${season.campeonatoId}/clasificacion.csv`, true],
      ['superadmin', 'bitácora', '/api/bitacora?limite=100', false],
      ['superadmin', 'bitácora (CSV)', '/api/bitacora/exportar.csv', false],
    ];
    const tokens = { admin: l.admin.token, steward: steward.token, superadmin: superadmin.token };
    const leaks: string[] = [];
    for (const [who, what, path, stays] of reads) {
      const answer = await as(tokens[who as keyof typeof tokens], path);
      if (answer.status !== 200) {
        leaks.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
        continue;
      }
      const text = answer.text || JSON.stringify(answer.body);
      for (const kept of ['Beto', 'Luna', 'Curva', beto.email]) if (text.includes(kept)) leaks.push(`${what} (${path}) nombra «${kept}»`);
      if (stays && !text.includes('Piloto retirado')) leaks.push(`${what} (${path}) no muestra «Piloto retirado»`);
    }
    expect(leaks, leaks.join('\n')).to.deep.equal([]);
  });
});
