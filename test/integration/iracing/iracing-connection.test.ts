import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { pino } from 'pino';
import { KnexIracingSecrets } from '../../../src/modules/iracing/adapters/persistence/iracing.knex.js';
import { cliEnv, parrilla, parrillaProcess } from '../../support/cli.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { describeWithFixtures, endedRace, needFixtures, rawFixture, row } from '../../support/iracing-exports.js';
import { IracingStandIn } from '../../support/iracing-stand-in.js';
import { count, createRace } from '../championships/championship-fixtures.js';
import { bearer } from '../identity/identity-fixtures.js';
import { useIracingSite } from './iracing-fixtures.js';
import { IRACING } from '../../../src/modules/iracing/index.js';

const SUBSESSION = 93000001;

describeEachDatabase('iRacing: the connection, its tokens and importing one subsession', (kind) => {
  const { t, stand, clock } = useIracingSite(kind);
  let admin: { token: string };

  beforeEach(async () => {
    stand.reset();
    clock.set(new Date());
    admin = await createUser(t.context, { rol: 'admin' });
    stand.results.set(
      SUBSESSION,
      endedRace(clock.now(), 2 * 3_600_000, [
        row({ cust_id: 8101, display_name: 'Luz Bandera', finish_position: 0, laps_complete: 12, incidents: 0 }),
        row({ cust_id: 8102, display_name: 'Memo Rebufo', finish_position: 1, laps_complete: 12, incidents: 4 }),
      ], { subsession_id: SUBSESSION }),
    );
  });

  const importIracing = (body: Record<string, unknown>, token = admin.token) => t.api.request.post('/api/events/import-iracing').set(bearer(token)).send(body);

  describe('tokens', () => {
    it('signs in once with the masked secrets, then refreshes instead of signing in again', async () => {
      expect((await importIracing({ subsessionId: SUBSESSION })).status).to.equal(201);
      expect(stand.counts.passwordGrants).to.equal(1);
      const grant = stand.grants[0]!;
      expect(grant.grant_type).to.equal('password_limited');
      expect(grant.scope).to.equal('iracing.auth');
      // Never the secrets themselves on the wire.
      expect(Object.values(grant)).to.not.include(stand.credentials.password);
      expect(Object.values(grant)).to.not.include(stand.credentials.clientSecret);

      stand.expireAccessTokens();
      expect((await importIracing({ subsessionId: SUBSESSION })).status).to.equal(200);
      expect(stand.counts.refreshGrants).to.equal(1);
      expect(stand.counts.passwordGrants).to.equal(1);

      // A token near its end is renewed before it is used (the clock passes its ten minutes).
      clock.set(new Date(clock.now().getTime() + 11 * 60_000));
      expect((await importIracing({ subsessionId: SUBSESSION })).status).to.equal(200);
      expect(stand.counts.refreshGrants).to.equal(2);
      expect(stand.counts.passwordGrants).to.equal(1);
      // Only after the stand-in forgot the tokens: the result and its lap chart, asked at once, each met it once.
      expect(stand.counts.unauthorized).to.equal(2);
    });

    it('signs in again only when the refresh token is refused, and gives up when even a new token is refused', async () => {
      await importIracing({ subsessionId: SUBSESSION });
      stand.expireAccessTokens();
      stand.expireRefreshTokens();
      expect((await importIracing({ subsessionId: SUBSESSION })).status).to.equal(200);
      expect(stand.counts.refusedRefreshes).to.equal(1);
      expect(stand.counts.passwordGrants).to.equal(2);

      const before = await t.context.knex('result_events').first('importedAt');
      // The result and its lap chart are asked at once: each meets a 401 three times (as it is, refreshed, signed in again).
      stand.fail(...Array.from({ length: 6 }, () => ({ status: 401 as const })));
      const res = await importIracing({ subsessionId: SUBSESSION });
      expect(res.status).to.equal(503);
      expect(res.body.message).to.equal('iRacing rechazó las credenciales');
      // One refresh, then one password grant, then no more.
      expect(stand.counts.refreshGrants).to.equal(1);
      expect(stand.counts.passwordGrants).to.equal(3);
      expect(await t.context.knex('result_events').first('importedAt')).to.deep.equal(before);
    });

    it('two processes needing a new token at once refresh it once: the other waits for what the first stores', async function () {
      this.timeout(60_000);
      await importIracing({ subsessionId: SUBSESSION });
      stand.expireAccessTokens();
      // The refresh answers slowly, so the second process asks while the first holds the renewal.
      stand.tokenDelayMs = 1500;
      const env = { ...cliEnv(t.context.config.dataDir, kind), ...stand.env() };
      stand.results.set(SUBSESSION + 1, { ...(stand.results.get(SUBSESSION) as object), subsession_id: SUBSESSION + 1 });
      const runs = await Promise.all([SUBSESSION, SUBSESSION + 1].map((id) => parrillaProcess(['import', '--subsession', String(id), '--json'], env)));
      for (const run of runs) expect(run.code, run.stderr).to.equal(0);
      expect(stand.counts.refreshGrants).to.equal(1);
      expect(stand.counts.refusedRefreshes).to.equal(0);
      expect(stand.counts.passwordGrants).to.equal(1);
    });

    it('forgets the stored tokens once the credentials in the environment change: a wrong new password is refused, another account signs in as itself', async function () {
      this.timeout(90_000);
      expect((await importIracing({ subsessionId: SUBSESSION })).status).to.equal(201);
      expect(stand.counts.passwordGrants).to.equal(1);
      const env = { ...cliEnv(t.context.config.dataDir, kind), ...stand.env() };
      const importAs = (over: Record<string, string>) => parrilla(['import', '--subsession', String(SUBSESSION), '--json'], { ...env, ...over });

      // IRACING_PASSWORD changed to one iRacing refuses: the tokens of the old password are not used.
      const calls = stand.counts.dataCalls;
      const wrong = await importAs({ IRACING_PASSWORD: 'contraseña-equivocada' });
      expect(wrong.code, wrong.stdout).to.equal(1);
      expect(wrong.stderr).to.include('iRacing rechazó las credenciales');
      expect(stand.counts.rejectedGrants).to.equal(1);
      expect(stand.counts.dataCalls, 'no data call with the old tokens').to.equal(calls);

      // IRACING_USERNAME and IRACING_PASSWORD of the league's other account: it signs in as itself, once.
      stand.credentials = { ...stand.credentials, username: 'Otra.Cuenta@Ejemplo.test', password: 'otra-contraseña' };
      const other = { IRACING_USERNAME: 'Otra.Cuenta@Ejemplo.test', IRACING_PASSWORD: 'otra-contraseña' };
      const first = await importAs(other);
      expect(first.code, first.stderr).to.equal(0);
      expect(stand.grants.filter((g) => g.grant_type === 'password_limited').map((g) => g.username)).to.deep.equal(['Admin.Liga@Ejemplo.test', 'Admin.Liga@Ejemplo.test', 'Otra.Cuenta@Ejemplo.test']);
      // Its tokens serve the next run with the same credentials.
      expect((await importAs(other)).code).to.equal(0);
      expect(stand.counts.passwordGrants).to.equal(2);
      // The fingerprint kept with the tokens is no credential in the clear.
      const text = JSON.stringify(await t.context.knex('iracing_settings').select('valor'));
      for (const secret of ['otra-contraseña', 'Otra.Cuenta@Ejemplo.test', stand.credentials.clientSecret]) expect(text).to.not.include(secret);
    });

    it('keeps the token pair and the saved credentials encrypted in the database', async () => {
      await t.context.knex('iracing_settings').delete();
      await importIracing({ subsessionId: SUBSESSION });
      const stored = await t.context.knex('iracing_settings').select('clave', 'valor');
      expect(stored.map((r: { clave: string }) => r.clave)).to.deep.equal(['tokens']);
      const text = JSON.stringify(stored);
      for (const token of stand.grants.length ? ['access_token', 'refresh_token'] : []) expect(text).to.not.include(token);
      expect(text).to.not.include(stand.credentials.password);
    });
  });

  describe('POST /api/events/import-iracing', () => {
    it('imports a subsession like an uploaded file, into the chosen race and session', async () => {
      const carreraId = await createRace(t, admin.token);
      const res = await importIracing({ subsessionId: String(SUBSESSION), carreraId, sesion: 2 });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body.message).to.equal('Sesión de iRacing importada');
      expect(res.body.event).to.include({ subsession_id: SUBSESSION, carreraId, sesion: 2 });
      const rows = await t.api.request.get(`/api/events/${SUBSESSION}/phase-results/RACE`).set(bearer(admin.token));
      expect(rows.body.results.map((r: { nombrePiloto: string }) => r.nombrePiloto)).to.deep.equal(['Luz Bandera', 'Memo Rebufo']);
      // Uploaded-file rule: a re-import replaces.
      expect((await importIracing({ subsessionId: SUBSESSION })).status).to.equal(200);
      expect(await count(t.context, 'result_events')).to.equal(1);
    });

    it('answers 404 with a Spanish reason for a subsession iRacing does not have, storing nothing', async () => {
      const res = await importIracing({ subsessionId: 12345 });
      expect(res.status).to.equal(404);
      expect(res.body.message).to.equal('iRacing no tiene la sesión 12345');
      expect(await count(t.context, 'result_events')).to.equal(0);
    });

    it('refuses what is not a result, an impossible id, a session without a race, and maintenance, each in Spanish with nothing stored', async () => {
      stand.results.set(777, { link: 'no', nada: true });
      const notResult = await importIracing({ subsessionId: 777 });
      expect(notResult.status).to.equal(400);
      expect(notResult.body.message).to.match(/^El archivo no es un resultado de iRacing/);
      const bad = await importIracing({ subsessionId: 'abc' });
      expect(bad.status).to.equal(400);
      expect(bad.body.message).to.equal('El ID de la subsesión debe ser un número entero positivo');
      const noRace = await importIracing({ subsessionId: SUBSESSION, sesion: 2 });
      expect(noRace.status).to.equal(400);
      expect(noRace.body.message).to.equal('Indica la carrera a la que pertenece la sesión');
      stand.setMaintenance(true);
      const down = await importIracing({ subsessionId: SUBSESSION });
      expect(down.status).to.equal(503);
      expect(down.body.message).to.equal('iRacing está en mantenimiento');
      expect(await count(t.context, 'result_events')).to.equal(0);
    });

    it('checks everything it can here before asking iRacing: a race that does not exist, a bad session, a session another event holds', async () => {
      const carreraId = await createRace(t, admin.token);
      // Another event holds session 1 of the race.
      stand.results.set(SUBSESSION + 1, { ...(stand.results.get(SUBSESSION) as object), subsession_id: SUBSESSION + 1 });
      expect((await importIracing({ subsessionId: SUBSESSION + 1, carreraId, sesion: 1 })).status).to.equal(201);
      const calls = stand.counts.dataCalls;
      const grants = stand.grants.length;

      const noRace = await importIracing({ subsessionId: SUBSESSION, carreraId: 'carrera-que-no-existe', sesion: 1 });
      expect(noRace.status, JSON.stringify(noRace.body)).to.equal(400);
      expect(noRace.body.message).to.equal('No existe una carrera con ese id');
      const badSession = await importIracing({ subsessionId: SUBSESSION, carreraId, sesion: 7 });
      expect(badSession.status).to.equal(400);
      const taken = await importIracing({ subsessionId: SUBSESSION, carreraId, sesion: 1 });
      expect(taken.status).to.equal(409);
      expect(taken.body.message).to.match(/^La sesión 1 de esa carrera ya tiene resultados: el evento 93000002/);
      const env = { ...cliEnv(t.context.config.dataDir, kind), ...stand.env() };
      const cli = await parrilla(['import', '--subsession', String(SUBSESSION), '--carrera', 'carrera-que-no-existe'], env);
      expect(cli.code).to.equal(1);
      expect(cli.stderr).to.include('No existe una carrera con ese id');

      expect(stand.counts.dataCalls, 'no call of the rate limit spent').to.equal(calls);
      expect(stand.grants.length, 'not even a token').to.equal(grants);
      expect(await count(t.context, 'result_events')).to.equal(1);
    });

    it('asks iRacing nothing once the league turns it off as a processor: import, test, sync refused or skipped, and the screens say so', async () => {
      const off = await t.api.request
        .put('/api/privacidad/ajustes')
        .set(bearer(admin.token))
        .send({ nombre: 'Liga', domicilio: 'CDMX', correo: 'privacidad@liga.test', encargadosDesactivados: ['iracing'] });
      expect(off.status, JSON.stringify(off.body)).to.equal(200);
      const message = 'La liga desactivó iRacing en Ajustes › Privacidad: no se consulta ni se envía nada a iRacing.';
      const imported = await importIracing({ subsessionId: SUBSESSION });
      expect([imported.status, imported.body.code, imported.body.message]).to.deep.equal([409, 'PROCESSOR_OFF', message]);
      const tested = await t.api.request.post('/api/iracing/probar').set(bearer(admin.token));
      expect([tested.status, tested.body.message]).to.deep.equal([409, message]);
      expect(await t.context.container.get(IRACING.SyncJob).run(clock.now())).to.equal('iRacing desactivado en los ajustes de privacidad');
      expect((await t.api.request.get('/api/iracing/estado').set(bearer(admin.token))).body.desactivado).to.equal(true);
      expect((await t.api.request.get('/api/iracing/ajustes').set(bearer(admin.token))).body.desactivado).to.equal(true);
      expect(stand.counts).to.deep.include({ passwordGrants: 0, refreshGrants: 0, dataCalls: 0 });
      expect(stand.grants).to.deep.equal([]);
      expect(await count(t.context, 'result_events')).to.equal(0);
    });

    it('is for admins only, checked on the server', async () => {
      const driver = await createUser(t.context);
      expect((await importIracing({ subsessionId: SUBSESSION }, driver.token)).status).to.equal(403);
      expect((await t.api.request.post('/api/events/import-iracing').send({ subsessionId: SUBSESSION })).status).to.equal(401);
      expect(stand.counts.dataCalls).to.equal(0);
      expect(await count(t.context, 'result_events')).to.equal(0);
    });

    it('parrilla import --subsession imports it too, and says why when it cannot', async () => {
      const env = { ...cliEnv(t.context.config.dataDir, kind), ...stand.env() };
      const ok = await parrilla(['import', '--subsession', String(SUBSESSION), '--json'], env);
      expect(ok.code, ok.stderr).to.equal(0);
      expect(JSON.parse(ok.stdout)).to.include({ subsession_id: SUBSESSION, replaced: false });
      const missing = await parrilla(['import', '--subsession', '12345'], env);
      expect(missing.code).to.equal(1);
      expect(missing.stderr).to.include('iRacing no tiene la sesión 12345');
      const both = await parrilla(['import', 'a.json', '--subsession', '1'], env);
      expect(both.code).to.equal(2);
    });
  });

  describe('positions by lap', () => {
    it('a real lap chart, fetched in chunks for an uploaded event, is stored car by car and lap by lap', async function () {
      needFixtures(this);
      const info = rawFixture('lap-chart-info.json');
      const rows: Array<{ group_id: number; lap_number: number; lap_position: number }> = rawFixture('lap-chart-chunk-0.json');
      const subsessionId = info.session_info.subsession_id as number;
      // An uploaded file has no lap chart: the analyzer says so.
      const upload = endedRace(clock.now(), 3_600_000, [row({ cust_id: rows[0]!.group_id, display_name: 'Nombre Inventado', finish_position: 0, laps_complete: 10, incidents: 0 })], { subsession_id: subsessionId });
      const uploaded = await t.api.request.post('/api/events/import-file').set(bearer(admin.token)).attach('eventfile', Buffer.from(JSON.stringify(upload)), 'r.json');
      expect(uploaded.status).to.equal(201);
      const before = await t.api.request.get(`/api/events/${subsessionId}/vueltas`).set(bearer(admin.token));
      expect(before.body).to.deep.equal({ disponible: false, vueltas: 0, autos: [] });

      stand.setLapChart(subsessionId, rows, 100);
      const fetched = await t.api.request.post(`/api/events/${uploaded.body.event.id}/vueltas/iracing`).set(bearer(admin.token));
      expect(fetched.status, JSON.stringify(fetched.body)).to.equal(200);
      const read = await t.api.request.get(`/api/events/${subsessionId}/vueltas`).set(bearer(admin.token));
      expect(read.body).to.deep.equal(fetched.body);
      // Worked out here from the raw rows: every car, its position at the end of each lap.
      const cars = new Set(rows.map((r) => r.group_id));
      const lastLap = Math.max(...rows.map((r) => r.lap_number));
      expect(read.body.autos).to.have.length(cars.size);
      expect(read.body.vueltas).to.equal(lastLap);
      for (const r of rows) {
        const car = read.body.autos.find((a: { id: number }) => a.id === r.group_id);
        // A car that never took the start has one row, lap 0 at position 0: no position.
        expect(car.posiciones[r.lap_number], `${r.group_id} vuelta ${r.lap_number}`).to.equal(r.lap_position === 0 ? null : r.lap_position);
      }
      // The driver of the uploaded file is matched to his lap chart line by his customer id.
      expect(read.body.autos[0]).to.include({ id: rows[0]!.group_id, posicionFinal: 1 });
      expect(stand.counts.storageRefusedAuthorization).to.equal(0);
    });

    it("'Traer vueltas de iRacing' pressed five times at once stores the lap chart once and answers every press with it", async () => {
      const uploaded = await t.api.request
        .post('/api/events/import-file')
        .set(bearer(admin.token))
        .attach('eventfile', Buffer.from(JSON.stringify(stand.results.get(SUBSESSION))), 'r.json');
      expect(uploaded.status).to.equal(201);
      const lap = (custId: number, lapNumber: number, position: number) => ({ group_id: custId, cust_id: custId, lap_number: lapNumber, lap_position: position, flags: 0, lap_time: -1 });
      stand.setLapChart(SUBSESSION, [0, 1, 2].flatMap((n) => [lap(8101, n, 1), lap(8102, n, 2)]));
      const presses = await Promise.all(Array.from({ length: 5 }, () => t.api.request.post(`/api/events/${uploaded.body.event.id}/vueltas/iracing`).set(bearer(admin.token))));
      expect(presses.map((p) => p.status)).to.deep.equal([200, 200, 200, 200, 200]);
      const autos = (answer: { autos: Array<{ id: number; posiciones: number[] }> }) => answer.autos.map((a) => [a.id, a.posiciones]);
      for (const p of presses) expect(autos(p.body)).to.deep.equal([[8101, [1, 1, 1]], [8102, [2, 2, 2]]]);
      expect(await count(t.context, 'result_lap_charts')).to.equal(2);
    });

    it('says so in Spanish when iRacing has no lap chart, and only admins may fetch one', async () => {
      const uploaded = await t.api.request
        .post('/api/events/import-file')
        .set(bearer(admin.token))
        .attach('eventfile', Buffer.from(JSON.stringify(stand.results.get(SUBSESSION))), 'r.json');
      const none = await t.api.request.post(`/api/events/${uploaded.body.event.id}/vueltas/iracing`).set(bearer(admin.token));
      expect(none.status).to.equal(404);
      expect(none.body.message).to.equal('iRacing no tiene posiciones por vuelta de esta sesión');
      const driver = await createUser(t.context);
      expect((await t.api.request.post(`/api/events/${uploaded.body.event.id}/vueltas/iracing`).set(bearer(driver.token))).status).to.equal(403);
    });
  });
});

