import { expect } from 'chai';
import { ARCO_MSG, BLOCKED_PAGE_MSG } from '../../../src/contracts/data-rights.contract.js';
import { INVOICE_MSG } from '../../../src/contracts/invoicing.messages.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';
import { paidDriver, PDF, TAX_DATA, XML } from '../invoicing/invoice-fixtures.js';

const NOW = '2026-03-02T18:00:00.000Z';
const BROWSER = 'Navegador de prueba/1.0';

const binary = (res: { on(event: string, listener: (chunk: Buffer) => void): unknown }, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describeEachDatabase("The superadmin's view of a cancelled account's blocked data", (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock, env: { TRUST_PROXY: 'true' } });
  beforeEach(() => clock.set(NOW));

  const get = (path: string, token: string) => t.api.request.get(path).set(bearer(token)).set('User-Agent', BROWSER).set('X-Forwarded-For', '203.0.113.7');
  const reads = () => t.context.knex('audit_log').where({ accion: 'datos-bloqueados.consultados' }).orderBy('creadoEl').select('actorId', 'actorRol', 'ip', 'navegador', 'objetoTipo', 'objetoId');

  /** A driver with a completed payment and its issued invoice, who then cancels his account. */
  async function cancelledWithInvoice() {
    const world = await paidDriver(t);
    const requested = await t.api.request.post('/api/facturas').set(bearer(world.driver.token)).send({ pagoId: world.pagoId, ...TAX_DATA });
    expect(requested.status, JSON.stringify(requested.body)).to.equal(201);
    const facturaId = requested.body.factura.id as string;
    const issued = await t.api.request.post(`/api/facturas/admin/${facturaId}/emitir`).set(bearer(world.admin.token)).attach('pdf', PDF, 'factura.pdf').attach('xml', XML, 'factura.xml');
    expect(issued.status, JSON.stringify(issued.body)).to.equal(200);
    const cancelled = await t.api.request.post('/api/datos-personales/cancelar').set(bearer(world.driver.token)).send({ confirmacion: 'CANCELAR' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);
    const superadmin = await createUser(t.context, { rol: 'superadmin', nombre: 'Sara', apellido: 'Mayor' });
    const steward = await createUser(t.context, { rol: 'comisario' });
    return { ...world, facturaId, superadmin, steward };
  }

  it('is refused in Spanish to an admin, a steward and a driver, and records nothing', async () => {
    const { admin, steward, other, driver } = await cancelledWithInvoice();
    for (const path of ['/api/datos-personales/admin/bloqueados', `/api/datos-personales/admin/bloqueados/${driver.id}`]) {
      const asAdmin = await get(path, admin.token);
      expect([asAdmin.status, asAdmin.body.code, asAdmin.body.message], path).to.deep.equal([403, 'SUPERADMIN_ONLY', ARCO_MSG.blockedSuperadminOnly]);
      for (const who of [steward, other]) {
        const refused = await get(path, who.token);
        expect([refused.status, refused.body.message], path).to.deep.equal([403, 'Acceso solo para administradores']);
      }
      expect((await t.api.request.get(path)).status).to.equal(401);
    }
    expect(await reads()).to.deep.equal([]);
  });

  it('lists the cancelled accounts and shows one: the payments and invoices kept, until when and why, each read recorded with who and from where', async () => {
    const { superadmin, driver, pagoId, facturaId } = await cancelledWithInvoice();
    const list = await get('/api/datos-personales/admin/bloqueados', superadmin.token);
    expect(list.status, JSON.stringify(list.body)).to.equal(200);
    expect(list.headers['cache-control']).to.equal('no-store');
    const paidAt = (await t.context.knex('payments').where({ id: pagoId }).first()).fechaCompletado as string;
    const until = new Date(paidAt);
    until.setUTCFullYear(until.getUTCFullYear() + 5);
    expect(list.body.cuentas).to.have.length(1);
    expect(list.body.cuentas[0]).to.deep.include({ userId: driver.id, nombre: 'Sofía Luna', email: driver.email, bloqueadaEn: NOW, conservarHasta: until.toISOString(), eliminadaEn: null });
    expect(list.body.cuentas[0].conservado.map((c: { tabla: string; filas: number }) => [c.tabla, c.filas])).to.deep.equal([
      ['payments', 1],
      ['payment_customers', 0],
      ['invoice_requests', 1],
    ]);
    expect(await reads()).to.deep.equal([{ actorId: superadmin.id, actorRol: 'superadmin', ip: '203.0.113.7', navegador: BROWSER, objetoTipo: 'datos-bloqueados', objetoId: null }]);

    clock.set('2026-03-02T18:01:00.000Z');
    const detail = await get(`/api/datos-personales/admin/bloqueados/${driver.id}`, superadmin.token);
    expect(detail.status, JSON.stringify(detail.body)).to.equal(200);
    const section = (tabla: string) => (detail.body.secciones as { tabla: string; motivo: string; filas: { id: string; conservarHasta: string; datos: Record<string, unknown>; archivos: { columna: string; url: string }[] }[] }[]).find((s) => s.tabla === tabla)!;
    expect(section('payments').motivo).to.match(/^Código Fiscal de la Federación, art\. 30/);
    expect(section('payments').filas[0]).to.deep.include({ id: pagoId, conservarHasta: until.toISOString() });
    expect(section('payments').filas[0]!.datos).to.include({ estado: 'completado', moneda: 'mxn' });
    expect(String(section('payments').filas[0]!.datos.montoCentavos)).to.equal('150000');
    const invoice = section('invoice_requests').filas[0]!;
    expect(invoice.datos).to.include({ id: facturaId, rfc: TAX_DATA.rfc, razonSocial: TAX_DATA.razonSocial.toUpperCase(), estado: 'emitida' });
    expect(invoice.datos).to.not.have.any.keys('pdfKey', 'xmlKey');
    expect(invoice.archivos.map((a) => a.columna)).to.deep.equal(['pdfKey', 'xmlKey']);
    expect((await reads()).map((r) => [r.objetoTipo, r.objetoId])).to.deep.equal([
      ['datos-bloqueados', null],
      ['usuario', driver.id],
    ]);

    // The issued invoice's files: through this view, to the superadmin, each download recorded.
    clock.set('2026-03-02T18:02:00.000Z');
    const pdf = await get(invoice.archivos[0]!.url, superadmin.token).buffer(true).parse(binary);
    expect(pdf.status).to.equal(200);
    expect(pdf.headers['content-type']).to.equal('application/pdf');
    expect(Buffer.compare(pdf.body as Buffer, PDF)).to.equal(0);
    expect(await reads()).to.have.length(3);
    const xmlByAdmin = await get(invoice.archivos[1]!.url, (await createUser(t.context, { rol: 'admin' })).token);
    expect([xmlByAdmin.status, xmlByAdmin.body.message]).to.deep.equal([403, ARCO_MSG.blockedSuperadminOnly]);
    const elsewhere = await get(`/api/datos-personales/admin/bloqueados/${driver.id}/archivos/payments/${pagoId}/detalles`, superadmin.token);
    expect([elsewhere.status, elsewhere.body.message]).to.deep.equal([404, ARCO_MSG.blockedFileNotFound]);
    expect(await reads()).to.have.length(3);
  });

  it("no longer serves a cancelled account's issued invoice through the invoice routes, to anyone", async () => {
    const { admin, superadmin, facturaId } = await cancelledWithInvoice();
    for (const [rol, who] of [['admin', admin], ['superadmin', superadmin]] as const) {
      for (const file of ['pdf', 'xml']) {
        const refused = await get(`/api/facturas/${facturaId}/${file}`, who.token);
        expect([refused.status, refused.body.code, refused.body.message], `${rol} ${file}`).to.deep.equal([403, 'BLOCKED_DATA', INVOICE_MSG.blockedData]);
      }
    }
    const queue = await get('/api/facturas/admin', admin.token);
    expect(queue.body.facturas[0]).to.include({ estado: 'emitida', pdfUrl: null, xmlUrl: null });
  });

  it('answers in Spanish for an account that is not cancelled', async () => {
    const superadmin = await createUser(t.context, { rol: 'superadmin' });
    const live = await createUser(t.context);
    const missing = await get(`/api/datos-personales/admin/bloqueados/${live.id}`, superadmin.token);
    expect([missing.status, missing.body.message]).to.deep.equal([404, ARCO_MSG.blockedNotFound]);
    const empty = await get('/api/datos-personales/admin/bloqueados', superadmin.token);
    expect(empty.body).to.deep.equal({ cuentas: [], siguiente: null });
  });

  it('pages the cancelled accounts (50, then the rest, by place), reads the people and kept rows once per page, records one read per request, and refuses a bad size or place', async () => {
    const { superadmin, driver } = await cancelledWithInvoice();
    // 51 more cancelled accounts, written as a cancellation leaves them, a day apart and the first two at one instant.
    const at = (i: number) => new Date(Date.UTC(2025, 0, 1 + Math.max(i, 1))).toISOString();
    const ids = Array.from({ length: 51 }, (_, i) => `cancelada-${String(i).padStart(2, '0')}`);
    await t.context.knex('users').insert(ids.map((id, i) => ({ id, email: `${id}@ejemplo.test`, nombre: 'Cuenta', apellido: id, createdAt: at(i), updatedAt: at(i), blockedAt: at(i) })));
    await t.context.knex('blocked_accounts').insert(ids.map((userId, i) => ({ userId, bloqueadaEn: at(i), conservarHasta: '2030-01-01T00:00:00.000Z', eliminadaEn: null, resumen: null })));
    const expected = [driver.id, ...[...ids].reverse().slice(0, -2), 'cancelada-00', 'cancelada-01'];

    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    t.context.knex.on('query', listen);
    let first: { cuentas: Array<{ userId: string; conservado: Array<{ filas: number }> }>; siguiente: string | null };
    try {
      first = (await get('/api/datos-personales/admin/bloqueados', superadmin.token).expect(200)).body;
    } finally {
      t.context.knex.off('query', listen);
    }
    expect(first.cuentas.map((c) => c.userId)).to.deep.equal(expected.slice(0, 50));
    expect(first.cuentas[0]!.conservado.map((c) => c.filas)).to.deep.equal([1, 0, 1]);
    // Besides the session: the page, its people at once, one query per kept table, the audit entry; none per account.
    const reading = (table: string) => statements.filter((sql) => new RegExp(`from ["\`]${table}["\`]`, 'i').test(sql)).length;
    expect([reading('blocked_accounts'), reading('payments'), reading('payment_customers'), reading('invoice_requests')]).to.deep.equal([1, 1, 1, 1]);
    expect(statements.filter((sql) => /from ["`]users["`] where ["`]id["`] in/i.test(sql))).to.have.length(1);

    const second = (await get(`/api/datos-personales/admin/bloqueados?despues=${first.siguiente}`, superadmin.token).expect(200)).body;
    expect([second.cuentas.map((c: { userId: string }) => c.userId), second.siguiente]).to.deep.equal([expected.slice(50), null]);
    expect((await get('/api/datos-personales/admin/bloqueados?limite=100', superadmin.token).expect(200)).body.cuentas).to.have.length(52);
    expect((await reads()).map((r) => r.objetoTipo)).to.deep.equal(['datos-bloqueados', 'datos-bloqueados', 'datos-bloqueados']);

    for (const limite of ['0', '101']) {
      const refused = await get(`/api/datos-personales/admin/bloqueados?limite=${limite}`, superadmin.token);
      expect([refused.status, refused.body.errors], limite).to.deep.equal([400, { limite: BLOCKED_PAGE_MSG.limit }]);
    }
    const lost = await get('/api/datos-personales/admin/bloqueados?despues=otra', superadmin.token);
    expect([lost.status, lost.body.message]).to.deep.equal([400, BLOCKED_PAGE_MSG.lost]);
    expect(await reads()).to.have.length(3);
  });
});
