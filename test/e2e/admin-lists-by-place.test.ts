import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { atWidths, expectCleanAt, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship, addRace } from './championship-data.js';

/** Instants a minute apart, oldest first. */
const minute = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();

describe('The reports, invoices and contact lists move one page at a time by place, in the browser (docs/adr/0063)', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  /**
   * On a list of three pages: 'Página siguiente' twice asks each page after a place, 'Página anterior'
   * asks the middle one before a place and then the first afresh; clean at 360 and 1440 px.
   */
  async function walk(page: Page, api: string, rows: { first: string; second: string; third: string }, where: string) {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`${api}?`)) asked.push(new URL(request.url()).search);
    });
    const paging = page.getByRole('navigation', { name: 'Paginación' });
    await page.getByText(rows.first, { exact: true }).first().waitFor();
    await paging.getByText('Página 1 de 3').waitFor();
    await paging.getByRole('button', { name: 'Página siguiente' }).click();
    await paging.getByText('Página 2 de 3').waitFor();
    await page.getByText(rows.second, { exact: true }).first().waitFor();
    await paging.getByRole('button', { name: 'Página siguiente' }).click();
    await paging.getByText('Página 3 de 3').waitFor();
    await page.getByText(rows.third, { exact: true }).first().waitFor();
    expect(asked.filter((q) => q.includes('despues=')), where).to.have.length(2);
    await waitForQuietNetwork(page);
    await atWidths(page, [360, 1440], (width) => expectCleanAt(page, `${where}, last page, at ${width} px`));

    await paging.getByRole('button', { name: 'Página anterior' }).click();
    await paging.getByText('Página 2 de 3').waitFor();
    await page.getByText(rows.second, { exact: true }).first().waitFor();
    expect(asked.filter((q) => q.includes('antes=')), where).to.have.length(1);
    await paging.getByRole('button', { name: 'Página anterior' }).click();
    await paging.getByText('Página 1 de 3').waitFor();
    await page.getByText(rows.first, { exact: true }).first().waitFor();
    expect(asked.at(-1), where).to.not.match(/despues=|antes=/);
    expect(suite.pageErrors).to.deep.equal([]);
  }

  it('pages the reports (10 a page) by place', async () => {
    const admin = await createUser(suite.context, { rol: 'admin' });
    const ana = await createUser(suite.context, { nombre: 'Ana', apellido: 'Ruiz' });
    const beto = await createUser(suite.context, { nombre: 'Beto', apellido: 'Luna' });
    const champ = await addChampionship(suite.context, { nombre: 'Copa Lugar', startsIn: -30, endsIn: 60 });
    const race = await addRace(suite.context, champ.id, { circuito: 'Autódromo de Monterrey', inDays: -2 });
    await suite.context.knex('reports').insert(
      Array.from({ length: 25 }, (_, i) => ({
        id: `rep-${i}`, numeroReporte: i + 1, campeonatoId: champ.id, carreraId: race.id, reporterId: ana.id, reportedId: beto.id, vuelta: i + 1, heat: null,
        descripcion: `Contacto en la vuelta ${i + 1}.`, capturas: '[]', videos: '[]', estado: 'pendiente', createdAt: minute(i),
      })),
    );
    const page = await suite.newPage({ width: 1440, height: 900 });
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/reportes');
    // Newest first: #25 opens the first page, #15 the second, #5 the third.
    await walk(page, '/api/reportes', { first: '#25', second: '#15', third: '#5' }, '/admin/reportes');
  });

  it('pages the invoice queue (20 a page) by place, across the pending and the issued requests', async () => {
    const admin = await createUser(suite.context, { rol: 'admin' });
    // 45 requests: the 30 oldest issued, the 15 newest pending; the queue shows the pending first, then the issued, oldest first.
    await suite.context.knex('invoice_requests').insert(
      Array.from({ length: 45 }, (_, i) => ({
        id: `fac-${i}`, pagoId: `pago-${i}`, userId: admin.id, estado: i < 30 ? 'emitida' : 'pendiente', rfc: `GODE5612${String(i).padStart(2, '0')}GR8`.slice(0, 13),
        razonSocial: `RECEPTOR ${i}`, regimenFiscal: '612', usoCfdi: 'G03', codigoPostal: '06600', email: `r${i}@ejemplo.test`, solicitadaEn: minute(i),
      })),
    );
    const page = await suite.newPage({ width: 1440, height: 900 });
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/facturas');
    await page.getByRole('heading', { name: 'Facturas por emitir', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Todas' }).click();
    // Page 1: the 15 pending (30–44) and the issued 0–4; page 2: issued 5–24; page 3: issued 25–29.
    await walk(page, '/api/facturas/admin', { first: 'RECEPTOR 30', second: 'RECEPTOR 5', third: 'RECEPTOR 29' }, '/admin/facturas');
  });

  it('pages the contact inbox (20 a page) by place', async () => {
    const admin = await createUser(suite.context, { rol: 'admin' });
    await suite.context.knex('contact_messages').insert(
      Array.from({ length: 45 }, (_, i) => ({ id: `msg-${i}`, name: `Persona ${i}`, email: `p${i}@ejemplo.test`, phone: '55 1234 5678', message: `Mensaje ${i}`, createdAt: minute(i), readAt: null, answeredAt: null, answeredBy: null })),
    );
    const page = await suite.newPage({ width: 1440, height: 900 });
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/contacto');
    // Newest first: 44 opens the first page, 24 the second, 4 the third.
    await walk(page, '/api/contact/admin', { first: 'Persona 44', second: 'Persona 24', third: 'Persona 4' }, '/admin/contacto');
  });
});
