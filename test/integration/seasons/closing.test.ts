import { expect } from 'chai';
import { scoringPreset } from '../../../src/contracts/standings-config.contract.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { inventedExport, row } from '../../support/iracing-exports.js';
import { seedStandingsSeason, GT_DRIVERS } from '../../support/standings-season.js';
import { bearer, useTestApi } from '../championships/championship-fixtures.js';

const CLOSED = (nombre: string) => `La temporada de «${nombre}» está cerrada: su clasificación final no puede cambiar. Reábrela para hacer cambios.`;

/** The last round's export (GT only): the same subsession each time, so a second one is a re-import. */
function lastRound(order: number[]): Buffer {
  const names = GT_DRIVERS as Record<number, string>;
  const rows = order.map((custId, i) => row({ cust_id: custId, display_name: names[custId]!, finish_position: i, finish_position_in_class: i, laps_complete: 20, incidents: 0, car_class_id: 10 }));
  return Buffer.from(
    JSON.stringify(
      inventedExport({
        subsession_id: 94000004,
        session_name: 'Ronda 4',
        start_time: '2026-03-29T18:00:00Z',
        end_time: '2026-03-29T19:00:00Z',
        car_classes: [{ car_class_id: 10, short_name: 'GT Inv', name: 'GT Inventado', cars_in_class: [{ car_id: 1 }] }],
        session_results: [{ simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: rows }],
      }),
    ),
  );
}

