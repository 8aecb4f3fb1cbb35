import { act, fireEvent, render, within } from '@testing-library/react';
import { expect } from 'chai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { TrackRecordsAdmin } from '../../web/src/features/admin-track-records/components/track-records-admin.js';
import { BlockedAccounts } from '../../web/src/features/data-rights/components/blocked-data.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';

const show = (screen: ReactNode) =>
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{screen}</SWRConfig>
    </MemoryRouter>,
  );

const record = (n: number) => ({
  id: `r${n}`,
  _id: `r${n}`,
  user: { id: 'u1', _id: 'u1', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.mx' },
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

const account = (n: number) => ({ userId: `c${n}`, nombre: `Cuenta ${n}`, email: `c${n}@ejemplo.mx`, bloqueadaEn: '2026-03-01T18:00:00.000Z', conservarHasta: '2031-03-01T18:00:00.000Z', eliminadaEn: null, conservado: [] });

describe('The paged records and cancelled accounts screens (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const asked = (part: string) => requests.sent.filter((r) => r.method === 'GET' && r.url.includes(part)).map((r) => r.url.replace(/^.*\/api/, '/api'));

  it('pages the admin records by place, and asks the server for a search from its first page', async () => {
    requests.answer = (r) => {
      if (r.url.includes('/sugerencias')) return { status: 200, body: { success: true, data: [] } };
      if (r.url.includes('search=')) return { status: 200, body: { success: true, data: [record(9)], siguiente: null } };
      if (r.url.endsWith('/allrecords?despues=lugar-2')) return { status: 200, body: { success: true, data: [record(3)], siguiente: null } };
      return { status: 200, body: { success: true, data: [record(1), record(2)], siguiente: 'lugar-2' } };
    };
    show(<TrackRecordsAdmin />);
    const page = within(document.body);
    await page.findByText('Pista 1');
    await page.findByText('Récords 1–2');
    expect(page.getByRole('navigation', { name: 'Paginación' }).textContent).to.include('Página 1');
    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Siguiente' })));
    await page.findByText('Pista 3');
    expect(page.getByRole('navigation', { name: 'Paginación' }).textContent).to.include('Página 2');
    expect((page.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).to.equal(true);
    await act(async () => void fireEvent.change(page.getByLabelText('Buscar récords'), { target: { value: 'ríos' } }));
    await page.findByText('Pista 9', {}, { timeout: 3000 });
    await page.findByText('1 récord para “ríos”');
    expect(page.queryByRole('navigation', { name: 'Paginación' })).to.equal(null);
    expect(asked('/allrecords')).to.include.members(['/api/track-records/allrecords', '/api/track-records/allrecords?despues=lugar-2', `/api/track-records/allrecords?search=${encodeURIComponent('ríos')}`]);
  });

  it('pages the cancelled accounts by place, and shows the page already read when going back', async () => {
    requests.answer = (r) => {
      if (r.url.endsWith('/bloqueados?despues=lugar-2')) return { status: 200, body: { cuentas: [account(3)], siguiente: null } };
      return { status: 200, body: { cuentas: [account(1), account(2)], siguiente: 'lugar-2' } };
    };
    show(<BlockedAccounts />);
    const page = within(document.body);
    await page.findByText('Cuenta 1 (c1@ejemplo.mx)');
    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Siguiente' })));
    await page.findByText('Cuenta 3 (c3@ejemplo.mx)');
    expect(page.getByRole('navigation', { name: 'Paginación' }).textContent).to.include('Página 2');
    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Anterior' })));
    await page.findByText('Cuenta 1 (c1@ejemplo.mx)');
    // Each read of blocked data is logged: each page is asked once.
    expect(asked('/bloqueados')).to.deep.equal(['/api/datos-personales/admin/bloqueados', '/api/datos-personales/admin/bloqueados?despues=lugar-2']);
  });
});
