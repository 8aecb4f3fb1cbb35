import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { MOMENTS_PAGE } from '../../src/contracts/championships.views.js';
import { atWidths, axeViolations, scrollToHomeSection, signIn, useBrowserSuite, waitForPath, waitForQuietNetwork, withoutFirstReads, reveal } from '../support/browser.js';
import { sidewaysOverflow } from '../support/reachability.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship, addRace, addSponsor, enrolUser } from './championship-data.js';

const VIDEO_ID = 'M7lc1UVf-VE';

function describeViolations(violations: Awaited<ReturnType<typeof axeViolations>>): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n');
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Campeonatos disponibles' }).waitFor();
}

describe('The public championship pages in the browser', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  it('shows every home section in the specified order, with the championship cards', async () => {
    const c = await addChampionship(suite.context, { nombre: 'Copa Cumbres', precio: 1500, cover: true });
    await addSponsor(suite.context, 'Llantas Relámpago');
    const page = await suite.newPage();
    await openHome(page);
    const card = page.getByRole('article', { name: 'Copa Cumbres' });
    await card.waitFor();
    // What follows the championships loads on the way down.
    await scrollToHomeSection(page, '#contactSection');
    const headings = await page.locator('main h2').allTextContents();
    const order = ['Las mejores categorías', 'Campeonatos disponibles', 'Momentos', 'Video de la liga', 'Resultados', '¿Listo para la bandera verde?', 'Nuestros sponsors', 'Contáctanos'];
    expect(headings.map((h) => h.trim()).filter((h) => order.includes(h))).to.deep.equal(order);
    expect(await card.getByText('PREMIUM').count()).to.equal(1);
    expect(await card.getByText('$1,500', { exact: true }).count()).to.equal(1);
    expect(await card.getByRole('link', { name: 'Ver detalles de Copa Cumbres' }).getAttribute('href')).to.equal(`/campeonatos/${c.id}`);
    // Start date with the Spanish weekday.
    expect(await card.textContent()).to.match(/Del (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{2}\/\d{2}\/\d{4}/);
    for (const name of ['GT3', 'Indy', 'Nascar', 'IMSA', 'TCR', 'SuperFormula', 'MX5 Cup', 'F1', 'F3']) {
      expect(await page.getByRole('img', { name: `Logo de ${name}`, exact: true }).count(), name).to.equal(1);
    }
    expect(await page.getByRole('link', { name: 'Únete al grupo de chat de la comunidad' }).count()).to.equal(1);
    expect(await page.getByRole('link', { name: 'Ver resultados' }).getAttribute('href')).to.equal('/race-result');
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('loads what follows the championships only as the visitor goes down, and a link to one of those sections still lands on it', async () => {
    for (let i = 1; i <= 10; i += 1) await addChampionship(suite.context, { nombre: `Copa ${i}` });
    const page = await suite.newPage({ width: 360, height: 800 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openHome(page);
    await page.getByRole('article', { name: 'Copa 10' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /home-later/.test(s))).to.deep.equal([]);
    expect(await page.locator('#momentSection').count()).to.equal(0);
    expect(await page.locator('[aria-busy="true"]').getByText('Cargando el resto de la página…').count()).to.equal(1);
    // The footer stays below, out of the first screen, until then: as the server wrote it, its code not loaded yet.
    expect(await page.locator('footer').evaluate((f) => f.getBoundingClientRect().top > window.innerHeight)).to.equal(true);
    expect(await page.locator('footer').getByRole('link', { name: 'Términos y condiciones' }).count()).to.equal(1);
    expect(scripts.filter((s) => /\/footer-/.test(s))).to.deep.equal([]);

    await reveal(page.locator('.home-later-placeholder'));
    await page.getByRole('heading', { name: 'Momentos' }).waitFor();
    expect(scripts.filter((s) => /home-later/.test(s))).to.have.length(1);
    // The footer's code comes with it, and its links then move within the app, without loading the page again.
    await page.waitForFunction(() => Object.keys(document.querySelector('footer a')!).some((key) => key.startsWith('__reactFiber')));
    expect(scripts.filter((s) => /\/footer-/.test(s))).to.have.length(1);
    await page.evaluate(() => Object.assign(window, { sinRecargar: true }));
    await page.locator('footer').getByRole('link', { name: 'Términos y condiciones' }).click();
    await waitForPath(page, '/terminos-y-condiciones');
    expect(await page.evaluate(() => 'sinRecargar' in window)).to.equal(true);

    // The top bar's "Contacto", from another page and from the top of the home page itself.
    // The page settles there once the sections above have shown their data.
    const inView = (p: Page) =>
      p.waitForFunction(() => {
        const box = document.getElementById('contactSection-title')?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
      });
    const wide = await suite.newPage({ width: 1280, height: 800 });
    // On any other page the footer's code loads at once.
    const footerCode = wide.waitForResponse((response) => /\/footer-/.test(new URL(response.url()).pathname));
    await wide.goto('/terminos-y-condiciones');
    await footerCode;
    await wide.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto' }).click();
    await waitForPath(wide, '/');
    await wide.getByRole('heading', { name: 'Contáctanos' }).waitFor();
    await inView(wide);

    const top = await suite.newPage({ width: 1280, height: 800 });
    await openHome(top);
    await top.getByRole('article', { name: 'Copa 10' }).waitFor();
    await top.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto' }).click();
    await top.getByRole('heading', { name: 'Contáctanos' }).waitFor();
    await inView(top);

    // Opened with the section in the address (a shared link, or the link followed before the app
    // came): the server never sees the #part, so the page is taken over as rendered, then goes there.
    const shared = await suite.newPage({ width: 360, height: 800 });
    await shared.goto('/#contactSection');
    await shared.getByRole('heading', { name: 'Contáctanos' }).waitFor();
    await inView(shared);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('shows the empty states when there is nothing yet', async () => {
    const page = await suite.newPage();
    await openHome(page);
    await page.getByText('No hay campeonatos disponibles por ahora. ¡Vuelve pronto!').waitFor();
    await page.getByText('No hay sponsors para mostrar.').waitFor();
  });

  it('shows the specified error of each section when its call fails', async () => {
    const page = await suite.newPage();
    await withoutFirstReads(page);
    await page.route((url) => url.pathname === '/api/campeonatos', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.route('**/api/campeonatos/momentos', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.route('**/api/sponsors/list', (route) => route.fulfill({ status: 503, body: 'x' }));
    await openHome(page);
    await page.getByText('Ocurrió un error al obtener la lista de los campeonatos. Inténtalo más tarde o actualiza la página.').waitFor();
    await page.getByText('Error al cargar los campeonatos').waitFor();
    await page.getByText('Error al cargar sponsors: Error HTTP: 503 Service Unavailable').waitFor();
    // An answer of the wrong shape: test/web/sponsors-section.test.tsx.
  });

  it('ticks the countdown to the start every second, and once started counts down to the next race', async () => {
    await addChampionship(suite.context, { nombre: 'Futuro GT', startsIn: 3 });
    const started = await addChampionship(suite.context, { nombre: 'Ya Rodando', startsIn: -5 });
    await addRace(suite.context, started.id, { circuito: 'Circuito Pasado', inDays: -3 });
    await addRace(suite.context, started.id, { circuito: 'Circuito Próximo', inDays: 4 });
    const page = await suite.newPage();
    await openHome(page);
    const future = page.getByRole('article', { name: 'Futuro GT' });
    await future.getByText('Comienza en').waitFor();
    const digits = future.getByTestId('countdown-digits');
    const first = await digits.textContent();
    const handle = await digits.elementHandle();
    await page.waitForFunction(([el, before]) => el?.textContent !== before, [handle, first] as const);
    expect(await digits.textContent()).to.not.equal(first);

    const live = page.getByRole('article', { name: 'Ya Rodando' });
    await live.getByText('¡Ya comenzó!').waitFor();
    await live.getByText('En curso / Próxima carrera: Circuito Próximo').waitFor();
    expect(await live.getByText(/días/).count()).to.be.greaterThan(0);
  });

  it('copies the share link and says so, and says when it could not', async () => {
    const c = await addChampionship(suite.context, { nombre: 'Copa Compartida' });
    const page = await suite.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHome(page);
    await page.getByRole('button', { name: 'Compartir enlace de Copa Compartida' }).click();
    await page.getByText('¡Enlace copiado al portapapeles!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(`${suite.baseUrl}/campeonatos/${c.id}`);

    const broken = await suite.newPage();
    // A string, not a function: the test runner's compiled functions do not survive the trip.
    await broken.addInitScript("Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denegado')) } });");
    await openHome(broken);
    await broken.getByRole('button', { name: 'Compartir enlace de Copa Compartida' }).click();
    await broken.getByText('No se pudo copiar el enlace').waitFor();
  });

  it('plays the moments: first championship with videos chosen, a thumbnail opens the player, no videos says so', async () => {
    const withoutVideos = await addChampionship(suite.context, { nombre: 'Sin Videos', startsIn: 1 });
    // Listed for a link, though not one the section can play.
    await addRace(suite.context, withoutVideos.id, { circuito: 'Pista sin grabar', inDays: 2, videos: ['https://youtu.be/corto'] });
    const withVideos = await addChampionship(suite.context, { nombre: 'Con Videos', startsIn: 2 });
    await addRace(suite.context, withVideos.id, { circuito: 'Pista Grabada', inDays: 3, videos: [`https://www.youtube.com/watch?v=${VIDEO_ID}`, 'https://youtu.be/corto'] });
    const page = await suite.newPage();
    await page.route('https://i.ytimg.com/**', (route) => route.abort());
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>video</p>' }));
    await openHome(page);
    const moments = page.locator('#momentSection');
    await moments.getByRole('button', { name: 'Con Videos' }).waitFor();
    expect(await moments.getByRole('button', { name: 'Con Videos' }).getAttribute('aria-pressed')).to.equal('true');
    await moments.getByText('Selecciona un video para ver.').waitFor();
    // Only the link with a valid 11-character id becomes a thumbnail.
    expect(await moments.getByRole('button', { name: /^Ver video de/ }).count()).to.equal(1);
    await moments.getByRole('button', { name: 'Ver video de Pista Grabada' }).click();
    expect(await moments.locator('iframe').getAttribute('src')).to.equal(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`);
    await moments.getByRole('button', { name: 'Sin Videos' }).click();
    await moments.getByText('No hay videos disponibles aun para este campeonato.').waitFor();
  });

  it('shows scroll arrows when the championship buttons overflow, and scrolls with them', async () => {
    for (let i = 1; i <= 6; i += 1) {
      const c = await addChampionship(suite.context, { nombre: `Campeonato con nombre largo ${i}`, startsIn: i });
      await addRace(suite.context, c.id, { circuito: `Pista ${i}`, inDays: i, videos: [`https://youtu.be/${VIDEO_ID}`] });
    }
    const phone = await suite.newPage({ width: 360, height: 740 });
    await openHome(phone);
    const moments = await scrollToHomeSection(phone, '#momentSection');
    const back = moments.getByRole('button', { name: 'Ver campeonatos anteriores' });
    const more = moments.getByRole('button', { name: 'Ver más campeonatos' });
    await more.waitFor();
    expect(await back.isDisabled()).to.equal(true);
    await more.click();
    await phone.waitForFunction(() => (document.querySelector('.moments__buttons')?.scrollLeft ?? 0) > 0);
    await phone.waitForFunction(() => !(document.querySelector('[aria-label="Ver campeonatos anteriores"]') as HTMLButtonElement | null)?.disabled);

    const wide = await suite.newPage({ width: 1280 });
    await truncateAll(suite.context);
    const only = await addChampionship(suite.context, { nombre: 'Solo Uno' });
    await addRace(suite.context, only.id, { circuito: 'Pista única', inDays: 1, videos: [`https://youtu.be/${VIDEO_ID}`] });
    await openHome(wide);
    await wide.locator('#momentSection').getByRole('button', { name: 'Solo Uno' }).waitFor();
    expect(await wide.locator('#momentSection').getByRole('button', { name: 'Ver más campeonatos' }).count()).to.equal(0);
  });

  it("shows the newest championships with videos a page at a time: 'Campeonatos anteriores' at the row's end adds the older ones, at 360 and 1440 px passing axe", async () => {
    for (let i = 1; i <= MOMENTS_PAGE + 2; i += 1) {
      const c = await addChampionship(suite.context, { nombre: `Copa ${i}`, startsIn: i });
      await addRace(suite.context, c.id, { circuito: `Pista ${i}`, inDays: i, videos: [`https://youtu.be/${VIDEO_ID}`] });
    }
    const page = await suite.newPage({ width: 360, height: 800 });
    await page.route('https://i.ytimg.com/**', (route) => route.abort());
    await openHome(page);
    const moments = await scrollToHomeSection(page, '#momentSection');
    const row = moments.getByRole('group', { name: 'Elige un campeonato' });
    const newestFirst = Array.from({ length: MOMENTS_PAGE + 2 }, (_, i) => `Copa ${MOMENTS_PAGE + 2 - i}`);
    await row.getByRole('button', { name: newestFirst[0], exact: true }).waitFor();
    const shown = () => row.locator('button[aria-pressed]').allTextContents();
    expect(await shown()).to.deep.equal(newestFirst.slice(0, MOMENTS_PAGE));
    expect(await row.getByRole('button', { name: newestFirst[0], exact: true }).getAttribute('aria-pressed')).to.equal('true');
    const older = row.getByRole('button', { name: 'Campeonatos anteriores' });
    await waitForQuietNetwork(page);
    await atWidths(page, [360, 1440], async (width) => {
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    await older.click();
    await row.getByRole('button', { name: 'Copa 1', exact: true }).waitFor();
    expect(await shown()).to.deep.equal(newestFirst);
    expect(await older.count()).to.equal(0);
    // The choice stays where it was.
    expect(await row.getByRole('button', { name: newestFirst[0], exact: true }).getAttribute('aria-pressed')).to.equal('true');
    await atWidths(page, [360, 1440], async (width) => {
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('sends the contact form: sending state, success with the fields cleared, the message stored; an error shows the server message', async () => {
    const page = await suite.newPage();
    await openHome(page);
    // The form's code loads as the visitor goes down to it.
    await reveal(page.locator('#contactSection'));
    const form = page.locator('#contactSection form');
    await form.getByLabel('Nombre').fill('Marisol Tapia');
    await form.getByLabel('Correo electrónico').fill('marisol@ejemplo.test');
    await form.getByLabel('Teléfono').fill('55 1234 5678');
    await form.getByLabel('Mensaje').fill('¿Hay cupo para novatos?');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Enviar' }).click();
    await form.getByRole('button', { name: 'Enviando...' }).waitFor();
    expect(await form.getByLabel('Nombre').isDisabled()).to.equal(true);
    release();
    await form.getByText('¡Mensaje enviado con éxito!').waitFor();
    expect(await form.getByLabel('Nombre').inputValue()).to.equal('');
    const rows = await suite.context.knex('contact_messages').select('name', 'email', 'message');
    expect(rows).to.deep.equal([{ name: 'Marisol Tapia', email: 'marisol@ejemplo.test', message: '¿Hay cupo para novatos?' }]);
    // Editing a field clears the message.
    await form.getByLabel('Nombre').fill('M');
    expect(await form.getByText('¡Mensaje enviado con éxito!').count()).to.equal(0);

    // A refusal from the server (here the hourly limit) shows the server's message.
    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'Has enviado demasiados mensajes. Inténtalo de nuevo en una hora.', code: 'TOO_MANY_REQUESTS' }) }),
    );
    await form.getByLabel('Correo electrónico').fill('m@ejemplo.test');
    await form.getByLabel('Teléfono').fill('55 1234 5678');
    await form.getByLabel('Mensaje').fill('Hola');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await form.getByRole('alert').getByText('Has enviado demasiados mensajes. Inténtalo de nuevo en una hora.').waitFor();
  });

  it('shows the detail page with every field, and the enrol button for a visitor leads to the login', async () => {
    const c = await addChampionship(suite.context, { nombre: 'Copa Detalle', max: 10, precio: 1500, categoria: 'Deportivos' });
    await addRace(suite.context, c.id, { circuito: 'Autódromo Uno', inDays: 12 });
    await addRace(suite.context, c.id, { circuito: 'Autódromo Dos', inDays: 20 });
    await enrolUser(suite.context, c.id, (await createUser(suite.context)).id);
    const empty = await addChampionship(suite.context, { nombre: 'Copa Vacía' });
    const page = await suite.newPage();
    await page.goto(`/campeonatos/${c.id}`);
    await page.getByRole('heading', { name: 'Copa Detalle', level: 1 }).waitFor();
    await page.getByText('9 de 10 cupos disponibles').waitFor();
    await page.getByText('$1,500 MXN').waitFor();
    await page.getByRole('heading', { name: 'Fecha 1: Autódromo Uno' }).waitFor();
    await page.getByRole('heading', { name: 'Fecha 2: Autódromo Dos' }).waitFor();
    await page.getByText('Seis fechas de monoplazas.').waitFor();
    await page.getByText('Transmisión en vivo.').waitFor();
    expect(await page.getByRole('link', { name: 'Administrar Carreras' }).count()).to.equal(0);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
    await page.getByRole('button', { name: 'INSCRIBIRME' }).click();
    await waitForPath(page, '/login');

    await page.goto(`/campeonatos/${empty.id}`);
    await page.getByText('No hay carreras asignadas a este campeonato.').waitFor();
    await page.goto('/campeonatos/no-existe');
    await page.getByText('Error al cargar los detalles del campeonato').waitFor();
  });

  it('shows YA INSCRITO to an enrolled driver, CUPOS AGOTADOS when full, and the confirm modal with the payment error otherwise', async () => {
    const driver = await createUser(suite.context, { email: 'piloto@ejemplo.test', password: 'secreto1' });
    const mine = await addChampionship(suite.context, { nombre: 'Copa Mía' });
    await enrolUser(suite.context, mine.id, driver.id);
    const full = await addChampionship(suite.context, { nombre: 'Copa Llena', max: 1 });
    await enrolUser(suite.context, full.id, (await createUser(suite.context)).id);
    const open = await addChampionship(suite.context, { nombre: 'Copa Abierta', precio: 999 });

    const page = await suite.newPage();
    await signIn(page, 'piloto@ejemplo.test', 'secreto1');
    await page.goto(`/campeonatos/${mine.id}`);
    const enrolled = page.getByRole('button', { name: 'YA INSCRITO' });
    await enrolled.waitFor();
    expect(await enrolled.isDisabled()).to.equal(true);

    await page.goto(`/campeonatos/${full.id}`);
    await page.getByText('Cupos agotados (0 de 1)').waitFor();
    expect(await page.getByRole('button', { name: 'CUPOS AGOTADOS' }).isDisabled()).to.equal(true);

    await page.goto(`/campeonatos/${open.id}`);
    await page.getByRole('button', { name: 'INSCRIBIRME' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
    await modal.waitFor();
    await modal.getByText('Copa Abierta').waitFor();
    await modal.getByText('$999 MXN').waitFor();
    // A failing payments call (the whole card flow is in payments.test.ts).
    await page.route('**/api/payments/crear-sesion', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await modal.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await modal.getByText('Error al crear la sesión de pago').waitFor();
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await modal.waitFor({ state: 'hidden' });
  });

  it('shows Administrar Carreras to an admin, linking to the races of the championship', async () => {
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123' });
    const c = await addChampionship(suite.context, { nombre: 'Copa Admin' });
    const page = await suite.newPage();
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto(`/campeonatos/${c.id}`);
    const link = page.getByRole('link', { name: 'Administrar Carreras' });
    await link.waitFor();
    expect(await link.getAttribute('href')).to.equal(`/admin/carreras?campeonatoId=${c.id}`);
  });

  it('loads each cover at the width the screen shows it, a copy the server made, never the upload itself (docs/adr/0038)', async () => {
    const c = await addChampionship(suite.context, { nombre: 'Copa Portadas', cover: true });
    // A phone of 360 px at twice the density needs 720 pixels; a 1280 px screen shows three 400 px cards;
    // a championship's cover spans the screen.
    for (const [width, deviceScaleFactor, path, asked] of [
      [360, 2, '/campeonatos', 960],
      [1280, 1, '/campeonatos', 480],
      [1280, 1, `/campeonatos/${c.id}`, 1440],
      [1920, 1, `/campeonatos/${c.id}`, 1920],
    ] as const) {
      const page = await suite.newPage({ width, deviceScaleFactor });
      const pictures: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/uploads/covers/')) pictures.push(new URL(request.url()).search);
      });
      await page.goto(path);
      const cover = page.getByRole('img', { name: 'Portada de Copa Portadas' }).first();
      await cover.waitFor();
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      const src = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(src, `${width} px: ${path}`).to.match(new RegExp(`^${suite.baseUrl}/uploads/covers/[\\w-]+\\.png\\?ancho=${asked}$`));
      expect(pictures, `${width} px: ${path}`).to.deep.equal([`?ancho=${asked}`]);
      expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth > 0), 'the copy shows').to.equal(true);
    }
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('passes axe on the home page and fits a 360 px phone on the home, list and detail pages', async () => {
    const c = await addChampionship(suite.context, { nombre: 'Campeonato Con Nombre Muy Largo Para Teléfonos', cover: true });
    await addRace(suite.context, c.id, { circuito: 'Autódromo Internacional de Prueba', inDays: 12, videos: [`https://youtu.be/${VIDEO_ID}`] });
    for (let i = 1; i <= 9; i += 1) await addSponsor(suite.context, `Marca ${i}`);
    const page = await suite.newPage();
    await page.route('https://i.ytimg.com/**', (route) => route.abort());
    await openHome(page);
    await page.getByRole('article').first().waitFor();
    const carousel = page.getByRole('region', { name: 'Logos de nuestros sponsors' });
    await carousel.waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
    // Past eight sponsors the page shows eight logos and the arrows (the window's steps: test/web/sponsors-section.test.tsx).
    expect(await carousel.getByRole('img').count()).to.equal(8);
    expect(await carousel.getByRole('button', { name: 'Sponsor anterior' }).isDisabled()).to.equal(true);
    expect(await carousel.getByRole('button', { name: 'Sponsor siguiente' }).isEnabled()).to.equal(true);

    // The same page on a phone: the home resized, then the list and the detail (docs/adr/0052).
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/campeonatos', `/campeonatos/${c.id}`]) {
      if (path !== '/') await page.goto(path);
      else await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
      await page.getByText('Campeonato Con Nombre Muy Largo Para Teléfonos').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).to.be.at.most(0);
    }
  });
});
