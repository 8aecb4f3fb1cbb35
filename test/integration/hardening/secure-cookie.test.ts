import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { setCookies, useTestApi } from '../identity/identity-fixtures.js';

const sessionCookie = (headers: Record<string, unknown>) => setCookies(headers).find((c) => c.startsWith('token='));

describeEachDatabase('The session cookie is Secure when the public address is https', (kind) => {
  describe('PUBLIC_URL https, no trusted proxy (TLS ends before this server)', () => {
    const t = useTestApi(kind, { env: { PUBLIC_URL: 'https://parrilla.example' } });

    it('marks the cookie set at sign-in and the one clearing it at sign-out Secure, over plain HTTP to this server', async () => {
      const ana = await createUser(t.context);
      const login = await t.api.request.post('/api/auth/login').send({ email: ana.email, password: ana.password });
      expect(login.status).to.equal(200);
      const cookie = sessionCookie(login.headers);
      expect(cookie, 'cookie de sesión').to.be.a('string');
      expect(cookie).to.match(/;\s*secure/i).and.match(/;\s*httponly/i).and.match(/samesite=strict/i);

      const logout = await t.api.request.post('/api/auth/logout').set('Cookie', `token=${login.body.token}`);
      expect(logout.status).to.equal(200);
      expect(sessionCookie(logout.headers)).to.match(/;\s*secure/i);
    });
  });

  describe('PUBLIC_URL http (local development)', () => {
    const t = useTestApi(kind, { env: { PUBLIC_URL: 'http://localhost:3000' } });

    it('leaves the cookie without Secure, so a browser on plain http keeps it', async () => {
      const ana = await createUser(t.context);
      const login = await t.api.request.post('/api/auth/login').send({ email: ana.email, password: ana.password });
      expect(login.status).to.equal(200);
      expect(sessionCookie(login.headers)).to.be.a('string').and.not.match(/;\s*secure/i);
    });
  });
});
