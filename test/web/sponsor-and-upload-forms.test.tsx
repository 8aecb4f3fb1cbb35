import { fireEvent, render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { resultUploadSchema } from '../../src/contracts/results.contract.js';
import { createSponsorSchema } from '../../src/contracts/sponsors.contract.js';
import { SponsorsAdmin } from '../../web/src/features/admin-sponsors/components/sponsors-admin.js';
import { ResultsAdmin } from '../../web/src/features/race-results/components/results-admin.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { itShowsEverySchemaError } from './schema-form-checks.js';

const page = (children: ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>{children}</MemoryRouter>
    </SWRConfig>,
  );

describe('The sponsor and results upload forms (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const sent = () => requests.sent.filter((r) => r.method !== 'GET');

  itShowsEverySchemaError('the new sponsor form', {
    schema: createSponsorSchema,
    open: async () => {
      requests.answer = (r) => ({ status: 200, body: r.method === 'GET' ? { data: [] } : { message: 'Sponsor creado' } });
      page(<SponsorsAdmin />);
      await within(document.body).findByText('No hay sponsors para mostrar.');
    },
    // The logo is a file, outside the contract's text fields: the form asks for it with its own rule.
    fields: { nombre: 'Nombre del sponsor', link: 'Enlace (opcional)' },
    valid: { nombre: 'Llantas del Bajío' },
    requests: sent,
  });

  itShowsEverySchemaError('the results upload form', {
    schema: resultUploadSchema,
    open: async () => {
      requests.answer = (r) => {
        if (r.method !== 'GET') return { status: 201, body: { message: 'Importado', event: { subsession_id: 71234567, session_name: 'Carrera' } } };
        if (r.url.startsWith('/api/carreras')) return { status: 200, body: [{ id: 'k1', circuito: 'Monza', inicio: '2026-05-01T18:00:00.000Z' }] };
        if (r.url.startsWith('/api/events')) return { status: 200, body: { data: [], total: 0 } };
        // The championship picker's answer (GET /api/campeonatos/admin/opciones): one championship, whatever is typed.
        return { status: 200, body: { data: [{ id: 'c1', nombreCampeonato: 'Copa Fórmula', categoria: 'Fórmulas', fechaInicio: '2026-12-01T00:00:00.000Z' }] } };
      };
      page(<ResultsAdmin />);
      fireEvent.click(within(document.body).getByRole('tab', { name: 'Subir resultados' }));
      await within(document.body).findByRole('combobox', { name: 'Campeonato (opcional)' });
    },
    fields: { campeonatoId: 'Campeonato (opcional)', carreraId: 'Carrera', sesion: 'Sesión puntuable' },
    notInForm: { eventfile: 'a file, which the harness cannot type: its three refusals (none, not .json, too large) are checked in test/e2e/race-results.test.ts' },
    valid: {},
    when: { carreraId: { campeonatoId: 'Copa Fórmula' }, sesion: { campeonatoId: 'Copa Fórmula', carreraId: 'k1' } },
    toInput: (v) => ({ campeonatoId: '', sesion: '1', ...v, ...(v.campeonatoId === undefined ? {} : { campeonatoId: v.campeonatoId === 'Copa Fórmula' ? 'c1' : '' }) }),
    requests: sent,
  });
});
