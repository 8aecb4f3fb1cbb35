import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, confirmations, createChampionship, enrolments, notesOf, NOW, paymentRows, startCheckout, useStripeTestApi } from './payment-fixtures.js';

describeEachDatabase('Card payments through Stripe', (kind) => {
  const { stripe, clock, t } = useStripeTestApi(kind);

  const webhook = (signed: { body: string; signature: string }) =>
    t.api.request.post('/api/payments/webhook').set('content-type', 'application/json').set('stripe-signature', signed.signature).send(signed.body);
  const verify = (token: string, sessionId: string) => t.api.request.get(`/api/payments/verificar-pago/${sessionId}`).set(bearer(token));

  async function driverWithCheckout(overrides: Record<string, string> = {}) {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna' });
    const c = await createChampionship(t, admin.token, { precio: '1499.5', ...overrides });
    const res = await startCheckout(t, driver.token, c.id);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return { admin, driver, c, sessionId: res.body.sessionId as string, url: res.body.url as string };
  }

  it('creates a Checkout Session in MXN centavos naming the payment, and records the payment pending', async () => {
    const { driver, c, sessionId, url } = await driverWithCheckout();
    const session = stripe.session(sessionId);
    expect(url).to.equal(session.url);
    const [payment] = await paymentRows(t.context);
    expect(payment).to.include({ userId: driver.id, campeonatoId: c.id, estado: 'pendiente', moneda: 'mxn', pasarela: 'stripe', stripeSessionId: sessionId });
    expect(Number(payment!.montoCentavos)).to.equal(149950);
    expect(session).to.include({ mode: 'payment', currency: 'mxn', amount_total: 149950, client_reference_id: payment!.id, customer_email: driver.email });
    expect(session.metadata).to.deep.equal({ pagoId: payment!.id });
    expect(session.success_url).to.equal('http://localhost:3000/pago-exitoso?session_id={CHECKOUT_SESSION_ID}');
    expect(session.cancel_url).to.equal('http://localhost:3000/pago-cancelado');
    const minutes = (session.expires_at * 1000 - Date.parse(NOW)) / 60000;
    expect(minutes).to.be.at.least(30).and.at.most(32);
  });

  it('fulfils once when 5 replays of the completed event race 5 verification calls: 1 completado, 1 enrolment, 1 e-mail', async () => {
    const { driver, c, sessionId } = await driverWithCheckout();
    const session = stripe.pay(sessionId);
    const event = stripe.signedEvent('checkout.session.completed', session);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(event)),
      ...Array.from({ length: 5 }, () => verify(driver.token, sessionId)),
    ]);
    expect(answers.map((a) => a.status)).to.deep.equal([200, 200, 200, 200, 200, 200, 200, 200, 200, 200]);
    const verified = answers[5]!.body;
    expect(verified.message).to.equal('Pago completado con éxito. ¡Inscripción confirmada!');
    expect(verified.campeonato).to.deep.equal({ _id: c.id, nombreCampeonato: 'Copa Volcán GT3', categoria: 'Deportivos', precio: 1499.5 });
    const rows = await paymentRows(t.context);
    expect(rows.map((r) => r.estado)).to.deep.equal(['completado']);
    expect(rows[0]!.stripePaymentIntentId).to.equal(session.payment_intent);
    expect(rows[0]!.fechaCompletado).to.be.a('string');
    expect(await enrolments(t.context, c.id)).to.deep.equal([driver.id]);
    const mails = await confirmations(t.context);
    expect(mails).to.have.length(1);
    expect(mails[0]!.to).to.equal(driver.email);
    expect(mails[0]!.text).to.include('Copa Volcán GT3').and.include('$1,499.50 MXN').and.include(String(rows[0]!.id).slice(0, 8));
    expect(mails[0]!.text).to.include('1 de marzo de 2026').and.include('hora del centro de México');
  });

  it('sends Stripe nothing once the league turns it off as a processor: no method offered, paying online and refunding through it refused in Spanish', async () => {
    const { admin, driver, c, sessionId } = await driverWithCheckout();
    const paid = stripe.pay(sessionId);
    expect((await webhook(stripe.signedEvent('checkout.session.completed', paid))).status).to.equal(200);
    const off = await t.api.request
      .put('/api/privacidad/ajustes')
      .set(bearer(admin.token))
      .send({ nombre: 'Liga', domicilio: 'CDMX', correo: 'privacidad@liga.test', encargadosDesactivados: ['stripe'] });
    expect(off.status, JSON.stringify(off.body)).to.equal(200);
    const callsBefore = [...stripe.calls];

    const other = await createUser(t.context, { nombre: 'Diego', apellido: 'Ruiz' });
    const options = await t.api.request.get(`/api/payments/metodos/${c.id}`).set(bearer(other.token));
    expect(options.body.enLinea).to.equal(false);
    expect(options.body.metodos.map((m: { disponible: boolean }) => m.disponible)).to.deep.equal([false]);
    const refused = await startCheckout(t, other.token, c.id);
    expect([refused.status, refused.body.code, refused.body.message]).to.deep.equal([
      409,
      'PROCESSOR_OFF',
      'La liga no cobra en línea por ahora (desactivó Stripe en sus ajustes de privacidad). Pide a un administrador que registre tu pago.',
    ]);
    const [payment] = await paymentRows(t.context);
    const refund = await t.api.request.put(`/api/payments/admin/${payment!.id}/estado`).set(bearer(admin.token)).send({ estado: 'reembolsado', reembolsarEnPasarela: true });
    expect([refund.status, refund.body.message]).to.deep.equal([409, 'La liga desactivó Stripe en Ajustes › Privacidad: no se envía nada a Stripe.']);
    const verified = await verify(driver.token, sessionId);
    expect(verified.status).to.equal(200);

    expect(stripe.calls).to.deep.equal(callsBefore);
    expect(stripe.refunds).to.deep.equal([]);
    expect((await paymentRows(t.context)).map((r) => r.estado)).to.deep.equal(['completado']);
  });

  it('answers 400 to a webhook with a bad signature and changes nothing', async () => {
    const { c, sessionId } = await driverWithCheckout();
    const session = stripe.pay(sessionId);
    const forged = stripe.signedEvent('checkout.session.completed', session, 'whsec_someone_else');
    const res = await webhook(forged);
    expect(res.status).to.equal(400);
    expect(res.body.message).to.equal('Firma del webhook inválida');
    const unsigned = await t.api.request.post('/api/payments/webhook').set('content-type', 'application/json').send(forged.body);
    expect(unsigned.status).to.equal(400);
    // A body altered after signing fails too.
    const genuine = stripe.signedEvent('checkout.session.completed', session);
    const altered = await webhook({ body: genuine.body.replace('"paid"', '"paid" '), signature: genuine.signature });
    expect(altered.status).to.equal(400);
    expect((await paymentRows(t.context)).map((r) => r.estado)).to.deep.equal(['pendiente']);
    expect(await enrolments(t.context, c.id)).to.deep.equal([]);
    expect(await confirmations(t.context)).to.deep.equal([]);
  });

  it('holds the last place for a running checkout: a second driver is refused until the session expires', async () => {
    const { admin, c, sessionId } = await driverWithCheckout({ participantesMaximos: '1' });
    const other = await createUser(t.context);
    const refused = await startCheckout(t, other.token, c.id);
    expect(refused.status).to.equal(409);
    expect(refused.body.code).to.equal('CHAMPIONSHIP_FULL');
    // The admin's manual enrolment counts the held place too.
    const manual = await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(admin.token)).send({ campeonatoId: c.id, usuarioId: other.id });
    expect(manual.status).to.equal(409);

    const expired = await webhook(stripe.signedEvent('checkout.session.expired', stripe.expire(sessionId)));
    expect(expired.status).to.equal(200);
    expect((await paymentRows(t.context)).map((r) => r.estado)).to.deep.equal(['fallido']);
    const accepted = await startCheckout(t, other.token, c.id);
    expect(accepted.status).to.equal(200);
  });

  it('lets only one of two drivers racing for the last place start paying; the other gets it once the hold lapses', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const [a, b] = [await createUser(t.context), await createUser(t.context)];
    const c = await createChampionship(t, admin.token, { participantesMaximos: '1' });
    const answers = await Promise.all([startCheckout(t, a.token, c.id), startCheckout(t, b.token, c.id)]);
    expect(answers.map((r) => r.status).sort()).to.deep.equal([200, 409]);
    expect(await paymentRows(t.context)).to.have.length(1);
    const loser = answers[0]!.status === 409 ? a : b;
    expect((await startCheckout(t, loser.token, c.id)).status).to.equal(409);
    clock.advance(29 * 60 * 1000);
    expect((await startCheckout(t, loser.token, c.id)).status).to.equal(409);
    clock.advance(3 * 60 * 1000);
    expect((await startCheckout(t, loser.token, c.id)).status).to.equal(200);
  });

  it('takes a driver back to the checkout already running instead of holding a second place', async () => {
    const { driver, c, sessionId, url } = await driverWithCheckout();
    const again = await startCheckout(t, driver.token, c.id);
    expect(again.body).to.deep.equal({ sessionId, url });
    expect(await paymentRows(t.context)).to.have.length(1);
  });

  it('lets only the payer or an admin verify a session', async () => {
    const { admin, sessionId } = await driverWithCheckout();
    stripe.pay(sessionId);
    const stranger = await createUser(t.context);
    expect((await t.api.request.get(`/api/payments/verificar-pago/${sessionId}`)).status).to.equal(401);
    const refused = await verify(stranger.token, sessionId);
    expect(refused.status).to.equal(403);
    expect((await paymentRows(t.context))[0]!.estado).to.equal('pendiente');
    expect((await verify(admin.token, sessionId)).status).to.equal(200);
    expect((await verify(stranger.token, 'cs_test_unknown')).status).to.equal(404);
  });

  it('answers 409 with a Spanish message while the session is unpaid, and marks an expired one fallido', async () => {
    const { driver, sessionId } = await driverWithCheckout();
    const pending = await verify(driver.token, sessionId);
    expect(pending.status).to.equal(409);
    expect(pending.body.message).to.equal('El pago aún no se ha completado.');
    stripe.expire(sessionId);
    const failed = await verify(driver.token, sessionId);
    expect(failed.status).to.equal(409);
    expect(failed.body.message).to.equal('El pago no se completó. No se realizó ningún cargo.');
    expect((await paymentRows(t.context))[0]!.estado).to.equal('fallido');
  });

  it('refunds through Stripe once with an idempotency key when the admin asks, and the later charge.refunded changes nothing', async () => {
    const { admin, driver, c, sessionId } = await driverWithCheckout();
    const session = stripe.pay(sessionId);
    await webhook(stripe.signedEvent('checkout.session.completed', session));
    const [payment] = await paymentRows(t.context);
    const res = await t.api.request
      .put(`/api/payments/admin/${payment!.id}/estado`)
      .set(bearer(admin.token))
      .send({ estado: 'reembolsado', notas: 'Baja por lesión', reembolsarEnPasarela: true });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.pago.estado).to.equal('reembolsado');
    expect(stripe.refunds).to.have.length(1);
    expect(stripe.refunds[0]).to.include({ payment_intent: session.payment_intent, idempotencyKey: `reembolso-${payment!.id}` });
    expect(await enrolments(t.context, c.id)).to.deep.equal([]);
    const notesBefore = notesOf((await paymentRows(t.context))[0]!);

    const refunded = await webhook(stripe.signedEvent('charge.refunded', { id: 'ch_1', object: 'charge', refunded: true, payment_intent: session.payment_intent }));
    expect(refunded.status).to.equal(200);
    const [after] = await paymentRows(t.context);
    expect(after!.estado).to.equal('reembolsado');
    expect(notesOf(after!)).to.deep.equal(notesBefore);
    expect(stripe.refunds).to.have.length(1);
    expect(driver.id).to.be.a('string');
  });

  it('records a refund made in Stripe’s dashboard: reembolsado, the place released, a note without an admin', async () => {
    const { c, sessionId } = await driverWithCheckout();
    const session = stripe.pay(sessionId);
    await webhook(stripe.signedEvent('checkout.session.completed', session));
    const charge = { id: 'ch_2', object: 'charge', refunded: true, payment_intent: session.payment_intent };
    for (let i = 0; i < 2; i += 1) expect((await webhook(stripe.signedEvent('charge.refunded', charge))).status).to.equal(200);
    const [payment] = await paymentRows(t.context);
    expect(payment!.estado).to.equal('reembolsado');
    expect(payment!.fechaReembolso).to.be.a('string');
    expect(await enrolments(t.context, c.id)).to.deep.equal([]);
    const notes = notesOf(payment!);
    expect(notes).to.have.length(1);
    expect(notes[0]!.usuario).to.equal(null);
    expect(notes[0]!.texto).to.include('reembolsado');
  });

  it('offers no demo checkout while Stripe is configured', async () => {
    const { driver, sessionId } = await driverWithCheckout();
    const res = await t.api.request.post(`/api/payments/demo/${sessionId}/pagar`).set(bearer(driver.token));
    expect(res.status).to.equal(404);
    expect((await paymentRows(t.context))[0]!.estado).to.equal('pendiente');
  });
});
