import { expect } from 'chai';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, axeViolations, guideShot, signIn, useBrowserSuite, waitForPath, waitForQuietNetwork, shoot, pickChampionship } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { STANDINGS } from '../../src/modules/standings/index.js';
import { LEAGUE_CONFIG } from '../integration/standings/standings-fixtures.js';
import { addChampionship, addRace, enrolUser } from './championship-data.js';

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${where}\n${violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n')}`).to.deep.equal([]);
}

async function expectNoPageOverflow(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, where).to.be.at.most(0);
}

async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, name), fullPage });
}

const TABLE = /^Tabla de puntos/;

describe("The championship's scoring configuration editor in the browser", function () {
  // SQLite only: the server's side of these screens runs on both databases in the HTTP tests (docs/adr/0052).
  const kind = 'sqlite';
  this.timeout(240_000);
  const suite = useBrowserSuite({ kind });
  beforeEach(async () => {
    if (suite.ready) await truncateAll(suite.context);
  });

  async function setUp() {
    const admin = await createUser(suite.context, { rol: 'admin', nombre: 'Ana', apellido: 'Directora', email: 'directora@ejemplo.test' });
    const champ = await addChampionship(suite.context, { nombre: 'Copa Puntos', startsIn: -10, endsIn: 60 });
    const race = await addRace(suite.context, champ.id, { circuito: 'Autódromo Hermanos Rodríguez', inDays: 5 });
    await addRace(suite.context, champ.id, { circuito: 'Monterrey', inDays: 12 });
    return { admin, champ, race };
  }

  const stored = async (id: string) => {
    const row = await suite.context.knex('standings_configs').where({ campeonatoId: id }).first();
    return row ? JSON.parse(String(row.configuracion)) : null;
  };

  it('picks a preset, edits a table, adds groups, imports drivers from a CSV (a bad line first: nothing applied), saves, and shows it after a reload', async () => {
    const { admin, champ } = await setUp();
    const page = await suite.newPage({ width: 1440 });
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/campeonatos');
    await page.getByRole('link', { name: 'Puntuación de Copa Puntos' }).click();
    await waitForPath(page, `/admin/campeonatos/${champ.id}/puntuacion`);
    await page.getByRole('heading', { name: 'Puntuación · Copa Puntos', level: 1 }).waitFor();
    await page.getByText('no tiene configuración de puntuación guardada').waitFor();
    expect(await page.getByLabel(TABLE).inputValue()).to.equal('25, 18, 15, 12, 10, 8, 6, 4, 2, 1');
    await waitForQuietNetwork(page);
    await expectNoSeriousViolations(page, 'editor at 1440 px');

    // Nothing edited yet and nothing stored: the preset applies without asking.
    await page.getByLabel('Plantilla', { exact: true }).selectOption('motogp');
    await page.getByRole('button', { name: 'Aplicar plantilla' }).click();
    expect(await page.getByLabel(TABLE).inputValue()).to.equal('25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1');

    await page.getByLabel(TABLE).fill('30, 25, 20');
    await page.getByText('3 posiciones puntúan: 1.º 30 · 2.º 25 · 3.º 20').waitFor();
    // Now a preset would throw the edit away: it asks, and 'Cancelar' keeps it.
    await page.getByLabel('Plantilla', { exact: true }).selectOption('f1');
    await page.getByRole('button', { name: 'Aplicar plantilla' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Aplicar la plantilla?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    expect(await page.getByLabel(TABLE).inputValue()).to.equal('30, 25, 20');

    await page.getByLabel('Los grupos del campeonato (Oro, Plata…)').check();
    await page.getByRole('button', { name: 'Añadir grupo' }).click();
    await page.getByLabel('Nombre del grupo 1').fill('Oro');
    await page.getByRole('button', { name: 'Añadir grupo' }).click();
    await page.getByLabel('Nombre del grupo 2').fill('Plata');
    await page.getByLabel('Grupo de los pilotos no listados').selectOption('Plata');

    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar pilotos desde CSV' });
    await dialog.getByLabel('Contenido del CSV').fill('cust_id,nombre,grupo\n123456,Ana Ruiz,Oro\nabc,Beto Luna,Plata\n345678,Caro Díaz,Bronce');
    await dialog.getByText('Línea 3: El ID de cliente «abc» debe ser un número entero').waitFor();
    await dialog.getByText('Línea 4: El grupo «Bronce» no es uno de los grupos (Oro, Plata).').waitFor();
    expect(await dialog.getByRole('button', { name: 'Aplicar' }).isDisabled()).to.equal(true);
    await screenshot(page, 'scoring-csv-errors-1440.png', false);
    await dialog.getByLabel('Contenido del CSV').fill('cust_id,nombre,grupo\n123456,Ana Ruiz,Oro\n234567,Beto Luna,plata');
    await dialog.getByText('2 pilotos listos para aplicar.').waitFor();
    await dialog.getByRole('button', { name: 'Aplicar 2 pilotos' }).click();
    await page.getByRole('heading', { name: 'Pilotos asignados (2)' }).waitFor();
    expect(await page.getByLabel('Nombre', { exact: true }).nth(1).inputValue()).to.equal('Beto Luna');
    expect(await stored(champ.id), 'nothing is stored before Guardar').to.equal(null);

    // The league's own rules: a new rulebook lists its drivers from the first day; the rest is chosen here.
    expect(await page.getByLabel('Mostrar a todos los pilotos asignados desde el primer día').isChecked()).to.equal(true);
    await page.getByLabel('Una sanción a quien no puntúa no mueve a nadie').check();
    await page.getByLabel('Rondas que descarta cada equipo').fill('1');
    await page.getByLabel('Restar a cada equipo las deducciones de puntos de sus pilotos').check();

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Configuración de puntuación guardada', { exact: true }).waitFor();
    const saved = await stored(champ.id);
    expect(saved.plantilla).to.equal('motogp');
    expect(saved.tiposPuntuacion[0].eventos[0].tabla).to.deep.equal([30, 25, 20]);
    expect(saved.agrupacion).to.equal('grupos');
    expect(saved.grupoPorDefecto).to.equal('Plata');
    expect(saved).to.include({ version: 2, sancionSinPuntosNoMueveAOtros: true, mostrarPilotosSinResultados: true });
    expect(saved.equipos).to.deep.equal({ plantillas: [], descartes: 1, incluirDeduccionesDePilotos: true, descartarPeorPiloto: false });
    expect(saved.pilotos.map((p: { custId: number; nombre: string; grupo: string }) => [p.custId, p.nombre, p.grupo])).to.deep.equal([
      [123456, 'Ana Ruiz', 'Oro'],
      [234567, 'Beto Luna', 'Plata'],
    ]);
    await screenshot(page, 'scoring-editor-1440.png');
    await guideShot(page, 'reglamento');

    await page.reload();
    await page.getByRole('heading', { name: 'Pilotos asignados (2)' }).waitFor();
    expect(await page.getByLabel(TABLE).inputValue()).to.equal('30, 25, 20');
    expect(await page.getByLabel('Grupo de los pilotos no listados').inputValue()).to.equal('Plata');
    await page.getByText('Guardada por última vez el').waitFor();
    await waitForQuietNetwork(page);
    await expectNoSeriousViolations(page, 'editor with groups and drivers at 1440 px');
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it("shows the contract's errors next to their fields and the server's 400 field error, keeping what was typed", async () => {
    const { admin, champ } = await setUp();
    const page = await suite.newPage({ width: 1440 });
    await signIn(page, admin.email, admin.password);
    await page.goto(`/admin/campeonatos/${champ.id}/puntuacion`);
    await page.getByLabel(TABLE).waitFor();

    // The contract's own rule, checked before sending: nothing is sent, the field says why.
    await page.getByLabel(TABLE).fill('25, -3, 10');
    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/puntuacion')) puts++;
    });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.locator('.field__error', { hasText: 'Los puntos de la tabla no pueden ser negativos' }).waitFor();
    expect(await page.getByLabel(TABLE).getAttribute('aria-invalid')).to.equal('true');
    expect(puts).to.equal(0);

    // A refusal only the server can give (here another admin's rule), answered as the API does: the field shows it.
    await page.getByLabel(TABLE).fill('25, 18, 15');
    const message = 'La tabla de puntos admite como máximo 60 elementos';
    await page.route('**/api/campeonatos/*/puntuacion', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message, code: 'VALIDATION_ERROR', errors: { 'tiposPuntuacion.0.eventos.0.tabla.2': message } }) })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.locator('.field__error', { hasText: message }).waitFor();
    await page.getByText(`No se pudo guardar la configuración: ${message}`).first().waitFor();
    expect(await page.getByLabel(TABLE).inputValue()).to.equal('25, 18, 15');
    expect(await page.getByLabel(TABLE).getAttribute('aria-invalid')).to.equal('true');
    expect(await stored(champ.id)).to.equal(null);
    await page.unroute('**/api/campeonatos/*/puntuacion');

    // 'Descargar JSON' gives the document on screen, unsaved edits included.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar JSON' }).click()]);
    expect(download.suggestedFilename()).to.equal('puntuacion-copa-puntos.json');
    const downloaded = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(downloaded.tiposPuntuacion[0].eventos[0].tabla).to.deep.equal([25, 18, 15]);

    // 'Cargar JSON': a file that is not a valid configuration loads nothing and says why.
    const fileInput = page.getByTestId('cargar-json');
    await fileInput.setInputFiles({ name: 'mala.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...downloaded, agrupacion: 'equipos' })) });
    await page.getByText('«mala.json» no es una configuración válida y no se cargó: agrupacion: La agrupación debe ser clases o grupos').waitFor();
    expect(await page.getByLabel(TABLE).inputValue()).to.equal('25, 18, 15');
    // A valid one replaces the edits on screen after confirming, and is saved with 'Guardar'.
    const league = { ...downloaded, tiposPuntuacion: [{ nombre: 'Principal', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [12, 9, 7] }] }], formato: { porDefecto: ['Principal'] } };
    await fileInput.setInputFiles({ name: 'liga.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(league)) });
    await page.getByRole('alertdialog', { name: '¿Cargar la configuración del archivo?' }).getByRole('button', { name: 'Cargar archivo' }).click();
    expect(await page.getByLabel(TABLE).inputValue()).to.equal('12, 9, 7');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Configuración de puntuación guardada', { exact: true }).waitFor();
    expect((await stored(champ.id)).tiposPuntuacion[0]).to.deep.include({ nombre: 'Principal' });
  });

  it('is usable at 360 px: no horizontal overflow, the CSV import included, and axe finds nothing serious', async () => {
    const { admin, champ } = await setUp();
    const page = await suite.newPage({ width: 360, height: 800 });
    await signIn(page, admin.email, admin.password);
    await page.goto(`/admin/campeonatos/${champ.id}/puntuacion`);
    await page.getByLabel(TABLE).waitFor();
    await page.getByLabel('Los grupos del campeonato (Oro, Plata…)').check();
    await page.getByRole('button', { name: 'Añadir grupo' }).click();
    await page.getByLabel('Nombre del grupo 1').fill('Oro');
    await page.getByRole('button', { name: 'Añadir piloto' }).click();
    await page.getByRole('button', { name: /^Añadir un cambio de grupo/ }).click();
    await waitForQuietNetwork(page);
    await expectNoPageOverflow(page, 'editor at 360 px');
    await expectNoSeriousViolations(page, 'editor at 360 px');
    await screenshot(page, 'scoring-editor-360.png');
    // One picture per section too, readable at this width.
    for (const [i, section] of (await page.locator('section.scoring__section').all()).entries()) await shoot(section, { path: path.join(ARTIFACTS_DIR, `scoring-360-section-${i + 1}.png`) });
    await shoot(page.getByRole('group', { name: 'Plantillas y archivo' }), { path: path.join(ARTIFACTS_DIR, 'scoring-360-toolbar.png') });

    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar pilotos desde CSV' });
    await dialog.getByLabel('Contenido del CSV').fill('123456,Ana Ruiz,Oro\n99,Sin grupo,Plata');
    await dialog.getByText('Línea 2: El grupo «Plata» no es uno de los grupos (Oro).').waitFor();
    await expectNoPageOverflow(page, 'CSV import at 360 px');
    await screenshot(page, 'scoring-csv-360.png', false);
  });

  it("lets the stewards name the scored event of a penalty from the round's configuration, and the public log says it", async () => {
    const { admin, champ, race } = await setUp();
    const beto = await createUser(suite.context, { nombre: 'Beto', apellido: 'Luna', email: 'beto@ejemplo.test' });
    await enrolUser(suite.context, champ.id, beto.id);
    const actor = { id: admin.id, rol: 'admin' as const, suspendido: false };
    await suite.context.container.get(STANDINGS.SetScoringConfig).execute(actor, champ.id, LEAGUE_CONFIG);

    const page = await suite.newPage({ width: 360, height: 800 });
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/reportes');
    await page.getByRole('button', { name: 'Registrar sanción' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar sanción' });
    await pickChampionship(dialog, 'Campeonato', champ.nombreCampeonato);
    await dialog.getByLabel('Carrera').selectOption(race.id);
    await dialog.getByLabel('Piloto').selectOption(beto.id);
    await dialog.getByLabel('Tipo de sanción').selectOption('descalificacion');
    const target = dialog.getByLabel('Evento al que se aplica');
    await target.waitFor();
    expect(await target.locator('option').allInnerTexts()).to.deep.equal([
      'Carrera principal (sesión 2 · Carrera)',
      'Sesión 1 · Pole sprint',
      'Sesión 1 · Carrera sprint',
      'Sesión 2 · Carrera',
      'Sesión 2 · Vuelta rápida',
    ]);
    await target.selectOption({ label: 'Sesión 1 · Carrera sprint' });
    await dialog.getByLabel('Explicación de la sanción').fill('Provocó un choque múltiple en la salida del sprint.');
    await waitForQuietNetwork(page);
    await expectNoSeriousViolations(page, 'record penalty dialog with the event select at 360 px');
    await expectNoPageOverflow(page, 'record penalty dialog at 360 px');
    await screenshot(page, 'penalty-event-360.png', false);
    await dialog.getByRole('button', { name: 'Registrar sanción' }).click();
    await page.getByText('Sanción registrada con éxito.').waitFor();
    const penalty = await suite.context.knex('penalties').first();
    expect([penalty.tipo, Number(penalty.sesion), penalty.evento]).to.deep.equal(['descalificacion', 1, 'Carrera sprint']);

    const visitor = await suite.newPage({ width: 360, height: 740 });
    await visitor.goto(`/campeonatos/${champ.id}`);
    const log = visitor.getByRole('region', { name: 'Decisiones de comisarios' });
    const entry = log.getByRole('listitem').filter({ hasText: 'Beto Luna' });
    await entry.waitFor();
    expect(await entry.innerText()).to.include('Descalificación · en Carrera sprint (sesión 1)');
  });
});
