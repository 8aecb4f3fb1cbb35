import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { axeViolations, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { createUser } from '../support/http.js';

/** What each page shows once it has loaded, so axe checks the finished screen. */
const PUBLIC_PAGES: [string, string][] = [
  ['/', 'Tu lugar en la'],
  ['/login', 'Iniciar Sesión'],
  ['/register', 'Crear cuenta'],
  // Its large decorative '404' is hidden from screen readers but still on screen: it must pass contrast too.
  ['/esta-pagina-no-existe', 'Página no encontrada'],
];

async function openAndWait(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { name: new RegExp(heading) }).first().waitFor();
}

function describeViolations(violations: Awaited<ReturnType<typeof axeViolations>>): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}`).join('\n');
}

describe('Accessibility of the account and admin pages (axe-core)', function () {
  this.timeout(90_000);
  const suite = useBrowserSuite();

  before(async () => {
    if (!suite.ready) return;
    await createUser(suite.context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test', password: 'secreto1' });
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'admin@ejemplo.test', password: 'admin123' });
  });

  for (const [path, heading] of PUBLIC_PAGES) {
    it(`finds no serious or critical violation on ${path}`, async () => {
      const page = await suite.newPage();
      await openAndWait(page, path, heading);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).to.deep.equal([]);
    });
  }

  it('finds no serious or critical violation on /perfil for a signed-in driver', async () => {
    const page = await suite.newPage();
    await signIn(page, 'ana@ejemplo.test', 'secreto1');
    await openAndWait(page, '/perfil', 'Mi perfil');
    await page.getByLabel('Simulador favorito').waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
  });

  it('finds no serious or critical violation on /admin and /admin/usuarios for an admin', async () => {
    const page = await suite.newPage();
    await signIn(page, 'admin@ejemplo.test', 'admin123');
    await openAndWait(page, '/admin', 'Bienvenido al Panel de Administración');
    let violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
    await openAndWait(page, '/admin/usuarios', 'Usuarios');
    await page.getByRole('table', { name: 'Lista de usuarios' }).waitFor();
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
  });

  it('finds no serious or critical violation in the open user menu', async () => {
    const page = await suite.newPage();
    await openAndWait(page, '/', 'Tu lugar en la');
    await page.getByRole('button', { name: 'Abrir menú de usuario: Mi cuenta' }).click();
    await page.getByRole('dialog', { name: 'Bienvenido' }).waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
  });

  it('fits every page on a 360 px wide phone without sideways scrolling', async () => {
    const page = await suite.newPage({ width: 360, height: 740 });
    for (const [path, heading] of [...PUBLIC_PAGES, ['/terminos-y-condiciones', 'Términos y condiciones']]) {
      await openAndWait(page, path, heading);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).to.be.at.most(0);
    }
    await signIn(page, 'admin@ejemplo.test', 'admin123');
    for (const [path, heading] of [
      ['/perfil', 'Mi perfil'],
      ['/admin/usuarios', 'Usuarios'],
    ]) {
      await openAndWait(page, path, heading);
      await waitForQuietNetwork(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).to.be.at.most(0);
    }
    await page.screenshot({ path: '/tmp/parrilla-e2e/admin-usuarios-360.png', fullPage: true });
  });
});