describeEachDatabase('iRacing: Ajustes → iRacing', (kind) => {
  // The environment names only the hosts and the client id: the rest is saved from the screen.
  const { t, stand } = useIracingSite(kind, (s) => ({ ...s.env(false), IRACING_CLIENT_ID: s.credentials.clientId }));
  let admin: { token: string };

  beforeEach(async () => {
    stand.reset();
    admin = await createUser(t.context, { rol: 'admin' });
  });

  const settings = () => t.api.request.get('/api/iracing/ajustes').set(bearer(admin.token));
  const save = (body: Record<string, string>) => t.api.request.put('/api/iracing/ajustes').set(bearer(admin.token)).send(body);
  const probe = () => t.api.request.post('/api/iracing/probar').set(bearer(admin.token));

  it('saves the credentials encrypted, answers them masked, and the environment wins where it is set', async () => {
    const empty = await settings();
    expect(empty.body.completo).to.equal(false);
    expect(empty.body.campos.find((c: { campo: string }) => c.campo === 'clientId')).to.deep.equal({ campo: 'clientId', valor: stand.credentials.clientId, configurado: true, desdeEntorno: true });
    expect((await probe()).body.message).to.equal('La conexión con iRacing no está configurada: faltan las credenciales en Ajustes → iRacing.');

    const saved = await save({ clientSecret: stand.credentials.clientSecret, username: stand.credentials.username, password: stand.credentials.password });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect(saved.body.completo).to.equal(true);
    const byField = Object.fromEntries(saved.body.campos.map((c: { campo: string; valor: string }) => [c.campo, c.valor]));
    expect(byField).to.deep.equal({ clientId: stand.credentials.clientId, clientSecret: '••••••••', username: stand.credentials.username, password: '••••••••' });
    const raw = JSON.stringify(await t.context.knex('iracing_settings').select('*'));
    for (const secret of [stand.credentials.clientSecret, stand.credentials.password, stand.credentials.username]) expect(raw).to.not.include(secret);

    const ok = await probe();
    expect(ok.status).to.equal(200);
    expect(ok.body).to.include({ custId: stand.member.cust_id, nombre: stand.member.display_name });

    // The masked value keeps the secret; the environment's field cannot be changed here.
    expect((await save({ password: '••••••••' })).status).to.equal(200);
    expect((await probe()).status).to.equal(200);
    const refused = await save({ clientId: 'OtraApp', password: 'nueva' });
    expect(refused.status).to.equal(400);
    expect(refused.body.errors.clientId).to.match(/^Definido en el entorno del servidor/);
    expect((await probe()).status).to.equal(200);
  });

  it('notices a credential another server saved: the tokens this one holds in memory are not used again', async () => {
    expect((await save({ clientSecret: stand.credentials.clientSecret, username: stand.credentials.username, password: stand.credentials.password })).status).to.equal(200);
    expect((await probe()).status).to.equal(200);
    // Another server, on the same database and JWT_SECRET, saves a password iRacing refuses.
    const elsewhere = new KnexIracingSecrets(t.context.knex, t.context.config.jwtSecret, pino({ level: 'silent' }));
    await elsewhere.set('password', 'contraseña-que-iracing-rechaza', new Date());
    const res = await probe();
    expect(res.status).to.equal(503);
    expect(res.body.message).to.equal('iRacing rechazó las credenciales');
    expect(stand.counts.rejectedGrants).to.equal(1);
  });

  it("'Probar conexión' answers iRacing's refusal and its maintenance in Spanish", async () => {
    await save({ clientSecret: stand.credentials.clientSecret, username: stand.credentials.username, password: 'equivocada' });
    const refused = await probe();
    expect(refused.status).to.equal(503);
    expect(refused.body.message).to.equal('iRacing rechazó las credenciales');
    await save({ password: stand.credentials.password });
    stand.setMaintenance(true, true);
    expect((await probe()).body.message).to.equal('iRacing está en mantenimiento');
    stand.setMaintenance(false);
    await stand.stop();
    try {
      expect((await probe()).body.message).to.equal('No se pudo conectar con iRacing');
    } finally {
      await stand.start();
    }
  });

  it('is for admins only', async () => {
    const driver = await createUser(t.context);
    expect((await t.api.request.get('/api/iracing/ajustes').set(bearer(driver.token))).status).to.equal(403);
    expect((await t.api.request.put('/api/iracing/ajustes').set(bearer(driver.token)).send({ password: 'x' })).status).to.equal(403);
    expect(await count(t.context, 'iracing_settings')).to.equal(0);
  });
});

