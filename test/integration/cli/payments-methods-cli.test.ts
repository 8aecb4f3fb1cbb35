import { expect } from 'chai';
import { formatDateTime } from '../../../src/contracts/formats.js';
import type { AppContext } from '../../../src/container.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { cliEnv, parrilla } from '../../support/cli.js';
import { createUser, startTestHttp } from '../../support/http.js';
import type { TestApi } from '../identity/identity-fixtures.js';
import { bearer, createChampionship } from '../payments/payment-fixtures.js';

const NEXT_YEAR = { fechaInicio: `${new Date().getUTCFullYear() + 1}-04-01`, fechaFin: `${new Date().getUTCFullYear() + 1}-06-30` };

describeEachDatabase('parrilla payments list --metodo', function (kind) {
  this.timeout(120_000);
  const t = {} as TestApi;
  let env: NodeJS.ProcessEnv;
  before(async () => {
    t.context = await bootTestContext(kind, { clock: new ManualClock(new Date()) });
    t.api = await startTestHttp(t.context);
    env = cliEnv(t.context.config.dataDir, kind);
    await truncateAll(t.context as AppContext);
  });
  after(async () => {
    await t.api.close();
    await t.context.close();
  });

  it('lists only the payments of the method asked, with the held place’s deadline in Mexico City time', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, NEXT_YEAR);
    await t.api.request.put(`/api/payments/admin/metodos/${c.id}`).set(bearer(admin.token)).send({ oxxo: true });
    const [cash, card] = [await createUser(t.context, { nombre: 'Olga' }), await createUser(t.context, { nombre: 'Toño' })];
    const oxxo = await t.api.request.post('/api/payments/crear-sesion').set(bearer(cash.token)).send({ campeonatoId: c.id, metodo: 'oxxo' });
    // The demo gateway issues a voucher that charges nothing.
    expect((await t.api.request.post(`/api/payments/demo/${oxxo.body.sessionId}/pagar`).set(bearer(cash.token))).status).to.equal(200);
    await t.api.request.post('/api/payments/crear-sesion').set(bearer(card.token)).send({ campeonatoId: c.id });

    const json = await parrilla(['payments', 'list', '--metodo', 'oxxo', '--json'], env);
    expect(json.code, json.stderr).to.equal(0);
    const listed = JSON.parse(json.stdout) as Array<{ usuario: { _id: string }; metodo: string; situacion: string; plazoApartado: string }>;
    expect(listed.map((p) => [p.usuario._id, p.metodo, p.situacion])).to.deep.equal([[cash.id, 'oxxo', 'apartado']]);
    const table = await parrilla(['payments', 'list', '--metodo', 'oxxo'], env);
    expect(table.stdout).to.include('Efectivo en OXXO').and.include('pendiente (Lugar apartado)').and.include('Olga').and.not.include('Toño');
    expect(table.stdout).to.include(formatDateTime(listed[0]!.plazoApartado));
    const stats = await parrilla(['payments', 'stats'], env);
    expect(stats.stdout).to.include('Por método de pago:').and.include('  Efectivo en OXXO: 0 ($0 MXN)');
    const refused = await parrilla(['payments', 'list', '--metodo', 'cheque'], env);
    expect(refused.code).to.not.equal(0);
    expect(refused.stderr).to.include('tarjeta, msi, oxxo, spei');
  });
});