describeEachDatabase('Closing a season', (kind) => {
  const t = useTestApi(kind);

  it('closes, refuses every change that feeds the table, reopens with a reason, recomputes and closes again with another champion', async () => {
    const admin = await createUser(t.context, { rol: 'admin', nombre: 'Ana', apellido: 'Directora' });
    const driver = await createUser(t.context);
    const season = await seedStandingsSeason(t.context, { nombre: 'Copa Invierno', rounds: 3 });
    const id = season.campeonatoId;
    const as = (req: ReturnType<typeof t.api.request.get>) => req.set(bearer(admin.token));
    await as(t.api.request.post('/api/campeonatos/inscribir-admin')).send({ campeonatoId: id, usuarioId: driver.id }).expect(201);
    const serie = await as(t.api.request.post('/api/series')).field('nombre', 'Copa Invierno').field('categoria', 'GT').expect(201);
    await as(t.api.request.put(`/api/series/ediciones/${id}`)).send({ serieId: serie.body.data.id, temporada: 2026 }).expect(200);
    const penalise = () => as(t.api.request.post('/api/reportes/sanciones')).send({ campeonato: id, carrera: season.raceIds[3], piloto: driver.id, explicacion: 'Conducción peligrosa.', sancion: { tipo: 'advertencia' } });
    const importLast = (order: number[]) =>
      as(t.api.request.post('/api/events/import-file')).field('carreraId', season.raceIds[3]!).field('sesion', '1').attach('eventfile', lastRound(order), 'ronda4.json');
    const gtChampion = async () => {
      const res = await t.api.request.get(`/api/campeonatos/${id}/clasificacion`);
      return res.body.grupos.find((g: { grupo: string }) => g.grupo === 'GT Inventado').filas[0].piloto.nombreIracing;
    };

    // The last race has no results yet: the reason is shown and closing is refused.
    const early = await as(t.api.request.get(`/api/temporadas/${id}/cierre`));
    expect(early.body.data).to.include({ cerrada: false, impedimento: 'La última carrera (Autódromo de Puebla) no tiene resultados publicados todavía.' });
    const refused = await as(t.api.request.post(`/api/temporadas/${id}/cerrar`));
    expect([refused.status, refused.body.message]).to.deep.equal([409, early.body.data.impedimento]);

    // Beto wins the last round and the title (75 to Ana's 61 with the lowest round dropped).
    expect((await importLast([2, 1, 3, 4, 5, 6])).status).to.equal(201);
    expect(await gtChampion()).to.equal('Beto Curva');
    const closed = await as(t.api.request.post(`/api/temporadas/${id}/cerrar`));
    expect(closed.status, JSON.stringify(closed.body)).to.equal(200);
    const gtPodium = (podios: Array<{ grupo: string; posicion: number; nombre: string; tipo: string }>) => podios.filter((p) => p.grupo === 'GT Inventado').map((p) => [p.posicion, p.nombre]);
    expect(gtPodium(closed.body.data.podios)).to.deep.equal([
      [1, 'Beto Curva'],
      [2, 'Ana Pista'],
      [3, 'Carla Recta'],
    ]);
    expect(closed.body.data.podios.some((p: { tipo: string; posicion: number }) => p.tipo === 'equipo' && p.posicion === 1)).to.equal(true);

    // The archive and the series show the season with its champions, read from the record.
    const archive = await t.api.request.get('/api/temporadas');
    expect(archive.body.data.map((x: { temporada: number }) => x.temporada)).to.deep.equal([2026]);
    const [edition] = archive.body.data[0].campeonatos;
    expect([edition.serie.nombre, edition.cerrada, edition.campeones.map((c: { grupo: string; nombre: string }) => `${c.grupo}: ${c.nombre}`)]).to.deep.equal([
      'Copa Invierno',
      true,
      // Ana and Beto's roster wins the teams' table.
      ['GT Inventado: Beto Curva', 'LMP Inventado: Hugo Rebase', 'Equipos: Escudería Norte'],
    ]);
    expect((await t.api.request.get('/api/temporadas/2026')).body.data[0].campeonatos.map((c: { campeonatoId: string }) => c.campeonatoId)).to.deep.equal([id]);
    const none = await t.api.request.get('/api/temporadas/1990');
    expect([none.status, none.body.message]).to.deep.equal([404, 'Temporada no encontrada']);
    expect((await t.api.request.get(`/api/series/${serie.body.data.id}`)).body.data.edicionesLista[0].campeones[0].nombre).to.equal('Beto Curva');

    // Every change that feeds the table is refused, naming the closure, and changes nothing.
    const reimport = await importLast([1, 3, 4, 5, 6, 2]);
    expect([reimport.status, reimport.body.message]).to.deep.equal([409, CLOSED('Copa Invierno')]);
    const rulebook = await as(t.api.request.put(`/api/campeonatos/${id}/puntuacion`)).send(scoringPreset('f1'));
    expect([rulebook.status, rulebook.body.message]).to.deep.equal([409, CLOSED('Copa Invierno')]);
    const penalty = await penalise();
    expect([penalty.status, penalty.body.message]).to.deep.equal([409, CLOSED('Copa Invierno')]);
    const deleteEvent = await as(t.api.request.delete(`/api/events/94000004`));
    expect([deleteEvent.status, deleteEvent.body.message]).to.deep.equal([409, CLOSED('Copa Invierno')]);
    const deleteChampionship = await as(t.api.request.delete(`/api/campeonatos/${id}`));
    expect([deleteChampionship.status, deleteChampionship.body.message]).to.deep.equal([409, 'La temporada de «Copa Invierno» está cerrada: un campeonato cerrado no se puede eliminar.']);
    const raceEdit = await as(t.api.request.put(`/api/carreras/${season.raceIds[3]}`)).field('circuito', 'Otro circuito');
    expect([raceEdit.status, raceEdit.body.message]).to.deep.equal([409, CLOSED('Copa Invierno')]);
    const raceDelete = await as(t.api.request.delete(`/api/carreras/${season.raceIds[0]}`));
    expect([raceDelete.status, raceDelete.body.message]).to.deep.equal([409, CLOSED('Copa Invierno')]);
    const raceAdded = await as(t.api.request.post('/api/carreras'))
      .field('campeonato', id)
      .field('circuito', 'Circuito extra')
      .field('fechaInicio', '2026-04-05')
      .field('horaInicio', '20:00')
      .field('raceDuration', '40')
      .field('incidents', '17')
      .field('clima', 'Soleado');
    expect([raceAdded.status, raceAdded.body.message]).to.deep.equal([409, CLOSED('Copa Invierno')]);
    const team = await t.api.request.put(`/api/campeonatos/${id}/mi-inscripcion`).set(bearer(driver.token)).send({ numeroAuto: 77, equipo: 'Escudería Tardía' });
    expect([team.status, team.body.message]).to.deep.equal([409, CLOSED('Copa Invierno')]);
    expect((await t.context.knex('races').where({ campeonatoId: id }).orderBy('fechaInicio')).map((r: { circuito: string }) => r.circuito)).to.have.length(season.raceIds.length).and.not.include('Otro circuito');
    expect(await gtChampion()).to.equal('Beto Curva');

    // The standings are read from the record, not computed: a change to the record shows as it is.
    const stored = await t.context.knex('season_closures').where({ campeonatoId: id }).first();
    await t.context.knex('season_closures').where({ campeonatoId: id }).update({ tabla: stored.tabla.replaceAll('Beto Curva', 'Beto Curva (registro)') });
    expect(await gtChampion()).to.equal('Beto Curva (registro)');
    const lmpOnly = await t.api.request.get(`/api/campeonatos/${id}/clasificacion?clase=LMP Inventado`);
    expect(lmpOnly.body.grupos.map((g: { grupo: string }) => g.grupo)).to.deep.equal(['LMP Inventado']);
    expect(lmpOnly.body.grupos[0].filas[0].rondas[0]).to.not.have.property('eventos');
    await t.context.knex('season_closures').where({ campeonatoId: id }).update({ tabla: stored.tabla });

    // Reopening needs a reason; it is logged with who and when, and the table is computed again.
    const noReason = await as(t.api.request.post(`/api/temporadas/${id}/reabrir`)).send({ motivo: ' ' });
    expect([noReason.status, noReason.body.errors]).to.deep.equal([400, { motivo: 'Escribe el motivo de la reapertura.' }]);
    const reopened = await as(t.api.request.post(`/api/temporadas/${id}/reabrir`)).send({ motivo: 'Resultado de la ronda 4 corregido por iRacing' });
    expect(reopened.status).to.equal(200);
    expect(reopened.body.data.registro.map((e: { accion: string; motivo: string | null; quien: string }) => [e.accion, e.motivo, e.quien])).to.deep.equal([
      ['cerrar', null, 'Ana Directora'],
      ['reabrir', 'Resultado de la ronda 4 corregido por iRacing', 'Ana Directora'],
    ]);
    expect(reopened.body.data.registro[1].enTexto).to.match(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    expect((await penalise()).status).to.equal(201);
    // Ana wins the corrected last round and, recomputed, the title (68 to Beto's 65).
    expect((await importLast([1, 3, 4, 5, 6, 2])).status).to.equal(200);
    expect(await gtChampion()).to.equal('Ana Pista');
    const again = await as(t.api.request.post(`/api/temporadas/${id}/cerrar`));
    expect(again.status).to.equal(200);
    expect(gtPodium(again.body.data.podios)[0]).to.deep.equal([1, 'Ana Pista']);
    expect(again.body.data.registro.map((e: { accion: string }) => e.accion)).to.deep.equal(['cerrar', 'reabrir', 'cerrar']);
    expect(await gtChampion()).to.equal('Ana Pista');
  });

  it('closes and reopens once when the same click arrives three times at once: the others are refused, one entry each in the log', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const season = await seedStandingsSeason(t.context, { nombre: 'Copa Doble Clic', rounds: 3 });
    const id = season.campeonatoId;
    const as = (req: ReturnType<typeof t.api.request.post>) => req.set(bearer(admin.token));
    await as(t.api.request.post('/api/events/import-file')).field('carreraId', season.raceIds[3]!).field('sesion', '1').attach('eventfile', lastRound([2, 1, 3, 4, 5, 6]), 'ronda4.json').expect(201);
    const podium = async () => Number((await t.context.knex('season_podiums').where({ campeonatoId: id }).count({ n: '*' }))[0]!.n);

    const closes = await Promise.all([1, 2, 3].map(() => as(t.api.request.post(`/api/temporadas/${id}/cerrar`))));
    expect(closes.map((r) => r.status).sort()).to.deep.equal([200, 409, 409]);
    expect(closes.filter((r) => r.status === 409).map((r) => r.body.code)).to.deep.equal(['SEASON_ALREADY_CLOSED', 'SEASON_ALREADY_CLOSED']);
    const places = await podium();
    expect(places).to.be.greaterThan(0);

    const reopens = await Promise.all([1, 2, 3].map(() => as(t.api.request.post(`/api/temporadas/${id}/reabrir`)).send({ motivo: 'Resultado corregido' })));
    expect(reopens.map((r) => r.status).sort()).to.deep.equal([200, 409, 409]);
    expect(reopens.filter((r) => r.status === 409).map((r) => r.body.code)).to.deep.equal(['SEASON_NOT_CLOSED', 'SEASON_NOT_CLOSED']);
    expect(await podium()).to.equal(0);
    expect((await t.context.knex('season_closure_log').where({ campeonatoId: id }).orderBy('en')).map((e: { accion: string }) => e.accion)).to.deep.equal(['cerrar', 'reabrir']);
  });
});