describeWithFixtures("iRacing: the stand-in answers as iRacing's data API does", () => {
  const stand = new IracingStandIn();
  before(() => stand.start());
  after(() => stand.stop());
  beforeEach(() => stand.reset());

  async function accessToken(): Promise<string> {
    const { clientId, clientSecret, username, password } = stand.credentials;
    const mask = (secret: string, id: string) => createHash('sha256').update(secret + id.trim().toLowerCase()).digest('base64');
    const res = await fetch(`${stand.oauthUrl}/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'password_limited', client_id: clientId, client_secret: mask(clientSecret, clientId), username, password: mask(password, username), scope: 'iracing.auth' }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  }
  const headerNames = (headers: Record<string, string>) => Object.keys(headers).map((h) => h.toLowerCase()).sort();

  it('a data call answers a link with the rate-limit headers of the real answer, and the link serves the JSON', async () => {
    const real = rawFixture('data-api-link-answer.json');
    stand.leagueSeasons.set(10651, rawFixture('data-league-seasons.json'));
    const res = await fetch(`${stand.dataUrl}/data/league/seasons?league_id=10651`, { headers: { authorization: `Bearer ${await accessToken()}` } });
    expect(res.status).to.equal(real.status);
    const headers = Object.fromEntries([...res.headers].filter(([name]) => name.startsWith('x-ratelimit')));
    expect(headerNames(headers)).to.deep.equal(headerNames(real.headers));
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).to.deep.equal(Object.keys(real.body).sort());
    expect(new URL(body.link!).host).to.not.equal(new URL(stand.dataUrl).host);
    expect(await (await fetch(body.link!)).json()).to.deep.equal(rawFixture('data-league-seasons.json'));
  });

  it('answers 401 and 503 with the real bodies', async () => {
    const unauthorized = rawFixture('data-api-unauthorized-401.json');
    const res = await fetch(`${stand.dataUrl}/data/member/info`);
    expect(res.status).to.equal(unauthorized.status);
    expect(await res.json()).to.deep.equal(unauthorized.body);
    expect(headerNames(Object.fromEntries([...res.headers].filter(([n]) => n.startsWith('x-ratelimit'))))).to.deep.equal(headerNames(unauthorized.headers));
    const maintenance = rawFixture('data-api-maintenance-503.json');
    stand.setMaintenance(true);
    const down = await fetch(`${stand.dataUrl}/data/member/info`, { headers: { authorization: `Bearer ${await accessToken()}` } });
    expect(down.status).to.equal(maintenance.status);
    expect(await down.json()).to.deep.equal(maintenance.body);
  });
});
