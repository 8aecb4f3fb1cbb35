import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { AppContext } from '../../src/container.js';
import { SINGLE_EVENTS } from '../../src/modules/single-events/index.js';
import { ManualClock } from '../../src/platform/clock.js';
import { atWidths, axeViolations, dayFrom, makePng, scrollToHomeSection, signIn, useBrowserSuite, waitForPath, withoutFirstReads } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';

/** The suite's time: the present when it starts, held still for the server and every page. */
const clock = new ManualClock();
/** A calendar day `n` days ahead of the suite's time. */
const inDays = (n: number) => dayFrom(clock, n);

const LONG_DETAILS = `${'Una carrera nocturna con autos GT3, salida lanzada y paradas obligatorias. '.repeat(3)}`.trim();

/** The home section's read: the events to come and how many already ran (docs/adr/0066). */
const CURRENT_EVENTS = /\/api\/eventos-unicos\?vigentes=1$/;

/** Creates an event through the use case, as an admin would. */
async function seedEvent(context: AppContext, fields: Record<string, string>, cover?: Buffer) {
  const admin = await createUser(context, { rol: 'admin' });
  return context.container.get(SINGLE_EVENTS.Create).execute({ id: admin.id, rol: 'admin', suspendido: false }, { fields, cover });
}

async function signUp(context: AppContext, eventId: string, userId: string) {
  await context.container.get(SINGLE_EVENTS.Register).execute({ id: userId, rol: 'user', suspendido: false }, eventId);
}

