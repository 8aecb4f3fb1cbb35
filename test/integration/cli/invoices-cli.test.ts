import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { parrilla } from '../../support/cli.js';
import { bearer } from '../identity/identity-fixtures.js';
import { paidDriver, TAX_DATA } from '../invoicing/invoice-fixtures.js';
import { NEXT_YEAR, useCliSuite } from './cli-suite.js';

describeEachDatabase('parrilla invoices', (kind) => {
  const { t, env } = useCliSuite(kind);

  it('lists the requests as the admin call answers them, filters by state, and says when there are none', async () => {
    const { admin, driver, pagoId } = await paidDriver(t, NEXT_YEAR);
    expect((await parrilla(['invoices', 'list'], env)).stdout.trim()).to.equal('No hay solicitudes de factura para mostrar.');
    await t.api.request.post('/api/facturas').set(bearer(driver.token)).send({ pagoId, ...TAX_DATA });

    const json = await parrilla(['invoices', 'list', '--json'], env);
    expect(json.code, json.stderr).to.equal(0);
    const queue = await t.api.request.get('/api/facturas/admin').set(bearer(admin.token));
    expect(JSON.parse(json.stdout)).to.deep.equal(queue.body.facturas);

    const table = await parrilla(['invoices', 'list', '--estado', 'pendiente'], env);
    expect(table.stdout).to.include('GODE561231GR8').and.include('SOFÍA LUNA DÍAZ').and.include('Por emitir').and.include('1 solicitud');
    expect((await parrilla(['invoices', 'list', '--estado', 'emitida'], env)).stdout.trim()).to.equal('No hay solicitudes de factura para mostrar.');
    const wrong = await parrilla(['invoices', 'list', '--estado', 'todas'], env);
    expect(wrong.code).to.equal(2);
  });

  it('exports the queue as the admin page’s CSV, to standard output or to a file with a BOM', async () => {
    const { admin, driver, pagoId } = await paidDriver(t, NEXT_YEAR);
    await t.api.request.post('/api/facturas').set(bearer(driver.token)).send({ pagoId, ...TAX_DATA });
    const fromApi = (await t.api.request.get('/api/facturas/admin/export.csv').set(bearer(admin.token)).buffer(true)).text;

    const printed = await parrilla(['invoices', 'export'], env);
    expect(printed.code, printed.stderr).to.equal(0);
    expect(`\uFEFF${printed.stdout}`).to.equal(fromApi);

    const file = path.join(tmpdir(), `facturas-${process.pid}-${Date.now()}.csv`);
    try {
      const written = await parrilla(['invoices', 'export', '--out', file], env);
      expect([written.code, written.stdout.trim()]).to.deep.equal([0, `Escrito ${file}`]);
      expect(readFileSync(file, 'utf8')).to.equal(fromApi);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
