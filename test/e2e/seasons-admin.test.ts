import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { SEASONS } from '../../src/modules/seasons/index.js';
import { ARTIFACTS_DIR, atWidths, axeViolations, guideShot, makePng, scrollToHomeSection, signIn, useBrowserSuite, waitForQuietNetwork, shoot } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { inventedExport, row } from '../support/iracing-exports.js';
import { sidewaysOverflow } from '../support/reachability.js';
import { GT_DRIVERS, seedStandingsSeason } from '../support/standings-season.js';

const ADMIN = { id: 'admin-e2e', rol: 'admin' as const, suspendido: false };
/** Each flow runs once at 360 px and checks its screens at both widths (docs/adr/0052). */
const WIDTHS = [360, 1440] as const;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The last round of the seeded season (GT only), so the season may be closed. */
function lastRound(): Buffer {
  const names = GT_DRIVERS as Record<number, string>;
  const rows = [2, 1, 3, 4, 5, 6].map((custId, i) => row({ cust_id: custId, display_name: names[custId]!, finish_position: i, finish_position_in_class: i, laps_complete: 20, incidents: 0, car_class_id: 10 }));
  return Buffer.from(
    JSON.stringify(
      inventedExport({ subsession_id: 94000004, session_name: 'Ronda 4', start_time: '2026-03-29T18:00:00Z', end_time: '2026-03-29T19:00:00Z', session_results: [{ simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: rows }] }),
    ),
  );
}