/** Holds the answers of `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

describe('Eventos únicos in the browser: the home section and the event page', function () {
  // SQLite only: the server's side of these screens runs on both databases in the HTTP tests (docs/adr/0052).
  const kind = 'sqlite';
  this.timeout(90_000);
  const suite = useBrowserSuite({ kind, clock });
  beforeEach(() => truncateAll(suite.context));

  it('shows the loading text, then the empty text, on the home page', async () => {
    const page = await suite.newPage();
    const release = await holdRequests(page, CURRENT_EVENTS);
    await page.goto('/');
    const section = page.locator('#eventosUnicosSection');
    await section.getByRole('heading', { name: 'Eventos Únicos Gratuitos' }).waitFor();
    await section.getByText('Cargando eventos...').first().waitFor();
    release();
    await section.getByText('No hay eventos únicos disponibles en este momento').waitFor();
  });

  it('shows the error text when the list cannot be loaded', async () => {
    const page = await suite.newPage();
    await page.route(CURRENT_EVENTS, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x","code":"INTERNAL"}' }));
    await page.goto('/');
    await page.locator('#eventosUnicosSection').getByRole('alert').getByText('No se pudieron cargar los eventos únicos').waitFor();
  });

  it('lists the events by start with every card field, the details cut at 100 characters, and links to the event page', async () => {
    await seedEvent(suite.context, { nombre: 'Copa MX-5', fechaInicio: inDays(31).iso, horaInicio: '19:00', participantesMaximos: '', hasRace: 'false' });
    const sooner = await seedEvent(
      suite.context,
      { nombre: 'Noche de GT3', fechaInicio: inDays(30).iso, horaInicio: '21:15', participantesMaximos: '12', raceDuration: '45', detalles: LONG_DETAILS },
      makePng(120, 60, [20, 80, 200]),
    );
    const driver = await createUser(suite.context);
    await signUp(suite.context, sooner.id, driver.id);

    const page = await suite.newPage();
    await page.goto('/');
    // The page stands at the suite's time, as the server does.
    expect(await page.evaluate(() => Date.now())).to.equal(clock.now().getTime());
    const cards = page.getByRole('list', { name: 'Eventos únicos gratuitos' }).getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).to.equal(2);
    const first = cards.nth(0);
    const text = await first.innerText();
    expect(text).to.contain('Noche de GT3').and.contain('GRATIS').and.contain(inDays(30).shown).and.contain('21:15').and.contain('1 / 12').and.contain('45 min');
    expect(text).to.contain(`${LONG_DETAILS.slice(0, 100).trimEnd()}…`);
    expect(text).not.to.contain(LONG_DETAILS.slice(0, 101));
    expect(await first.getByRole('img', { name: 'Portada de Noche de GT3' }).getAttribute('src')).to.match(/^\/uploads\/event-covers\//);

    const second = await cards.nth(1).innerText();
    expect(second).to.contain('Copa MX-5').and.contain(inDays(31).shown).and.contain('0 / Sin límite').and.not.contain('Carrera');
    await cards.nth(1).getByRole('img', { name: 'Portada de Copa MX-5' }).waitFor();

    await first.getByRole('link', { name: 'Ver detalles de Noche de GT3' }).click();
    await waitForPath(page, `/eventos-unicos/${sooner.id}`);
    await page.getByRole('heading', { name: 'Noche de GT3', level: 1 }).waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('shows the event page: GRATIS, the UTC date, Sin límite, No especificado, the sessions, paragraphs by line and the empty participant list', async () => {
    const event = await seedEvent(suite.context, {
      nombre: 'Resistencia en Spa',
      fechaInicio: inDays(60).iso,
      horaInicio: '23:30',
      participantesMaximos: '',
      incidents: '',
      hasPractice: 'true',
      practiceDuration: '20',
      hasQualy: 'false',
      raceDuration: '90',
      detalles: 'Primera línea de detalles.\nSegunda línea de detalles.',
      reglas: 'Regla uno.\n\nRegla dos.',
    });
    const page = await suite.newPage();
    await withoutFirstReads(page);
    const release = await holdRequests(page, `**/api/eventos-unicos/${event.id}`);
    await page.goto(`/eventos-unicos/${event.id}`);
    await page.getByText('Cargando información del evento...').waitFor();
    release();
    await page.getByRole('heading', { name: 'Resistencia en Spa', level: 1 }).waitFor();

    const facts = await page.locator('.event-detail__head').innerText();
    // 23:30 in Mexico City is the next day in UTC; the day shown is the event's calendar day.
    expect(facts).to.contain('GRATIS').and.contain(inDays(60).shown).and.contain('23:30').and.contain('0 / Sin límite').and.contain('No especificado');
    const sessions = page.getByRole('region', { name: 'Configuración del evento' });
    expect(await sessions.innerText()).to.contain('Práctica').and.contain('20 minutos').and.contain('No incluida').and.contain('90 minutos');
    const details = page.getByRole('region', { name: 'Detalles' });
    expect(await details.locator('p').allInnerTexts()).to.deep.equal(['Primera línea de detalles.', 'Segunda línea de detalles.']);
    expect(await page.getByRole('region', { name: 'Reglas' }).locator('p').allInnerTexts()).to.deep.equal(['Regla uno.', 'Regla dos.']);
    await page.getByText('No hay participantes inscritos todavía').waitFor();
    await page.getByRole('img', { name: 'Portada de Resistencia en Spa' }).waitFor();

    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await waitForPath(page, '/');
  });

  it('says the event was not found, or could not be loaded', async () => {
    const page = await suite.newPage();
    await page.goto('/eventos-unicos/no-existe');
    await page.getByRole('alert').getByText('No se pudo encontrar el evento solicitado').waitFor();
    await page.route('**/api/eventos-unicos/otro', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.goto('/eventos-unicos/otro');
    await page.getByRole('alert').getByText('No se pudo cargar la información del evento').waitFor();
  });

  it('sends a visitor who wants to sign up to the login with the toast', async () => {
    const event = await seedEvent(suite.context, { nombre: 'Evento abierto', fechaInicio: inDays(10).iso, horaInicio: '20:00' });
    const page = await suite.newPage();
    await page.goto(`/eventos-unicos/${event.id}`);
    await page.getByRole('button', { name: 'Inscribirme' }).click();
    // The event pages toast at the top centre (spec 2 §9).
    await page.locator('.Toastify__toast-container--top-center').getByText('Debes iniciar sesión para inscribirte en el evento').waitFor();
    await waitForPath(page, '/login');
    expect(Number((await suite.context.knex('single_event_participants').count({ n: '*' }).first())?.n)).to.equal(0);
  });

  it('lets a driver sign up, see themself among the participants, and leave after confirming', async () => {
    const event = await seedEvent(suite.context, { nombre: 'Sprint en Interlagos', fechaInicio: inDays(20).iso, horaInicio: '20:00', participantesMaximos: '10' });
    const driver = await createUser(suite.context, { nombre: 'Marta', apellido: 'López' });
    const page = await suite.newPage();
    await signIn(page, driver.email, driver.password);
    await page.goto(`/eventos-unicos/${event.id}`);
    await page.getByRole('button', { name: 'Inscribirme' }).click();
    await page.locator('.Toastify').getByText('¡Te inscribiste en el evento!').waitFor();
    const participants = page.getByRole('region', { name: 'Participantes inscritos' });
    await participants.getByText('Marta López').waitFor();
    expect(await participants.locator('.avatar').innerText()).to.equal('ML');
    await page.getByText('1 / 10 lugares ocupados').waitFor();
    await page.getByText('Ya estás inscrito en este evento.').waitFor();

    await page.getByRole('button', { name: 'Darme de baja' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Darte de baja' });
    await dialog.getByText('¿Estás seguro de que deseas darte de baja de este evento?').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(Number((await suite.context.knex('single_event_participants').count({ n: '*' }).first())?.n)).to.equal(1);

    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await dialog.getByRole('button', { name: 'Sí, darme de baja' }).click();
    await page.locator('.Toastify').getByText('Te diste de baja del evento').waitFor();
    await participants.getByText('No hay participantes inscritos todavía').waitFor();
    await page.getByRole('button', { name: 'Inscribirme' }).waitFor();
    expect(Number((await suite.context.knex('single_event_participants').count({ n: '*' }).first())?.n)).to.equal(0);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('disables the button of a full event, and shows the server’s message when the last place goes first', async () => {
    const event = await seedEvent(suite.context, { nombre: 'Último lugar', fechaInicio: inDays(25).iso, horaInicio: '20:00', participantesMaximos: '2' });
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createUser(suite.context)));
    await signUp(suite.context, event.id, first.id);

    const page = await suite.newPage();
    await signIn(page, third.email, third.password);
    await page.goto(`/eventos-unicos/${event.id}`);
    const join = page.getByRole('button', { name: 'Inscribirme' });
    await join.waitFor();
    // Someone else takes the last place while the page is open.
    await signUp(suite.context, event.id, second.id);
    await join.click();
    await page.locator('.Toastify').getByText('El evento está lleno', { exact: true }).waitFor();
    const full = page.getByRole('button', { name: 'Evento lleno' });
    await full.waitFor();
    expect(await full.isDisabled()).to.equal(true);
    await page.getByText('2 / 2 lugares ocupados').waitFor();
    expect(Number((await suite.context.knex('single_event_participants').count({ n: '*' }).first())?.n)).to.equal(2);
  });

  it('closes sign-up on an event that has started', async () => {
    const event = await seedEvent(suite.context, { nombre: 'Ya corrida', fechaInicio: '2020-03-10', horaInicio: '20:00' });
    const page = await suite.newPage();
    await page.goto(`/eventos-unicos/${event.id}`);
    const closed = page.getByRole('button', { name: 'Inscripciones cerradas' });
    await closed.waitFor();
    expect(await closed.isDisabled()).to.equal(true);
  });

  it('finds no serious accessibility violation on the home section and the event page, which fit a 360 px phone', async () => {
    const event = await seedEvent(suite.context, { nombre: 'Evento accesible', fechaInicio: inDays(35).iso, horaInicio: '20:00', detalles: LONG_DETAILS, reglas: 'Una regla.' });
    const driver = await createUser(suite.context, { nombre: 'Ana', apellido: 'Ruiz' });
    await signUp(suite.context, event.id, driver.id);
    // Each page loaded once and checked at both widths (docs/adr/0052).
    const page = await suite.newPage({ width: 1280, height: 800 });
    await page.goto('/');
    await scrollToHomeSection(page, '#eventosUnicosSection');
    await page.getByRole('list', { name: 'Eventos únicos gratuitos' }).waitFor();
    await atWidths(page, [1280, 360], async (width) => {
      const violations = await axeViolations(page);
      expect(violations, `home ${width}: ${JSON.stringify(violations)}`).to.deep.equal([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `home ${width}`).to.be.at.most(0);
    });

    await page.goto(`/eventos-unicos/${event.id}`);
    await page.getByText('Ana Ruiz').waitFor();
    await atWidths(page, [1280, 360], async (width) => {
      const violations = await axeViolations(page);
      expect(violations, `event ${width}: ${JSON.stringify(violations)}`).to.deep.equal([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `event ${width}`).to.be.at.most(0);
    });
  });
});
