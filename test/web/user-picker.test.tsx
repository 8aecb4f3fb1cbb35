import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { USERS_PAGE } from '../../src/contracts/identity.contract.js';
import { UserPicker } from '../../web/src/components/users/user-picker.js';
import { PICKER_SEARCH_DELAY_MS } from '../../web/src/lib/user-search.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub, type SentRequest } from './requests-stub.js';

const PEOPLE = [
  { id: 'u1', nombre: 'Ana', apellido: 'García', email: 'ana@ejemplo.mx' },
  { id: 'u2', nombre: 'Beto', apellido: 'Garza', email: 'beto@ejemplo.mx' },
  { id: 'u3', nombre: 'Carla', apellido: 'Sol', email: 'carla@ejemplo.mx' },
];

/** The server as the admin list answers: the accounts whose name or e-mail contains the search, at most `limite`. */
const server = (r: SentRequest) => {
  const url = new URL(r.url, 'http://localhost');
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const found = PEOPLE.filter((p) => `${p.nombre} ${p.apellido}\n${p.email}`.toLowerCase().includes(search));
  return { status: 200, body: { data: found.slice(0, Number(url.searchParams.get('limite'))), siguiente: null } };
};

function Form({ rol, initial }: { rol?: 'comisario'; initial?: { id: string; nombre: string; apellido: string } }) {
  const [value, setValue] = useState(initial?.id ?? '');
  return (
    <>
      <UserPicker label="Piloto" value={value} onChange={setValue} rol={rol} initial={initial} />
      <output>{value}</output>
    </>
  );
}

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('The user picker (component)', () => {
  useDom();
  const requests = useRequestsStub();
  const asked = () => requests.sent.map((r) => r.url);
  const show = (form: React.ReactElement) => render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{form}</SWRConfig>);

  beforeEach(() => {
    requests.answer = server;
  });

  it('asks the server for a bounded page as one types, once typing pauses, and offers what it answers', async () => {
    const view = show(<Form />);
    const box = within(view.container).getByRole('combobox', { name: 'Piloto' }) as HTMLInputElement;
    await waitFor(() => expect(box.placeholder).to.equal('Escribe un nombre o correo'));
    expect(asked()).to.deep.equal([`/api/users?limite=${USERS_PAGE.pickerSize}`]);

    for (const text of ['g', 'ga', 'gar']) {
      fireEvent.change(box, { target: { value: text } });
      await wait(20);
    }
    await wait(PICKER_SEARCH_DELAY_MS + 50);
    // One search for what was typed, not one per key, and never the whole list.
    expect(asked()).to.deep.equal([`/api/users?limite=${USERS_PAGE.pickerSize}`, `/api/users?limite=${USERS_PAGE.pickerSize}&search=gar`]);
    await waitFor(() => expect(within(view.container).getAllByRole('option', { hidden: true }).map((o) => o.firstElementChild?.textContent)).to.deep.equal(['Ana García', 'Beto Garza']));
    fireEvent.click(within(view.container).getByRole('option', { name: /Beto Garza/ }));
    expect(view.container.querySelector('output')?.textContent).to.equal('u2');
    expect(box.value).to.equal('Beto Garza');
  });

  it('keeps naming the chosen account when a later search does not find it, and names an edited record’s from the start', async () => {
    const view = show(<Form initial={{ id: 'u3', nombre: 'Carla', apellido: 'Sol' }} />);
    const box = within(view.container).getByRole('combobox', { name: 'Piloto' }) as HTMLInputElement;
    await waitFor(() => expect(box.placeholder).to.equal('Escribe un nombre o correo'));
    expect(box.value).to.equal('Carla Sol');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'beto' } });
    await wait(PICKER_SEARCH_DELAY_MS + 50);
    fireEvent.blur(box);
    expect(box.value).to.equal('Carla Sol');
    expect(view.container.querySelector('output')?.textContent).to.equal('u3');
  });

  it('takes typing before its first answer and after a failed one: the box is never disabled and keeps what was typed', async () => {
    let failFirst = true;
    requests.answer = (r) => {
      if (failFirst) {
        failFirst = false;
        return { status: 500, body: { error: 'Error interno' } };
      }
      return server(r);
    };
    const view = show(<Form />);
    const box = within(view.container).getByRole('combobox', { name: 'Piloto' }) as HTMLInputElement;
    // Disabling a focused box takes its focus, and leaving the box drops what was typed.
    const disabledAt: string[] = [];
    new MutationObserver(() => box.disabled && disabledAt.push(box.value)).observe(box, { attributes: true, attributeFilter: ['disabled'] });
    expect(box.disabled, 'usable before the first answer').to.equal(false);
    await waitFor(() => expect(within(view.container).getByText('No se pudieron buscar los usuarios: escribe de nuevo para reintentar')).to.exist);

    box.focus();
    fireEvent.change(box, { target: { value: 'garza' } });
    await wait(PICKER_SEARCH_DELAY_MS + 50);
    await waitFor(() => expect(within(view.container).getAllByRole('option', { hidden: true }).map((o) => o.firstElementChild?.textContent)).to.deep.equal(['Beto Garza']));
    expect(view.container.querySelector('[aria-live]')?.textContent).to.equal('1 coincidencia');
    expect(box.value).to.equal('garza');
    expect(disabledAt, 'the box was disabled while it held').to.deep.equal([]);
    expect(within(view.container).queryByText('No se pudieron buscar los usuarios: escribe de nuevo para reintentar')).to.equal(null);
  });

  it('asks only one role’s accounts when told (the stewards picker)', async () => {
    const view = show(<Form rol="comisario" />);
    const box = within(view.container).getByRole('combobox', { name: 'Piloto' }) as HTMLInputElement;
    await waitFor(() => expect(box.placeholder).to.equal('Escribe un nombre o correo'));
    expect(asked()).to.deep.equal([`/api/users?limite=${USERS_PAGE.pickerSize}&rol=comisario`]);
  });
});
