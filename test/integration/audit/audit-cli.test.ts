import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { parrilla } from '../../support/cli.js';
import { createUser, startTestHttp } from '../../support/http.js';
import { useCliSuite } from '../cli/cli-suite.js';

describeEachDatabase('parrilla audit list|export', (kind) => {
  const { t, env } = useCliSuite(kind);

  it('lists and exports the log filtered by person and action, with the console\'s own acts', async function () {
    this.timeout(60_000);
    const ana = await createUser(t.context, { email: 'ana.bitacora@ejemplo.test' });
    const api = await startTestHttp(t.context);
    try {
      await api.request.post('/api/auth/login').send({ email: ana.email, password: 'no-es-la-clave-77' });
    } finally {
      await api.close();
    }
    const list = await parrilla(['audit', 'list', '--accion', 'sesion.fallida', '--json'], env);
    expect(list.code, list.stderr).to.equal(0);
    const answer = JSON.parse(list.stdout);
    expect(answer.total).to.equal(1);
    expect(answer.entradas[0]).to.include({ accion: 'sesion.fallida', actor: 'Sin sesión', objetoNombre: ana.email });

    const reset = await parrilla(['users', 'reset-second-factor', ana.email], env);
    expect(reset.code, reset.stderr).to.equal(0);
    const csv = await parrilla(['audit', 'export', '--persona', 'consola'], env);
    expect(csv.code, csv.stderr).to.equal(0);
    const lines = csv.stdout.trim().split('\r\n');
    expect(lines[0]).to.equal('fecha,actor,actorRol,ip,navegador,accion,objetoTipo,objetoId,objetoNombre,cambios');
    // The reset and the end of the account's sessions it brings, newest first.
    expect(lines).to.have.length(3);
    expect(lines[1]).to.include('Consola').and.include('sesion.cerrada').and.include('segundo-factor-restablecido');
    expect(lines[2]).to.include('Consola').and.include('segundo-factor.restablecido').and.include(ana.email);
  });
});
