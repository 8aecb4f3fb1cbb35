import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { useTestApi, userRow } from '../identity/identity-fixtures.js';

const REFUSAL = 'Solicitud rechazada: los cambios solo se aceptan desde el propio sitio';

describeEachDatabase('Cross-site writes are refused', (kind) => {
  // testConfig's PUBLIC_URL is http://localhost:3000.
  const t = useTestApi(kind);

  const editBio = (id: string, token: string, headers: Record<string, string>, biografia: string) =>
    t.api.request.put(`/api/users/${id}`).set('Cookie', `token=${token}`).set(headers).send({ biografia });

  it('refuses with 403 and a Spanish message a write another site makes the browser send with the session cookie, changing nothing', async () => {
    const ana = await createUser(t.context);
    const hostile: Array<Record<string, string>> = [
      { Origin: 'https://malicioso.example' },
      { Origin: 'https://malicioso.example', 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://otro.localhost:3000' },
      { Origin: 'null' },
      { Origin: 'http://localhost:3001' },
    ];
    for (const headers of hostile) {
      const res = await editBio(ana.id, ana.token, headers, 'Cambiado');
      expect(res.status, JSON.stringify(headers)).to.equal(403);
      expect(res.type).to.equal('application/json');
      expect(res.body).to.deep.include({ message: REFUSAL, code: 'CROSS_SITE_REQUEST' });
    }
    for (const path of ['/api/auth/logout', '/api/contact', '/api/fuel/calculate']) {
      const res = await t.api.request.post(path).set('Origin', 'https://malicioso.example').send({});
      expect(res.status, path).to.equal(403);
    }
    expect((await userRow(t.context, ana.id)).biografia ?? null).to.equal(null);
    // The session survived the forged logout.
    expect((await t.api.request.get('/api/users/profile').set('Cookie', `token=${ana.token}`)).status).to.equal(200);
  });

  it("takes the site's own writes: same-origin or typed by the person, Origin the public address or the server's own, or no browser headers at all", async () => {
    const ana = await createUser(t.context);
    const ownOrigin = `http://127.0.0.1:${(t.api.server.address() as { port: number }).port}`;
    const own: Array<Record<string, string>> = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:3000' },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: 'http://localhost:3000' },
      { Origin: ownOrigin },
      {},
    ];
    for (const [i, headers] of own.entries()) {
      const res = await editBio(ana.id, ana.token, headers, `Piloto de prueba ${i}`);
      expect(res.status, JSON.stringify(headers)).to.equal(200);
      expect((await userRow(t.context, ana.id)).biografia).to.equal(`Piloto de prueba ${i}`);
    }
    // Reads are not writes: a cross-site GET is answered as usual.
    const read = await t.api.request.get('/api/users/profile').set('Cookie', `token=${ana.token}`).set('Origin', 'https://malicioso.example').set('Sec-Fetch-Site', 'cross-site');
    expect(read.status).to.equal(200);
  });

  it("still lets Stripe's webhook (server to server) and the Google sign-in page's code exchange (same-origin) reach their handlers", async () => {
    const webhook = await t.api.request.post('/api/payments/webhook').set('Content-Type', 'application/json').send('{"type":"checkout.session.completed"}');
    expect(webhook.body.code).to.not.equal('CROSS_SITE_REQUEST');
    expect(webhook.status).to.not.equal(403);
    const exchange = await t.api.request
      .post('/api/auth/google/exchange-code')
      .set({ 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:3000' })
      .send({ code: 'abc', state: 'xyz' });
    expect(exchange.body.code).to.not.equal('CROSS_SITE_REQUEST');
    expect(exchange.status).to.not.equal(403);
  });
});
