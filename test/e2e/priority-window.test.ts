import { expect } from 'chai';
import { formatDeadline } from '../../src/contracts/formats.js';
import { expectCleanAt, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship } from './championship-data.js';

const SHOTS = '/tmp/parrilla-e2e';

describe('A new edition’s priority window, as a driver who did not race the last one reads it', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  it('says on the championship page until when, in Mexico City time, entries are kept for the last edition’s drivers, and offers no way in meanwhile, at 360 px', async () => {
    const { context } = suite;
    const c = await addChampionship(context, { nombre: 'Copa Ventana 2027', precio: 0, max: 10 });
    // The new edition of a series whose window runs three more days (the last edition's drivers are nobody here).
    const now = new Date().toISOString();
    const until = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3 * 86_400_000).toISOString();
    await context.knex('series').insert({ id: 'serie-ventana', nombre: 'Copa Ventana', clave: 'copa ventana', categoria: 'Fórmulas', descripcion: '', logoUrl: null, createdAt: now, updatedAt: now });
    await context.knex('series_editions').insert({ campeonatoId: c.id, serieId: 'serie-ventana', temporada: 2027, diasPrioridad: 3, prioridadHasta: until, createdAt: now, updatedAt: now });
    const nico = await createUser(context, { nombre: 'Nico', apellido: 'Nuevo' });

    const page = await suite.newPage({ width: 360, height: 800 });
    await signIn(page, nico.email, nico.password);
    await page.goto(`/campeonatos/${c.id}`);
    const card = page.getByRole('complementary', { name: 'Inscripción' });
    const note = card.getByRole('status').filter({ hasText: 'reservadas a los pilotos de la temporada anterior' });
    await note.waitFor();
    expect(await note.innerText()).to.equal(`Las inscripciones están reservadas a los pilotos de la temporada anterior hasta el ${formatDeadline(until)}. A partir de entonces podrás inscribirte.`);
    expect(await card.getByRole('button', { name: 'INSCRIPCIONES RESERVADAS' }).isDisabled()).to.equal(true);
    expect(await card.getByRole('button', { name: 'Unirme a la lista de espera' }).count()).to.equal(0);
    await waitForQuietNetwork(page);
    await expectCleanAt(page, 'priority window on the championship page at 360');
    await page.screenshot({ path: `${SHOTS}/priority-window-360.png`, fullPage: true });
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
