import { act, fireEvent, render, within } from '@testing-library/react';
import { expect } from 'chai';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { PaymentsList } from '../../web/src/features/admin-payments/components/payments-list.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';

const TOO_BROAD = 'Más de 500 cuentas coinciden: escribe más del nombre, apellido o correo.';

const payment = {
  _id: 'pago-1',
  id: 'pago-1',
  usuario: { _id: 'u1', nombre: 'Lucía', apellido: 'Ortega', email: 'lucia@ejemplo.test' },
  campeonato: { _id: 'c1', nombreCampeonato: 'Copa Volcán' },
  monto: 1500,
  moneda: 'mxn',
  estado: 'completado',
  metodo: 'tarjeta',
  esManual: false,
  creadoPor: null,
  pasarela: 'stripe',
  stripeSessionId: 'cs_test_a1',
  stripePaymentIntentId: 'pi_test_a1',
  fechaCompletado: '2026-11-20T18:00:00.000Z',
  fechaReembolso: null,
  notasAdmin: [],
  detalles: null,
  situacion: null,
  createdAt: '2026-11-20T17:55:00.000Z',
  updatedAt: '2026-11-20T18:00:00.000Z',
};

describe("The payments list's payer filter (component)", () => {
  useDom();
  const requests = useRequestsStub();

  it('says under the field when the text names too many accounts, leaves no other rows on screen, and lists again when narrowed', async () => {
    requests.answer = (r) => {
      if (!r.url.includes('/api/payments/admin?')) return { status: 200, body: { success: true, data: [] } };
      const usuario = new URL(r.url, 'http://localhost').searchParams.get('usuario');
      if (usuario === 'a') return { status: 400, body: { success: false, code: 'VALIDATION_ERROR', message: TOO_BROAD, errors: { usuario: TOO_BROAD } } };
      return { status: 200, body: { pagos: [payment], paginacion: { total: 1, paginas: 1, paginaActual: 1, porPagina: 10 }, siguiente: null, anterior: null } };
    };
    render(
      <MemoryRouter>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <PaymentsList />
        </SWRConfig>
      </MemoryRouter>,
    );
    const page = within(document.body);
    await page.findByText('Copa Volcán');
    const field = page.getByLabelText('Usuario');
    await act(async () => void fireEvent.change(field, { target: { value: 'a' } }));
    await page.findByText(TOO_BROAD, {}, { timeout: 3000 });
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    await page.findByText('Escribe más del nombre, apellido o correo del usuario para ver sus pagos.');
    // The rows of the unfiltered list are not left on screen as if they were the answer.
    expect(page.queryByText('Copa Volcán')).to.equal(null);
    await act(async () => void fireEvent.change(field, { target: { value: 'ortega' } }));
    await page.findByText('Copa Volcán', {}, { timeout: 3000 });
    expect(page.queryByText(TOO_BROAD)).to.equal(null);
  });
});
