import type { AppContext } from '../../../src/container.js';
import { createUser } from '../../support/http.js';
import type { TestApi } from '../identity/identity-fixtures.js';
import { bearer, createChampionship } from '../payments/payment-fixtures.js';

export const TAX_DATA = { rfc: 'GODE561231GR8', razonSocial: 'Sofía Luna Díaz', regimenFiscal: '612', usoCfdi: 'G03', codigoPostal: '06600', email: 'facturas@sofia.mx' };
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const XML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Total="1500.00"><cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE"/><cfdi:Receptor Rfc="GODE561231GR8"/></cfdi:Comprobante>',
);

/** An admin, a driver with a completed (manual) payment of 1,500 MXN for a championship, and another driver. */
export async function paidDriver(t: TestApi, overrides: Record<string, string> = {}) {
  const admin = await createUser(t.context, { rol: 'admin', nombre: 'Carla', apellido: 'Admin' });
  const driver = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna' });
  const other = await createUser(t.context, { nombre: 'Beto', apellido: 'Núñez' });
  const championship = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Bajío', ...overrides });
  const paid = await t.api.request.post('/api/payments/admin/manual').set(bearer(admin.token)).send({ usuarioId: driver.id, campeonatoId: championship.id, monto: 1500 });
  if (paid.status !== 201) throw new Error(`payment not recorded: ${paid.status} ${JSON.stringify(paid.body)}`);
  return { admin, driver, other, championship, pagoId: paid.body.pago.id as string };
}

export async function invoiceRows(context: AppContext): Promise<Array<Record<string, unknown>>> {
  return context.knex('invoice_requests').orderBy('solicitadaEn');
}
