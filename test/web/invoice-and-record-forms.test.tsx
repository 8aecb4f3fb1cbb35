import { MemoryRouter } from 'react-router-dom';
import { act, render, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { SWRConfig } from 'swr';
import { taxDataSchema } from '../../src/contracts/invoicing.contract.js';
import type { InvoicePaymentView } from '../../src/contracts/invoicing.views.js';
import { createTrackRecordSchema } from '../../src/contracts/track-records.contract.js';
import { RecordFormModal } from '../../web/src/features/admin-track-records/components/record-form-modal.js';
import { InvoiceFormModal } from '../../web/src/features/invoices/components/invoice-form-modal.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { control, itShowsEverySchemaError, submit } from './schema-form-checks.js';

const payment = { id: 'p1', monto: 500, moneda: 'MXN', campeonato: { nombreCampeonato: 'Copa Fórmula' }, fechaPago: '2026-05-01T18:00:00.000Z' } as unknown as InvoicePaymentView;
// In a router: the invoice request's short privacy notice links to the full one.
const show = (form: React.ReactNode) =>
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map() }}>{form}</SWRConfig>
    </MemoryRouter>,
  );

describe('The invoice request and track record forms (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const sent = () => requests.sent.filter((r) => r.method !== 'GET');

  itShowsEverySchemaError('the invoice request form', {
    schema: taxDataSchema,
    open: () => void show(<InvoiceFormModal payment={payment} email="ana@ejemplo.mx" onClose={() => undefined} onSaved={() => undefined} />),
    fields: { rfc: 'RFC', razonSocial: 'Nombre o razón social', regimenFiscal: 'Régimen fiscal', usoCfdi: 'Uso del CFDI', codigoPostal: 'Código postal', email: 'Correo para la factura' },
    valid: { rfc: 'GODE561231GR8', razonSocial: 'Ana Ríos Díaz', regimenFiscal: '612', usoCfdi: 'G03', codigoPostal: '06600', email: 'facturas@ana.mx' },
    requests: sent,
  });

  itShowsEverySchemaError('the track record form', {
    schema: createTrackRecordSchema,
    open: async () => {
      requests.answer = (r) => ({ status: 200, body: r.method === 'GET' ? { data: [{ id: 'u1', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.mx' }], siguiente: null } : { message: 'Récord creado' } });
      show(<RecordFormModal onClose={() => undefined} onSaved={() => undefined} />);
      await within(document.body).findByLabelText(/^Circuito/);
    },
    fields: { user: 'Piloto', circuit: 'Circuito', car: 'Auto', lapTime: 'Tiempo de vuelta', recordDate: 'Fecha del récord' },
    valid: { user: 'Ana Ríos', circuit: 'Monza', car: 'Porsche 911 GT3 R', lapTime: '1:23.456', recordDate: '2026-05-01' },
    toInput: (v) => ({ ...v, user: v.user === 'Ana Ríos' ? 'u1' : '' }),
    requests: sent,
  });

  it('a track record refused empty puts the focus on its first field, the driver’s picker, and leaves it there', async () => {
    requests.answer = () => ({ status: 200, body: { data: [{ id: 'u1', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.mx' }], siguiente: null } });
    show(<RecordFormModal onClose={() => undefined} onSaved={() => undefined} />);
    const driver = await within(document.body).findByRole('combobox', { name: /^Piloto/ });
    await submit(control('Circuito'));
    await waitFor(() => expect(driver.getAttribute('aria-invalid')).to.equal('true'));
    expect(control('Circuito').getAttribute('aria-invalid')).to.equal('true');
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement, 'the first field marked, not the first one registered (Circuito)').to.equal(driver);
  });
});
