import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { CONSOLE_ACTOR } from '../../cli/cli-runtime.js';
import { seedDemoContent } from '../../src/demo/demo-content.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { STEWARDING } from '../../src/modules/stewarding/index.js';
import { signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { fixtureBytes, fixturesPresent } from '../support/iracing-exports.js';
import { describeUnreachable, ROW_CONTROLS, sidewaysOverflow, unreachable } from '../support/reachability.js';

const ADMIN_AREA = path.resolve(import.meta.dirname, '../../web/src/app/routes/admin/admin-area.tsx');
const WIDTHS = [1024, 1280, 1920];

/**
 * Every path the admin area routes, read from its source so a screen added later is walked too:
 * `<Route path="…">` and the `{ path: '…' }` entries of the screens still to come.
 */
function adminRoutes(): string[] {
  const source = readFileSync(ADMIN_AREA, 'utf8');
  const paths = [...source.matchAll(/path="([^"]+)"/g), ...source.matchAll(/path:\s*'([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*');
  return ['', ...new Set(paths)];
}

/** Screens that list rows in a table once the demo content is loaded (the walk checks they are not empty), and those whose rows have buttons. */
const TABLE_SCREENS = new Set(['usuarios', 'eventos-unicos', 'carreras', 'reportes', 'race-results-admin', 'race-results/analyze/:id']);
const ACTION_SCREENS = new Set(['usuarios', 'eventos-unicos', 'carreras', 'reportes', 'race-results-admin']);

/** Waits until the screen has its data: no loader, no busy skeleton, the network quiet. */
async function settle(page: Page): Promise<void> {
  await page.locator('#contenido-admin h1').first().waitFor();
  await waitForQuietNetwork(page);
  await page.waitForFunction(() => !document.querySelector('#contenido-admin .page-loader, #contenido-admin [aria-busy="true"]'));
}

describe('Every admin screen at 1024, 1280 and 1920 px: no sideways page, every table action reachable', function () {
  this.timeout(240_000);
  const suite = useBrowserSuite();
  const params: Record<string, string> = {};

  before(async function () {
    if (!suite.ready) return;
    this.timeout(120_000);
    await seedDemoContent(suite.context);
    const admin = await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'admin@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
    // A real team event (long team names, every column filled) when the exports are here; the demo race otherwise.
    let analysed = 70_000_001;
    if (fixturesPresent()) {
      const answer = await suite.context.container.get(RESULTS.ImportEventFile).execute(CONSOLE_ACTOR, { bytes: fixtureBytes('official-team-multiclass.json') });
      analysed = answer.event.subsession_id;
    }
    const driver = await suite.context.knex('users').where({ rol: 'user' }).orderBy('email').first();
    params['usuarios/editar/:id'] = driver.id;
    params['race-results/analyze/:id'] = String(analysed);
    // A report with long names and text, filed by the admin (who may report at any time) against an enrolled driver.
    const enrolment = await suite.context.knex('championship_enrolments').orderBy('id').first();
    const race = await suite.context.knex('races').where({ campeonatoId: enrolment.campeonatoId }).orderBy('id').first();
    const filed = await suite.context.container.get(STEWARDING.FileReport).execute(
      { id: admin.user.id, rol: 'admin', suspendido: false },
      {
        fields: { usuarioDenunciado: enrolment.userId, campeonato: enrolment.campeonatoId, carrera: race.id, vuelta: '12', descripcion: 'Contacto en la frenada de la curva 1: me empujó fuera de la pista y perdí cuatro posiciones. '.repeat(4), videos: ['https://www.youtube.com/watch?v=M7lc1UVf-VE&t=95'] },
        screenshots: [],
      },
    );
    params['reportes/:id'] = filed._id;
    // The enrolled championship's entry list, scoring rulebook and iRacing sessions.
    params['campeonatos/:id/inscritos'] = enrolment.campeonatoId;
    params['campeonatos/:id/puntuacion'] = enrolment.campeonatoId;
    params['campeonatos/:id/iracing'] = enrolment.campeonatoId;
    // The superadmin's screen answers an admin its not-found page, whatever the account.
    params['datos-bloqueados/:userId'] = enrolment.userId;
  });

  it('walks every route of the admin area signed in as an admin', async () => {
    const routes = adminRoutes();
    expect(routes).to.include.members(['', 'usuarios', 'eventos-unicos', 'campeonatos', 'carreras', 'sponsors', 'race-results-admin']);
    const failures: string[] = [];
    // One page load per screen, checked at each width by resizing the window: the layout answers the
    // window's width (media queries, observers), not the way the page was opened.
    const page = await suite.newPage({ width: WIDTHS[0], height: 800 });
    await signIn(page, 'admin@ejemplo.test', 'admin123');
    for (const route of routes) {
      const url = `/admin/${route.replace(/:[a-zA-Z]+/g, () => {
        if (!(route in params)) throw new Error(`No value for the parameter of /admin/${route}: add one to the walk`);
        return params[route]!;
      })}`.replace(/\/$/, '');
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(url);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        const where = `${url} at ${width} px`;
        if (TABLE_SCREENS.has(route)) {
          expect(await page.locator('#contenido-admin table tbody tr').count(), `${where}: table rows`).to.be.greaterThan(0);
        }
        if (ACTION_SCREENS.has(route)) {
          expect(await page.locator(`#contenido-admin ${ROW_CONTROLS}`).count(), `${where}: row actions`).to.be.greaterThan(0);
        }
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) failures.push(`${where}: the page scrolls sideways by ${overflow} px`);
        const rows = await unreachable(page, ROW_CONTROLS, '#contenido-admin');
        if (rows.length) failures.push(`${where}:\n${describeUnreachable(rows)}`);
        // The last cell of every row too: a results table must not lose its last columns.
        const cells = await unreachable(page, 'table tbody tr > td:last-child', '#contenido-admin');
        if (cells.length) failures.push(`${where} (last cells):\n${describeUnreachable(cells.slice(0, 3))}`);
      }
    }
    await page.context().close();
    expect(failures, failures.join('\n\n')).to.deep.equal([]);
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
