import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { SWRConfig } from 'swr';
import { updatePaymentStateSchema, type PaymentView } from '../../src/contracts/payments.contract.js';
import { EditStateModal } from '../../web/src/features/admin-payments/components/edit-state-modal.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { control, fill, itShowsEverySchemaError } from './schema-form-checks.js';

const payment = { _id: 'p0000001', estado: 'pendiente', usuario: { nombre: 'Ana', apellido: 'Ríos' }, monto: 50000, moneda: 'MXN', pasarela: 'manual' } as unknown as PaymentView;

const openEditState = () =>
  void render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <EditStateModal payment={payment} onClose={() => undefined} onSaved={() => undefined} />
    </SWRConfig>,
  );

describe('The payment state form (component)', () => {
  useDom();
  const requests = useRequestsStub();

  itShowsEverySchemaError('the payment state form', {
    schema: updatePaymentStateSchema,
    open: openEditState,
    fields: { estado: 'Nuevo estado', notas: 'Notas (opcional)' },
    notInForm: { reembolsarEnPasarela: 'shown only when a Stripe card payment is refunded' },
    valid: { estado: 'completado' },
    requests: () => requests.sent,
  });

  it('clears the previous failure the moment it is sent again', async () => {
    requests.answer = () => ({ status: 409, body: { message: 'El pago cambió mientras lo editabas', code: 'CONFLICT' } });
    openEditState();
    fill('Nuevo estado', 'completado');
    const form = () => control('Notas (opcional)').closest('form')!;
    fireEvent.submit(form());
    const dialog = within(document.body).getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).to.include('El pago cambió mientras lo editabas'));
    fill('Notas (opcional)', 'a'.repeat(1001));
    fireEvent.submit(form());
    await waitFor(() => expect(control('Notas (opcional)').getAttribute('aria-invalid')).to.equal('true'));
    expect(within(dialog).queryByRole('alert')).to.equal(null);
  });
});
