import { expect } from 'chai';
import type { Actor } from '../../../src/modules/identity/index.js';
import { RESULTS } from '../../../src/modules/results/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { describeWithFixtures, fixtureBytes } from '../../support/iracing-exports.js';
import { bearer, createChampionship, postChampionship, championshipFields, useTestApi } from '../championships/championship-fixtures.js';
import { useIracingSite } from '../iracing/iracing-fixtures.js';

const ADMIN: Actor = { id: 'test-admin', rol: 'admin', suspendido: false };
const NOW = '2026-03-01T12:00:00.000Z';
/** Two drivers of the official 2024 sports-car export (license_category_id 5): Alexander van de Sandt, A (level 20) with 4664; Audrius Valantiejus, A (19) with 8834. */
const VAN_DE_SANDT = 455246;
const VALANTIEJUS = 61947;

describeWithFixtures('Licence and iRating gates read from an imported export (API)', () => {
  describeEachDatabase('API', (kind) => {
    const clock = new ManualClock(new Date(NOW));
    const t = useTestApi(kind, { clock });
    beforeEach(() => clock.set(NOW));

    it('checks the gate’s fields together, shows the requirements, and enters only drivers inside it (exempted ones too)', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const [ana, beto, caro] = [await createUser(t.context, { nombre: 'Ana' }), await createUser(t.context, { nombre: 'Beto' }), await createUser(t.context, { nombre: 'Caro' })];
      await t.context.knex('users').where({ id: ana.id }).update({ iracingId: VAN_DE_SANDT });
      await t.context.knex('users').where({ id: beto.id }).update({ iracingId: VALANTIEJUS });

      const bad = await postChampionship(t, admin.token, championshipFields({ precio: '0', licenciaMinima: 'A' }));
      expect([bad.status, bad.body.errors]).to.deep.equal([400, { categoriaLicencia: 'Elige el tipo de licencia (óvalo, autos deportivos…) al que se aplican la licencia y el iRating pedidos' }]);
      const badClass = await postChampionship(t, admin.token, championshipFields({ precio: '0', categoriaLicencia: 'sports_car', licenciaMinima: 'Z' }));
      expect([badClass.status, badClass.body.errors?.licenciaMinima]).to.deep.equal([400, 'Elige una licencia válida: R, D, C, B, A o Pro']);
      const c = await createChampionship(t, admin.token, { precio: '0', categoriaLicencia: 'sports_car', licenciaMinima: 'A', iratingMinimo: '', iratingMaximo: '6000' });
      expect([c.categoriaLicencia, c.licenciaMinima, c.iratingMinimo, c.iratingMaximo]).to.deep.equal(['sports_car', 'A', null, 6000]);
      expect((await t.api.request.get(`/api/campeonatos/${c.id}`)).body.requisitos).to.equal('Requisitos: licencia A o superior e iRating de 6000 o menos en autos deportivos.');
      const inverted = await t.api.request.put(`/api/campeonatos/${c.id}`).set(bearer(admin.token)).field('iratingMinimo', '7000');
      expect([inverted.status, inverted.body.errors]).to.deep.equal([400, { iratingMaximo: 'El iRating máximo no puede ser menor que el mínimo' }]);

      // Nothing imported yet: nobody's figure is known.
      const unknown = await t.api.request.post(`/api/campeonatos/${c.id}/inscribirme`).set(bearer(ana.token));
      expect([unknown.status, unknown.body.code]).to.deep.equal([409, 'GATE_NOT_MET']);
      await t.context.container.get(RESULTS.ImportEventFile).execute(ADMIN, { bytes: fixtureBytes('official-2024-multiclass.json') });

      expect((await t.api.request.post(`/api/campeonatos/${c.id}/inscribirme`).set(bearer(ana.token))).status).to.equal(201);
      const over = await t.api.request.post(`/api/campeonatos/${c.id}/inscribirme`).set(bearer(beto.token));
      expect([over.status, over.body.code, over.body.message]).to.deep.equal([409, 'GATE_NOT_MET', 'Este campeonato pide licencia A o superior e iRating de 6000 o menos en autos deportivos; la tuya es A con 8834 de iRating.']);
      const noId = await t.api.request.post(`/api/campeonatos/${c.id}/inscribirme`).set(bearer(caro.token));
      expect([noId.status, noId.body.code, Object.keys(noId.body.errors ?? {})]).to.deep.equal([409, 'IRACING_ID_REQUIRED', ['iracingId']]);

      // The exemption is the admins' alone; with it Beto enters.
      expect((await t.api.request.put(`/api/campeonatos/${c.id}/excepciones/${beto.id}`).set(bearer(ana.token))).status).to.equal(403);
      const exempted = await t.api.request.put(`/api/campeonatos/${c.id}/excepciones/${beto.id}`).set(bearer(admin.token));
      expect([exempted.status, exempted.body.usuarioIds]).to.deep.equal([200, [beto.id]]);
      expect((await t.api.request.post(`/api/campeonatos/${c.id}/inscribirme`).set(bearer(beto.token))).status).to.equal(201);

      const list = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin`).set(bearer(admin.token));
      expect(list.body.requisitoPorPiloto[ana.id]).to.deep.include({ licencia: 'A', irating: 4664, fuente: 'resultados', fecha: '2024-03-16T17:00:00.000Z', cumple: true, exento: false });
      expect(list.body.requisitoPorPiloto[beto.id]).to.deep.include({ licencia: 'A', irating: 8834, cumple: false, exento: true });
      const csv = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin.csv`).set(bearer(admin.token));
      const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
      expect(lines[0]!.split(',').slice(-3)).to.deep.equal(['Licencia', 'iRating', 'Requisitos de licencia']);
      expect(lines.slice(1).map((l) => l.split(',').slice(-3))).to.deep.equal([
        ['A', '4664', 'Cumple'],
        ['A', '8834', 'Con excepción'],
      ]);
      const rows = await t.context.knex('championship_enrolments').where({ campeonatoId: c.id }).select('userId');
      expect(rows.map((r) => r.userId).sort()).to.deep.equal([ana.id, beto.id].sort());
    });

    it('refuses a paid checkout outside the gate before holding a place', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const beto = await createUser(t.context);
      await t.context.knex('users').where({ id: beto.id }).update({ iracingId: VALANTIEJUS });
      await t.context.container.get(RESULTS.ImportEventFile).execute(ADMIN, { bytes: fixtureBytes('official-2024-multiclass.json') });
      const c = await createChampionship(t, admin.token, { precio: '1500', categoriaLicencia: 'formula_car', licenciaMinima: 'B' });
      const res = await t.api.request.post('/api/payments/crear-sesion').set(bearer(beto.token)).send({ campeonatoId: c.id });
      expect([res.status, res.body.code, res.body.message]).to.deep.equal([409, 'GATE_NOT_MET', 'Este campeonato pide licencia B o superior en fórmulas; no conocemos tu licencia en fórmulas.']);
      expect(await t.context.knex('payments').where({ campeonatoId: c.id })).to.deep.equal([]);
    });
  });
});

