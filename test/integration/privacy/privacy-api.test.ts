import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { inventedExport, row } from '../../support/iracing-exports.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';
import { createEvent } from '../single-events/single-events-fixtures.js';
import { AFTER_RACE, BEFORE_RACE, fileReport, league, reportFields } from '../stewarding/stewarding-fixtures.js';

const NOW = '2026-12-05T18:00:00.000Z';
const LEAGUE = { nombre: 'Liga Parrilla MX', domicilio: 'Av. Insurgentes Sur 100, Ciudad de México', correo: 'privacidad@parrilla.test' };

describeEachDatabase('Privacy notice, consents and public names', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const consentsOf = (userId: string) => t.context.knex('privacy_consents').where({ userId }).orderBy('acceptedAt').select('noticeVersion', 'via', 'acceptedAt', 'purposes');

  it('registration records the version of the notice accepted and when, with the news e-mails only when ticked', async () => {
    const res = await t.api.request.post('/api/auth/register').send({ nombre: 'Ana', apellido: 'López', email: 'ana@ejemplo.test', password: 'secreto123', subscribeToNews: true });
    expect(res.status).to.equal(201);
    const ana = await t.context.knex('users').where({ email: 'ana@ejemplo.test' }).first('id');
    const rows = await consentsOf(ana.id);
    expect(rows.map((r) => [Number(r.noticeVersion), r.via, r.acceptedAt, JSON.parse(r.purposes)])).to.deep.equal([[1, 'registro', NOW, ['correosNovedades']]]);
    const signIn = await t.api.request.post('/api/auth/login').send({ email: 'ana@ejemplo.test', password: 'secreto123' });
    const mine = await t.api.request.get('/api/privacidad/mis-preferencias').set(bearer(signIn.body.token));
    expect(mine.body.preferencias).to.deep.equal({ correosNovedades: true, mencionesDiscord: false, nombreCompleto: false });
    expect((await t.api.request.get('/api/privacidad/pendiente').set(bearer(signIn.body.token))).body).to.deep.equal({ pendiente: false });
  });

  it("shows the notice with the league's identity from the settings, and lists only the processors the league uses", async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const refused = await t.api.request.put('/api/privacidad/ajustes').set(bearer(driver.token)).send({ ...LEAGUE, encargadosDesactivados: [] });
    expect([refused.status, refused.body.message]).to.deep.equal([403, 'Acceso solo para administradores']);
    // Nothing saved yet: the form asks for the domicile instead of showing a stand-in.
    const before = await t.api.request.get('/api/privacidad/ajustes').set(bearer(admin.token));
    expect(before.body).to.deep.include({ nombre: 'Parrilla', domicilio: '', encargadosDesactivados: [] });
    expect((await t.api.request.get('/api/privacidad/aviso')).body.responsable.domicilio).to.equal('(domicilio por definir)');
    const bad = await t.api.request.put('/api/privacidad/ajustes').set(bearer(admin.token)).send({ ...LEAGUE, correo: 'no-es-correo', encargadosDesactivados: ['correo'] });
    expect(bad.status).to.equal(400);
    expect(bad.body.errors).to.deep.include({ correo: 'Escribe un correo válido' });
    expect(await t.context.knex('privacy_settings').count({ n: '*' }).first()).to.satisfy((r: { n: number | string }) => Number(r.n) === 0);
    const saved = await t.api.request.put('/api/privacidad/ajustes').set(bearer(admin.token)).send({ ...LEAGUE, encargadosDesactivados: ['iracing', 'google'] });
    expect([saved.status, saved.body.message]).to.deep.equal([200, 'Guardamos los datos de la liga y los encargados']);

    const notice = await t.api.request.get('/api/privacidad/aviso');
    expect(notice.status).to.equal(200);
    expect(notice.body).to.deep.include({ version: 1, responsable: LEAGUE, necesarias: ['campeonatos', 'pagos', 'facturas', 'comisarios'], voluntarias: ['correosNovedades', 'mencionesDiscord', 'nombreCompleto'] });
    expect(notice.body.markdown).to.include('**Liga Parrilla MX**, con domicilio en Av. Insurgentes Sur 100, Ciudad de México');
    expect(notice.body.markdown).not.to.include('{{');
    const processors = await t.api.request.get('/api/privacidad/encargados');
    expect(processors.body.encargados.map((e: { clave: string }) => e.clave)).to.deep.equal(['stripe', 'correo', 'discord']);
  });

  it('a version that adds a purpose is asked at the next sign-in; refusing is recorded and the account goes on with the necessary purposes', async () => {
    const jefa = await createUser(t.context, { rol: 'superadmin' });
    const admin = await createUser(t.context, { rol: 'admin' });
    const v2 = { markdown: '# Aviso de privacidad integral\n\nSin menciones en Discord.', finalidades: ['correosNovedades', 'nombreCompleto'] };
    const byAdmin = await t.api.request.put('/api/privacidad/aviso').set(bearer(admin.token)).send(v2);
    expect([byAdmin.status, byAdmin.body.code]).to.deep.equal([403, 'SUPERADMIN_ONLY']);
    clock.advance(60_000);
    expect((await t.api.request.put('/api/privacidad/aviso').set(bearer(jefa.token)).send(v2)).body.message).to.equal('Publicaste la versión 2 del aviso de privacidad');
    // Registered under version 2, which does not ask for Discord mentions.
    const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'López', nombreCompleto: false });
    expect((await t.api.request.get('/api/privacidad/pendiente').set(bearer(ana.token))).body).to.deep.equal({ pendiente: false });
    clock.advance(60_000);
    const v3 = { markdown: '# Aviso de privacidad integral\n\nAhora también Discord.', finalidades: ['correosNovedades', 'mencionesDiscord', 'nombreCompleto'] };
    await t.api.request.put('/api/privacidad/aviso').set(bearer(jefa.token)).send(v3).expect(200);
    const again = await t.api.request.put('/api/privacidad/aviso').set(bearer(jefa.token)).send(v3);
    expect([again.status, again.body.code]).to.deep.equal([409, 'NOTICE_UNCHANGED']);

    const pending = await t.api.request.get('/api/privacidad/pendiente').set(bearer(ana.token));
    expect(pending.body).to.deep.include({ pendiente: true, version: 3, nuevas: ['mencionesDiscord'] });
    const bad = await t.api.request.post('/api/privacidad/respuesta').set(bearer(ana.token)).send({ version: 3, acepta: 'tal vez' });
    expect([bad.status, bad.body.message]).to.deep.equal([400, 'Indica si aceptas o rechazas las nuevas finalidades']);
    const refused = await t.api.request.post('/api/privacidad/respuesta').set(bearer(ana.token)).send({ version: 3, acepta: false, finalidades: ['mencionesDiscord'] });
    expect([refused.status, refused.body.message]).to.deep.equal([200, 'Guardamos tu respuesta: tu cuenta sigue activa solo con las finalidades necesarias.']);
    expect((await t.api.request.get('/api/privacidad/pendiente').set(bearer(ana.token))).body).to.deep.equal({ pendiente: false });
    const mine = (await t.api.request.get('/api/privacidad/mis-preferencias').set(bearer(ana.token))).body;
    expect(mine.preferencias.mencionesDiscord).to.equal(false);
    expect(mine.historial.map((h: { version: number; via: string; acepto: boolean }) => [h.version, h.via, h.acepto])).to.deep.equal([
      [3, 'aviso', false],
      [2, 'registro', true],
    ]);
    // The account is still in use.
    expect((await t.api.request.post('/api/auth/login').send({ email: ana.email, password: ana.password })).status).to.equal(200);
    const editor = await t.api.request.get('/api/privacidad/aviso/editor').set(bearer(jefa.token));
    expect(editor.body.versiones.map((v: { version: number }) => v.version)).to.deep.equal([3, 2, 1]);
  });

  describe('public pages name a driver by the public-name rule', () => {
    const SOFIA = 424242;
    async function setUp() {
      const admin = await createUser(t.context, { rol: 'admin' });
      const sofia = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna Pérez', nombreCompleto: false });
      await t.context.knex('users').where({ id: sofia.id }).update({ iracingId: SOFIA });
      const c = await createChampionship(t, admin.token, { fechaInicio: '2027-01-01', fechaFin: '2027-06-30' });
      const enrolled = await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(admin.token)).send({ campeonatoId: c.id, usuarioId: sofia.id });
      expect(enrolled.status, JSON.stringify(enrolled.body)).to.equal(201);
      const file = inventedExport({
        subsession_id: 91000001,
        start_time: '2026-11-01T18:00:00Z',
        end_time: '2026-11-01T19:00:00Z',
        session_name: 'Copa Privada',
        session_results: [
          {
            simsession_number: 0,
            simsession_type: 6,
            simsession_name: 'RACE',
            results: [row({ cust_id: SOFIA, display_name: 'Sofía Luna Pérez', finish_position: 0, laps_complete: 20, incidents: 0 }), row({ cust_id: 777, display_name: 'Diego Ruiz', finish_position: 1, laps_complete: 20, incidents: 2 })],
          },
        ],
      });
      const up = await t.api.request.post('/api/events/import-file').set(bearer(admin.token)).attach('eventfile', Buffer.from(JSON.stringify(file)), 'resultado.json');
      expect(up.status, JSON.stringify(up.body)).to.equal(201);
      return { admin, sofia, championshipId: c.id };
    }
    const entryNames = async (id: string) => (await t.api.request.get(`/api/campeonatos/${id}/inscritos`)).body.data.map((e: { nombre: string; apellido: string }) => `${e.nombre} ${e.apellido}`.trim());
    const driverPage = async (id: string) => (await t.api.request.get(`/api/pilotos/${id}`)).body.piloto;
    /** The event's race and the home page's podium: the same names. */
    const resultNames = async () => {
      const race = (await t.api.request.get('/api/events/91000001/phase-results/RACE')).body.results.map((r: { nombrePiloto: string }) => r.nombrePiloto);
      const podium = (await t.api.request.get('/api/toptree/events/top-three-winners')).body.classes.flatMap((c: { winners: Array<{ nombrePiloto: string }> }) => c.winners.map((w) => w.nombrePiloto));
      expect(podium).to.deep.equal(race);
      return race;
    };

    it("shows 'Nombre A.' until he allows his full name, then the full name, on the entry list, his page and the results", async () => {
      const { admin, sofia, championshipId } = await setUp();
      expect(await entryNames(championshipId)).to.deep.equal(['Sofía L.']);
      expect(await driverPage(sofia.id)).to.deep.include({ nombre: 'Sofía', apellido: 'L.' });
      // A driver with no account keeps the name iRacing publishes.
      expect(await resultNames()).to.deep.equal(['Sofía L.', 'Diego Ruiz']);
      const admins = (await t.api.request.get(`/api/campeonatos/${championshipId}/inscritos/admin`).set(bearer(admin.token))).body;
      expect(JSON.stringify(admins)).to.include('Luna Pérez');

      await t.api.request.put('/api/privacidad/mis-preferencias').set(bearer(sofia.token)).send({ nombreCompleto: true }).expect(200);
      expect(await entryNames(championshipId)).to.deep.equal(['Sofía Luna Pérez']);
      expect(await driverPage(sofia.id)).to.deep.include({ apellido: 'Luna Pérez' });
      expect(await resultNames()).to.deep.equal(['Sofía Luna Pérez', 'Diego Ruiz']);
    });

    it("shows 'Piloto retirado' once his account is blocked, whatever he allowed", async () => {
      const { sofia, championshipId } = await setUp();
      await t.api.request.put('/api/privacidad/mis-preferencias').set(bearer(sofia.token)).send({ nombreCompleto: true }).expect(200);
      expect(await entryNames(championshipId)).to.deep.equal(['Sofía Luna Pérez']);
      await t.context.knex('users').where({ id: sofia.id }).update({ blockedAt: '2026-12-05T18:00:00.000Z' });
      expect(await entryNames(championshipId)).to.deep.equal(['Piloto retirado']);
      expect(await driverPage(sofia.id)).to.deep.include({ nombre: 'Piloto retirado', apellido: '', username: null, avatarUrl: null });
      expect(await resultNames()).to.deep.equal(['Piloto retirado', 'Diego Ruiz']);
      const page = JSON.stringify((await t.api.request.get(`/api/campeonatos/${championshipId}/inscritos`)).body);
      expect(page).not.to.include('Luna');
    });
  });

  it("names him 'Nombre A.' on the decision log, a free event's list and the track records until he allows his full name", async () => {
    clock.set(BEFORE_RACE);
    const l = await league(t);
    // Beto (Luna) withdraws his full name; Ana keeps hers.
    await t.api.request.put('/api/privacidad/mis-preferencias').set(bearer(l.beto.token)).send({ nombreCompleto: false }).expect(200);
    const event = await createEvent(t.api, l.admin.token, { fechaInicio: '2026-04-20' });
    await t.api.request.post(`/api/eventos-unicos/${event.id}/register`).set(bearer(l.beto.token)).expect(200);
    await t.api.request
      .post('/api/track-records')
      .set(bearer(l.admin.token))
      .send({ circuit: 'Autódromo Hermanos Rodríguez', car: 'Porsche 911 GT3 R', lapTime: '1:28.512', recordDate: '2026-03-14', user: l.beto.id })
      .expect(201);
    clock.set(AFTER_RACE);
    const report = await fileReport(t, l.ana.token, reportFields(l));
    await t.api.request
      .put(`/api/reportes/${report.id}/resolve`)
      .set(bearer(l.admin.token))
      .send({ aprobado: true, explicacion: 'Frenó tarde.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 2 } })
      .expect(200);

    const pages = async () => ({
      decisiones: JSON.stringify((await t.api.request.get(`/api/reportes/campeonato/${l.campeonatoId}/decisiones`)).body),
      evento: JSON.stringify((await t.api.request.get(`/api/eventos-unicos/${event.id}`)).body),
      records: JSON.stringify((await t.api.request.get('/api/track-records/allrecords')).body),
    });
    const hidden = await pages();
    for (const [page, body] of Object.entries(hidden)) {
      expect(body, page).not.to.include('Luna');
      expect(body, page).to.include('"L."');
    }
    expect(hidden.decisiones).to.include('Ruiz');
    // The stewards' own screen keeps his name.
    expect(JSON.stringify((await t.api.request.get(`/api/reportes/${report.id}`).set(bearer(l.admin.token))).body)).to.include('Luna');

    await t.api.request.put('/api/privacidad/mis-preferencias').set(bearer(l.beto.token)).send({ nombreCompleto: true }).expect(200);
    for (const [page, body] of Object.entries(await pages())) expect(body, page).to.include('Luna');
  });
});
