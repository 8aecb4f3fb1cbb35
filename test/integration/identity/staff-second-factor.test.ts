import { expect } from 'chai';
import { TOTP } from 'otpauth';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { confirmIdentity, createUser } from '../../support/http.js';
import { bearer, useTestApi } from './identity-fixtures.js';

const DAY = 24 * 3_600_000;
const WAY_OUT =
  'Tu cuenta de administración o de comisario necesita un segundo factor. Agrega una aplicación de autenticación o una llave de acceso en Mi perfil → Seguridad (/perfil/seguridad) y vuelve a intentarlo.';

describeEachDatabase('Staff must have a second factor: seven days of grace, then the role\'s calls are refused', (kind) => {
  const clock = new ManualClock(new Date('2026-03-02T12:00:00.000Z'));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set('2026-03-02T12:00:00.000Z'));

  /** A driver an admin promotes now through the user form: his grace counts from the promotion. */
  async function promoted(rol: 'admin' | 'comisario') {
    const boss = await createUser(t.context, { rol: 'superadmin' });
    const person = await createUser(t.context);
    const res = await t.api.request.put(`/api/users/${person.id}`).set(bearer(boss.token)).send({ rol });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return person;
  }

  it('a newly promoted admin keeps the panel for seven days from his promotion, told the date; then a Spanish 403 names the way out', async () => {
    const ana = await promoted('admin');
    const row = await t.context.knex('users').where({ id: ana.id }).first();
    expect(row.segundoFactorPlazo).to.equal('2026-03-09T12:00:00.000Z');
    expect((await t.api.request.get('/api/users').set(bearer(ana.token))).status).to.equal(200);
    expect((await t.api.request.get('/api/seguridad').set(bearer(ana.token))).body).to.include({ requerido: true, segundoFactor: false, plazo: '2026-03-09T12:00:00.000Z', vencido: false });
    // The page learns it with the session, for the banner.
    expect((await t.api.request.get('/api/auth/session').set(bearer(ana.token))).body.segundoFactor).to.deep.equal({ plazo: '2026-03-09T12:00:00.000Z', vencido: false });

    clock.advance(7 * DAY);
    const refused = await t.api.request.get('/api/users').set(bearer(ana.token));
    expect(refused.status).to.equal(403);
    expect(refused.body).to.deep.equal({ message: WAY_OUT, code: 'SECOND_FACTOR_REQUIRED' });
    // Not through another door either: the user form on someone else acts as a driver's.
    const other = await createUser(t.context);
    const edit = await t.api.request.put(`/api/users/${other.id}`).set(bearer(ana.token)).send({ nombre: 'Cambiado' });
    expect(edit.status).to.equal(403);
    expect(edit.body.code).to.equal('SECOND_FACTOR_REQUIRED');
    expect((await t.context.knex('users').where({ id: other.id }).first()).nombre).not.to.equal('Cambiado');
    // The way out stays open: his own security page, after confirming with his password (his sign-in was days ago).
    expect((await t.api.request.get('/api/seguridad').set(bearer(ana.token))).body).to.include({ vencido: true });
    expect((await t.api.request.post('/api/seguridad/app').set(bearer(ana.token)).send({})).body.code).to.equal('REAUTH_REQUIRED');
    await confirmIdentity(t.api, ana);
    const setup = await t.api.request.post('/api/seguridad/app').set(bearer(ana.token)).send({});
    expect(setup.status).to.equal(200);
    const code = new TOTP({ secret: setup.body.secreto, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: clock.now().getTime() });
    expect((await t.api.request.post('/api/seguridad/app/confirmar').set(bearer(ana.token)).send({ codigo: code })).status).to.equal(200);
    expect((await t.api.request.get('/api/users').set(bearer(ana.token))).status).to.equal(200);
    expect((await t.api.request.get('/api/auth/session').set(bearer(ana.token))).body).not.to.have.property('segundoFactor');
  });

  it('a steward past his grace is refused his queue the same way; a passkey counts as his factor', async () => {
    const beto = await promoted('comisario');
    clock.advance(8 * DAY);
    const refused = await t.api.request.get('/api/reportes').set(bearer(beto.token));
    expect(refused.status).to.equal(403);
    expect(refused.body.code).to.equal('SECOND_FACTOR_REQUIRED');
    await t.context.knex('passkeys').insert({ id: 'p1', userId: beto.id, credentialId: 'c1', publicKey: 'k', counter: 0, transports: '[]', deviceType: 'singleDevice', backedUp: false, nombre: 'Llave', createdAt: clock.now().toISOString() });
    expect((await t.api.request.get('/api/reportes').set(bearer(beto.token))).status).to.equal(200);
  });

  it('a staff account with no grace date at all (made staff outside the app) is refused at once; a driver never is', async () => {
    const carla = await createUser(t.context);
    await t.context.knex('users').where({ id: carla.id }).update({ rol: 'admin', segundoFactorPlazo: null });
    expect((await t.api.request.get('/api/users').set(bearer(carla.token))).body.code).to.equal('SECOND_FACTOR_REQUIRED');
    const driver = await createUser(t.context);
    clock.advance(365 * DAY);
    expect((await t.api.request.get('/api/seguridad').set(bearer(driver.token))).body).to.include({ requerido: false, vencido: false, plazo: null });
    expect((await t.api.request.get('/api/users/profile').set(bearer(driver.token))).status).to.equal(200);
  });

  it('leaving staff clears the date; promoted again, seven new days count from then', async () => {
    const boss = await createUser(t.context, { rol: 'superadmin' });
    const ana = await promoted('admin');
    expect((await t.api.request.put(`/api/users/${ana.id}`).set(bearer(boss.token)).send({ rol: 'user' })).status).to.equal(200);
    expect((await t.context.knex('users').where({ id: ana.id }).first()).segundoFactorPlazo).to.equal(null);
    clock.advance(30 * DAY);
    await confirmIdentity(t.api, boss);
    expect((await t.api.request.put(`/api/users/${ana.id}`).set(bearer(boss.token)).send({ rol: 'comisario' })).status).to.equal(200);
    expect((await t.context.knex('users').where({ id: ana.id }).first()).segundoFactorPlazo).to.equal('2026-04-08T12:00:00.000Z');
  });
});
