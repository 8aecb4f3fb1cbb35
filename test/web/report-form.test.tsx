import { fireEvent, render, within } from '@testing-library/react';
import { expect } from 'chai';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { UserView } from '../../src/contracts/identity.views.js';
import { createReportSchema } from '../../src/contracts/stewarding.contract.js';
import { ReportForm } from '../../web/src/features/reports/components/report-form.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';
import { itShowsEverySchemaError } from './schema-form-checks.js';

const user = { id: 'u1', rol: 'piloto', nombre: 'Ana', apellido: 'Ríos' } as unknown as UserView;
const championship = { id: 'c1', nombreCampeonato: 'Copa Fórmula', carreras: [{ id: 'r1', circuito: 'Monza', inicio: '2026-05-01T18:00:00.000Z' }] };
const drivers = [{ id: 'u2', nombre: 'Beto', apellido: 'Luna', username: 'beto' }];

const older = { id: 'c0', nombreCampeonato: 'Copa Invierno', carreras: [{ id: 'r0', circuito: 'Spa', inicio: '2025-12-01T18:00:00.000Z' }] };

function renderForm(): void {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <ReportForm user={user} />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const optionsOf = (label: string) => within(document.body).getByLabelText(new RegExp(`^${label}`)).querySelectorAll('option');

describe('The report form (component)', () => {
  useDom();
  const requests = useRequestsStub();

  it('reads the driver’s championships a page at a time, never the whole list, and adds the older ones above with Ver campeonatos anteriores', async () => {
    requests.answer = (r) => ({
      status: 200,
      body: r.url.includes('despues=') ? { data: [older], siguiente: null } : r.url.endsWith('/pilotos') ? drivers : { data: [championship], siguiente: 'lugar-1' },
    });
    renderForm();
    const more = await within(document.body).findByRole('button', { name: 'Ver campeonatos anteriores' });
    expect([...optionsOf('Campeonato')].map((o) => o.textContent)).to.deep.equal(['Selecciona un campeonato', 'Copa Fórmula']);
    fireEvent.click(more);
    await within(document.body).findByRole('option', { name: 'Copa Invierno' });
    // The select lists the oldest first, as it always did; nothing more to ask, so the button goes.
    expect([...optionsOf('Campeonato')].map((o) => o.textContent)).to.deep.equal(['Selecciona un campeonato', 'Copa Invierno', 'Copa Fórmula']);
    expect(within(document.body).queryByRole('button', { name: 'Ver campeonatos anteriores' })).to.equal(null);
    expect(requests.sent.map((r) => r.url.replace(/^https?:\/\/[^/]+/, ''))).to.deep.equal(['/api/reportes/campeonatos', '/api/reportes/campeonatos?despues=lugar-1']);
  });

  it('says when an older page could not be read, and tries again', async () => {
    let fail = true;
    requests.answer = (r) => (r.url.includes('despues=') ? (fail ? { status: 500, body: { message: 'fallo' } } : { status: 200, body: { data: [older], siguiente: null } }) : { status: 200, body: { data: [championship], siguiente: 'lugar-1' } });
    renderForm();
    fireEvent.click(await within(document.body).findByRole('button', { name: 'Ver campeonatos anteriores' }));
    await within(document.body).findByText('No se pudieron cargar más campeonatos. Inténtalo de nuevo.');
    fail = false;
    fireEvent.click(within(document.body).getByRole('button', { name: 'Ver campeonatos anteriores' }));
    await within(document.body).findByRole('option', { name: 'Copa Invierno' });
    expect(requests.sent.some((r) => /\/api\/campeonatos/.test(r.url))).to.equal(false);
  });

  itShowsEverySchemaError('the report form', {
    schema: createReportSchema,
    open: async () => {
      requests.answer = (r) => ({ status: 200, body: r.url.endsWith('/pilotos') ? drivers : r.method === 'GET' ? { data: [championship], siguiente: null } : { numeroReporte: 1 } });
      renderForm();
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
