import { act, fireEvent, render, within } from '@testing-library/react';
import { expect } from 'chai';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MyEntries } from '../../web/src/features/profile/components/my-entries.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';

const entry = (year: number, estado: 'inscrito' | 'pendiente' = 'inscrito') => ({ campeonatoId: `copa-${year}`, nombreCampeonato: `Copa ${year}`, estado, numeroAuto: year - 2000, equipo: null });

describe("The profile's 'Mis campeonatos', by pages (component)", () => {
  useDom();
  const requests = useRequestsStub();

  it("shows the first page, puts the next one below it with 'Ver más campeonatos', and stops at the last", async () => {
    requests.answer = (r) => {
      if (r.url.endsWith('?despues=lugar-2')) return { status: 200, body: { success: true, data: [entry(2016), entry(2015)], siguiente: null } };
      return { status: 200, body: { success: true, data: [entry(2030, 'pendiente'), entry(2026), entry(2025)], siguiente: 'lugar-2' } };
    };
    render(
      <MemoryRouter>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MyEntries />
        </SWRConfig>
      </MemoryRouter>,
    );
    const page = within(document.body);
    await page.findByText('Copa 2026');
    expect(page.getByText('Pendiente de aprobación')).to.not.equal(null);
    expect(page.queryByText('Copa 2016')).to.equal(null);
    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Ver más campeonatos' })));
    await page.findByText('Copa 2016');
    const names = page.getAllByRole('link').map((a) => a.textContent);
    expect(names).to.deep.equal(['Copa 2030', 'Copa 2026', 'Copa 2025', 'Copa 2016', 'Copa 2015']);
    expect(page.queryByRole('button', { name: 'Ver más campeonatos' })).to.equal(null);
    expect(requests.sent.filter((r) => r.url.includes('mis-inscripciones')).map((r) => r.url.replace(/^.*\/api/, '/api'))).to.deep.equal([
      '/api/campeonatos/mis-inscripciones',
      '/api/campeonatos/mis-inscripciones?despues=lugar-2',
    ]);
  });
});
