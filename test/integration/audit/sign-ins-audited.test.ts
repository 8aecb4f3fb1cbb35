import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { useTestApi } from '../identity/identity-fixtures.js';

describeEachDatabase('Audit log: sign-ins and failed sign-ins', (kind) => {
  const t = useTestApi(kind);

  it('records a sign-in with the method, address and browser, and a failed one with the address typed, never the password', async () => {
    const ana = await createUser(t.context);
    await t.context.knex('audit_log').delete();
    const ok = await t.api.request.post('/api/auth/login').set('User-Agent', 'Chrome/140 de prueba').send({ email: ana.email, password: ana.password });
    expect(ok.status).to.equal(200);
    const wrong = await t.api.request.post('/api/auth/login').set('User-Agent', 'Chrome/140 de prueba').send({ email: ana.email, password: 'no-es-la-clave-77' });
    expect(wrong.status).to.equal(401);
    const unknown = await t.api.request.post('/api/auth/login').send({ email: 'nadie@ejemplo.mx', password: 'no-es-la-clave-77' });
    expect(unknown.status).to.equal(401);

    const entries = await t.context.knex('audit_log').orderBy('creadoEl').orderBy('id');
    expect(entries.map((e) => [e.accion, e.actorId, e.objetoId, e.objetoNombre])).to.deep.equal([
      ['sesion.iniciada', ana.id, ana.id, ana.email],
      ['sesion.fallida', null, ana.id, ana.email],
      ['sesion.fallida', null, null, 'nadie@ejemplo.mx'],
    ]);
    expect(entries[0]).to.include({ navegador: 'Chrome/140 de prueba' });
    expect(entries[0].ip).to.be.a('string').and.not.equal('');
    expect(JSON.parse(entries[0].cambios)).to.deep.equal([{ campo: 'metodo', antes: null, despues: 'contraseña' }]);
    expect(entries[1]).to.include({ navegador: 'Chrome/140 de prueba' });
    expect(JSON.stringify(entries)).not.to.include('no-es-la-clave-77').and.not.include(ana.password);
  });
});
