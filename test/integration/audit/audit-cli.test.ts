import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { parrilla } from '../../support/cli.js';
import { createUser, startTestHttp } from '../../support/http.js';
import { useCliSuite } from '../cli/cli-suite.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';

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

  it('reaches a later page by place, as the screen does, and refuses a page number that is not one in Spanish', async function () {
    this.timeout(60_000);
    const trail = t.context.container.get(PLATFORM.AuditTrail);
    await t.context.knex.transaction(async (trx) => {
      for (let i = 0; i < 120; i++) await trail.record({ actor: null, accion: 'sesion.fallida', objeto: { tipo: 'usuario', id: null, nombre: `piloto${String(i).padStart(3, '0')}@ejemplo.test` } }, trx);
    });
    const page = async (pagina: string) => {
      const run = await parrilla(['audit', 'list', '--accion', 'sesion.fallida', '--pagina', pagina, '--json'], env);
      expect(run.code, run.stderr).to.equal(0);
      return JSON.parse(run.stdout) as { page: number; total: number; entradas: Array<{ objetoNombre: string }> };
    };
    const [first, third] = [await page('1'), await page('3')];
    expect(first.total).to.equal(120);
    expect(third.page).to.equal(3);
    // 50 a page: the third holds the last 20, with no entry of the first two again.
    expect(third.entradas).to.have.length(20);
    expect(third.entradas.filter((e) => first.entradas.some((f) => f.objetoNombre === e.objetoNombre))).to.deep.equal([]);
    const zero = await parrilla(['audit', 'list', '--pagina', '0'], env);
    expect(zero.code).to.not.equal(0);
    expect(zero.stderr).to.match(/p[aá]gina/i);
  });
});
