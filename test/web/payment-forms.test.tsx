import { MemoryRouter } from 'react-router-dom';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { SWRConfig } from 'swr';
import { manualPaymentSchema, manualRefundSchema, trackingKeySchema, updatePaymentStateSchema, type PaymentView } from '../../src/contracts/payments.contract.js';
import { EditStateModal } from '../../web/src/features/admin-payments/components/edit-state-modal.js';
import { ManualPaymentModal } from '../../web/src/features/admin-payments/components/manual-payment-modal.js';
import { PaymentDetailsModal } from '../../web/src/features/admin-payments/components/payment-details-modal.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { control, fill, itShowsEverySchemaError, submit } from './schema-form-checks.js';

const payment = { _id: 'p0000001', estado: 'pendiente', usuario: { nombre: 'Ana', apellido: 'Ríos' }, monto: 50000, moneda: 'MXN', pasarela: 'manual' } as unknown as PaymentView;

const openEditState = () =>
  void render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <EditStateModal payment={payment} onClose={() => undefined} onSaved={() => undefined} />
    </SWRConfig>,
  );

describe('The payment state and manual payment forms (component)', () => {
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
    await fill('Nuevo estado', 'completado');
    const form = () => control('Notas (opcional)').closest('form')!;
    await submit(form());
    const dialog = within(document.body).getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).to.include('El pago cambió mientras lo editabas'));
    await fill('Notas (opcional)', 'a'.repeat(1001));
    await submit(form());
    await waitFor(() => expect(control('Notas (opcional)').getAttribute('aria-invalid')).to.equal('true'));
    expect(within(dialog).queryByRole('alert')).to.equal(null);
  });

  it('a manual payment refused empty puts the focus on its first field, the user picker, and typing there stays there', async () => {
    requests.answer = (r) => ({ status: 200, body: r.url.startsWith('/api/users') ? { data: [{ id: 'u1', nombre: 'Lucía', apellido: 'Ortega', email: 'lucia@ejemplo.mx' }], siguiente: null } : { success: true, data: [] } });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ManualPaymentModal onClose={() => undefined} onSaved={() => undefined} />
      </SWRConfig>,
    );
    const user = (await within(document.body).findByRole('combobox', { name: /^Usuario/ })) as HTMLInputElement;
    await submit(control('Monto'));
    await waitFor(() => expect(user.getAttribute('aria-invalid')).to.equal('true'));
    expect(control('Monto').getAttribute('aria-invalid')).to.equal('true');
    expect(document.activeElement, 'the first field marked, not the first one registered (Monto)').to.equal(user);
    // The person types at once; nothing a moment later takes the focus (and the text) away.
    await act(async () => void fireEvent.change(user, { target: { value: 'ortega' } }));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).to.equal(user);
    expect(user.value).to.equal('ortega');
  });

  itShowsEverySchemaError('the manual payment form', {
    schema: manualPaymentSchema,
    open: async () => {
      requests.answer = (r) => {
        if (r.method !== 'GET') return { status: 200, body: { message: 'Pago registrado' } };
        if (r.url.startsWith('/api/users')) return { status: 200, body: { data: [{ id: 'u1', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.mx' }], siguiente: null } };
        return { status: 200, body: { success: true, data: [{ id: 'c1', nombreCampeonato: 'Copa Fórmula', precio: 500, participantesRegistrados: 3, participantesMaximos: 20 }] } };
      };
      render(
        <SWRConfig value={{ provider: () => new Map() }}>
          <ManualPaymentModal onClose={() => undefined} onSaved={() => undefined} />
        </SWRConfig>,
      );
      await within(document.body).findByLabelText(/^Monto/);
    },
    fields: { usuarioId: 'Usuario', campeonatoId: 'Campeonato', monto: 'Monto', moneda: 'Moneda', estado: 'Estado', notasAdmin: 'Notas (opcional)' },
    valid: { usuarioId: 'Ana Ríos', campeonatoId: 'Copa Fórmula', monto: '500' },
    toInput: (v) => ({ ...v, campeonatoId: v.campeonatoId === 'Copa Fórmula' ? 'c1' : '', usuarioId: v.usuarioId === 'Ana Ríos' ? 'u1' : '' }),
    requests: () => requests.sent.filter((r) => r.method !== 'GET'),
  });

  /** An OXXO payment, which Stripe cannot refund: the details offer the manual refund by SPEI. */
  const oxxo = (reembolsoManual: unknown) => ({
    _id: 'p2', estado: 'completado', metodo: 'oxxo', pasarela: 'stripe', esManual: false, monto: 500, moneda: 'MXN', situacion: null, detalles: [], notasAdmin: [], createdAt: '2026-05-01T18:00:00.000Z', updatedAt: '2026-05-01T18:00:00.000Z',
    usuario: { nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.mx' }, campeonato: { nombreCampeonato: 'Copa Fórmula' }, reembolsoManual,
  });
  const openDetails = (payment: unknown) => async () => {
    requests.answer = (r) => ({ status: 200, body: r.method === 'GET' ? payment : { message: 'Hecho' } });
    // In a router: the manual refund's short privacy notice links to the full one.
    render(
      <MemoryRouter>
        <SWRConfig value={{ provider: () => new Map() }}>
          <PaymentDetailsModal paymentId="p2" onClose={() => undefined} />
        </SWRConfig>
      </MemoryRouter>,
    );
    await within(document.body).findByLabelText(/^Clave de rastreo SPEI/);
  };

  itShowsEverySchemaError('the manual refund form', {
    schema: manualRefundSchema,
    open: openDetails(oxxo(null)),
    fields: { clabe: 'CLABE del piloto (18 dígitos)', monto: 'Monto a reembolsar (MXN)', claveRastreo: 'Clave de rastreo SPEI' },
    valid: { clabe: '002010077777777771', monto: '500' },
    requests: () => requests.sent.filter((r) => r.method !== 'GET'),
  });

  itShowsEverySchemaError('the refund’s tracking key form', {
    schema: trackingKeySchema,
    open: openDetails(oxxo({ clabe: '002010077777777771', monto: 500, claveRastreo: null })),
    fields: { claveRastreo: 'Clave de rastreo SPEI' },
    valid: { claveRastreo: 'MBAN01002605010001' },
    requests: () => requests.sent.filter((r) => r.method !== 'GET'),
  });
});
