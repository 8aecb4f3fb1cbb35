import { fireEvent, render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { manualEnrolmentSchema } from '../../src/contracts/championships.contract.js';
import { decideEntryRequestSchema } from '../../src/contracts/entries.contract.js';
import type { AdminEntryRequestView } from '../../src/contracts/entries.views.js';
import { EnrolUserForm } from '../../web/src/features/admin-championships/components/enrol-user.js';
import { EntryRequestsAdmin } from '../../web/src/features/admin-championships/components/entry-requests-admin.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { itShowsEverySchemaError } from './schema-form-checks.js';

const page = (children: ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>{children}</MemoryRouter>
    </SWRConfig>,
  );

const request: AdminEntryRequestView = {
  usuarioId: 'u1',
  nombre: 'Ana',
  apellido: 'Ríos',
  username: null,
  avatarUrl: null,
  iracingId: null,
  perfilPublico: true,
  email: 'ana@ejemplo.mx',
  fechaSolicitud: '2026-11-20T18:00:00.000Z',
};

describe('The manual enrolment and entry request forms (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const sent = () => requests.sent.filter((r) => r.method !== 'GET');

  itShowsEverySchemaError('the manual enrolment form', {
    schema: manualEnrolmentSchema,
    open: async () => {
      requests.answer = (r) => {
        if (r.method !== 'GET') return { status: 200, body: { message: 'Usuario inscrito' } };
        if (r.url.includes('/api/users')) return { status: 200, body: { data: [{ id: 'u1', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.mx' }], siguiente: null } };
        return { status: 200, body: { data: [{ id: 'c1', nombreCampeonato: 'Copa Fórmula', participantesRegistrados: 3, participantesMaximos: 20 }] } };
      };
      page(<EnrolUserForm />);
      await within(document.body).findByRole('combobox', { name: /^Usuario/ });
    },
    fields: { campeonatoId: 'Campeonato', usuarioId: 'Usuario' },
    valid: { campeonatoId: 'Copa Fórmula', usuarioId: 'Ana Ríos' },
    toInput: (v) => ({ ...v, campeonatoId: v.campeonatoId === 'Copa Fórmula' ? 'c1' : '', usuarioId: v.usuarioId === 'Ana Ríos' ? 'u1' : '' }),
    requests: sent,
  });

  itShowsEverySchemaError('the form rejecting an entry request', {
    schema: decideEntryRequestSchema,
    open: async () => {
      page(<EntryRequestsAdmin campeonatoId="c1" requests={[request]} />);
      fireEvent.click(within(document.body).getByRole('button', { name: 'Rechazar a Ana Ríos' }));
      await within(document.body).findByLabelText(/^Motivo/);
    },
    fields: { motivo: 'Motivo' },
    valid: { motivo: 'Sin licencia suficiente' },
    requests: sent,
  });
});
