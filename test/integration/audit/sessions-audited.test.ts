import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { IDENTITY } from '../../../src/modules/identity/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string };

describeEachDatabase('Audit log: every end of a session', (kind) => {
  const t = useTestApi(kind);

  it('records who ended which sessions, why, from which address and browser: closing one, the others, signing out', async () => {
    const ana = await createUser(t.context);
    const signIn = async () => (await t.api.request.post('/api/auth/login').set('User-Agent', 'Firefox de Ana').send({ email: ana.email, password: ana.password })).body.token as string;
    const [here, second, third] = [await signIn(), await signIn(), await signIn()];
    await t.context.knex('audit_log').delete();

    const as = (token: string) => ({ ...bearer(token), 'User-Agent': 'Firefox de Ana' });
    expect((await t.api.request.delete(`/api/seguridad/sesiones/${claimsOf(second).sid}`).set(as(here))).status).to.equal(200);
    expect((await t.api.request.delete(`/api/seguridad/sesiones/${claimsOf(second).sid}`).set(as(here))).status).to.equal(404);
    expect((await t.api.request.post('/api/seguridad/sesiones/cerrar-otras').set(as(here))).status).to.equal(200);
    expect((await t.api.request.post('/api/auth/logout').set(as(here))).status).to.be.lessThan(300);

    const entries = await t.context.knex('audit_log').where({ accion: 'sesion.cerrada' }).orderBy('creadoEl').orderBy('id');
    const read = entries.map((e) => [e.actorId, e.objetoId, ...JSON.parse(e.cambios).map((c: { despues: unknown; antes: unknown }) => c.despues ?? c.antes)]);
    // createUser's own session ends with the others.
    expect(read.slice(0, 1)).to.deep.equal([[ana.id, ana.id, 'cerrada-por-su-dueño', [claimsOf(second).sid]]]);
    expect(read[1]!.slice(0, 3)).to.deep.equal([ana.id, ana.id, 'las-demás-cerradas']);
    // Said with every session of hers when it does not hold, to tell which one ended where.
    const sessions = JSON.stringify(await t.context.knex('auth_sessions').where({ userId: ana.id }).select('id', 'ip', 'userAgent', 'createdAt', 'revokedAt'));
    const tokens = JSON.stringify({ here: claimsOf(here).sid, second: claimsOf(second).sid, third: claimsOf(third).sid });
    expect(read[1]![3], `${tokens} ${sessions} ${JSON.stringify(read)}`).to.include(claimsOf(third).sid).and.not.include(claimsOf(here).sid);
    expect(read[2]).to.deep.equal([ana.id, ana.id, 'salida', [claimsOf(here).sid]]);
    for (const e of entries) expect(e).to.include({ navegador: 'Firefox de Ana' });
    expect(entries.every((e) => typeof e.ip === 'string' && e.ip !== '')).to.equal(true);
  });

  it('records a session ended from the mailed link without an account, with the address it came from', async () => {
    const ana = await createUser(t.context);
    await t.api.request.post('/api/auth/login').set('User-Agent', 'Navegador ajeno').send({ email: ana.email, password: ana.password });
    const mail = await t.context.knex('mail_outbox').where({ subject: 'Nuevo inicio de sesión en tu cuenta de Parrilla' }).orderBy('createdAt', 'desc').first();
    const [sesion, clave] = /cerrar-sesion#(\S+)/.exec(String(mail.text))![1]!.split('.');
    const res = await t.api.request.post('/api/auth/sesion/cerrar-desde-correo').set('User-Agent', 'Correo de Ana').send({ sesion, clave });
    expect(res.status).to.equal(200);
    const entry = await t.context.knex('audit_log').where({ accion: 'sesion.cerrada' }).first();
    expect(entry).to.include({ actorId: null, objetoId: ana.id, navegador: 'Correo de Ana' });
    expect(JSON.parse(entry.cambios)).to.deep.equal([
      { campo: 'motivo', antes: null, despues: 'enlace-del-correo' },
      { campo: 'sesiones', antes: [sesion], despues: null },
    ]);
  });
});

describeEachDatabase('Audit log: an end of sessions and its entry commit together or not at all', (kind) => {
  let context: AppContext;
  before(async () => {
    context = await bootTestContext(kind);
    const real = context.container.get(PLATFORM.AuditTrail);
    // The entry of an end of sessions is written, then the log fails: the sessions must stay open.
    context.container.rebind(PLATFORM.AuditTrail).toConstantValue({
      record: async (entry, trx) => {
        await real.record(entry, trx);
        if (entry.accion === 'sesion.cerrada') throw new Error('la bitácora no pudo escribir');
      },
    });
  });
  after(() => context.close());

  it('leaves every session open and no entry when the entry cannot be written', async () => {
    const ana = await createUser(context);
    const other = await context.container.get(IDENTITY.LogIn).execute({ email: ana.email, password: ana.password }, 'otra-red');
    expect(other).to.have.property('token');
    const actor = { id: ana.id, rol: 'user' as const, suspendido: false };
    let failed = false;
    await context.container
      .get(IDENTITY.RevokeOtherSessions)
      .execute(actor, claimsOf(ana.token).sid)
      .catch(() => (failed = true));
    expect(failed).to.equal(true);
    const open = await context.knex('auth_sessions').where({ userId: ana.id }).whereNull('revokedAt');
    expect(open).to.have.length(2);
    expect(await context.knex('audit_log').where({ accion: 'sesion.cerrada' })).to.deep.equal([]);
  });
});
