import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, useSWRConfig } from 'swr';
import type { MyReportsAnswer, ReportView } from '../../src/contracts/stewarding.views.js';
import { MY_REPORTS_KEY } from '../../web/src/features/reports/api/reports.js';
import { MyReports } from '../../web/src/features/reports/components/my-reports.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub, type SentRequest, type StubAnswer } from './requests-stub.js';

const ana = { id: 'ana', nombre: 'Ana', apellido: 'Ruiz', username: 'ana' };
const beto = { id: 'beto', nombre: 'Beto', apellido: 'Luna', username: 'beto' };

const report = (numero: number, against = false): ReportView => ({
  id: `rep-${numero}`,
  _id: `rep-${numero}`,
  numeroReporte: numero,
  fecha: '2026-04-05T12:00:00.000Z',
  descripcion: 'Contacto en la curva 1.',
  usuario: against ? beto : ana,
  usuarioDenunciado: against ? ana : beto,
  campeonato: { id: 'copa', nombreCampeonato: 'Copa Bajío' },
  carrera: { id: 'r1', circuito: 'Monza', fechaInicio: '2026-04-04T00:00:00.000Z', inicio: '2026-04-05T02:00:00.000Z' },
  vuelta: 3,
  heat: null,
  tiempoSesion: null,
  segundoSesion: null,
  curva: null,
  capturasPantalla: [],
  videos: [],
  resuelto: false,
  aprobado: false,
  estado: 'pendiente',
  decision: null,
  sancion: null,
  panel: null,
  apelaciones: [],
  apelableHasta: null,
});
const reports = (numbers: number[], against = false) => numbers.map((n) => report(n, against));

/** Ana's first pages: filed 30 and 29 of 5, one about her of 3, each list with its next page. */
const FIRST: MyReportsAnswer = {
  presentados: reports([30, 29]),
  enMiContra: reports([28], true),
  total: { presentados: 5, enMiContra: 3 },
  siguiente: { presentados: 'p-1', enMiContra: 'c-1' },
};

/** Reads the first page again, as a filed report or an appeal does. */
function ReadAgain() {
  const { mutate } = useSWRConfig();
  return (
    <button type="button" onClick={() => void mutate(MY_REPORTS_KEY)}>
      Leer otra vez
    </button>
  );
}

function show() {
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ReadAgain />
        <MyReports userId="ana" />
      </SWRConfig>
    </MemoryRouter>,
  );
  return within(document.body);
}

