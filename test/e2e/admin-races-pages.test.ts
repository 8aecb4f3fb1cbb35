import { expect } from 'chai';
import { atWidths, expectCleanAt, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship, addRace } from './championship-data.js';

const circuit = (i: number) => `Circuito ${String(i).padStart(2, '0')}`;

describe("The admin's races screen with every championship, a page at a time, in the browser (docs/adr/0065)", function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  it('shows 50 races a page in the calendar order with Anterior and Siguiente, never every race ever (360 and 1440 px)', async () => {
    const admin = await createUser(suite.context, { rol: 'admin' });
    const old = await addChampionship(suite.context, { nombre: 'Copa Antigua', startsIn: -400, endsIn: -300 });
    const current = await addChampionship(suite.context, { nombre: 'Copa Vigente', startsIn: -10, endsIn: 90 });
    // 52 races, a day apart, oldest first; the last two of the current championship at one start.
    for (let i = 0; i < 52; i++) await addRace(suite.context, i < 40 ? old.id : current.id, { circuito: circuit(i), inDays: Math.min(i, 50) - 60, hora: '20:00' });

    const page = await suite.newPage({ width: 1440, height: 900 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/carreras')) asked.push(`${url.pathname}${url.search}`);
    });
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/carreras');
    const paging = page.getByRole('navigation', { name: 'Paginación' });
    await page.getByText(circuit(0), { exact: true }).first().waitFor();
    await page.getByText(circuit(49), { exact: true }).first().waitFor();
    expect(await page.getByText(circuit(50), { exact: true }).count()).to.equal(0);
    await paging.getByText('Página 1').waitFor();
    expect(await paging.getByRole('button', { name: 'Anterior' }).isDisabled()).to.equal(true);
    await waitForQuietNetwork(page);
    await atWidths(page, [360, 1440], (width) => expectCleanAt(page, `/admin/carreras, page 1, at ${width} px`));

    await paging.getByRole('button', { name: 'Siguiente' }).click();
    await paging.getByText('Página 2').waitFor();
    await page.getByText(circuit(50), { exact: true }).first().waitFor();
    await page.getByText(circuit(51), { exact: true }).first().waitFor();
    expect(await page.getByText(circuit(49), { exact: true }).count()).to.equal(0);
    expect(await paging.getByRole('button', { name: 'Siguiente' }).isDisabled()).to.equal(true);
    // Each row as before: its championship and its round.
    const row = page.getByRole('row').filter({ hasText: circuit(50) });
    expect(await row.first().innerText()).to.include('Copa Vigente');
    // The search looks through every championship's races on the server, from its own first page:
    // 'Circuito 05' to '45' of page 1 and the other championship's '50' and '51' of page 2.
    await page.getByLabel('Buscar por circuito').fill('5');
    await page.getByText(circuit(5), { exact: true }).first().waitFor();
    await page.getByText(circuit(50), { exact: true }).first().waitFor();
    // One page of matches: no paging.
    await paging.waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter({ hasText: /Circuito \d\d/ }).allInnerTexts()).to.have.length(7);
    for (const i of [5, 15, 25, 35, 45, 51]) expect(await page.getByText(circuit(i), { exact: true }).count(), circuit(i)).to.equal(1);
    await waitForQuietNetwork(page);
    await atWidths(page, [360, 1440], (width) => expectCleanAt(page, `/admin/carreras, searched, at ${width} px`));
    await page.getByLabel('Buscar por circuito').fill('Nürburgring');
    await page.getByText('Ninguna carrera coincide con “Nürburgring”.').waitFor();
    // The search emptied: back on the page it left.
    await page.getByLabel('Buscar por circuito').fill('');
    await paging.getByText('Página 2').waitFor();
    await page.getByText(circuit(51), { exact: true }).first().waitFor();
    await atWidths(page, [360, 1440], (width) => expectCleanAt(page, `/admin/carreras, page 2, at ${width} px`));

    // The two at one start swap rounds though the page holds only part of their calendar.
    const down = page.getByRole('button', { name: /^Bajar Circuito 5[01] a la ronda 12$/ });
    const first = (await down.getAttribute('aria-label'))!.slice('Bajar '.length, 'Bajar '.length + circuit(50).length);
    await down.click();
    const other = first === circuit(50) ? circuit(51) : circuit(50);
    await page.getByRole('button', { name: `Bajar ${other} a la ronda 12` }).waitFor();
    await paging.getByText('Página 2').waitFor();

    await paging.getByRole('button', { name: 'Anterior' }).click();
    await paging.getByText('Página 1').waitFor();
    await page.getByText(circuit(0), { exact: true }).first().waitFor();

    expect(asked.filter((q) => q.startsWith('/api/carreras/admin?despues='))).to.not.deep.equal([]);
    expect(asked).to.include('/api/carreras/admin?q=5');
    // Never every race ever: the whole list is asked by no one.
    expect(asked.filter((q) => q === '/api/carreras')).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
