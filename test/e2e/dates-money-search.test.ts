import { expect } from 'chai';
import { CONSOLE_ACTOR } from '../../cli/cli-runtime.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { signIn, useBrowserSuite } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { inventedExport, row } from '../support/iracing-exports.js';
import { addChampionship } from './championship-data.js';

/** A published event that started at 20:00 on Saturday 14 March 2026 in Mexico City: 02:00 UTC on the 15th. */
const evening = inventedExport({
  subsession_id: 94000001,
  session_name: 'Copa Nocturna',
  start_time: '2026-03-15T02:00:00Z',
  end_time: '2026-03-15T03:00:00Z',
  session_results: [
    {
      simsession_number: 0,
      simsession_type: 6,
      simsession_name: 'RACE',
      results: [
        row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0, best_lap_time: 90_0000 }),
        row({ cust_id: 2, display_name: 'Beto Curva', finish_position: 1, laps_complete: 10, incidents: 2, best_lap_time: 91_0000 }),
      ],
    },
  ],
});

describe('Mexico City dates, peso amounts and accent-blind searches in the browser', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();

  beforeEach(async () => {
    await truncateAll(suite.context);
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
  });

  it('shows a race held at 20:00 Mexico City time on its own day: home podium, analyzer and admin results list', async () => {
    await suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes: JSON.stringify(evening) });
    const page = await suite.newPage();

    await page.goto('/');
    const podium = page.getByRole('region', { name: 'Podio Última Carrera' });
    await podium.getByText('Ana Pista').first().waitFor();
    const podiumText = await podium.innerText();
    expect(podiumText).to.include('Copa Nocturna').and.include('14/03/2026');
    expect(podiumText).not.to.include('15/03/2026');

    await page.goto('/race-result');
    await page.getByLabel('Evento').locator('option', { hasText: 'Copa Nocturna' }).waitFor({ state: 'attached' });
    const options = await page.getByLabel('Evento').locator('option').allTextContents();
    expect(options.filter((o) => o.includes('Copa Nocturna'))).to.deep.equal(['14/03/2026 · Copa Nocturna · Autódromo Ficticio']);

    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    await page.goto('/admin/race-results-admin');
    const list = page.getByRole('table', { name: 'Eventos importados' });
    const eventRow = list.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Copa Nocturna', exact: true }) });
    await eventRow.waitFor();
    expect(await eventRow.getByRole('cell', { name: '14/03/2026', exact: true }).count()).to.equal(1);
    expect(await list.innerText()).not.to.include('15/03/2026');
  });

  it('writes a price with centavos with both digits on the championship card', async () => {
    await addChampionship(suite.context, { nombre: 'Copa Centavos', precio: 750.5 });
    const page = await suite.newPage();
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Copa Centavos' });
    await card.waitFor();
    expect(await card.getByText('$750.50', { exact: true }).count()).to.equal(1);
  });

  it('finds “Fórmula” and “Núñez” typed without accents in the admin search boxes', async () => {
    await addChampionship(suite.context, { nombre: 'Copa Fórmula Bajío', categoria: 'Fórmulas' });
    await addChampionship(suite.context, { nombre: 'Resistencia GT', categoria: 'GT3' });
    await createUser(suite.context, { nombre: 'José', apellido: 'Núñez', email: 'jose@pista.test' });
    await createUser(suite.context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@pista.test' });
    const page = await suite.newPage();
    await signIn(page, 'jefa@ejemplo.test', 'admin123');

    await page.goto('/admin/campeonatos');
    await page.getByRole('listitem', { name: 'Resistencia GT' }).waitFor();
    await page.getByLabel('Buscar campeonatos').fill('formula bajio');
    await page.getByRole('listitem', { name: 'Resistencia GT' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('listitem', { name: 'Copa Fórmula Bajío' }).count()).to.equal(1);

    await page.goto('/admin/usuarios');
    await page.getByText('ana@pista.test').waitFor();
    await page.getByLabel('Buscar usuarios').fill('NUNEZ');
    await page.getByText('ana@pista.test').waitFor({ state: 'detached' });
    expect(await page.getByText('jose@pista.test').count()).to.be.greaterThan(0);
  });
});