/** The report numbers one list's table shows, in order. */
const numbersIn = (page: ReturnType<typeof within>, title: string) =>
  within(page.getByRole('table', { name: title }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')!.textContent);

const asked = (sent: SentRequest[]) => sent.filter((r) => r.url.includes('mis-reportes')).map((r) => r.url.replace(/^.*\/api/, '/api'));

describe("The profile's 'Mis reportes', by pages (component)", () => {
  useDom();
  const requests = useRequestsStub();

  function answering(pages: Record<string, StubAnswer>, first: () => MyReportsAnswer = () => FIRST) {
    requests.answer = (r) => {
      const path = r.url.replace(/^.*\/api/, '/api');
      if (path === MY_REPORTS_KEY) return { status: 200, body: first() };
      return pages[path] ?? { status: 404, body: { message: 'No encontrado' } };
    };
  }

  it("puts each list's next page below it with its own 'Ver más reportes', keeps the totals in the headings and stops at the last page", async () => {
    answering({
      '/api/reportes/mis-reportes/presentados?despues=p-1': { status: 200, body: { data: reports([20, 19]), siguiente: 'p-2' } },
      '/api/reportes/mis-reportes/presentados?despues=p-2': { status: 200, body: { data: reports([12]), siguiente: null } },
      '/api/reportes/mis-reportes/en-mi-contra?despues=c-1': { status: 200, body: { data: reports([11, 10], true), siguiente: null } },
    });
    const page = show();
    await page.findByRole('table', { name: 'Reportes que presenté' });
    expect(page.getByRole('heading', { name: 'Reportes que presenté (5)' })).to.not.equal(null);
    expect(page.getByRole('heading', { name: 'Reportes en mi contra (3)' })).to.not.equal(null);
    expect(numbersIn(page, 'Reportes que presenté')).to.deep.equal(['#30', '#29']);

    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Ver más reportes que presenté' })));
    await page.findByText('#20');
    expect(numbersIn(page, 'Reportes que presenté')).to.deep.equal(['#30', '#29', '#20', '#19']);
    expect(numbersIn(page, 'Reportes en mi contra'), 'the other list is left as it was').to.deep.equal(['#28']);
    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Ver más reportes que presenté' })));
    await page.findByText('#12');
    expect(numbersIn(page, 'Reportes que presenté')).to.deep.equal(['#30', '#29', '#20', '#19', '#12']);
    expect(page.queryByRole('button', { name: 'Ver más reportes que presenté' })).to.equal(null);
    expect(page.getByRole('heading', { name: 'Reportes que presenté (5)' })).to.not.equal(null);

    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Ver más reportes en mi contra' })));
    await page.findByText('#10');
    expect(numbersIn(page, 'Reportes en mi contra')).to.deep.equal(['#28', '#11', '#10']);
    expect(page.queryByRole('button', { name: /Ver más reportes/ })).to.equal(null);
    expect(asked(requests.sent)).to.deep.equal([
      '/api/reportes/mis-reportes',
      '/api/reportes/mis-reportes/presentados?despues=p-1',
      '/api/reportes/mis-reportes/presentados?despues=p-2',
      '/api/reportes/mis-reportes/en-mi-contra?despues=c-1',
    ]);
  });

  it('says so when a page fails, keeps what it shows, and loads it on a retry', async () => {
    let fails = true;
    requests.answer = (r) => {
      const path = r.url.replace(/^.*\/api/, '/api');
      if (path === MY_REPORTS_KEY) return { status: 200, body: FIRST };
      if (fails) return { status: 500, body: { message: 'fallo' } };
      return { status: 200, body: { data: reports([20]), siguiente: null } };
    };
    const page = show();
    await page.findByRole('table', { name: 'Reportes que presenté' });
    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Ver más reportes que presenté' })));
    await page.findByText('No se pudieron cargar más reportes. Inténtalo de nuevo.');
    expect(numbersIn(page, 'Reportes que presenté')).to.deep.equal(['#30', '#29']);
    fails = false;
    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Reintentar' })));
    await page.findByText('#20');
    expect(numbersIn(page, 'Reportes que presenté')).to.deep.equal(['#30', '#29', '#20']);
    expect(page.queryByText('No se pudieron cargar más reportes. Inténtalo de nuevo.')).to.equal(null);
  });

  it('reads the pages shown again from a new first page, so the list keeps its length and shows no report twice', async () => {
    let first = FIRST;
    answering(
      {
        '/api/reportes/mis-reportes/presentados?despues=p-1': { status: 200, body: { data: reports([20, 19]), siguiente: 'p-2' } },
        // After a new report #31: the first page ends at #30, the next one starts with #29.
        '/api/reportes/mis-reportes/presentados?despues=p-1b': { status: 200, body: { data: reports([29, 20]), siguiente: 'p-2b' } },
      },
      () => first,
    );
    const page = show();
    await page.findByRole('table', { name: 'Reportes que presenté' });
    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Ver más reportes que presenté' })));
    await page.findByText('#20');
    first = { ...FIRST, presentados: reports([31, 30]), total: { presentados: 6, enMiContra: 3 }, siguiente: { presentados: 'p-1b', enMiContra: 'c-1' } };
    await act(async () => void fireEvent.click(page.getByRole('button', { name: 'Leer otra vez' })));
    await page.findByRole('heading', { name: 'Reportes que presenté (6)' });
    await page.findByText('#31');
    await waitFor(() => expect(numbersIn(page, 'Reportes que presenté')).to.deep.equal(['#31', '#30', '#29', '#20']));
    expect(asked(requests.sent).slice(-2)).to.deep.equal(['/api/reportes/mis-reportes', '/api/reportes/mis-reportes/presentados?despues=p-1b']);
    expect(page.getByRole('button', { name: 'Ver más reportes que presenté' })).to.not.equal(null);
  });
});
