import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { ADMIN_CHAMPIONSHIPS_PAGE } from '../../src/contracts/championships.contract.js';
import { searchText } from '../../src/contracts/search-text.js';
import { ChampionshipPicker } from '../../web/src/components/championships/championship-picker.js';
import { PICKER_SEARCH_DELAY_MS } from '../../web/src/lib/user-search.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub, type SentRequest } from './requests-stub.js';

const option = (id: string, nombreCampeonato: string, serie: string, year: number, vigente: boolean) => ({
  id,
  nombreCampeonato,
  categoria: 'GT3',
  fechaInicio: `${year}-04-01T00:00:00.000Z`,
  fechaFin: `${year}-06-30T00:00:00.000Z`,
  precio: 1500,
  participantesRegistrados: 3,
  participantesMaximos: 20,
  vigente,
  serie,
});
const CHAMPIONSHIPS = [
  option('c26', 'Copa Volcán 2026', 'Serie Volcán', 2026, true),
  option('p26', 'Fórmula Pacífico 2026', 'Serie Pacífico', 2026, true),
  option('c25', 'Copa Volcán 2025', 'Serie Volcán', 2025, false),
  option('c19', 'Copa Volcán 2019', 'Serie Volcán', 2019, false),
];

/** The server as the options route answers: every word in the name, category, series or year; or one by id; the current first. */
const server = (r: SentRequest) => {
  const url = new URL(r.url, 'http://localhost');
  const id = url.searchParams.get('id');
  const words = searchText(url.searchParams.get('q') ?? '').split(/\s+/).filter(Boolean);
  const found = id
    ? CHAMPIONSHIPS.filter((c) => c.id === id)
    : CHAMPIONSHIPS.filter((c) => words.every((w) => searchText(`${c.nombreCampeonato}\n${c.categoria}\n${c.serie}\n${c.fechaInicio.slice(0, 4)}`).includes(w)));
  return { status: 200, body: { data: found.slice(0, Number(url.searchParams.get('limite') ?? 20)).map(({ serie: _serie, ...c }) => c) } };
};

function Form({ initialValue = '', initial }: { initialValue?: string; initial?: { id: string; nombreCampeonato: string } }) {
  const [value, setValue] = useState(initialValue);
  return (
    <>
      <ChampionshipPicker label="Campeonato" value={value} onChange={setValue} initial={initial} />
      <output>{value}</output>
    </>
  );
}

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const OPTIONS_URL = '/api/campeonatos/admin/opciones';

describe('The championship picker (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const asked = () => requests.sent.map((r) => r.url);
  const show = (form: React.ReactElement) => render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{form}</SWRConfig>);
  const names = (container: HTMLElement) => within(container).queryAllByRole('option', { hidden: true }).map((o) => o.firstElementChild?.textContent);

  beforeEach(() => {
    requests.answer = server;
  });

  it('offers the current editions first with nothing typed, then asks one bounded search once typing pauses', async () => {
    const view = show(<Form />);
    const box = within(view.container).getByRole('combobox', { name: 'Campeonato' }) as HTMLInputElement;
    await waitFor(() => expect(box.placeholder).to.equal('Escribe un nombre, serie o año'));
    expect(asked()).to.deep.equal([`${OPTIONS_URL}?limite=${ADMIN_CHAMPIONSHIPS_PAGE.pickerSize}`]);
    fireEvent.click(box);
    expect(names(view.container)).to.deep.equal(['Copa Volcán 2026', 'Fórmula Pacífico 2026', 'Copa Volcán 2025', 'Copa Volcán 2019']);

    for (const text of ['v', 'vol', 'volcan 2019']) {
      fireEvent.change(box, { target: { value: text } });
      await wait(20);
    }
    await wait(PICKER_SEARCH_DELAY_MS + 50);
    // One search for what was typed, never the whole list; the words may be in different fields.
    expect(asked()).to.deep.equal([`${OPTIONS_URL}?limite=20`, `${OPTIONS_URL}?limite=20&q=volcan+2019`]);
    await waitFor(() => expect(names(view.container)).to.deep.equal(['Copa Volcán 2019']));
    fireEvent.click(within(view.container).getByRole('option', { name: /Copa Volcán 2019/ }));
    expect(view.container.querySelector('output')?.textContent).to.equal('c19');
    expect(box.value).to.equal('Copa Volcán 2019');
  });

  it('lists what the server found by series, though the names do not hold the words typed', async () => {
    const view = show(<Form />);
    const box = within(view.container).getByRole('combobox', { name: 'Campeonato' }) as HTMLInputElement;
    await waitFor(() => expect(box.placeholder).to.equal('Escribe un nombre, serie o año'));
    fireEvent.click(box);
    fireEvent.change(box, { target: { value: 'serie pacifico' } });
    await wait(PICKER_SEARCH_DELAY_MS + 50);
    await waitFor(() => expect(names(view.container)).to.deep.equal(['Fórmula Pacífico 2026']));
  });

  it('keeps naming the chosen championship when a later search does not list it', async () => {
    const view = show(<Form initial={{ id: 'c19', nombreCampeonato: 'Copa Volcán 2019' }} initialValue="c19" />);
    const box = within(view.container).getByRole('combobox', { name: 'Campeonato' }) as HTMLInputElement;
    await waitFor(() => expect(box.placeholder).to.equal('Escribe un nombre, serie o año'));
    expect(box.value).to.equal('Copa Volcán 2019');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'pacifico' } });
    await wait(PICKER_SEARCH_DELAY_MS + 50);
    fireEvent.blur(box);
    expect(box.value).to.equal('Copa Volcán 2019');
    expect(view.container.querySelector('output')?.textContent).to.equal('c19');
  });

  it('names a championship the screen chose by id (a link’s) from the server, though the first answer does not list it', async () => {
    const view = show(<Form initialValue="c19" />);
    const box = within(view.container).getByRole('combobox', { name: 'Campeonato' }) as HTMLInputElement;
    requests.answer = (r) => {
      const answer = server(r);
      // The first answer: the current editions only.
      return new URL(r.url, 'http://localhost').searchParams.get('id') ? answer : { status: 200, body: { data: answer.body.data.slice(0, 2) } };
    };
    await waitFor(() => expect(box.value).to.equal('Copa Volcán 2019'));
    expect(asked()).to.include(`${OPTIONS_URL}?id=c19`);
  });
});
