import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, useStripeTestApi } from '../payments/payment-fixtures.js';

/** NOW is Sunday 1 March 2026: a two-day OXXO voucher expires Tuesday 3, the place is held until Wednesday 4 at 23:59:59 Mexico City. */
const VOUCHER_EXPIRES = Date.parse('2026-03-04T05:59:59.000Z') / 1000;
const DEADLINE = '2026-03-05T05:59:59.000Z';

describeEachDatabase('Free places, one count for every reader (API)', (kind) => {
  const { stripe, clock, t } = useStripeTestApi(kind);
  const webhook = (signed: { body: string; signature: string }) =>
    t.api.request.post('/api/payments/webhook').set('content-type', 'application/json').set('stripe-signature', signed.signature).send(signed.body);
  // A visitor: no session, so the kept public answer is what he gets.
  const page = async (id: string) => (await t.api.request.get(`/api/campeonatos/${id}`)).body;
  const listed = async (id: string) => (await t.api.request.get('/api/campeonatos')).body.data.find((c: { id: string }) => c.id === id);

  it('subtracts a place held by an OXXO voucher from the page and the list a visitor reads, at once and until the hold’s deadline', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { precio: '1499.5', participantesMaximos: '2' });
    expect((await t.api.request.put(`/api/payments/admin/metodos/${c.id}`).set(bearer(admin.token)).send({ oxxo: 'true' })).status).to.equal(200);
    // Read (and kept) before the hold.
    expect([(await page(c.id)).cuposDisponibles, (await listed(c.id)).cuposDisponibles]).to.deep.equal([2, 2]);

    const driver = await createUser(t.context);
    const started = await t.api.request.post('/api/payments/crear-sesion').set(bearer(driver.token)).send({ campeonatoId: c.id, metodo: 'oxxo' });
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    expect((await webhook(stripe.signedEvent('checkout.session.completed', stripe.completeUnpaid(started.body.sessionId, VOUCHER_EXPIRES)))).status).to.equal(200);
    const held = await page(c.id);
    expect([held.participantesRegistrados, held.cuposDisponibles, (await listed(c.id)).cuposDisponibles]).to.deep.equal([0, 1, 1]);

    // Nobody else holds it: a second driver reads the same count where he stands.
    const other = await createUser(t.context);
    expect((await t.api.request.get(`/api/campeonatos/${c.id}/mi-lugar`).set(bearer(other.token))).body.lleno).to.equal(false);

    // The hold ends at its deadline: the kept answers end with it, with no write in between.
    clock.set(new Date(Date.parse(DEADLINE) - 1000).toISOString());
    expect((await page(c.id)).cuposDisponibles).to.equal(1);
    clock.set(new Date(Date.parse(DEADLINE) + 1000).toISOString());
    expect([(await page(c.id)).cuposDisponibles, (await listed(c.id)).cuposDisponibles]).to.deep.equal([2, 2]);
  });
});