describeEachDatabase('Licence and iRating gates read from iRacing (stand-in)', (kind) => {
  const { t, stand, clock } = useIracingSite(kind);
  beforeEach(() => {
    stand.reset();
    clock.set(NOW);
  });
  const member = (custId: number, level: number, irating: number) => ({
    cust_id: custId,
    display_name: `Piloto ${custId}`,
    licenses: [
      { category_id: 1, category: 'oval', license_level: 4, safety_rating: 2.5, irating: 1350, group_name: 'Rookie', group_id: 1 },
      { category_id: 5, category: 'sports_car', license_level: level, safety_rating: 3.1, irating, group_name: 'Class', group_id: 0 },
    ],
  });

  it('asks iRacing for the drivers’ licences and lets in the one it says meets the gate', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const [ana, beto] = [await createUser(t.context), await createUser(t.context)];
    await t.context.knex('users').where({ id: ana.id }).update({ iracingId: 700001 });
    await t.context.knex('users').where({ id: beto.id }).update({ iracingId: 700002 });
    stand.members.set(700001, member(700001, 14, 2600));
    stand.members.set(700002, member(700002, 10, 2600));
    const c = await createChampionship(t, admin.token, { precio: '0', categoriaLicencia: 'sports_car', licenciaMinima: 'B', iratingMinimo: '2000' });

    expect((await t.api.request.post(`/api/campeonatos/${c.id}/inscribirme`).set(bearer(ana.token))).status).to.equal(201);
    const refused = await t.api.request.post(`/api/campeonatos/${c.id}/inscribirme`).set(bearer(beto.token));
    expect([refused.status, refused.body.message]).to.deep.equal([409, 'Este campeonato pide licencia B o superior e iRating de 2000 o más en autos deportivos; la tuya es C con 2600 de iRating.']);
    expect(stand.fetchedCount('/data/member/get')).to.equal(2);

    const list = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin`).set(bearer(admin.token));
    expect(list.body.requisitoPorPiloto[ana.id]).to.deep.include({ licencia: 'B', irating: 2600, fuente: 'iracing', cumple: true });

    // iRacing in maintenance: nothing imported to fall back on, so the figure is unknown and the gate stays shut.
    stand.setMaintenance(true);
    const down = await t.api.request.post(`/api/campeonatos/${c.id}/lista-espera`).set(bearer(beto.token));
    expect([down.status, down.body.code]).to.deep.equal([409, 'GATE_NOT_MET']);
    stand.setMaintenance(false);
  });
});

describeEachDatabase('The priority window on the paid checkout (API)', (kind) => {
  const clock = new ManualClock(new Date('2022-03-01T18:00:00.000Z'));
  const t = useTestApi(kind, { clock });

  it('refuses a newcomer’s checkout during the new edition’s window (409 PRIORITY_WINDOW, no place held) and lets the last edition’s driver pay', async () => {
    clock.set(new Date('2022-03-01T18:00:00.000Z'));
    const admin = await createUser(t.context, { rol: 'admin' });
    const [veteran, newcomer] = [await createUser(t.context), await createUser(t.context)];
    const as = (req: ReturnType<typeof t.api.request.get>) => req.set(bearer(admin.token));
    const copa = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Pago 2022', fechaInicio: '2022-04-01', fechaFin: '2022-04-08', precio: '900' });
    await as(t.api.request.post('/api/campeonatos/inscribir-admin')).send({ campeonatoId: copa.id, usuarioId: veteran.id }).expect(201);
    const serie = await as(t.api.request.post('/api/series')).field('nombre', 'Copa Pago').field('categoria', 'Deportivos').expect(201);
    await as(t.api.request.put(`/api/series/ediciones/${copa.id}`)).send({ serieId: serie.body.data.id, temporada: 2022, diasPrioridad: 5 }).expect(200);
    clock.set(new Date('2022-12-01T18:00:00.000Z'));
    const next = await as(t.api.request.post(`/api/temporadas/${copa.id}/siguiente`));
    expect(next.status, JSON.stringify(next.body)).to.equal(201);
    const copyId = next.body.data.campeonatoId as string;

    const early = await t.api.request.post('/api/payments/crear-sesion').set(bearer(newcomer.token)).send({ campeonatoId: copyId });
    expect([early.status, early.body.code, early.body.message]).to.deep.equal([409, 'PRIORITY_WINDOW', 'Las inscripciones están reservadas a los pilotos de la temporada anterior hasta el 6 de diciembre de 2022 a las 12:00 (hora del centro de México); a partir de entonces podrás inscribirte.']);
    expect(await t.context.knex('payments').where({ campeonatoId: copyId, userId: newcomer.id })).to.deep.equal([]);
    expect((await t.api.request.post('/api/payments/crear-sesion').set(bearer(veteran.token)).send({ campeonatoId: copyId })).status).to.equal(200);
    clock.set(new Date('2022-12-06T18:00:00.000Z'));
    expect((await t.api.request.post('/api/payments/crear-sesion').set(bearer(newcomer.token)).send({ campeonatoId: copyId })).status).to.equal(200);
  });
});

describeEachDatabase('The priority window on free entry and the waiting list (API)', (kind) => {
  const clock = new ManualClock(new Date('2022-03-01T18:00:00.000Z'));
  const t = useTestApi(kind, { clock });

  it('tells a newcomer when he may enter, the same on entering and on asking for the waiting list, and lets him in once the window ends', async () => {
    clock.set(new Date('2022-03-01T18:00:00.000Z'));
    const admin = await createUser(t.context, { rol: 'admin' });
    const [veteran, newcomer] = [await createUser(t.context), await createUser(t.context)];
    const as = (req: ReturnType<typeof t.api.request.get>) => req.set(bearer(admin.token));
    const copa = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Libre 2022', fechaInicio: '2022-04-01', fechaFin: '2022-04-08', precio: '0', participantesMaximos: '10' });
    await as(t.api.request.post('/api/campeonatos/inscribir-admin')).send({ campeonatoId: copa.id, usuarioId: veteran.id }).expect(201);
    const serie = await as(t.api.request.post('/api/series')).field('nombre', 'Copa Libre').field('categoria', 'Deportivos').expect(201);
    await as(t.api.request.put(`/api/series/ediciones/${copa.id}`)).send({ serieId: serie.body.data.id, temporada: 2022, diasPrioridad: 5 }).expect(200);
    clock.set(new Date('2022-12-01T18:00:00.000Z'));
    const copyId = (await as(t.api.request.post(`/api/temporadas/${copa.id}/siguiente`)).expect(201)).body.data.campeonatoId as string;
    const window = 'Las inscripciones están reservadas a los pilotos de la temporada anterior hasta el 6 de diciembre de 2022 a las 12:00 (hora del centro de México); a partir de entonces podrás inscribirte.';

    const entry = await t.api.request.post(`/api/campeonatos/${copyId}/inscribirme`).set(bearer(newcomer.token));
    expect([entry.status, entry.body.code, entry.body.message]).to.deep.equal([409, 'PRIORITY_WINDOW', window]);
    const queue = await t.api.request.post(`/api/campeonatos/${copyId}/lista-espera`).set(bearer(newcomer.token));
    expect([queue.status, queue.body.code, queue.body.message]).to.deep.equal([409, 'PRIORITY_WINDOW', window]);
    expect(await t.context.knex('championship_waitlist').where({ campeonatoId: copyId })).to.deep.equal([]);
    const place = await t.api.request.get(`/api/campeonatos/${copyId}/mi-lugar`).set(bearer(newcomer.token)).expect(200);
    expect([place.body.prioridadHasta, place.body.lleno]).to.deep.equal(['2022-12-06T18:00:00.000Z', false]);
    expect((await t.api.request.get(`/api/campeonatos/${copyId}/mi-lugar`).set(bearer(veteran.token))).body.prioridadHasta).to.equal(null);

    clock.set(new Date('2022-12-06T18:00:00.000Z'));
    expect((await t.api.request.get(`/api/campeonatos/${copyId}/mi-lugar`).set(bearer(newcomer.token))).body.prioridadHasta).to.equal(null);
    expect((await t.api.request.post(`/api/campeonatos/${copyId}/inscribirme`).set(bearer(newcomer.token))).status).to.equal(201);
  });
});

describeEachDatabase('A closed season takes no entries (API)', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });

  it('refuses free entry, the paid checkout and the waiting list of a closed season with its reason, and stores nothing', async () => {
    clock.set(NOW);
    const admin = await createUser(t.context, { rol: 'admin' });
    const [ana, beto] = [await createUser(t.context), await createUser(t.context)];
    const free = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Cerrada', precio: '0', participantesMaximos: '1', fechaInicio: '2026-02-01', fechaFin: '2026-12-31' });
    const paid = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Cerrada de Pago', precio: '900', fechaInicio: '2026-02-01', fechaFin: '2026-12-31' });
    await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(admin.token)).send({ campeonatoId: free.id, usuarioId: ana.id }).expect(201);
    for (const campeonatoId of [free.id, paid.id]) {
      await t.context.knex('season_closures').insert({ campeonatoId, tabla: JSON.stringify({ campeonatoId, rondas: [], hastaRonda: 0, grupos: [], equipos: [] }), cerradaEn: NOW, cerradaPor: admin.id });
    }
    const closed = [409, 'SEASON_CLOSED', 'La temporada de este campeonato está cerrada: ya no admite inscripciones.'];

    const entry = await t.api.request.post(`/api/campeonatos/${free.id}/inscribirme`).set(bearer(beto.token));
    expect([entry.status, entry.body.code, entry.body.message]).to.deep.equal(closed);
    const queue = await t.api.request.post(`/api/campeonatos/${free.id}/lista-espera`).set(bearer(beto.token));
    expect([queue.status, queue.body.code, queue.body.message]).to.deep.equal(closed);
    const checkout = await t.api.request.post('/api/payments/crear-sesion').set(bearer(beto.token)).send({ campeonatoId: paid.id });
    expect([checkout.status, checkout.body.code, checkout.body.message]).to.deep.equal(closed);
    expect(await t.context.knex('championship_waitlist').whereIn('campeonatoId', [free.id, paid.id])).to.deep.equal([]);
    expect(await t.context.knex('payments').where({ userId: beto.id })).to.deep.equal([]);
    expect((await t.context.knex('championship_enrolments').where({ userId: beto.id }))).to.deep.equal([]);
  });
});
