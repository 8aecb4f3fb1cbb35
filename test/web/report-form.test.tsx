import { render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { UserView } from '../../src/contracts/identity.views.js';
import { createReportSchema } from '../../src/contracts/stewarding.contract.js';
import { ReportForm } from '../../web/src/features/reports/components/report-form.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { itShowsEverySchemaError } from './schema-form-checks.js';

const user = { id: 'u1', rol: 'piloto', nombre: 'Ana', apellido: 'Ríos' } as unknown as UserView;
const championship = { id: 'c1', nombreCampeonato: 'Copa Fórmula', participantes: ['u1'], carreras: [{ id: 'r1', circuito: 'Monza', inicio: '2026-05-01T18:00:00.000Z' }] };
const drivers = [{ id: 'u2', nombre: 'Beto', apellido: 'Luna', username: 'beto' }];

describe('The report form (component)', () => {
  useDom();
  const requests = useRequestsStub();

  itShowsEverySchemaError('the report form', {
    schema: createReportSchema,
    open: async () => {
      requests.answer = (r) => ({ status: 200, body: r.url.endsWith('/pilotos') ? drivers : r.method === 'GET' ? { success: true, data: [championship] } : { numeroReporte: 1 } });
      render(
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter>
            <ReportForm user={user} />
          </MemoryRouter>
        </SWRConfig>,
      );
      await within(document.body).findByLabelText(/^Descripción del incidente/);
    },
    fields: {
      campeonato: 'Campeonato',
      carrera: 'Carrera',
      usuarioDenunciado: 'Piloto denunciado',
      vuelta: 'Vuelta',
      heat: 'Heat (opcional)',
      tiempoSesion: 'Tiempo de sesión (opcional)',
      curva: 'Curva o sector (opcional)',
      descripcion: 'Descripción del incidente',
      'videos.0': 'Enlace de video 1',
    },
    valid: { campeonato: 'c1', carrera: 'r1', usuarioDenunciado: 'Beto Luna', vuelta: '3', descripcion: 'Me sacó de la pista en la curva 1.' },
    toInput: (v) => ({ ...v, usuarioDenunciado: v.usuarioDenunciado === 'Beto Luna' ? 'u2' : '', videos: [v['videos.0'] ?? ''], 'videos.0': undefined }),
    requests: () => requests.sent.filter((r) => r.method !== 'GET'),
  });
});
