import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { scoringPreset } from '../../../src/contracts/standings-config.contract.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { queuedMails } from '../identity/identity-fixtures.js';
import { bearer, count, createChampionship, postChampionship, championshipFields, postRace, raceFields, TINY_PNG, useTestApi } from '../championships/championship-fixtures.js';

const filesIn = (dataDir: string, folder: string) => (existsSync(path.join(dataDir, 'uploads', folder)) ? readdirSync(path.join(dataDir, 'uploads', folder)).sort() : []);

describeEachDatabase('The next season in one step', (kind) => {
  const clock = new ManualClock(new Date('2022-03-01T18:00:00.000Z'));
  const t = useTestApi(kind, { clock });

  it('copies the championship into the next edition with its races a year later at the same Mexico City time, across the end of daylight saving', async () => {
    clock.set(new Date('2022-03-01T18:00:00.000Z'));
    const admin = await createUser(t.context, { rol: 'admin' });
    const veteran = await createUser(t.context, { nombre: 'Vera', apellido: 'Veterana' });
    const newcomer = await createUser(t.context, { nombre: 'Nico', apellido: 'Nuevo' });
    const as = (req: ReturnType<typeof t.api.request.get>) => req.set(bearer(admin.token));

    const res = await postChampionship(t, admin.token, championshipFields({ nombreCampeonato: 'Copa Fórmulas 2022', fechaInicio: '2022-04-01', fechaFin: '2022-04-08', precio: '0', participantesMaximos: '24', plazoReportesHoras: '48' }), TINY_PNG);
    expect(res.status).to.equal(201);
    const copa = res.body.data;
    // Saturday 9 April 2022, 20:00 in Mexico City, which still had daylight saving time (UTC−5).
    const race = await postRace(t, admin.token, raceFields(copa.id, { fechaInicio: '2022-04-09', horaInicio: '20:00', circuito: 'Autódromo Hermanos Rodríguez' }), { image: TINY_PNG });
    expect(race.body.data.inicio).to.equal('2022-04-10T01:00:00.000Z');
    await as(t.api.request.put(`/api/campeonatos/${copa.id}/puntuacion`)).send({ ...scoringPreset('f1'), rondasDescartadas: 1 }).expect(200);
    await as(t.api.request.post('/api/campeonatos/inscribir-admin')).send({ campeonatoId: copa.id, usuarioId: veteran.id }).expect(201);
    // Her team and her reserved number 7 go with the championship into the next edition (issue #30).
    await t.api.request.put(`/api/campeonatos/${copa.id}/mi-inscripcion`).set(bearer(veteran.token)).send({ equipo: 'Escudería Águila' }).expect(200);
    await as(t.api.request.put(`/api/campeonatos/${copa.id}/numeros/${veteran.id}`)).send({ numeroAuto: 7, reservado: true }).expect(200);
    const serie = await as(t.api.request.post('/api/series')).field('nombre', 'Copa Fórmulas').field('categoria', 'Fórmulas').expect(201);
    await as(t.api.request.put(`/api/series/ediciones/${copa.id}`)).send({ serieId: serie.body.data.id, temporada: 2022, diasPrioridad: 5 }).expect(200);

    clock.set(new Date('2022-12-01T18:00:00.000Z'));
    const next = await as(t.api.request.post(`/api/temporadas/${copa.id}/siguiente`));
    expect(next.status, JSON.stringify(next.body)).to.equal(201);
    expect(next.body.message).to.equal('Siguiente temporada preparada: «Copa Fórmulas 2023». Revísala antes de publicarla.');
    expect(next.body.data).to.include({ nombreCampeonato: 'Copa Fórmulas 2023', temporada: 2023, carreras: 1, avisados: 1, prioridadHasta: '2022-12-06T18:00:00.000Z' });

    const copy = (await t.api.request.get(`/api/campeonatos/${next.body.data.campeonatoId}`)).body;
    expect(copy).to.include({ detallesCampeonato: copa.detallesCampeonato, reglas: copa.reglas, precio: 0, participantesMaximos: 24, plazoReportesHoras: 48, participantesRegistrados: 0 });
    expect(copy.premios).to.deep.equal(copa.premios);
    expect([copy.fechaInicio, copy.fechaFin]).to.deep.equal(['2023-03-31T00:00:00.000Z', '2023-04-07T00:00:00.000Z']);
    // Its own copy of the cover, not the same file.
    expect(copy.imagenPortada).to.match(/^\/uploads\/covers\//).and.not.equal(copa.imagenPortada);
    expect(existsSync(path.join(t.context.config.dataDir, copy.imagenPortada.slice(1)))).to.equal(true);
    // Saturday 8 April 2023, 20:00 in Mexico City, which no longer had daylight saving time (UTC−6): an hour later in UTC.
    const [copiedRace] = copy.carreras;
    expect([copiedRace.fechaInicio, copiedRace.horaInicio, copiedRace.inicio, copiedRace.circuito]).to.deep.equal(['2023-04-08T00:00:00.000Z', '20:00', '2023-04-09T02:00:00.000Z', 'Autódromo Hermanos Rodríguez']);
    expect(Date.parse(copiedRace.inicio) - Date.parse(race.body.data.inicio)).to.equal(364 * 86_400_000 + 3_600_000);
    expect(copiedRace.imgCircuito).to.be.a('string').and.not.equal(race.body.data.imgCircuito);
    const carried = (await t.api.request.get(`/api/campeonatos/${copy.id}/numeros-y-equipos`)).body;
    expect([carried.numerosOcupados, carried.equipos]).to.deep.equal([[{ numero: 7, reservado: true }], [{ nombre: 'Escudería Águila', pilotos: 0 }]]);
    const rulebook = await as(t.api.request.get(`/api/campeonatos/${copy.id}/puntuacion`));
    expect([rulebook.body.porDefecto, rulebook.body.configuracion.rondasDescartadas]).to.deep.equal([false, 1]);

    // The series now has both editions; a second 'next' from the same edition is refused.
    expect((await t.api.request.get(`/api/series/${serie.body.data.id}`)).body.data.edicionesLista.map((e: { temporada: number }) => e.temporada)).to.deep.equal([2023, 2022]);
    const twice = await as(t.api.request.post(`/api/temporadas/${copa.id}/siguiente`));
    expect([twice.status, twice.body.message]).to.deep.equal([409, 'La serie ya tiene la Temporada 2023.']);

    // The priority window: the last edition's driver is told and may enter; anyone else waits until it ends.
    const mails = (await queuedMails(t.context)).filter((m) => m.subject.includes('inscripción prioritaria'));
    expect(mails.map((m) => m.to)).to.deep.equal([veteran.email]);
    expect(mails[0]!.text).to.include('hasta el 6 de diciembre de 2022 a las 12:00 (hora del centro de México)');
    const early = await t.api.request.post(`/api/campeonatos/${copy.id}/inscribirme`).set(bearer(newcomer.token));
    expect([early.status, early.body.message]).to.deep.equal([409, 'Las inscripciones están reservadas a los pilotos de la temporada anterior hasta el 6 de diciembre de 2022 a las 12:00 (hora del centro de México); a partir de entonces podrás inscribirte.']);
    expect((await t.api.request.post(`/api/campeonatos/${copy.id}/inscribirme`).set(bearer(veteran.token))).status).to.equal(201);
    // Entering without a number, she gets the one reserved for her.
    expect((await t.api.request.get(`/api/campeonatos/${copy.id}/mi-lugar`).set(bearer(veteran.token))).body).to.include({ numeroAuto: 7 });
    clock.set(new Date('2022-12-06T18:00:00.000Z'));
    expect((await t.api.request.post(`/api/campeonatos/${copy.id}/inscribirme`).set(bearer(newcomer.token))).status).to.equal(201);
  });

  it('refuses a championship in no series, saying so', async () => {
    clock.set(new Date('2022-03-01T18:00:00.000Z'));
    const admin = await createUser(t.context, { rol: 'admin' });
    const alone = await createChampionship(t, admin.token);
    await t.context.knex('series_editions').where({ campeonatoId: alone.id }).delete();
    const res = await t.api.request.post(`/api/temporadas/${alone.id}/siguiente`).set(bearer(admin.token));
    expect([res.status, res.body.message]).to.deep.equal([409, 'El campeonato no pertenece a ninguna serie: elige su serie y temporada primero.']);
  });

  it('pressed four times at once makes one next edition: the others are told in Spanish and nothing else is left, no championship, race, cover or mail', async () => {
    clock.set(new Date('2022-03-01T18:00:00.000Z'));
    const admin = await createUser(t.context, { rol: 'admin' });
    const veteran = await createUser(t.context, { nombre: 'Vera', apellido: 'Veterana' });
    const as = (req: ReturnType<typeof t.api.request.get>) => req.set(bearer(admin.token));
    const copa = (await postChampionship(t, admin.token, championshipFields({ nombreCampeonato: 'Copa Fórmulas 2022', fechaInicio: '2022-04-01', fechaFin: '2022-04-08', precio: '0' }), TINY_PNG)).body.data;
    for (const day of ['2022-04-02', '2022-04-09']) expect((await postRace(t, admin.token, raceFields(copa.id, { fechaInicio: day }), { image: TINY_PNG })).status).to.equal(201);
    await as(t.api.request.put(`/api/campeonatos/${copa.id}/puntuacion`)).send({ ...scoringPreset('f1'), rondasDescartadas: 1 }).expect(200);
    await as(t.api.request.post('/api/campeonatos/inscribir-admin')).send({ campeonatoId: copa.id, usuarioId: veteran.id }).expect(201);
    const serie = await as(t.api.request.post('/api/series')).field('nombre', 'Copa Fórmulas').field('categoria', 'Fórmulas').expect(201);
    await as(t.api.request.put(`/api/series/ediciones/${copa.id}`)).send({ serieId: serie.body.data.id, temporada: 2022 }).expect(200);
    const before = { covers: filesIn(t.context.config.dataDir, 'covers').length, circuits: filesIn(t.context.config.dataDir, 'circuits').length };

    clock.set(new Date('2022-12-01T18:00:00.000Z'));
    const answers = await Promise.all([1, 2, 3, 4].map(() => as(t.api.request.post(`/api/temporadas/${copa.id}/siguiente`))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.map((a) => a.body))).to.deep.equal([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect([refused.body.code, refused.body.message]).to.deep.equal(['NEXT_EDITION_EXISTS', 'La serie ya tiene la Temporada 2023.']);
    }

    expect(await count(t.context, 'championships')).to.equal(2);
    expect(await count(t.context, 'races')).to.equal(4);
    expect(await count(t.context, 'series_editions')).to.equal(2);
    expect(await count(t.context, 'standings_configs')).to.equal(2);
    expect((await t.context.knex('mail_outbox')).filter((m) => m.subject.includes('inscripción prioritaria'))).to.have.length(1);
    expect(filesIn(t.context.config.dataDir, 'covers')).to.have.length(before.covers + 1);
    expect(filesIn(t.context.config.dataDir, 'circuits')).to.have.length(before.circuits + 2);
  });
});
