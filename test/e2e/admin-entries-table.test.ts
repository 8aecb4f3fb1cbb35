import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import type { Actor } from '../../src/modules/identity/index.js';
import { atWidths, expectCleanAt, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship } from './championship-data.js';

const SHOTS = '/tmp/parrilla-e2e';

/** Each heading of the table whose box meets the pinned actions column's box (none when it is not pinned). */
function headingsUnderActions(page: Page, caption: string): Promise<string[]> {
  return page.evaluate((name) => {
    const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === name);
    if (!table) throw new Error(`no table «${name}»`);
    const actions = table.querySelector('thead th.table__actions');
    if (!actions || getComputedStyle(actions).position !== 'sticky') return [];
    const pinned = actions.getBoundingClientRect();
    return [...table.querySelectorAll('thead th:not(.table__actions)')]
      .filter((th) => getComputedStyle(th).display !== 'none' && th.getBoundingClientRect().width > 0)
      .filter((th) => {
        const box = th.getBoundingClientRect();
        return box.right > pinned.left + 0.5 && box.left < pinned.right - 0.5;
      })
      .map((th) => th.textContent ?? '');
  }, caption);
}

/** Headings whose text is cut: wider than their cell. */
function clippedHeadings(page: Page, caption: string): Promise<string[]> {
  return page.evaluate((name) => {
    const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === name)!;
    return [...table.querySelectorAll('thead th')].filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => th.textContent ?? '');
  }, caption);
}

/**
 * Every place an e-mail address in the table goes onto a new line, as 'before|after', where it is
 * not after the '@' or a dash, or before a '.', '-', '_' or '+' (inside a word).
 */
function emailsBrokenInsideAWord(page: Page, caption: string): Promise<string[]> {
  return page.evaluate((name) => {
    const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === name)!;
    const bad: string[] = [];
    for (const email of table.querySelectorAll('.email-text')) {
      const chars: Array<{ c: string; top: number }> = [];
      const walker = document.createTreeWalker(email, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i += 1) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ c: node.data[i]!, top: rect.top });
        }
      }
      const text = chars.map((ch) => ch.c).join('');
      for (let i = 1; i < chars.length; i += 1) {
        if (chars[i]!.top <= chars[i - 1]!.top + 2) continue;
        const sensible = chars[i - 1]!.c === '@' || chars[i - 1]!.c === '-' || '.-_+'.includes(chars[i]!.c);
        if (!sensible) bad.push(`${text.slice(0, i)}|${text.slice(i)}`);
      }
    }
    return bad;
  }, caption);
}

describe('The admin entries table at a laptop’s width and on a phone', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  let admin: Actor;

  beforeEach(async () => {
    await truncateAll(suite.context);
    const created = await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
    admin = { id: created.user.id, rol: 'superadmin', suspendido: false };
  });

  it('breaks e-mail addresses only after the @ or before a dot, and hides no heading behind the pinned actions column, at 1366 and 360 px', async () => {
    const { context } = suite;
    const c = await addChampionship(context, { nombre: 'Copa Laptop', precio: 0, max: 10 });
    await context.container.get(CHAMPIONSHIPS.UpdateChampionship).execute(admin, c.id, { fields: { categoriaLicencia: 'sports_car', licenciaMinima: 'D' } });
    const drivers = [
      { nombre: 'Alejandra', apellido: 'Fernández Valenzuela', email: 'alejandra.fernandez.valenzuela@correo-ejemplo.test', iracing: 9876543, equipo: 'Escudería Tapatía Racing' },
      { nombre: 'Maximiliano', apellido: 'Hernández', email: 'maximiliano_hernandez+parrilla@ejemplo.test', iracing: 1234567, equipo: null },
      { nombre: 'Sofía', apellido: 'Luna', email: 'sofia@ejemplo.test', iracing: null, equipo: 'Rayo MX' },
    ];
    for (const d of drivers) {
      const user = await createUser(context, { nombre: d.nombre, apellido: d.apellido, email: d.email });
      if (d.iracing) await context.knex('users').where({ id: user.id }).update({ iracingId: d.iracing });
      await context.container.get(CHAMPIONSHIPS.EnrolUser).execute(admin, { campeonatoId: c.id, usuarioId: user.id });
      if (d.equipo) await context.container.get(CHAMPIONSHIPS.UpdateMyEntry).execute({ id: user.id, rol: 'user', suspendido: false }, c.id, { equipo: d.equipo });
    }
    const caption = 'Inscritos en Copa Laptop';

    // One load, the table checked at each width (docs/adr/0052).
    const page = await suite.newPage({ width: 1366, height: 900 });
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto(`/admin/campeonatos/${c.id}/inscritos`);
    await page.getByRole('table', { name: caption }).getByText('Alejandra Fernández Valenzuela').waitFor();
    await waitForQuietNetwork(page);
    await atWidths(page, [1366, 360], async (width) => {
      expect(await headingsUnderActions(page, caption), `headings under the actions column at ${width}`).to.deep.equal([]);
      expect(await clippedHeadings(page, caption), `headings cut at ${width}`).to.deep.equal([]);
      expect(await emailsBrokenInsideAWord(page, caption), `e-mails broken inside a word at ${width}`).to.deep.equal([]);
      await expectCleanAt(page, `admin entries table at ${width}`);
      await page.screenshot({ path: `${SHOTS}/admin-entries-table-${width}.png`, fullPage: true });
    });
    await page.close();
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
