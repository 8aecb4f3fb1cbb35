import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { atWidths, axeViolations, describeViolations, pickChampionship, signIn, useBrowserSuite } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { addChampionship } from './championship-data.js';

const ADMIN = { email: 'jefa@ejemplo.test', password: 'admin123' };
const name = (n: number) => `Copa Histórica ${String(n).padStart(2, '0')}`;

async function expectClean(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${where}\n${describeViolations(violations)}`).to.deep.equal([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where}: no sideways scroll`).to.be.at.most(0);
}

/** Every championships request the page makes, path and query. */
function recordChampionshipReads(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/campeonatos')) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

describe('The admin championships by pages and the championship picker in the browser', function () {
  this.timeout(240_000);
  const suite = useBrowserSuite();

  beforeEach(async () => {
    await truncateAll(suite.context);
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: ADMIN.email, password: ADMIN.password, nombre: 'Laura', apellido: 'Jefa' });
    // 23 championships, one a week back in time: the 1st is the newest.
    for (let n = 1; n <= 23; n++) await addChampionship(suite.context, { nombre: name(n), startsIn: 200 - n * 7, endsIn: 260 - n * 7 });
  });

  it('lists 20 championships a page, the newest first, with Anterior and Siguiente, and searches on the server (360 and 1440 px)', async () => {
    const page = await suite.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    const asked = recordChampionshipReads(page);
    await page.goto('/admin/campeonatos');
    const list = page.locator('ul.admin-champs > li');
    await page.getByText('Campeonatos 1–20').waitFor();
    expect(await list.count()).to.equal(20);
    expect(await list.first().innerText()).to.include(name(1));
    const pager = page.getByRole('navigation', { name: 'Paginación' });
    await atWidths(page, [360, 1440], (width) => expectClean(page, `/admin/campeonatos page 1 at ${width}px`));

    await pager.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Campeonatos 21–23').waitFor();
    await pager.getByText('Página 2').waitFor();
    expect(await list.count()).to.equal(3);
    expect(await list.last().innerText()).to.include(name(23));
    await atWidths(page, [360, 1440], (width) => expectClean(page, `/admin/campeonatos page 2 at ${width}px`));
    await pager.getByRole('button', { name: 'Anterior' }).click();
    await page.getByText('Campeonatos 1–20').waitFor();

    await page.getByLabel('Buscar campeonatos').fill('historica 07');
    await page.getByText('1 campeonato para “historica 07”').waitFor();
    expect(await list.count()).to.equal(1);
    expect(await list.first().innerText()).to.include(name(7));
    // No read of every championship.
    expect(asked.filter((url) => url === '/api/campeonatos' || url.startsWith('/api/campeonatos?'))).to.deep.equal([]);
    expect(asked.some((url) => url.startsWith('/api/campeonatos/admin?') && url.includes('despues='))).to.equal(true);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('the race form picks an old championship by typing, keeps its name, and no screen reads every championship (360 and 1440 px)', async () => {
    const page = await suite.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    const asked = recordChampionshipReads(page);
    await page.goto('/admin/carreras/crear');
    await page.getByRole('heading', { name: 'Nueva Carrera' }).waitFor();
    const box = page.getByRole('combobox', { name: 'Campeonato', exact: true });
    await box.click();
    // With nothing typed, the newest 20: the oldest three are found by typing.
    const listbox = page.getByRole('listbox', { name: 'Campeonato' });
    await listbox.getByRole('option', { name: new RegExp(`^${name(1)}`) }).waitFor();
    expect(await listbox.getByRole('option').count()).to.equal(20);
    expect(await listbox.getByRole('option', { name: new RegExp(`^${name(23)}`) }).count()).to.equal(0);
    await atWidths(page, [360, 1440], (width) => expectClean(page, `the championship picker open at ${width}px`));

    await pickChampionship(page, 'Campeonato', name(23));
    // A later search that does not list it leaves it chosen.
    await box.fill('historica 05');
    await page.getByRole('option', { name: new RegExp(`^${name(5)}`) }).waitFor();
    await box.press('Escape');
    await page.getByRole('textbox', { name: /^Circuito\b/ }).click();
    expect(await box.inputValue()).to.equal(name(23));

    // The races screen named by a link's championship, and the filter emptied shows all.
    const c = await suite.context.knex('championships').where({ nombreCampeonato: name(22) }).first('id');
    await page.goto(`/admin/carreras?campeonatoId=${c.id}`);
    await page.waitForFunction((expected) => (document.querySelector('input[role="combobox"]') as HTMLInputElement | null)?.value === expected, name(22));
    await atWidths(page, [360, 1440], (width) => expectClean(page, `/admin/carreras with a championship at ${width}px`));
    expect(asked.filter((url) => url === '/api/campeonatos' || url.startsWith('/api/campeonatos?'))).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
