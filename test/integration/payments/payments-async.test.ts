import { expect } from 'chai';
import { PAYMENTS } from '../../../src/modules/payments/index.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, confirmations, createChampionship, enrolments, paymentRows, useStripeTestApi } from './payment-fixtures.js';

/** NOW is Sunday 1 March 2026, 06:00 in Mexico City: a two-day voucher expires Tuesday 3 at 23:59:59, the place is held until Wednesday 4 at 23:59:59. */
const VOUCHER_EXPIRES = Date.parse('2026-03-04T05:59:59.000Z') / 1000;
const DEADLINE = '2026-03-05T05:59:59.000Z';

describeEachDatabase('OXXO, SPEI and meses sin intereses through Stripe', (kind) => {
  const { stripe, clock, t } = useStripeTestApi(kind);

  const webhook = (signed: { body: string; signature: string }) =>
    t.api.request.post('/api/payments/webhook').set('content-type', 'application/json').set('stripe-signature', signed.signature).send(signed.body);
  const pending = (token: string, sessionId: string) => t.api.request.get(`/api/payments/pendiente/${sessionId}`).set(bearer(token));
  const mails = async (subjectStart: string) => (await t.context.knex('mail_outbox').select('to', 'subject', 'text')).filter((m: { subject: string }) => m.subject.startsWith(subjectStart));
  const settleJob = () => t.context.container.get(PAYMENTS.SettleHoldsJob).run();

  async function championshipWith(methods: Record<string, string>, overrides: Record<string, string> = {}) {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { precio: '1499.5', ...overrides });
    const saved = await t.api.request.put(`/api/payments/admin/metodos/${c.id}`).set(bearer(admin.token)).send(methods);
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    return { admin, c };
  }

  async function start(token: string, campeonatoId: string, metodo: string) {
    const res = await t.api.request.post('/api/payments/crear-sesion').set(bearer(token)).send({ campeonatoId, metodo });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body.sessionId as string;
  }

  it('asks Stripe for the chosen method alone: OXXO for two days, SPEI with one customer per driver, card installments for MSI', async () => {
    const { c } = await championshipWith({ oxxo: 'true', spei: 'true', msi: 'true' });
    const other = await championshipWith({ spei: 'true' });
    const driver = await createUser(t.context);
    const options = await t.api.request.get(`/api/payments/metodos/${c.id}`).set(bearer(driver.token));
    expect(options.body.metodos.map((m: { nombre: string; disponible: boolean }) => [m.nombre, m.disponible])).to.deep.equal([
      ['Tarjeta', true],
      ['Tarjeta a meses sin intereses', true],
      ['Efectivo en OXXO', true],
      ['Transferencia SPEI', true],
    ]);
    const oxxo = stripe.session(await start(driver.token, c.id, 'oxxo'));
    expect(oxxo.form).to.include({ 'allowed_payment_method_types[0]': 'oxxo', 'payment_method_options[oxxo][expires_after_days]': '2' });
    expect(oxxo.success_url).to.equal('http://localhost:3000/pago-pendiente?session_id={CHECKOUT_SESSION_ID}');
    const another = await createUser(t.context);
    const spei = stripe.session(await start(another.token, c.id, 'spei'));
    const speiAgain = stripe.session(await start(another.token, other.c.id, 'spei'));
    expect(spei.form).to.include({
      'allowed_payment_method_types[0]': 'customer_balance',
      'payment_method_options[customer_balance][funding_type]': 'bank_transfer',
      'payment_method_options[customer_balance][bank_transfer][type]': 'mx_bank_transfer',
    });
    expect(stripe.customers.map((x) => x.email)).to.deep.equal([another.email]);
    expect(spei.customer).to.equal(stripe.customers[0]!.id);
    expect(speiAgain.customer).to.equal(stripe.customers[0]!.id);
    const third = await createUser(t.context);
    const msi = stripe.session(await start(third.token, c.id, 'msi'));
    expect(msi.form).to.include({ 'allowed_payment_method_types[0]': 'card', 'payment_method_options[card][installments][enabled]': 'true' });
    // Each driver's payments by method (the clock is fixed: their creation instants are equal, so no order is read from them).
    const byDriver = (id: string) => (paymentRows(t.context) as Promise<Array<{ userId: string; metodo: string }>>).then((rows) => rows.filter((r) => r.userId === id).map((r) => r.metodo));
    expect({ oxxo: await byDriver(driver.id), spei: await byDriver(another.id), msi: await byDriver(third.id) }).to.deep.equal({ oxxo: ['oxxo'], spei: ['spei', 'spei'], msi: ['msi'] });
  });

  it('holds the place with the voucher, then enrols once when async_payment_succeeded is replayed 5 times against 5 page loads and verifications: 1 enrolment, 1 e-mail', async () => {
    const { c } = await championshipWith({ oxxo: 'true' });
    const driver = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna' });
    const sessionId = await start(driver.token, c.id, 'oxxo');
    const unpaid = stripe.completeUnpaid(sessionId, VOUCHER_EXPIRES);
    const completed = stripe.signedEvent('checkout.session.completed', unpaid);
    expect((await Promise.all([webhook(completed), webhook(completed), pending(driver.token, sessionId)])).map((r) => r.status)).to.deep.equal([200, 200, 200]);
    const shown = await pending(driver.token, sessionId);
    expect(shown.body).to.deep.include({ metodo: 'oxxo', monto: 1499.5, estado: 'pendiente', plazoApartado: DEADLINE });
    expect(shown.body.ficha).to.deep.equal({
      referencia: '12345678901234567890123456',
      clabe: null,
      url: `https://payments.stripe.test/oxxo/voucher/${unpaid.payment_intent}`,
      venceEn: '2026-03-04T05:59:59.000Z',
    });
    const held = await mails('Lugar apartado');
    expect(held).to.have.length(1);
    expect(held[0]!.text).to.include('Referencia OXXO: 12345678901234567890123456').and.include('4 de marzo de 2026 a las 23:59').and.include('te confirmamos el siguiente día hábil');
    expect((await t.api.request.get('/api/payments/mis-pendientes').set(bearer(driver.token))).body.pagos.map((p: { sessionId: string }) => p.sessionId)).to.deep.equal([sessionId]);

    clock.advance(86_400_000);
    const paid = stripe.signedEvent('checkout.session.async_payment_succeeded', stripe.payAsync(sessionId));
    const verify = () => t.api.request.get(`/api/payments/verificar-pago/${sessionId}`).set(bearer(driver.token));
    const answers = await Promise.all([...Array.from({ length: 5 }, () => webhook(paid)), ...Array.from({ length: 3 }, () => pending(driver.token, sessionId)), verify(), verify()]);
    expect(answers.map((a) => a.status)).to.deep.equal(Array(10).fill(200));
    const [row] = await paymentRows(t.context);
    expect(row).to.include({ estado: 'completado', stripePaymentIntentId: unpaid.payment_intent });
    expect(await enrolments(t.context, c.id)).to.deep.equal([driver.id]);
    expect(await confirmations(t.context)).to.have.length(1);
    expect(await mails('Lugar apartado')).to.have.length(1);
  });

  it('enrols once when the payment arrives before the completed event, and a late failed event changes nothing', async () => {
    const { c } = await championshipWith({ spei: 'true' });
    const driver = await createUser(t.context);
    const sessionId = await start(driver.token, c.id, 'spei');
    const unpaid = stripe.completeUnpaid(sessionId);
    const paid = stripe.payAsync(sessionId);
    expect((await webhook(stripe.signedEvent('checkout.session.async_payment_succeeded', paid))).status).to.equal(200);
    expect((await webhook(stripe.signedEvent('checkout.session.completed', { ...unpaid, payment_status: 'unpaid' }))).status).to.equal(200);
    expect((await webhook(stripe.signedEvent('checkout.session.async_payment_failed', paid))).status).to.equal(200);
    expect((await paymentRows(t.context)).map((r) => r.estado)).to.deep.equal(['completado']);
    expect(await enrolments(t.context, c.id)).to.deep.equal([driver.id]);
    expect(await confirmations(t.context)).to.have.length(1);
    expect(await mails('Lugar liberado')).to.deep.equal([]);
  });

  it('withholds OXXO outside its limits (10 to 10,000 MXN) with the reason, and refuses it at the checkout without asking Stripe', async () => {
    const reason = 'Efectivo en OXXO solo se ofrece cuando el precio está entre $10 y $10,000 MXN (los límites de OXXO).';
    const dear = await championshipWith({ oxxo: 'true', spei: 'true' }, { precio: '12000' });
    const cheap = await championshipWith({ oxxo: 'true' }, { precio: '5' });
    const driver = await createUser(t.context);
    for (const { c, admin } of [dear, cheap]) {
      const options = await t.api.request.get(`/api/payments/metodos/${c.id}`).set(bearer(driver.token));
      expect(options.body.metodos.find((m: { metodo: string }) => m.metodo === 'oxxo')).to.deep.include({ disponible: false, motivo: reason });
      const adminForm = await t.api.request.get(`/api/payments/admin/metodos/${c.id}`).set(bearer(admin.token));
      expect(adminForm.body.metodos.find((m: { metodo: string }) => m.metodo === 'oxxo')).to.deep.include({ disponible: false, motivo: reason });
      const refused = await t.api.request.post('/api/payments/crear-sesion').set(bearer(driver.token)).send({ campeonatoId: c.id, metodo: 'oxxo' });
      expect(refused.status).to.equal(400);
      expect(refused.body).to.deep.include({ message: reason, errors: { metodo: reason } });
    }
    expect(stripe.sessions.size).to.equal(0);
    expect(await paymentRows(t.context)).to.deep.equal([]);
    // SPEI has no such limit: 12,000 MXN goes through.
    await start(driver.token, dear.c.id, 'spei');
  });

  it('answers a checkout asked with another method while one is open with a Spanish 409, and cancels the open one at Stripe to start again', async () => {
    const { c } = await championshipWith({ spei: 'true', oxxo: 'true' });
    const driver = await createUser(t.context);
    const other = await createUser(t.context);
    const card = await start(driver.token, c.id, 'tarjeta');
    const asked = await t.api.request.post('/api/payments/crear-sesion').set(bearer(driver.token)).send({ campeonatoId: c.id, metodo: 'spei' });
    expect(asked.status).to.equal(409);
    expect(asked.body).to.deep.include({ code: 'CHECKOUT_OTHER_METHOD', message: 'Ya tienes un pago abierto con Tarjeta para este campeonato. Para seguir con él, elige Tarjeta; o cancélalo y empieza de nuevo con Transferencia SPEI.' });
    expect(stripe.sessions.size).to.equal(1);
    const cancel = (token: string) => t.api.request.post(`/api/payments/abierto/${c.id}/cancelar`).set(bearer(token));
    expect((await cancel(other.token)).body.code).to.equal('NO_OPEN_CHECKOUT');
    // Two presses at once: both end the same checkout, or the second finds nothing open; never a 5xx.
    const both = await Promise.all([cancel(driver.token), cancel(driver.token)]);
    expect(both.map((r) => r.status)).to.satisfy((statuses: number[]) => statuses.includes(200) && statuses.every((s) => s === 200 || s === 404));
    expect(stripe.session(card).status).to.equal('expired');
    expect((await paymentRows(t.context)).map((r) => [r.metodo, r.estado])).to.deep.equal([['tarjeta', 'fallido']]);
    const spei = await start(driver.token, c.id, 'spei');
    expect(spei).not.to.equal(card);
    // A transfer already issued is not cancelled: the money may be on its way.
    await webhook(stripe.signedEvent('checkout.session.completed', stripe.completeUnpaid(spei)));
    const again = await t.api.request.post('/api/payments/crear-sesion').set(bearer(driver.token)).send({ campeonatoId: c.id, metodo: 'oxxo' });
    expect(again.status).to.equal(409);
    expect(again.body.code).to.equal('VOUCHER_ISSUED');
    expect(again.body.message).to.include('tus datos de transferencia ya apartan tu lugar hasta el').and.include('(hora del centro de México)');
    expect((await cancel(driver.token)).body.code).to.equal('VOUCHER_ISSUED');
    expect((await paymentRows(t.context)).map((r) => [r.metodo, r.estado])).to.deep.equal([['tarjeta', 'fallido'], ['spei', 'pendiente']]);
  });

  it('refuses an unsigned async event and changes nothing', async () => {
    const { c } = await championshipWith({ oxxo: 'true' });
    const driver = await createUser(t.context);
    const sessionId = await start(driver.token, c.id, 'oxxo');
    stripe.completeUnpaid(sessionId, VOUCHER_EXPIRES);
    const forged = stripe.signedEvent('checkout.session.async_payment_failed', stripe.failAsync(sessionId), 'whsec_someone_else');
    expect((await webhook(forged)).status).to.equal(400);
    expect((await paymentRows(t.context)).map((r) => r.estado)).to.deep.equal(['pendiente']);
  });

  it('releases a hold past its deadline only once Stripe answers: unreachable keeps it, a missed payment enrols, no payment releases and tells the driver', async () => {
    const { c } = await championshipWith({ oxxo: 'true', spei: 'true' });
    const [ana, beto] = [await createUser(t.context), await createUser(t.context)];
    const anaSession = await start(ana.token, c.id, 'oxxo');
    const betoSession = await start(beto.token, c.id, 'spei');
    await webhook(stripe.signedEvent('checkout.session.completed', stripe.completeUnpaid(anaSession, VOUCHER_EXPIRES)));
    await webhook(stripe.signedEvent('checkout.session.completed', stripe.completeUnpaid(betoSession)));
    clock.set('2026-03-04T12:00:00.000Z');
    expect(await settleJob()).to.match(/^0 revisados/);
    clock.set('2026-03-05T06:00:00.000Z');
    stripe.down = true;
    expect(await settleJob()).to.equal('2 revisados, 0 completados, 0 liberados, 2 sin respuesta de la pasarela');
    expect((await paymentRows(t.context)).map((r) => r.estado)).to.deep.equal(['pendiente', 'pendiente']);
    stripe.down = false;
    stripe.payAsync(anaSession);
    expect(await settleJob()).to.equal('2 revisados, 1 completados, 1 liberados, 0 sin respuesta de la pasarela');
    // Both were created in the same instant of the test's clock: each driver's payment, in any order.
    const rows = await paymentRows(t.context);
    expect(Object.fromEntries(rows.map((r) => [r.userId, r.estado]))).to.deep.equal({ [ana.id]: 'completado', [beto.id]: 'fallido' });
    expect(rows).to.have.length(2);
    expect(await enrolments(t.context, c.id)).to.deep.equal([ana.id]);
    expect((await mails('Lugar liberado')).map((m: { to: string }) => m.to)).to.deep.equal([beto.email]);
  });

  it('marks a payment that arrives after its place went to someone else as pagado sin lugar, and the admin list finds it', async () => {
    const { admin, c } = await championshipWith({ oxxo: 'true' }, { participantesMaximos: '1' });
    const [ana, beto] = [{ ...(await createUser(t.context, { nombre: 'Ana', apellido: 'Ríos' })), nombre: 'Ana', apellido: 'Ríos' }, await createUser(t.context)];
    const anaSession = await start(ana.token, c.id, 'oxxo');
    await webhook(stripe.signedEvent('checkout.session.completed', stripe.completeUnpaid(anaSession, VOUCHER_EXPIRES)));
    expect((await t.api.request.post('/api/payments/crear-sesion').set(bearer(beto.token)).send({ campeonatoId: c.id })).body.code).to.equal('CHAMPIONSHIP_FULL');
    await webhook(stripe.signedEvent('checkout.session.async_payment_failed', stripe.failAsync(anaSession)));
    const betoSession = await start(beto.token, c.id, 'tarjeta');
    await webhook(stripe.signedEvent('checkout.session.completed', stripe.pay(betoSession)));
    const late = stripe.signedEvent('checkout.session.async_payment_succeeded', stripe.payAsync(anaSession));
    await Promise.all([webhook(late), webhook(late)]);
    expect(await enrolments(t.context, c.id)).to.deep.equal([beto.id]);
    // Ana is told the truth on every page and by e-mail, the admins too, once however often it is asked.
    const verified = await t.api.request.get(`/api/payments/verificar-pago/${anaSession}`).set(bearer(ana.token));
    expect(verified.status, JSON.stringify(verified.body)).to.equal(200);
    // Paid on Sunday 1 March: decided by the end of Tuesday 3 (two business days), Mexico City.
    expect(verified.body).to.deep.include({ estado: 'completado', sinLugar: true, plazoDecision: '2026-03-04T05:59:59.000Z', message: 'Recibimos tu pago, pero ya no quedaba lugar para ti: todavía no estás inscrito.' });
    expect((await pending(ana.token, anaSession)).body).to.deep.include({ estado: 'completado', sinLugar: true, plazoDecision: '2026-03-04T05:59:59.000Z' });
    // Both mails are queued in the same instant: the driver's first here, whatever order the database gives.
    const recipients = [ana.email, admin.email];
    const withoutPlace = (await t.context.knex('mail_outbox').select('to', 'subject', 'text'))
      .filter((m: { subject: string }) => m.subject.includes('sin lugar'))
      .sort((a: { to: string }, b: { to: string }) => recipients.indexOf(a.to) - recipients.indexOf(b.to));
    expect(withoutPlace.map((m: { to: string; subject: string }) => [m.to, m.subject])).to.deep.equal([
      [ana.email, `Pago recibido, sin lugar por ahora: ${c.nombreCampeonato}`],
      [admin.email, `Pago sin lugar: ${ana.nombre} ${ana.apellido} en ${c.nombreCampeonato}`],
    ]);
    expect(withoutPlace[0]!.text).to.include('a más tardar el 3 de marzo de 2026 a las 23:59 (hora del centro de México)');
    expect(await confirmations(t.context)).to.have.length(1);
    const list = await t.api.request.get('/api/payments/admin').query({ situacion: 'pagado-sin-lugar' }).set(bearer(admin.token));
    expect(list.body.pagos.map((p: { usuario: { _id: string }; estado: string; situacion: string; metodo: string }) => [p.usuario._id, p.estado, p.situacion, p.metodo])).to.deep.equal([
      [ana.id, 'completado', 'pagado-sin-lugar', 'oxxo'],
    ]);
    const byMethod = await t.api.request.get('/api/payments/admin').query({ metodo: 'tarjeta' }).set(bearer(admin.token));
    expect(byMethod.body.pagos.map((p: { usuario: { _id: string } }) => p.usuario._id)).to.deep.equal([beto.id]);
    // The admin enrols her over the capacity, with the usual confirmation.
    const over = await t.api.request.post(`/api/payments/admin/${list.body.pagos[0].id}/inscribir-sin-cupo`).set(bearer(admin.token));
    expect(over.status, JSON.stringify(over.body)).to.equal(200);
    expect((await enrolments(t.context, c.id)).sort()).to.deep.equal([ana.id, beto.id].sort());
    expect((await confirmations(t.context)).map((m) => m.to).sort()).to.deep.equal([ana.email, beto.email].sort());
  });

  it('offers a released place to the first of the waiting list through the existing seam', async () => {
    const { c } = await championshipWith({ oxxo: 'true' }, { participantesMaximos: '1' });
    const [ana, beto] = [await createUser(t.context), await createUser(t.context)];
    const anaSession = await start(ana.token, c.id, 'oxxo');
    await webhook(stripe.signedEvent('checkout.session.completed', stripe.completeUnpaid(anaSession, VOUCHER_EXPIRES)));
    const joined = await t.api.request.post(`/api/campeonatos/${c.id}/lista-espera`).set(bearer(beto.token));
    expect(joined.status, JSON.stringify(joined.body)).to.be.oneOf([200, 201]);
    await webhook(stripe.signedEvent('checkout.session.async_payment_failed', stripe.failAsync(anaSession)));
    const queue = await t.context.knex('championship_waitlist').where({ campeonatoId: c.id }).select('userId', 'ofertaVenceEn');
    expect(queue.map((r: { userId: string }) => r.userId)).to.deep.equal([beto.id]);
    expect(queue[0]!.ofertaVenceEn).to.be.a('string');
    expect((await mails('Lugar liberado')).map((m: { to: string }) => m.to)).to.deep.equal([ana.email]);
  });

  it('refunds an OXXO payment by hand (CLABE check digit, amount, tracking key), mailing the driver; Stripe is not asked', async () => {
    const { admin, c } = await championshipWith({ oxxo: 'true' });
    const driver = await createUser(t.context);
    const sessionId = await start(driver.token, c.id, 'oxxo');
    stripe.completeUnpaid(sessionId, VOUCHER_EXPIRES);
    await webhook(stripe.signedEvent('checkout.session.async_payment_succeeded', stripe.payAsync(sessionId)));
    const [row] = await paymentRows(t.context);
    const viaStripe = await t.api.request.put(`/api/payments/admin/${row!.id}/estado`).set(bearer(admin.token)).send({ estado: 'reembolsado', reembolsarEnPasarela: true });
    expect(viaStripe.status).to.equal(400);
    expect(viaStripe.body.errors).to.deep.equal({ reembolsarEnPasarela: 'Stripe no reembolsa pagos en OXXO: registra un reembolso manual por SPEI' });
    const bad = await t.api.request.post(`/api/payments/admin/${row!.id}/reembolso-manual`).set(bearer(admin.token)).send({ clabe: '032180000118359718', monto: 1499.5 });
    expect(bad.status).to.equal(400);
    expect(bad.body.errors).to.deep.equal({ clabe: 'La CLABE no es válida: su dígito verificador no coincide' });
    expect((await t.api.request.post(`/api/payments/admin/${row!.id}/reembolso-manual`).set(bearer(driver.token)).send({ clabe: '032180000118359719', monto: 1 })).status).to.equal(403);
    const recorded = await t.api.request.post(`/api/payments/admin/${row!.id}/reembolso-manual`).set(bearer(admin.token)).send({ clabe: '032180000118359719', monto: 1499.5 });
    expect(recorded.status).to.equal(200);
    expect(recorded.body.pago).to.deep.include({ estado: 'reembolsado', situacion: 'reembolso-manual-pendiente' });
    const pendingRefunds = await t.api.request.get('/api/payments/admin').query({ situacion: 'reembolso-manual-pendiente' }).set(bearer(admin.token));
    expect(pendingRefunds.body.pagos.map((p: { id: string }) => p.id)).to.deep.equal([row!.id]);
    const sent = await t.api.request.put(`/api/payments/admin/${row!.id}/reembolso-manual`).set(bearer(admin.token)).send({ claveRastreo: 'MBAN01002603050001' });
    expect(sent.body.pago.reembolsoManual).to.deep.include({ clabe: '032180000118359719', monto: 1499.5, claveRastreo: 'MBAN01002603050001' });
    expect(await enrolments(t.context, c.id)).to.deep.equal([]);
    expect(stripe.refunds).to.deep.equal([]);
    expect((await mails('Reembolso de tu pago')).map((m: { to: string }) => m.to)).to.deep.equal([driver.email, driver.email]);
  });

  it('shows the installments plan of a meses sin intereses payment to the admin', async () => {
    const { admin, c } = await championshipWith({ msi: 'true' });
    const driver = await createUser(t.context);
    const sessionId = await start(driver.token, c.id, 'msi');
    await webhook(stripe.signedEvent('checkout.session.completed', stripe.payInInstallments(sessionId, 6)));
    const [row] = await paymentRows(t.context);
    const shown = await t.api.request.get(`/api/payments/admin/${row!.id}`).set(bearer(admin.token));
    expect(shown.body).to.deep.include({ estado: 'completado', metodo: 'msi', planMeses: 6 });
    const stats = await t.api.request.get('/api/payments/admin/estadisticas').set(bearer(admin.token));
    expect(stats.body.pagosPorMetodo.find((m: { metodo: string }) => m.metodo === 'msi')).to.deep.equal({ metodo: 'msi', total: 1, montoTotal: 1499.5 });
  });
});
