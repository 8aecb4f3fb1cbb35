import { act, fireEvent, render, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { decideEntryRequestSchema, gateExemptionSchema } from '../../src/contracts/entries.contract.js';
import { GateExemptionsAdmin } from '../../web/src/features/admin-championships/components/gate-exemptions-admin.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { itShowsEverySchemaError } from './schema-form-checks.js';

const exemptions = { pilotos: [], solicitudes: [{ id: 'q1', usuarioId: 'u2', nombre: 'Beto Luna', email: 'beto@ejemplo.mx', fechaSolicitud: '2026-05-01T18:00:00.000Z' }] };

const show = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <GateExemptionsAdmin campeonatoId="c1" requisitos="Licencia C o mejor" />
    </SWRConfig>,
  );

describe('The licence gate’s exemption forms (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const sent = () => requests.sent.filter((r) => r.method !== 'GET');
  beforeEach(() => {
    requests.answer = (r) => ({ status: 200, body: r.method === 'GET' ? exemptions : { ...exemptions, message: 'Hecho' } });
  });

  itShowsEverySchemaError('the let-through form', {
    schema: gateExemptionSchema,
    open: async () => {
      show();
      await within(document.body).findByText('Beto Luna');
    },
    fields: { usuario: 'Correo o ID del piloto' },
    valid: { usuario: 'beto@ejemplo.mx' },
    requests: sent,
  });

  itShowsEverySchemaError('the decline-request form', {
    schema: decideEntryRequestSchema,
    open: async () => {
      show();
      const decline = await within(document.body).findByRole('button', { name: 'Rechazar la excepción de Beto Luna' });
      await act(async () => void fireEvent.click(decline));
    },
    fields: { motivo: 'Motivo' },
    valid: { motivo: 'No corre con licencia D.' },
    requests: sent,
  });
});
