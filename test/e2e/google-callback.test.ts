import { expect } from 'chai';
import { useBrowserSuite } from '../support/browser.js';

describe('The Google sign-in return page in the browser', function () {
  this.timeout(60_000);
  const suite = useBrowserSuite();

  it('trades the code once, and shows the server’s refusal under the failure with the way back to /login', async () => {
    const page = await suite.newPage();
    const sent: unknown[] = [];
    await page.route('**/api/auth/google/exchange-code', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'El código de Google ya se usó.', code: 'INVALID_CODE' }) });
    });
    await page.goto('/auth/google/callback?code=abc123&state=xyz');
    await page.getByRole('alert').filter({ hasText: 'Error al procesar la autenticación de Google.' }).waitFor();
    await page.getByText('El código de Google ya se usó.').waitFor();
    await page.getByRole('link', { name: 'Volver a intentar' }).waitFor();
    expect(sent).to.deep.equal([{ code: 'abc123', state: 'xyz' }]);
  });

  it('hides a server fault’s own words', async () => {
    const page = await suite.newPage();
    await page.route('**/api/auth/google/exchange-code', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'upstream exploded' }) }),
    );
    await page.goto('/auth/google/callback?code=abc123');
    await page.getByRole('alert').filter({ hasText: 'Error al procesar la autenticación de Google.' }).waitFor();
    expect(await page.getByText('upstream exploded').count()).to.equal(0);
  });
});