describe('Series and seasons in the admin, in the browser', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite();
  const shots = path.join(ARTIFACTS_DIR, 'temporadas');
  let campeonatoId = '';
  beforeEach(async () => {
    mkdirSync(shots, { recursive: true });
    await truncateAll(suite.context);
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'temporadas@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
    const season = await seedStandingsSeason(suite.context, { nombre: 'Copa Invierno 2026' });
    campeonatoId = season.campeonatoId;
    await suite.context.container.get(RESULTS.ImportEventFile).execute(ADMIN, { bytes: lastRound(), carreraId: season.raceIds[3], sesion: 1 });
    const serie = await suite.context.container.get(SEASONS.CreateSeries).execute(ADMIN, { fields: { nombre: 'Copa Invierno', categoria: 'GT' } });
    await suite.context.container.get(SEASONS.SetEdition).execute(ADMIN, campeonatoId, { serieId: serie.id, temporada: 2026 });
  });

  it('closes a season, reopens it with a reason and prepares the next one, each screen at 360 and 1440 px passing axe', async () => {
    for (const nombre of ['Uno', 'Dos']) {
      const driver = await createUser(suite.context, { nombre, apellido: 'Inscrito' });
      await suite.context.container.get(CHAMPIONSHIPS.Enrol).execute({ campeonatoId, userId: driver.id, origen: 'admin' });
    }
    const page = await suite.newPage({ width: 360, height: 1000 });
    await signIn(page, 'temporadas@ejemplo.test', 'admin123');
    await page.goto('/admin/temporadas');
    await page.getByRole('heading', { name: 'Series y temporadas', level: 1 }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Copa Invierno 2026' }) });
    // Closing asks first, saying what is frozen; 'Cancelar' changes nothing.
    await card.getByRole('button', { name: 'Cerrar temporada' }).click();
    const closing = page.getByRole('alertdialog', { name: 'Cerrar la temporada de Copa Invierno 2026' });
    await closing.getByText(/Se congelará la clasificación final de cada grupo y de los equipos/).waitFor();
    await closing.getByText(/no se podrán importar ni borrar resultados, aplicar sanciones, cambiar el reglamento de puntuación ni cambiar sus carreras/).waitFor();
    await atWidths(page, WIDTHS, async (width) => {
      await page.screenshot({ path: path.join(shots, `confirmar-cierre-${width}.png`) });
      if (width >= 1024) await guideShot(page, 'cerrar-temporada');
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    await closing.getByRole('button', { name: 'Cancelar' }).click();
    await closing.waitFor({ state: 'detached' });
    expect((await suite.context.container.get(SEASONS.GetSeasonStatus).execute(ADMIN, campeonatoId)).cerrada).to.equal(false);
    await card.getByRole('button', { name: 'Cerrar temporada' }).click();
    await closing.getByRole('button', { name: 'Cerrar temporada' }).click();
    await card.getByText('Temporada cerrada', { exact: true }).waitFor();
    await card.getByText('Campeones: GT Inventado: Beto Curva').waitFor();
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      await page.screenshot({ path: path.join(shots, `cerrada-${width}.png`), fullPage: true });
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });

    await card.getByRole('button', { name: 'Reabrir temporada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reabrir Copa Invierno 2026' });
    await dialog.getByRole('button', { name: 'Reabrir temporada' }).click();
    await dialog.getByText('Escribe el motivo de la reapertura.').waitFor();
    await dialog.getByLabel('Motivo de la reapertura').fill('Sanción pendiente de la ronda 4');
    await atWidths(page, WIDTHS, async (width) => {
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
      await page.screenshot({ path: path.join(shots, `reabrir-${width}.png`) });
    });
    await dialog.getByRole('button', { name: 'Reabrir temporada' }).click();
    await card.getByText(/Reabierta por Laura Jefa el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: Sanción pendiente de la ronda 4/).waitFor();
    await card.getByText('Temporada abierta', { exact: true }).waitFor();

    // The next edition asks first too, saying what it makes and how many drivers are e-mailed.
    const drivers = (await suite.context.container.get(CHAMPIONSHIPS.CompetitionLookup).enrolledUserIds(campeonatoId)).length;
    expect(drivers).to.be.above(1);
    await card.getByRole('button', { name: 'Preparar la siguiente temporada' }).click();
    const next = page.getByRole('alertdialog', { name: 'Preparar Copa Invierno 2027' });
    await next.getByText(`Se creará «Copa Invierno 2027» (Temporada 2027) con sus 4 carreras un año después, el mismo día de la semana y a la misma hora.`).waitFor();
    await next.getByText(`Se enviará un correo a los ${drivers} pilotos de esta temporada: durante 7 días solo ellos podrán inscribirse.`).waitFor();
    await atWidths(page, WIDTHS, async (width) => {
      await page.screenshot({ path: path.join(shots, `confirmar-siguiente-${width}.png`) });
      if (width >= 1024) await guideShot(page, 'siguiente-temporada');
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    await next.getByRole('button', { name: 'Cancelar' }).click();
    await next.waitFor({ state: 'detached' });
    expect(await suite.context.container.get(SEASONS.ListSeries).execute().then((all) => all.map((x) => x.ediciones))).to.deep.equal([1]);
    await card.getByRole('button', { name: 'Preparar la siguiente temporada' }).click();
    await next.getByRole('button', { name: 'Preparar la siguiente temporada' }).click();
    await page.getByText('Siguiente temporada preparada: «Copa Invierno 2027». Revísala antes de publicarla.').first().waitFor();
    await page.getByRole('heading', { name: 'Copa Invierno 2027' }).waitFor();
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      await page.screenshot({ path: path.join(shots, `siguiente-${width}.png`), fullPage: true });
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('edits a series with its logo, refuses to delete one with editions and deletes an empty one after confirming, at 360 and 1440 px', async () => {
    await suite.context.container.get(SEASONS.CreateSeries).execute(ADMIN, { fields: { nombre: 'Serie Vacía', categoria: 'Óvalos' } });
    const page = await suite.newPage({ width: 360, height: 1000 });
    await signIn(page, 'temporadas@ejemplo.test', 'admin123');
    await page.goto('/admin/temporadas');
    const list = page.getByRole('list', { name: 'Series' });
    await list.getByText('Serie Vacía').waitFor();

    await list.getByRole('button', { name: 'Editar Copa Invierno' }).click();
    const form = page.getByRole('dialog', { name: 'Editar Copa Invierno' });
    await form.getByLabel('Nombre de la serie').fill('Copa Invierno MX');
    await form.getByLabel('Descripción').fill('La copa de invierno de la liga.');
    await form.getByLabel('Logo (opcional, reemplaza el actual)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(64, 64, [31, 191, 117]) });
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
      await page.screenshot({ path: path.join(shots, `serie-editar-${width}.png`) });
      if (width >= 1024) await guideShot(page, 'serie');
      // Every field and button fits inside the dialog.
      const box = (await form.boundingBox())!;
      for (const control of [form.getByRole('button', { name: 'Guardar cambios' }), form.getByLabel('Nombre de la serie')]) {
        const inner = (await control.boundingBox())!;
        expect(inner.x + inner.width, `inside the dialog at ${width} px`).to.be.at.most(box.x + box.width);
      }
    });
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Serie actualizada correctamente.').first().waitFor();
    await form.waitFor({ state: 'detached' });
    const edited = (await suite.context.container.get(SEASONS.ListSeries).execute()).find((x) => x.nombre === 'Copa Invierno MX');
    expect(edited?.descripcion).to.equal('La copa de invierno de la liga.');
    expect(edited?.logoUrl).to.match(/^\/uploads\/series\/.+\.png$/);
    await list.getByRole('img', { name: 'Logo de Copa Invierno MX' }).waitFor();

    // A series with an edition stays: the confirmation says so and the server refuses it.
    await list.getByRole('button', { name: 'Eliminar Copa Invierno MX' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar serie?' });
    await confirm.getByText('Tiene temporadas', { exact: false }).waitFor();
    await atWidths(page, WIDTHS, async (width) => {
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
      await page.screenshot({ path: path.join(shots, `serie-eliminar-${width}.png`) });
    });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('La serie tiene 1 edición: no se puede eliminar.').first().waitFor();
    expect((await suite.context.container.get(SEASONS.ListSeries).execute()).map((x) => x.nombre)).to.include('Copa Invierno MX');

    // Cancelling deletes nothing; confirming deletes the empty one.
    await list.getByRole('button', { name: 'Eliminar Serie Vacía' }).click();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await suite.context.container.get(SEASONS.ListSeries).execute()).map((x) => x.nombre)).to.include('Serie Vacía');
    await list.getByRole('button', { name: 'Eliminar Serie Vacía' }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Serie eliminada correctamente.').first().waitFor();
    await list.getByText('Serie Vacía').waitFor({ state: 'detached' });
    expect((await suite.context.container.get(SEASONS.ListSeries).execute()).map((x) => x.nombre)).to.deep.equal(['Copa Invierno MX']);
    await atWidths(page, WIDTHS, async (width) => expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0));
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it("keeps the championship list's past editions behind 'Temporadas anteriores', rendered on the server, at 360 and 1440 px", async () => {
    await suite.context.container.get(SEASONS.CloseSeason).execute(ADMIN, campeonatoId);
    await suite.context.container.get(SEASONS.PrepareNextSeason).execute(ADMIN, campeonatoId);
    // The server's HTML holds the current list and the past one's disclosure, closed: the past editions load when it opens.
    const html = await (await fetch(`${suite.baseUrl}/campeonatos`)).text();
    expect(html).to.include('Temporadas anteriores').and.include('Copa Invierno 2027').and.not.include('Copa Invierno 2026');
    // Closed (no `open`), and the home page's link «Temporadas anteriores» lands on it by its id.
    expect(html).to.match(/<details id="temporadas-anteriores" class="champ-list__past">/);

    const page = await suite.newPage({ width: 360, height: 900 });
    await page.goto('/campeonatos');
    const current = page.getByRole('list', { name: 'Campeonatos disponibles' });
    await current.getByRole('heading', { name: 'Copa Invierno 2027' }).waitFor();
    const past = page.getByRole('list', { name: 'Campeonatos de temporadas anteriores' });
    expect(await past.isVisible()).to.equal(false);
    expect(await current.getByRole('heading', { name: 'Copa Invierno 2026' }).count()).to.equal(0);
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      await page.screenshot({ path: path.join(shots, `campeonatos-${width}.png`), fullPage: true });
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    await page.getByText('Temporadas anteriores').click();
    await past.getByRole('heading', { name: 'Copa Invierno 2026' }).waitFor();
    await atWidths(page, WIDTHS, async (width) => {
      await page.screenshot({ path: path.join(shots, `campeonatos-anteriores-${width}.png`), fullPage: true });
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it("shows the last season's champions on the home page between seasons, linking to the hall, at 360 and 1440 px", async () => {
    // While the championship runs, the home page has no such section.
    const running = await suite.newPage({ width: 360, height: 900 });
    await running.goto('/');
    await scrollToHomeSection(running, '#contactSection');
    await waitForQuietNetwork(running);
    expect(await running.locator('#campeonesTemporada').count()).to.equal(0);

    // It ended over two weeks ago and its season is closed: nothing runs nor takes entries.
    await suite.context.container.get(CHAMPIONSHIPS.UpdateChampionship).execute(ADMIN, campeonatoId, { fields: { fechaInicio: day(-120), fechaFin: day(-20) } });
    await suite.context.container.get(SEASONS.CloseSeason).execute(ADMIN, campeonatoId);
    const page = await suite.newPage({ width: 360, height: 900 });
    await page.goto('/');
    const section = await scrollToHomeSection(page, '#campeonesTemporada');
    await section.getByRole('heading', { name: 'Campeones de la Temporada 2026' }).waitFor();
    await section.getByRole('list', { name: 'Campeones de Copa Invierno 2026' }).getByText('Beto Curva').waitFor();
    expect(await section.getByRole('link', { name: 'Ver el salón de campeones' }).getAttribute('href')).to.equal('/campeones');
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      await shoot(section, { path: path.join(shots, `inicio-campeones-${width}.png`) });
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    await section.getByRole('link', { name: 'Ver el salón de campeones' }).click();
    await page.getByRole('heading', { name: 'Salón de campeones', level: 1 }).waitFor();
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it("lets the championship form pick its series and season, showing the ones it has", async () => {
    const other = await suite.context.container.get(SEASONS.CreateSeries).execute(ADMIN, { fields: { nombre: 'Resistencia Nocturna', categoria: 'GT' } });
    const page = await suite.newPage({ width: 1440, height: 1000 });
    await signIn(page, 'temporadas@ejemplo.test', 'admin123');
    await page.goto('/admin/campeonatos');
    // The list of series answers after the edition's own answer: the form still shows its series.
    await page.route(/\/api\/series$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Editar Copa Invierno 2026' }).click();
    const drawer = page.getByRole('dialog', { name: 'Editar Copa Invierno 2026' });
    const serie = drawer.getByLabel('Serie', { exact: true });
    await page.waitForFunction(() => (document.querySelector('dialog select[name="serieId"]') as HTMLSelectElement | null)?.selectedOptions[0]?.text === 'Copa Invierno');
    expect(await drawer.getByLabel('Temporada', { exact: true }).inputValue()).to.equal('2026');
    await serie.selectOption(other.id);
    await drawer.getByLabel('Temporada', { exact: true }).fill('2031');
    await drawer.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Campeonato actualizado').first().waitFor();
    const edition = await suite.context.container.get(SEASONS.GetEdition).execute(campeonatoId);
    expect([edition?.serieId, edition?.temporada]).to.deep.equal([other.id, 2031]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('fits 360 px without sideways scrolling and passes axe', async () => {
    const page = await suite.newPage({ width: 360, height: 900 });
    await signIn(page, 'temporadas@ejemplo.test', 'admin123');
    await page.goto('/admin/temporadas');
    await page.getByRole('button', { name: 'Cerrar temporada' }).waitFor();
    await waitForQuietNetwork(page);
    await page.screenshot({ path: path.join(shots, 'admin-360.png'), fullPage: true });
    expect(await sidewaysOverflow(page)).to.be.at.most(0);
    expect((await axeViolations(page)).map((v) => v.id)).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('shows the archive of seasons with the champions of a closed one at 360 and 1440 px, passing axe', async () => {
    await suite.context.container.get(SEASONS.CloseSeason).execute(ADMIN, campeonatoId);
    const page = await suite.newPage({ width: 360, height: 900 });
    await page.goto('/temporadas');
    await page.getByRole('heading', { name: 'Temporadas', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Temporada 2026' }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Copa Invierno 2026' }) });
    await card.getByText('Temporada cerrada').waitFor();
    await card.getByText('Beto Curva').waitFor();
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      await page.screenshot({ path: path.join(shots, `archivo-${width}.png`), fullPage: true });
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    await page.getByRole('link', { name: 'Temporada 2026' }).click();
    await page.getByRole('heading', { name: 'Temporada 2026', level: 1 }).waitFor();
    await card.getByRole('link', { name: 'Clasificación final' }).click();
    await page.waitForURL(`**/campeonatos/${campeonatoId}/clasificacion`);
    await page.getByText('Clasificación final · Temporada cerrada').waitFor();
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      await page.screenshot({ path: path.join(shots, `tabla-final-${width}.png`), fullPage: true });
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    await page.goto(`/campeonatos/${campeonatoId}`);
    await page.getByText('Temporada cerrada', { exact: true }).waitFor();
    await atWidths(page, WIDTHS, async (width) => expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]));
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('renders the archive and a season on the server, and answers 404 for a year without a season, at 360 and 1440 px', async () => {
    await suite.context.container.get(SEASONS.CloseSeason).execute(ADMIN, campeonatoId);
    // The server's HTML holds the archive itself, not the bare app shell.
    for (const url of ['/temporadas', '/temporadas/2026']) {
      const res = await fetch(`${suite.baseUrl}${url}`);
      const html = await res.text();
      expect(res.status, url).to.equal(200);
      expect(html, url).to.match(/<div id="root">.*Copa Invierno 2026.*Beto Curva/s).and.include('id="server-render"');
    }
    for (const url of ['/temporadas/1999', '/temporadas/nada']) expect((await fetch(`${suite.baseUrl}${url}`)).status, url).to.equal(404);

    const page = await suite.newPage({ width: 360, height: 900 });
    await page.goto('/temporadas/2026');
    await page.getByRole('heading', { name: 'Temporada 2026', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Copa Invierno 2026' }).waitFor();
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]));
    const missing = await page.goto('/temporadas/1999');
    expect(missing?.status()).to.equal(404);
    await page.getByText('Temporada no encontrada').waitFor();
    await atWidths(page, WIDTHS, async (width) => expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]));
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it("links the archive from the footer, the championships and the hall of champions, and shows a season's title once, at 360 and 1440 px", async () => {
    const page = await suite.newPage({ width: 360, height: 900 });
    for (const from of ['/campeonatos', '/campeones']) {
      await page.goto(from);
      await waitForQuietNetwork(page);
      await page.getByRole('main').getByRole('link', { name: 'Ver todas las temporadas' }).click();
      await page.waitForURL('**/temporadas');
      await page.getByRole('heading', { name: 'Temporadas', level: 1 }).waitFor();
    }
    await page.goto('/campeonatos');
    // The page rendered on the server is taken over by the app first: a click meanwhile may be lost.
    await waitForQuietNetwork(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Temporadas', exact: true }).click();
    await page.waitForURL('**/temporadas');
    await page.getByRole('link', { name: 'Temporada 2026' }).click();
    await page.getByRole('heading', { name: 'Temporada 2026', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Copa Invierno 2026' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Temporada 2026' }).count()).to.equal(1);
    await waitForQuietNetwork(page);
    await atWidths(page, WIDTHS, async (width) => {
      expect(await sidewaysOverflow(page), `${width} px`).to.be.at.most(0);
      expect((await axeViolations(page)).map((v) => v.id), `${width} px`).to.deep.equal([]);
    });
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
