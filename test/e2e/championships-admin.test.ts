import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { atWidths, axeViolations, signIn, makePng, useBrowserSuite, waitForPath, pickChampionship } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship, addRace, day } from './championship-data.js';

const VIDEO_ID = 'M7lc1UVf-VE';
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: makePng(48, 27, [40, 90, 200]) });

function describeViolations(violations: Awaited<ReturnType<typeof axeViolations>>): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n');
}

async function addRaceThroughUi(page: Page, championship: string, circuit: string, date: string, time: string): Promise<void> {
  await page.goto('/admin/carreras/crear');
  await page.getByRole('heading', { name: 'Nueva Carrera' }).waitFor();
  await pickChampionship(page, 'Campeonato', championship);
  await page.getByRole('textbox', { name: /^Circuito\b/ }).fill(circuit);
  await page.getByLabel(/^Fecha\s*\*?$/).fill(date);
  await page.getByLabel('Hora de inicio').fill(time);
  await page.getByLabel('Clima').selectOption('Nublado');
  await page.getByLabel('Práctica', { exact: true }).check();
  await page.getByLabel('Duración de la práctica').fill('20');
  await page.getByLabel('Duración de la carrera').fill('45');
  await page.getByLabel('Enlace del video 1').fill(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
  await page.getByLabel('Imagen del circuito').setInputFiles(png('circuito.png'));
  await page.getByRole('button', { name: 'Crear carrera' }).click();
  await waitForPath(page, '/admin/carreras');
  await page.getByRole('cell', { name: circuit, exact: true }).waitFor();
}

describe('The admin championship, race, sponsor and enrolment screens in the browser', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();

  beforeEach(async () => {
    await truncateAll(suite.context);
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
  });

  it('lets an admin create a championship with a cover and two races, see them on the public pages, edit them and delete after confirming', async () => {
    const page = await suite.newPage();
    await page.route('https://i.ytimg.com/**', (route) => route.abort());
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto('/admin/campeonatos/crear');
    await page.getByRole('heading', { name: 'Crear campeonato' }).waitFor();

    // The browser's own check, with the server's messages, before anything is sent.
    await page.getByRole('button', { name: 'Crear campeonato' }).click();
    await page.getByText('El nombre del campeonato es obligatorio').waitFor();

    await page.getByLabel('Nombre del campeonato').fill('Copa Temporada Nueva');
    await page.getByLabel('Categoría').selectOption('Fórmulas');
    await page.getByLabel('Fecha de inicio').fill(day(20));
    await page.getByLabel('Fecha de fin').fill(day(120));
    await page.getByLabel('Participantes máximos').fill('24');
    await page.getByLabel('Precio (MXN)').fill('1500');
    await page.getByLabel('Detalles del campeonato').fill('Diez fechas de monoplazas. Transmisión en vivo.');
    await page.getByLabel('Reglas').fill('Sin contacto en la primera curva.');
    await page.getByLabel('Primer lugar').fill('Volante');
    await page.getByLabel('Imagen de portada').setInputFiles(png('portada.png'));
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/campeonatos');
    await page.getByRole('button', { name: 'Crear campeonato' }).click();
    await page.getByText('Campeonato creado con éxito. Volviendo a la lista...').waitFor();
    // The same request sent again (a retry, a second press that got through) creates nothing: the form's key goes with it.
    const first = await sent;
    expect(first.postDataBuffer()!.toString('latin1')).to.match(/name="claveFormulario"\r\n\r\n[0-9a-f]{32}\r\n/);
    const replay = await page.request.post(first.url(), { headers: { 'content-type': (await first.allHeaders())['content-type']! }, data: first.postDataBuffer()! });
    expect(replay.status()).to.equal(409);
    await waitForPath(page, '/admin/campeonatos');
    await page.getByText('Mostrando 1 de 1 campeonatos').waitFor();

    await addRaceThroughUi(page, 'Copa Temporada Nueva', 'Autódromo del Norte', day(25), '20:00');
    await addRaceThroughUi(page, 'Copa Temporada Nueva', 'Circuito del Sur', day(40), '19:30');

    // The public pages show it all.
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Copa Temporada Nueva' });
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).to.match(/^\/uploads\/covers\//);
    await page.locator('#momentSection').getByRole('button', { name: 'Ver video de Autódromo del Norte' }).waitFor();
    await card.getByRole('link', { name: 'Ver detalles de Copa Temporada Nueva' }).click();
    await page.getByRole('heading', { name: 'Fecha 1: Autódromo del Norte' }).waitFor();
    await page.getByRole('heading', { name: 'Fecha 2: Circuito del Sur' }).waitFor();
    await page.getByText('24 de 24 cupos disponibles').waitFor();
    await page.getByText('Práctica: 20 min').first().waitFor();

    // Edit the championship, and a race in the inline editor.
    await page.goto('/admin/campeonatos');
    await page.getByRole('button', { name: 'Editar Copa Temporada Nueva' }).click();
    const drawer = page.getByRole('dialog', { name: 'Editar Copa Temporada Nueva' });
    await drawer.getByLabel('Precio (MXN)').fill('1800');
    expect(await drawer.getByLabel('Segundo lugar').inputValue()).to.equal('Por definir');
    await drawer.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Campeonato actualizado').waitFor();
    await page.getByText('$1,800 MXN').waitFor();
    await page.getByRole('button', { name: 'Editar Copa Temporada Nueva' }).click();
    await drawer.getByRole('button', { name: 'Editar carrera Circuito del Sur' }).click();
    await drawer.getByRole('textbox', { name: /^Circuito\b/ }).fill('Circuito del Sur Renovado');
    await drawer.getByRole('button', { name: 'Guardar carrera' }).click();
    await page.getByText('Carrera actualizada').waitFor();
    await drawer.getByText('Circuito del Sur Renovado').waitFor();
    await drawer.getByRole('button', { name: 'Cancelar' }).click();

    // Delete asks first; cancelling keeps it.
    await page.getByRole('button', { name: 'Eliminar Copa Temporada Nueva' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar campeonato?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    expect(await page.getByText('Mostrando 1 de 1 campeonatos').count()).to.equal(1);
    await page.getByRole('button', { name: 'Eliminar Copa Temporada Nueva' }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Mostrando 0 de 0 campeonatos').waitFor();
    const [{ n }] = await suite.context.knex('races').count({ n: '*' });
    expect(Number(n)).to.equal(0);
  });

  it('shows the refusal when a championship with enrolments is deleted', async () => {
    const c = await addChampionship(suite.context, { nombre: 'Copa Con Inscritos' });
    const driver = await createUser(suite.context);
    await suite.context.knex('championship_enrolments').insert({ id: 'e1', campeonatoId: c.id, userId: driver.id, origen: 'admin', createdAt: new Date().toISOString() });
    const page = await suite.newPage();
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto('/admin/campeonatos');
    await page.getByRole('button', { name: 'Eliminar Copa Con Inscritos' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText(/^Error al eliminar el campeonato: No se puede eliminar: el campeonato tiene 1 inscrito/).waitFor();
    await page.getByText('Mostrando 1 de 1 campeonatos').waitFor();
  });

  it('searches races by circuit, filters them by ?campeonatoId= and deletes one after confirming', async () => {
    const a = await addChampionship(suite.context, { nombre: 'Copa A' });
    const b = await addChampionship(suite.context, { nombre: 'Copa B' });
    await addRace(suite.context, a.id, { circuito: 'Monza Azteca', inDays: 12 });
    await addRace(suite.context, a.id, { circuito: 'Pista Roja', inDays: 14 });
    await addRace(suite.context, b.id, { circuito: 'Monza Norte', inDays: 16 });
    const page = await suite.newPage();
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto(`/admin/carreras?campeonatoId=${a.id}`);
    const table = page.getByRole('table', { name: 'Lista de carreras' });
    await table.getByRole('cell', { name: 'Pista Roja', exact: true }).waitFor();
    expect(await table.getByRole('cell', { name: 'Monza Norte', exact: true }).count()).to.equal(0);
    await page.getByLabel('Buscar por circuito').fill('monza');
    await table.getByRole('cell', { name: 'Pista Roja', exact: true }).waitFor({ state: 'detached' });
    expect(await table.getByRole('row').count()).to.equal(2);
    // Emptied, the picker shows every championship's races.
    const picker = page.getByRole('combobox', { name: 'Campeonato', exact: true });
    await picker.fill('');
    await picker.blur();
    await table.getByRole('cell', { name: 'Monza Norte', exact: true }).waitFor();
    expect(await table.getByText('Pendiente').count()).to.equal(2);

    await page.getByRole('button', { name: 'Eliminar carrera Monza Norte' }).click();
    await page.getByRole('alertdialog', { name: '¿Eliminar carrera?' }).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Carrera eliminada').waitFor();
    await table.getByRole('cell', { name: 'Monza Norte', exact: true }).waitFor({ state: 'detached' });
  });

  it('enrols a user by hand with the specified messages, refusing a duplicate', async () => {
    await addChampionship(suite.context, { nombre: 'Copa Manual', max: 5 });
    await createUser(suite.context, { nombre: 'Rocío', apellido: 'Durán', email: 'rocio@ejemplo.test' });
    const page = await suite.newPage();
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto('/admin/campeonatos/inscribir-usuario');
    await page.getByRole('button', { name: 'Inscribir' }).click();
    // The contract's message, under each of the two empty fields.
    await page.getByText('Debes seleccionar un campeonato y un usuario').first().waitFor();
    expect(await page.getByText('Debes seleccionar un campeonato y un usuario').count()).to.equal(2);
    await pickChampionship(page, 'Campeonato', 'Copa Manual');
    // The driver is searched as one types: the picker asks the server, never loads every account.
    const user = page.getByRole('combobox', { name: 'Usuario' });
    await user.fill('durán');
    await page.getByRole('option', { name: /Rocío Durán/ }).click();
    await page.getByRole('button', { name: 'Inscribir' }).click();
    await page.getByText('Usuario inscrito correctamente en el campeonato.').waitFor();
    await user.fill('rocio@');
    await page.getByRole('option', { name: /Rocío Durán/ }).click();
    await page.getByRole('button', { name: 'Inscribir' }).click();
    await page.getByText('Error al inscribir usuario: El usuario ya está inscrito en este campeonato').waitFor();
  });

  it('adds, edits and deletes a sponsor after confirming, with the specified messages', async () => {
    const page = await suite.newPage();
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto('/admin/sponsors');
    await page.getByText('No hay sponsors para mostrar.').waitFor();
    const form = page.getByRole('region', { name: 'Añadir sponsor' });
    await form.getByRole('button', { name: 'Añadir sponsor' }).click();
    await form.getByText('El nombre del sponsor es obligatorio.').waitFor();
    await form.getByText('El logo es obligatorio para un nuevo sponsor.').waitFor();
    await form.getByLabel('Nombre del sponsor').fill('Frenos Halcón');
    await form.getByLabel('Enlace (opcional)').fill('https://example.com/frenos');
    await form.getByLabel('Logo', { exact: true }).setInputFiles(png('logo.png'));
    await form.getByRole('button', { name: 'Añadir sponsor' }).click();
    await page.getByText('Sponsor añadido correctamente.').waitFor();
    const list = page.getByRole('list', { name: 'Sponsors' });
    await list.getByText('Frenos Halcón').waitFor();

    await page.getByRole('button', { name: 'Editar Frenos Halcón' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Frenos Halcón' });
    await dialog.getByLabel('Nombre del sponsor').fill('Frenos Halcón MX');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Sponsor actualizado correctamente.').waitFor();
    await list.getByText('Frenos Halcón MX').waitFor();

    await page.getByRole('button', { name: 'Eliminar Frenos Halcón MX' }).click();
    await page.getByRole('alertdialog', { name: '¿Eliminar sponsor?' }).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Sponsor eliminado correctamente.').waitFor();
    await page.getByText('No hay sponsors para mostrar.').waitFor();
  });

  it('passes axe on the admin screens and fits them on a 360 px phone', async () => {
    const c = await addChampionship(suite.context, { nombre: 'Copa Accesible', cover: true });
    await addRace(suite.context, c.id, { circuito: 'Autódromo Accesible', inDays: 10 });
    await createUser(suite.context, { nombre: 'Ana', apellido: 'Ruiz' });
    const page = await suite.newPage();
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    const screens: [string, string][] = [
      ['/admin/campeonatos', 'Mostrando 1 de 1 campeonatos'],
      ['/admin/campeonatos/crear', 'Nombre del campeonato'],
      ['/admin/carreras', 'Autódromo Accesible'],
      ['/admin/carreras/crear', 'La fecha es el día de la carrera'],
      ['/admin/sponsors', 'No hay sponsors para mostrar.'],
      ['/admin/campeonatos/inscribir-usuario', 'Inscribe a un piloto'],
    ];
    // Each screen loaded once: axe at 1280 px, then the window narrowed to a 360 px phone (docs/adr/0052).
    for (const [path, text] of screens) {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      await atWidths(page, [1280, 360], async (width) => {
        if (width === 1280) {
          const violations = await axeViolations(page);
          expect(violations, `${path}\n${describeViolations(violations)}`).to.deep.equal([]);
        } else {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} at 360 px`).to.be.at.most(0);
        }
      });
    }
    await page.goto('/admin/campeonatos');
    await page.getByRole('button', { name: 'Editar Copa Accesible' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Editar carrera Autódromo Accesible' }).click();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
  });

  it('keeps the admin code out of the public pages', async () => {
    await addChampionship(suite.context, { nombre: 'Copa Pública' });
    const page = await suite.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('article', { name: 'Copa Pública' }).waitFor();
    await page.getByRole('link', { name: 'Ver detalles de Copa Pública' }).click();
    await page.getByRole('heading', { name: 'Copa Pública', level: 1 }).waitFor();
    expect(scripts.filter((s) => s.includes('admin'))).to.deep.equal([]);
  });
});
