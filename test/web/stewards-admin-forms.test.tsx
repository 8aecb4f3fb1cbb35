import { render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { assignStewardSchema, liftSuspensionSchema } from '../../src/contracts/stewarding.contract.js';
import { StewardsAdmin } from '../../web/src/features/admin-reports/components/stewards-admin.js';
import { SuspensionsAdmin } from '../../web/src/features/admin-reports/components/suspensions-admin.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub, type SentRequest, type StubAnswer } from './requests-stub.js';
import { itShowsEverySchemaError } from './schema-form-checks.js';

const answer = (r: SentRequest): StubAnswer => {
  if (r.method !== 'GET') return { status: 200, body: { message: 'Hecho' } };
  if (r.url.endsWith('/decisiones')) return { status: 200, body: { suspensiones: [{ id: 's1', levantada: null, piloto: { id: 'u2', nombre: 'Beto', apellido: 'Luna' }, sancion: 'Suspensión de una carrera', tipo: 'carrera', carrera: null, puntos: 12 }] } };
  if (r.url.endsWith('/comisarios')) return { status: 200, body: { comisarios: [] } };
  if (r.url.startsWith('/api/users')) return { status: 200, body: [{ id: 'u3', nombre: 'Carla', apellido: 'Sol', rol: 'comisario' }] };
  return { status: 200, body: { success: true, data: [{ id: 'c1', nombreCampeonato: 'Copa Fórmula', carreras: [] }] } };
};

const show = (screen: ReactNode) => render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{screen}</SWRConfig>);

describe('The stewards’ admin forms (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const sent = () => requests.sent.filter((r) => r.method !== 'GET');
  beforeEach(() => {
    requests.answer = answer;
  });

  itShowsEverySchemaError('the assign-steward form', {
    schema: assignStewardSchema,
    open: async () => {
      show(<StewardsAdmin />);
      await within(document.body).findByRole('option', { name: 'Carla Sol' });
    },
    fields: { campeonato: 'Campeonato', comisario: 'Comisario' },
    valid: { campeonato: 'c1', comisario: 'u3' },
    requests: sent,
  });

  itShowsEverySchemaError('the lift-suspension form', {
    schema: liftSuspensionSchema,
    open: async () => {
      show(<SuspensionsAdmin campeonatoId="c1" />);
      await within(document.body).findByLabelText('Motivo para levantar la suspensión de Beto Luna');
    },
    fields: { motivo: 'Motivo para levantar la suspensión de Beto Luna' },
    valid: { motivo: 'Cumplió la sanción.' },
    requests: sent,
  });
});
