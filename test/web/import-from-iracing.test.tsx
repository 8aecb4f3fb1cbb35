import { render, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { subsessionImportFormSchema } from '../../web/src/features/race-results/api/import-iracing-subsession.js';
import { ImportFromIracingForm } from '../../web/src/features/race-results/components/import-from-iracing.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { control, itShowsEverySchemaError } from './schema-form-checks.js';

describe('The import from iRacing form (component)', () => {
  useDom();
  const requests = useRequestsStub();

  itShowsEverySchemaError('the import from iRacing form', {
    schema: subsessionImportFormSchema,
    open: async () => {
      requests.answer = (r) => {
        if (r.method !== 'GET') return { status: 201, body: { message: 'Importado', event: { subsession_id: 71234567, session_name: 'Carrera' } } };
        if (r.url.startsWith('/api/carreras')) return { status: 200, body: [{ id: 'k1', circuito: 'Monza', inicio: '2026-05-01T18:00:00.000Z' }] };
        return { status: 200, body: { success: true, data: [{ id: 'c1', nombreCampeonato: 'Copa Fórmula' }] } };
      };
      render(
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter>
            <ImportFromIracingForm onDone={() => undefined} />
          </MemoryRouter>
        </SWRConfig>,
      );
      await waitFor(() => expect((control('Campeonato (opcional)') as HTMLInputElement).placeholder).to.equal('Sin campeonato'));
    },
    fields: { subsessionId: 'ID de la subsesión', campeonatoId: 'Campeonato (opcional)', carreraId: 'Carrera', sesion: 'Sesión puntuable' },
    valid: { subsessionId: '71234567' },
    when: { carreraId: { campeonatoId: 'Copa Fórmula' }, sesion: { campeonatoId: 'Copa Fórmula', carreraId: 'k1' } },
    toInput: (v) => ({ campeonatoId: '', sesion: '1', ...v, ...(v.campeonatoId === undefined ? {} : { campeonatoId: v.campeonatoId === 'Copa Fórmula' ? 'c1' : '' }) }),
    requests: () => requests.sent.filter((r) => r.method !== 'GET'),
  });
});
