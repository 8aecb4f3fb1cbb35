import { act, fireEvent, render, within } from '@testing-library/react';
import { expect } from 'chai';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RecordsPage } from '../../web/src/features/track-records/components/records-page.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';

const record = (n: number) => ({
  id: `r${n}`,
  _id: `r${n}`,
  user: { id: 'u1', _id: 'u1', nombre: 'Ana', apellido: 'Ríos' },
  circuit: `Pista ${n}`,
  car: 'BMW M4 GT3',
  lapTime: '1:30.000',
  lapTimeMs: 90_000,
  recordDate: '2026-03-14',
  origen: 'manual',
  subsessionId: null,
  createdAt: '2026-03-14T00:00:00.000Z',
  updatedAt: '2026-03-14T00:00:00.000Z',
});

describe('The public records page by pages (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const asked = () => requests.sent.filter((r) => r.method === 'GET').map((r) => r.url.replace(/^.*\/api/, '/api'));

  it('adds the next page below the rows shown with "Ver más récords", asked by place, and searches the circuit and car on the server', async () => {
    let failNext = true;
    requests.answer = (r) => {
      if (r.url.includes('circuito=')) return { status: 200, body: { success: true, data: [record(9)], siguiente: null, total: 1 } };
      if (r.url.includes('despues=lugar-2')) {
        if (failNext) {
          failNext = false;
          return { status: 500, body: { message: 'Error interno' } };
        }
        return { status: 200, body: { success: true, data: [record(3)], siguiente: null } };
      }
      return { status: 200, body: { success: true, data: [record(1), record(2)], siguiente: 'lugar-2', total: 3 } };
    };
    render(
      <MemoryRouter>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <RecordsPage />
        </SWRConfig>
      </MemoryRouter>,
    );
    const page = within(document.body);
    await page.findByText('Pista 1');
    // The count is of every standing record, not of the page shown.
    await page.findByText('3 récords');
    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Ver más récords' })));
    await page.findByText('No se pudieron cargar más récords de pista.');
    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Reintentar' })));
    await page.findByText('Pista 3');
    expect(page.getAllByRole('row').map((row) => row.textContent).filter((text) => text?.includes('Pista'))).to.have.length(3);
    expect(page.queryByRole('button', { name: 'Ver más récords' })).to.equal(null);

    await act(async () => void fireEvent.change(page.getByLabelText('Circuito'), { target: { value: 'Ímola' } }));
    await page.findByText('Pista 9', {}, { timeout: 3000 });
    await page.findByText('1 récord');
    expect(page.queryByText('Pista 1')).to.equal(null);
    expect(asked()).to.include.members(['/api/track-records/allrecords?vigentes=1', '/api/track-records/allrecords?vigentes=1&despues=lugar-2', `/api/track-records/allrecords?vigentes=1&circuito=${encodeURIComponent('Ímola')}`]);
  });
});
