import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { parrilla } from '../../support/cli.js';
import { createUser } from '../../support/http.js';
import { NEXT_YEAR, useCliSuite } from './cli-suite.js';
import { queuedMails } from '../identity/identity-fixtures.js';
import { bearer, createChampionship } from '../championships/championship-fixtures.js';

describeEachDatabase('parrilla enrol --withdraw and parrilla entries list', (kind) => {
  const { t, env } = useCliSuite(kind);

  const enrol = (token: string, campeonatoId: string, usuarioId: string) =>
    t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(token)).send({ campeonatoId, usuarioId });

  it('withdraws an enrolment given by e-mail: the place is freed and the driver e-mailed', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna', email: 'sofia@ejemplo.test' });
    const c = await createChampionship(t, admin.token, NEXT_YEAR);
    await enrol(admin.token, c.id, driver.id);
    const run = await parrilla(['enrol', '--withdraw', '--user', 'sofia@ejemplo.test', '--championship', c.id], env);
    expect(run.stderr).to.equal('');
    expect(run.code).to.equal(0);
    expect(run.stdout.trim()).to.equal('Inscripción retirada: el lugar quedó libre. Inscritos ahora: 0.');
    expect((await t.api.request.get(`/api/campeonatos/${c.id}`)).body.participantesRegistrados).to.equal(0);
    const mails = await queuedMails(t.context);
    expect(mails.map((m) => [m.to, m.subject])).to.deep.equal([['sofia@ejemplo.test', `Tu inscripción en ${c.nombreCampeonato} fue retirada`]]);
    const again = await parrilla(['enrol', '--withdraw', '--user', driver.id, '--championship', c.id], env);
    expect(again.code).to.equal(1);
    expect(again.stderr.trim()).to.equal('Error: El piloto no está inscrito en este campeonato');
  });

  it('names the payment to refund when the withdrawn enrolment was paid (--json)', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const c = await createChampionship(t, admin.token, NEXT_YEAR);
    const paid = await t.api.request.post('/api/payments/admin/manual').set(bearer(admin.token)).send({ usuarioId: driver.id, campeonatoId: c.id, monto: 1500 });
    const run = await parrilla(['enrol', '--withdraw', '--user', driver.id, '--championship', c.id, '--json'], env);
    expect(run.code).to.equal(0);
    expect(JSON.parse(run.stdout)).to.include({ pagoId: paid.body.pago._id, reembolsoPendiente: true, participantesRegistrados: 0 });
  });

  it('entries list prints a table by default, the API answer with --json and with --csv the admin screen\'s CSV, filtered alike', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const sofia = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna', email: 'sofia@ejemplo.test' });
    const diego = await createUser(t.context, { nombre: 'Diego, "El Rayo"', apellido: 'Ruiz', email: 'diego@ejemplo.test' });
    await t.context.knex('users').where({ id: sofia.id }).update({ iracingId: 123456 });
    const c = await createChampionship(t, admin.token, NEXT_YEAR);
    await enrol(admin.token, c.id, sofia.id);
    await enrol(admin.token, c.id, diego.id);

    const json = await parrilla(['entries', 'list', c.id, '--json'], env);
    expect(json.code).to.equal(0);
    const api = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin`).set(bearer(admin.token));
    expect(JSON.parse(json.stdout)).to.deep.equal(api.body);

    // The same file the admin's screen downloads (states, numbers, teams, the queue), without its BOM, filtered alike.
    const adminCsv = async (query = '') => (await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin.csv${query}`).set(bearer(admin.token)).buffer(true)).text.replace(/^\uFEFF/, '');
    const csv = await parrilla(['entries', 'list', c.id, '--csv'], env);
    expect(csv.code).to.equal(0);
    expect(csv.stdout).to.equal(`${await adminCsv()}\n`);
    const lines = csv.stdout.trim().split('\n');
    expect(lines[0]).to.match(/^Estado,Número de auto,Número reservado,Piloto,Correo,ID de iRacing,Equipo,/);
    expect(lines).to.have.length(3);
    expect(lines[1]).to.include('Sofía Luna').and.include('123456');
    expect(lines[2]).to.include('"Diego, ""El Rayo"" Ruiz"');
    const filtered = await parrilla(['entries', 'list', c.id, '--csv', '--buscar', 'sofia'], env);
    expect(filtered.stdout).to.equal(`${await adminCsv('?q=sofia')}\n`);
    expect(filtered.stdout.trim().split('\n')).to.have.length(2);

    const table = await parrilla(['entries', 'list', c.id], env);
    expect(table.code).to.equal(0);
    expect(table.stdout).to.include(`${c.nombreCampeonato}: 2 de 20 lugares ocupados`);
    expect(table.stdout).to.include('Sofía Luna');
    expect(table.stdout).to.include('123456');
  });

  it('entries number gives, reserves and frees numbers, and entries list shows states, numbers and teams, filtered', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { ...NEXT_YEAR, precio: '0', participantesMaximos: '1' });
    const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.test' });
    const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Paz', email: 'beto@ejemplo.test' });
    expect((await t.api.request.post(`/api/campeonatos/${c.id}/inscribirme`).set(bearer(ana.token)).send({ numeroAuto: 7, equipo: 'Rayo MX' })).status).to.equal(201);
    expect((await t.api.request.post(`/api/campeonatos/${c.id}/lista-espera`).set(bearer(beto.token))).status).to.equal(201);

    const reserve = await parrilla(['entries', 'number', c.id, '--user', 'beto@ejemplo.test', '--number', '9', '--reserve'], env);
    expect([reserve.code, reserve.stdout.trim()]).to.deep.equal([0, 'El número 9 quedó reservado para Beto Paz']);
    const taken = await parrilla(['entries', 'number', c.id, '--user', 'beto@ejemplo.test', '--number', '7'], env);
    expect([taken.code, taken.stderr.trim()]).to.deep.equal([1, 'Error: El número de auto 7 ya lo tiene otro piloto en este campeonato\n  numeroAuto: El 7 ya está ocupado']);
    const bad = await parrilla(['entries', 'number', c.id, '--user', 'ana@ejemplo.test', '--number', '1000'], env);
    expect(bad.code).to.equal(1);
    expect(bad.stderr).to.include('El número de auto debe ser un número entero entre 1 y 999');

    const table = await parrilla(['entries', 'list', c.id], env);
    expect(table.code).to.equal(0);
    const line = (name: string) => table.stdout.split('\n').find((l) => l.includes(name)) ?? '';
    expect(line('Ana Ríos')).to.match(/Inscrito.*#7.*Rayo MX/);
    expect(line('Beto Paz')).to.match(/Lista de espera \(1\)/);
    const waiting = await parrilla(['entries', 'list', c.id, '--estado', 'lista-espera'], env);
    expect(waiting.stdout).to.include('Beto Paz');
    expect(waiting.stdout).not.to.include('Ana Ríos');
    const free = await parrilla(['entries', 'number', c.id, '--user', 'ana@ejemplo.test', '--free', '--json'], env);
    expect(JSON.parse(free.stdout)).to.include({ numeroAuto: null, message: 'Número de auto liberado' });
    expect(await t.context.knex('championship_car_numbers').where({ campeonatoId: c.id }).select('numero', 'reservado')).to.have.length(1);
  });

  it('entries list exits 1 in Spanish for an unknown championship', async () => {
    const run = await parrilla(['entries', 'list', 'no-existe'], env);
    expect(run.code).to.equal(1);
    expect(run.stderr.trim()).to.equal('Error: Campeonato no encontrado');
  });
  it('entries approve and reject decide entry requests by e-mail, rejecting only with a reason', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { ...NEXT_YEAR, precio: '0', requiereAprobacion: 'true' });
    const [ana, beto] = [await createUser(t.context, { email: 'ana@ejemplo.test' }), await createUser(t.context, { email: 'beto@ejemplo.test' })];
    for (const driver of [ana, beto]) expect((await t.api.request.post(`/api/campeonatos/${c.id}/inscribirme`).set(bearer(driver.token))).status).to.equal(201);

    const approved = await parrilla(['entries', 'approve', c.id, '--user', 'ana@ejemplo.test'], env);
    expect([approved.code, approved.stdout.trim()]).to.deep.equal([0, 'Solicitud aprobada: el piloto quedó inscrito.']);
    const bare = await parrilla(['entries', 'reject', c.id, '--user', 'beto@ejemplo.test'], env);
    expect(bare.code).to.equal(2);
    expect(bare.stderr).to.include("falta la opción obligatoria '--reason <texto>'");
    const rejected = await parrilla(['entries', 'reject', c.id, '--user', 'beto@ejemplo.test', '--reason', 'Sin licencia', '--json'], env);
    expect(rejected.code).to.equal(0);
    expect(JSON.parse(rejected.stdout)).to.include({ resultado: 'rechazada', usuarioId: beto.id });
    expect(await t.context.knex('championship_enrolments').where({ campeonatoId: c.id }).pluck('userId')).to.deep.equal([ana.id]);
  });
});
