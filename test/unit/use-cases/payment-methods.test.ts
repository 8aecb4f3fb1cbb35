import { expect } from 'chai';
import pino from 'pino';
import { Enrol } from '../../../src/modules/championships/application/enrol.js';
import { Unenrol } from '../../../src/modules/championships/application/unenrol.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { CreateCheckout } from '../../../src/modules/payments/application/create-checkout.use-case.js';
import { DemoCheckout } from '../../../src/modules/payments/application/demo-checkout.use-case.js';
import { Fulfilment } from '../../../src/modules/payments/application/fulfilment.js';
import { GetMethodOptions } from '../../../src/modules/payments/application/get-method-options.use-case.js';
import { HandleWebhook } from '../../../src/modules/payments/application/handle-webhook.use-case.js';
import { ListPayments } from '../../../src/modules/payments/application/list-payments.use-case.js';
import { EnrolWithoutPlace } from '../../../src/modules/payments/application/enrol-without-place.use-case.js';
import { ManualRefundPayment } from '../../../src/modules/payments/application/manual-refund.use-case.js';
import { PaymentStats } from '../../../src/modules/payments/application/payment-stats.use-case.js';
import { PendingPayments } from '../../../src/modules/payments/application/pending-payments.use-case.js';
import { CancelOpenCheckout } from '../../../src/modules/payments/application/cancel-open-checkout.use-case.js';
import { VerifyPayment } from '../../../src/modules/payments/application/verify-payment.use-case.js';
import { ReconcilePayments } from '../../../src/modules/payments/application/reconcile-payments.use-case.js';
import { SaveMethodSettings } from '../../../src/modules/payments/application/save-method-settings.use-case.js';
import type { GatewayEvent } from '../../../src/modules/payments/application/ports/payment-gateway.port.js';
import { SwitchedGateway } from '../../../src/modules/payments/application/switched-gateway.js';
import { UpdatePaymentState } from '../../../src/modules/payments/application/update-payment-state.use-case.js';
import { DemoPaymentGateway } from '../../../src/modules/payments/adapters/demo/demo-payment-gateway.js';
import type { Config } from '../../../src/platform/config.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { aChampionship, MemoryChampionships, MemoryEnrolments, MemoryWaitlist } from '../../support/in-memory/championships.js';
import { MemoryGateway, MemoryGatewayCustomers, MemoryMethodSettings, MemoryPayments, memoryPaymentRecords } from '../../support/in-memory/payments.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';

const accounts = [
  { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.test' },
  { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@ejemplo.test' },
  { id: 'admin', nombre: 'Alma', apellido: 'Admin', email: 'alma@ejemplo.test' },
];
const ana: Actor = { id: 'ana', rol: 'user', suspendido: false };
const beto: Actor = { id: 'beto', rol: 'user', suspendido: false };
const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const silent = pino({ level: 'silent' });
const voucher = { referencia: '12345678901234567890123456', clabe: null, url: 'https://voucher.test/1', venceEn: '2026-03-05T05:59:59.000Z' };

/** Payments with every store in memory and championships' real enrolment rule. Monday 2 March 2026, noon in Mexico City. */
function harness(options: { capacity?: number; priceCents?: number; firstRace?: string; settings?: { oxxo: boolean; spei: boolean; msi: boolean }; gateway?: 'memory' | 'demo' } = {}) {
  const clock = new ManualClock(new Date('2026-03-02T18:00:00.000Z'));
  const championships = new MemoryChampionships();
  const enrolments = new MemoryEnrolments();
  const payments = new MemoryPayments();
  const outbox = new MemoryOutbox();
  const waitlist = new MemoryWaitlist();
  const { audit, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(championships, enrolments, payments, outbox, log);
  const enrol = new Enrol({ championships, enrolments, payments, waitlist, clock, newId: sequentialIds('inscripcion'), tx });
  const unenrol = new Unenrol({ enrolments, offers: { inTransaction: async () => ({ ofrecidos: 0, vencidos: 0 }) }, tx });
  const records = memoryPaymentRecords(payments, championships, accounts);
  const freed: string[] = [];
  const admins = { admins: async () => accounts.filter((a) => a.id === 'admin') };
  const fulfilment = new Fulfilment({ payments, records, enrol, unenrol, freedPlaces: { execute: async (id: string) => freed.push(id) }, admins, outbox, clock, tx, logger: silent });
  const memoryGateway = new MemoryGateway();
  // Stripe as a processor the league may turn off (privacy settings): every use case sees the gateway through the switch.
  const stripe = { on: true, stripeOn: async () => stripe.on };
  const gateway = new SwitchedGateway(options.gateway === 'demo' ? new DemoPaymentGateway({ payments, clock }) : memoryGateway, stripe);
  const methodSettings = new MethodSettingsWith(options.settings ?? { oxxo: true, spei: true, msi: true });
  const customers = new MemoryGatewayCustomers();
  const priceCents = options.priceCents ?? 50_000;
  void championships.insert(aChampionship({ id: 'copa', nombreCampeonato: 'Copa Bajío', participantesMaximos: options.capacity ?? 2, precioCentavos: priceCents }));
  const catalog = {
    execute: async (id: string) => ({ id, precio: priceCents / 100, carreras: [{ fechaInicio: options.firstRace ?? '2026-03-21T00:00:00.000Z', horaInicio: '20:00' }] }),
  };
  const directory = { find: async (id: string) => accounts.find((a) => a.id === id) ?? null };
  const config = { publicUrl: 'https://parrilla.test' } as Config;
  const checkout = new CreateCheckout({ payments, gateway, enrol, accounts: directory, catalog, methodSettings, customers, clock, newPaymentId: sequentialIds('pago'), tx, config, stripe });
  const webhook = new HandleWebhook({ payments, gateway, fulfilment });
  const send = (event: GatewayEvent) => webhook.execute(Buffer.from(JSON.stringify(event)), 'firma');
  const reconcile = new ReconcilePayments({ payments, gateway, fulfilment, clock, logger: silent });
  const pending = new PendingPayments({ payments, records, gateway, fulfilment });
  const refunds = new ManualRefundPayment({ payments, records, unenrol, accounts: directory, outbox, clock, tx, audit });
  const overCapacity = new EnrolWithoutPlace({ payments, records, enrol, accounts: directory, outbox, clock, tx, audit });
  const verify = new VerifyPayment({ payments, records, gateway, fulfilment });
  const cancelOpen = new CancelOpenCheckout({ payments, gateway, fulfilment, clock });
  return { stripe, log, tx, audit, cancelOpen, verify, overCapacity, clock, enrolments, payments, outbox, fulfilment, gateway: memoryGateway, demoGateway: gateway, checkout, send, reconcile, pending, refunds, freed, records, methodSettings, catalog, customers };
}

class MethodSettingsWith extends MemoryMethodSettings {
  constructor(settings: { oxxo: boolean; spei: boolean; msi: boolean }) {
    super();
    this.rows.set('copa', settings);
  }
}

async function held(h: ReturnType<typeof harness>, actor: Actor, metodo: 'oxxo' | 'spei' = 'oxxo') {
  const { sessionId } = await h.checkout.execute(actor, { campeonatoId: 'copa', metodo });
  h.gateway.set(sessionId, { status: 'complete', voucher: metodo === 'oxxo' ? voucher : { referencia: '5734190', clabe: '032180000118359719', url: null, venceEn: null }, paymentIntentId: `pi_${sessionId}` });
  await h.send({ type: 'checkout.completed', sessionId, paid: false, paymentIntentId: `pi_${sessionId}` });
  return sessionId;
}

describe('Paying by OXXO, SPEI and meses sin intereses, over stores in memory', () => {
  it('asks the gateway for the chosen method alone: OXXO with a two-day voucher, SPEI with the driver’s one customer, MSI with installments', async () => {
    const h = harness();
    await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'oxxo' });
    await h.checkout.execute(beto, { campeonatoId: 'copa', metodo: 'spei' });
    expect(h.gateway.requests.map((r) => [r.method, r.voucherDays, r.customerId ?? null, r.successUrl])).to.deep.equal([
      ['oxxo', 2, null, 'https://parrilla.test/pago-pendiente?session_id={CHECKOUT_SESSION_ID}'],
      ['spei', 2, 'cus_1', 'https://parrilla.test/pago-pendiente?session_id={CHECKOUT_SESSION_ID}'],
    ]);
    expect((await h.payments.findById('pago-1'))!.metodo).to.equal('oxxo');
    expect((await h.payments.findById('pago-2'))!.metodo).to.equal('spei');
    expect(await h.customers.find('beto')).to.equal('cus_1');
  });

  it('refuses a method the championship does not offer, naming the field and saying why, and holds nothing', async () => {
    const h = harness({ priceCents: 29_900, firstRace: '2026-03-05T00:00:00.000Z', settings: { oxxo: true, spei: false, msi: true } });
    for (const [metodo, message] of [
      ['msi', 'Meses sin intereses solo se ofrece cuando el precio es de al menos $300 MXN.'],
      ['oxxo', 'La primera carrera empieza antes de que podamos confirmar un pago en efectivo o por transferencia (vencimiento de la ficha más un día hábil).'],
      ['spei', 'Este campeonato no acepta ese método de pago ahora.'],
    ] as const) {
      const refusal = await h.checkout.execute(ana, { campeonatoId: 'copa', metodo }).then(
        () => null,
        (e: { code: string; message: string; errors?: Record<string, string> }) => e,
      );
      expect(refusal, metodo).to.deep.include({ code: 'VALIDATION_ERROR', message });
      expect(refusal!.errors).to.deep.equal({ metodo: message });
    }
    expect(await h.payments.search({}, null)).to.deep.include({ total: 0 });
  });

  it('with Stripe turned off as a processor offers no method, refuses paying online with the reason, and sends Stripe nothing: no checkout, customer, status or refund', async () => {
    const h = harness();
    const paid = await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'tarjeta' });
    h.gateway.set(paid.sessionId, { status: 'complete', paid: true, paymentIntentId: 'pi_ana' });
    await h.send({ type: 'checkout.completed', sessionId: paid.sessionId, paid: true, paymentIntentId: 'pi_ana' });
    const asked = h.gateway.requests.length;
    h.stripe.on = false;

    const options = await new GetMethodOptions({ catalog: h.catalog, methodSettings: h.methodSettings, clock: h.clock, gateway: h.demoGateway, stripe: h.stripe }).execute(beto, 'copa');
    expect(options.enLinea).to.equal(false);
    const offMessage = 'La liga no cobra en línea por ahora (desactivó Stripe en sus ajustes de privacidad). Pide a un administrador que registre tu pago.';
    expect(options.metodos.map((m) => [m.metodo, m.disponible, m.motivo])).to.deep.equal(['tarjeta', 'msi', 'oxxo', 'spei'].map((m) => [m, false, offMessage]));
    for (const metodo of ['tarjeta', 'spei'] as const) {
      const refusal = await h.checkout.execute(beto, { campeonatoId: 'copa', metodo }).then(
        () => null,
        (e: { code: string; message: string }) => e,
      );
      expect(refusal, metodo).to.deep.include({ code: 'PROCESSOR_OFF', message: offMessage });
    }
    // An admin's refund through the gateway is refused too, and rolls back.
    const updates = new UpdatePaymentState({ payments: h.payments, records: h.records, gateway: h.demoGateway, fulfilment: h.fulfilment, unenrol: { execute: async () => true }, accounts: { find: async (id: string) => accounts.find((a) => a.id === id) ?? null }, clock: h.clock, tx: h.tx, audit: h.audit, stripe: h.stripe });
    const refund = await updates.execute(admin, 'pago-1', { estado: 'reembolsado', reembolsarEnPasarela: true }).then(
      () => null,
      (e: { code: string; message: string }) => e,
    );
    expect(refund).to.deep.include({ code: 'PROCESSOR_OFF', message: 'La liga desactivó Stripe en Ajustes › Privacidad: no se envía nada a Stripe.' });
    expect((await h.payments.findById('pago-1'))!.estado).to.equal('completado');
    expect([asked, h.gateway.requests.length, h.gateway.customers, h.gateway.refunds]).to.deep.equal([1, 1, [], []]);
    expect((await h.payments.search({}, null)).total).to.equal(1);
  });

  it('answers the options with their reasons, and saves an admin’s choice (refused to a driver)', async () => {
    const h = harness({ priceCents: 25_000, settings: { oxxo: false, spei: false, msi: false } });
    const deps = { catalog: h.catalog, methodSettings: h.methodSettings, clock: h.clock, gateway: h.gateway, tx: h.tx, audit: h.audit };
    expect((await new GetMethodOptions(deps).execute(ana, 'copa')).metodos.map((m) => m.metodo)).to.deep.equal(['tarjeta']);
    const saved = await new SaveMethodSettings(deps).execute(admin, 'copa', { oxxo: true, spei: 'false', msi: 'true' });
    expect(saved.ajustes).to.deep.equal({ oxxo: true, spei: false, msi: true });
    expect(saved.metodos.map((m) => [m.nombre, m.disponible])).to.deep.equal([
      ['Tarjeta', true],
      ['Tarjeta a meses sin intereses', false],
      ['Efectivo en OXXO', true],
    ]);
    const refused = await new SaveMethodSettings(deps).execute(ana, 'copa', { oxxo: false }).then(
      () => null,
      (e: { code: string }) => e.code,
    );
    expect(refused).to.equal('ADMIN_ONLY');
    expect((await h.methodSettings.find('copa')).oxxo).to.equal(true);
    expect(h.log.entries.map((e) => [e.accion, e.objetoId, e.cambios])).to.deep.equal([
      [
        'campeonato.metodos-de-pago',
        'copa',
        [
          { campo: 'msi', antes: false, despues: true },
          { campo: 'oxxo', antes: false, despues: true },
        ],
      ],
    ]);
  });

  it('holds the place with the voucher until its expiry plus one business day, counted as taken, with one e-mail', async () => {
    const h = harness({ capacity: 1 });
    const sessionId = await held(h, ana);
    // The same event again, and the driver's page asking, change nothing more.
    await h.send({ type: 'checkout.completed', sessionId, paid: false, paymentIntentId: `pi_${sessionId}` });
    const view = await h.pending.bySession(ana, sessionId);
    expect(view).to.deep.include({ metodo: 'oxxo', monto: 500, estado: 'pendiente', plazoApartado: '2026-03-06T05:59:59.000Z', aviso: 'Cuando pagues, te confirmamos el siguiente día hábil.' });
    expect(view.ficha).to.deep.equal(voucher);
    expect(h.outbox.queued.map((m) => m.subject)).to.deep.equal(['Lugar apartado: Copa Bajío']);
    const mail = h.outbox.queued[0]!.text;
    expect(mail).to.include('Efectivo en OXXO').and.include('$500 MXN').and.include('Referencia OXXO: 12345678901234567890123456');
    expect(mail).to.include('Ver / imprimir ficha: https://voucher.test/1').and.include('5 de marzo de 2026 a las 23:59').and.include('te confirmamos el siguiente día hábil');
    // Two days later the place is still held: Beto is refused.
    h.clock.advance(2 * 86_400_000);
    const refused = await h.checkout.execute(beto, { campeonatoId: 'copa', metodo: 'tarjeta' }).then(
      () => null,
      (e: { code: string }) => e.code,
    );
    expect(refused).to.equal('CHAMPIONSHIP_FULL');
    // A second click shows the held place again instead of a second hold.
    expect(await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'oxxo' })).to.deep.equal({ sessionId, url: `/pago-pendiente?session_id=${sessionId}` });
    // Another method is not silently answered with the voucher: he is told, and the voucher is not cancelled (his cash may be on its way).
    const other = await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'spei' }).then(
      () => null,
      (e: { code: string; message: string }) => [e.code, e.message],
    );
    expect(other).to.deep.equal([
      'VOUCHER_ISSUED',
      'Ya tienes un pago abierto con Efectivo en OXXO para este campeonato, y tu ficha ya aparta tu lugar hasta el 5 de marzo de 2026 a las 23:59 (hora del centro de México). Págala, o espera a que venza para elegir otro método.',
    ]);
    const cancel = await h.cancelOpen.execute(ana, 'copa').then(
      () => null,
      (e: { code: string }) => e.code,
    );
    expect(cancel).to.equal('VOUCHER_ISSUED');
    expect((await h.payments.findById('pago-1'))!.estado).to.equal('pendiente');
    expect((await h.pending.mine(ana)).pagos.map((p) => p.pagoId)).to.deep.equal(['pago-1']);
  });

  it('says so when another method is asked while a checkout runs, and cancels it to start again with the new one', async () => {
    const h = harness();
    const card = await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'tarjeta' });
    // The same method again goes back to the same checkout.
    expect(await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'tarjeta' })).to.deep.equal(card);
    const refusal = await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'spei' }).then(
      () => null,
      (e: { code: string; message: string; errors?: Record<string, string> }) => e,
    );
    const message = 'Ya tienes un pago abierto con Tarjeta para este campeonato. Para seguir con él, elige Tarjeta; o cancélalo y empieza de nuevo con Transferencia SPEI.';
    expect(refusal).to.deep.include({ code: 'CHECKOUT_OTHER_METHOD', message, errors: { metodo: message } });
    expect(h.gateway.requests).to.have.length(1);
    // A driver without an open checkout has nothing to cancel; Beto cannot cancel Ana's.
    expect(await h.cancelOpen.execute(beto, 'copa').then(() => null, (e: { code: string }) => e.code)).to.equal('NO_OPEN_CHECKOUT');
    expect(await h.cancelOpen.execute(ana, 'copa')).to.deep.equal({ message: 'Pago cancelado: ya puedes elegir otro método.' });
    expect(h.gateway.expired).to.deep.equal([card.sessionId]);
    expect(await h.payments.findById('pago-1')).to.deep.include({ estado: 'fallido', detalles: 'Cancelado por el piloto para pagar con otro método' });
    const spei = await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'spei' });
    expect(spei.sessionId).not.to.equal(card.sessionId);
    expect((await h.payments.findById('pago-2'))!.metodo).to.equal('spei');
    // The gateway unreachable: nothing is cancelled.
    h.gateway.down = true;
    expect(await h.cancelOpen.execute(ana, 'copa').then(() => null, (e: { code: string }) => e.code)).to.equal('PAYMENT_GATEWAY_UNAVAILABLE');
    expect((await h.payments.findById('pago-2'))!.estado).to.equal('pendiente');
  });

  it('a second press while the gateway is still creating the first checkout waits for it and answers the same session, with one payment', async () => {
    const h = harness();
    h.gateway.latencyMs = 300;
    const first = h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'tarjeta' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'tarjeta' });
    expect(second.sessionId).to.equal((await first).sessionId);
    expect(h.gateway.requests).to.have.length(1);
    expect(await h.payments.findById('pago-2')).to.equal(null);
  });

  it('tells only one of two cancellations pressed at once that it cancelled the checkout; the other is told there is none left', async () => {
    const h = harness();
    await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'tarjeta' });
    const answers = await Promise.all([h.cancelOpen.execute(ana, 'copa'), h.cancelOpen.execute(ana, 'copa')].map((p) => p.then(() => 'cancelado', (e: { code: string }) => e.code)));
    expect(answers.sort()).to.deep.equal(['NO_OPEN_CHECKOUT', 'cancelado']);
    expect((await h.payments.findById('pago-1'))!.estado).to.equal('fallido');
  });

  it('words a SPEI transfer as a transfer, confirmed in minutes, never as a voucher; OXXO keeps its wording', async () => {
    const h = harness();
    const { sessionId } = await h.checkout.execute(beto, { campeonatoId: 'copa', metodo: 'spei' });
    h.gateway.set(sessionId, { status: 'complete', voucher: { referencia: '5734190', clabe: '032180000118359719', url: 'https://transfer.test/1', venceEn: '2026-03-05T05:59:59.000Z' }, paymentIntentId: 'pi_spei' });
    await h.send({ type: 'checkout.completed', sessionId, paid: false, paymentIntentId: 'pi_spei' });
    const view = await h.pending.bySession(beto, sessionId);
    expect(view.aviso).to.equal('Cuando hagas la transferencia, la confirmamos en minutos y te enviamos la confirmación de tu inscripción.');
    const mail = h.outbox.queued.find((m) => m.to === 'beto@ejemplo.test')!;
    for (const voucherWords of ['ficha', 'siguiente día hábil']) {
      expect(mail.text, voucherWords).not.to.include(voucherWords);
      expect(mail.html, voucherWords).not.to.include(voucherWords);
    }
    expect(mail.text).to.include('Los datos de transferencia vencen: 4 de marzo de 2026 a las 23:59 (hora del centro de México)').and.include('Ver instrucciones de la transferencia: https://transfer.test/1');
    await held(h, ana);
    const oxxo = h.outbox.queued.find((m) => m.to === 'ana@ejemplo.test')!;
    expect(oxxo.text).to.include('La ficha vence').and.include('Ver / imprimir ficha').and.include('te confirmamos el siguiente día hábil');
    expect((await h.pending.bySession(ana, 'cs_2')).aviso).to.equal('Cuando pagues, te confirmamos el siguiente día hábil.');
  });

  it('enrols exactly once however the async events arrive: succeeded before completed, replays, and the failed one after', async () => {
    const h = harness();
    const { sessionId } = await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'oxxo' });
    h.gateway.set(sessionId, { status: 'complete', paid: true, paymentIntentId: 'pi_1' });
    await h.send({ type: 'checkout.async_succeeded', sessionId, paymentIntentId: 'pi_1' });
    await h.send({ type: 'checkout.completed', sessionId, paid: false, paymentIntentId: 'pi_1' });
    await h.send({ type: 'checkout.async_succeeded', sessionId, paymentIntentId: 'pi_1' });
    await h.send({ type: 'checkout.async_failed', sessionId });
    expect(await h.payments.findById('pago-1')).to.deep.include({ estado: 'completado', stripePaymentIntentId: 'pi_1', sinLugar: false });
    expect((await h.enrolments.listFor('copa')).map((e) => e.userId)).to.deep.equal(['ana']);
    expect(h.outbox.queued.map((m) => m.subject)).to.deep.equal(['Inscripción confirmada: Copa Bajío']);
  });

  it('releases on a failed voucher: the driver told, the place offered to the waiting list', async () => {
    const h = harness();
    const sessionId = await held(h, ana);
    await h.send({ type: 'checkout.async_failed', sessionId });
    await h.send({ type: 'checkout.async_failed', sessionId });
    expect(await h.payments.findById('pago-1')).to.deep.include({ estado: 'fallido', detalles: 'La ficha venció sin pago' });
    expect(h.outbox.queued.map((m) => m.subject)).to.deep.equal(['Lugar apartado: Copa Bajío', 'Lugar liberado: Copa Bajío']);
    expect(h.freed).to.deep.equal(['copa']);
  });

  it('at the deadline asks the gateway first: paid (event missed) enrols, unreachable keeps the hold, no payment releases', async () => {
    const h = harness();
    const paidSession = await held(h, ana);
    const unpaidSession = await held(h, beto, 'spei');
    h.clock.set('2026-03-06T06:00:00.000Z');
    h.gateway.down = true;
    expect(await h.reconcile.run()).to.deep.include({ revisados: 2, errores: 2, fallidos: 0 });
    expect((await h.payments.findById('pago-2'))!.estado).to.equal('pendiente');
    h.gateway.down = false;
    h.gateway.set(paidSession, { paid: true });
    expect(await h.reconcile.run()).to.deep.include({ revisados: 2, completados: 1, fallidos: 1 });
    expect((await h.payments.findById('pago-1'))!.estado).to.equal('completado');
    expect(await h.payments.findById('pago-2')).to.deep.include({ estado: 'fallido', detalles: 'El plazo del lugar apartado terminó sin pago' });
    expect(h.outbox.queued.map((m) => `${m.to} ${m.subject}`)).to.deep.equal([
      'ana@ejemplo.test Lugar apartado: Copa Bajío',
      'beto@ejemplo.test Lugar apartado: Copa Bajío',
      'ana@ejemplo.test Inscripción confirmada: Copa Bajío',
      'beto@ejemplo.test Lugar liberado: Copa Bajío',
    ]);
    void unpaidSession;
  });

  it('marks a payment arriving after the release of a full championship as paid without a place, for the admins', async () => {
    const h = harness({ capacity: 1 });
    const sessionId = await held(h, ana);
    await h.send({ type: 'checkout.async_failed', sessionId });
    await h.checkout.execute(beto, { campeonatoId: 'copa', metodo: 'tarjeta' });
    await h.fulfilment.complete('pago-2', 'pi_beto');
    await h.send({ type: 'checkout.async_succeeded', sessionId, paymentIntentId: 'pi_late' });
    await h.send({ type: 'checkout.async_succeeded', sessionId, paymentIntentId: 'pi_late' });
    const late = await h.payments.findById('pago-1');
    expect(late).to.deep.include({ estado: 'completado', sinLugar: true, stripePaymentIntentId: 'pi_late' });
    // Paid on Monday 2 March: the admins commit to decide within two business days, by Wednesday 4 at 23:59:59.
    const deadline = '2026-03-05T05:59:59.000Z';
    // The driver is told the truth on every page: paid, not enrolled yet, and what happens next by when.
    const verified = await h.verify.execute(ana, sessionId);
    expect(verified).to.deep.include({ estado: 'completado', sinLugar: true, plazoDecision: deadline });
    expect(verified.message).to.equal('Recibimos tu pago, pero ya no quedaba lugar para ti: todavía no estás inscrito.');
    expect(await h.pending.bySession(ana, sessionId)).to.deep.include({ estado: 'completado', sinLugar: true, plazoDecision: deadline });
    // One e-mail to him, one to each admin; a replay sends none.
    const told = h.outbox.queued.filter((m) => m.subject.includes('sin lugar'));
    expect(told.map((m) => `${m.to} ${m.subject}`)).to.deep.equal(['ana@ejemplo.test Pago recibido, sin lugar por ahora: Copa Bajío', 'alma@ejemplo.test Pago sin lugar: Ana Ríos en Copa Bajío']);
    expect(told[0]!.text)
      .to.include('Recibimos tu pago de $500 MXN (Efectivo en OXXO)')
      .and.include('todavía no estás inscrito')
      .and.include('te inscribe sobre el cupo o te reembolsa el pago completo')
      .and.include('a más tardar el 4 de marzo de 2026 a las 23:59 (hora del centro de México)');
    expect(told[1]!.text).to.include('Inscríbelo sobre el cupo o reembolsa el pago').and.include('4 de marzo de 2026 a las 23:59 (hora del centro de México)');
    expect(h.outbox.queued.filter((m) => m.to === 'ana@ejemplo.test' && m.subject.startsWith('Inscripción confirmada'))).to.have.length(0);
    expect(late!.notasAdmin.map((n) => n.texto)).to.deep.equal(['Pago recibido después de liberar el lugar apartado']);
    expect((await h.enrolments.listFor('copa')).map((e) => e.userId)).to.deep.equal(['beto']);
    const list = new ListPayments({ payments: h.payments, records: h.records });
    expect((await list.execute(admin, { situacion: 'pagado-sin-lugar' })).pagos.map((p) => [p.id, p.situacion])).to.deep.equal([['pago-1', 'pagado-sin-lugar']]);
    expect((await list.execute(admin, { metodo: 'tarjeta' })).pagos.map((p) => p.id)).to.deep.equal(['pago-2']);

    // The admin enrols her over the capacity: confirmed once, and only a payment without a place may be.
    const refusal = (id: string) =>
      h.overCapacity.execute(admin, id).then(
        () => null,
        (e: { code: string }) => e.code,
      );
    expect(await refusal('pago-2')).to.equal('NOT_PAID_WITHOUT_PLACE');
    expect(await h.overCapacity.execute(admin, 'pago-1')).to.deep.include({ situacion: null, estado: 'completado' });
    expect(await h.verify.execute(ana, sessionId)).to.deep.include({ sinLugar: false, plazoDecision: null, message: 'Pago completado con éxito. ¡Inscripción confirmada!' });
    expect(await refusal('pago-1')).to.equal('NOT_PAID_WITHOUT_PLACE');
    expect((await h.enrolments.listFor('copa')).map((e) => e.userId)).to.deep.equal(['beto', 'ana']);
    expect(h.outbox.queued.filter((m) => m.to === 'ana@ejemplo.test' && m.subject.startsWith('Inscripción confirmada'))).to.have.length(1);
  });

  it('records the installments plan of meses sin intereses from the charge', async () => {
    const h = harness();
    const { sessionId } = await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'msi' });
    h.gateway.set(sessionId, { status: 'complete', paid: true, paymentIntentId: 'pi_msi', installments: 6 });
    await h.send({ type: 'checkout.completed', sessionId, paid: true, paymentIntentId: 'pi_msi' });
    expect(await h.payments.findById('pago-1')).to.deep.include({ estado: 'completado', metodo: 'msi', planMeses: 6 });
    const stats = await new PaymentStats({ payments: h.payments, records: h.records, clock: h.clock }).execute(admin);
    expect(stats.pagosPorMetodo).to.deep.equal([
      { metodo: 'tarjeta', total: 0, montoTotal: 0 },
      { metodo: 'msi', total: 1, montoTotal: 500 },
      { metodo: 'oxxo', total: 0, montoTotal: 0 },
      { metodo: 'spei', total: 0, montoTotal: 0 },
    ]);
  });

  it('refunds an OXXO payment by hand: a valid CLABE and amount, then the tracking key, each mailed; refusals change nothing', async () => {
    const h = harness();
    const sessionId = await held(h, ana);
    h.gateway.set(sessionId, { paid: true });
    await h.send({ type: 'checkout.async_succeeded', sessionId, paymentIntentId: 'pi_1' });
    const refusal = (raw: unknown) =>
      h.refunds.record(admin, 'pago-1', raw).then(
        () => null,
        (e: { code: string; errors?: Record<string, string> }) => [e.code, e.errors],
      );
    expect(await refusal({ clabe: '032180000118359718', monto: 500 })).to.deep.equal(['VALIDATION_ERROR', { clabe: 'La CLABE no es válida: su dígito verificador no coincide' }]);
    expect(await refusal({ clabe: '032180000118359719', monto: 600 })).to.deep.equal(['VALIDATION_ERROR', { monto: 'El reembolso no puede superar el monto pagado' }]);
    expect((await h.payments.findById('pago-1'))!.estado).to.equal('completado');
    const recorded = await h.refunds.record(admin, 'pago-1', { clabe: '0321 8000 0118 3597 19', monto: '500' });
    expect(recorded).to.deep.include({ estado: 'reembolsado', situacion: 'reembolso-manual-pendiente' });
    expect(recorded.reembolsoManual).to.deep.include({ clabe: '032180000118359719', monto: 500, claveRastreo: null });
    expect(await h.enrolments.listFor('copa')).to.deep.equal([]);
    const sent = await h.refunds.markSent(admin, 'pago-1', { claveRastreo: 'MBAN01002603050001' });
    expect(sent.situacion).to.equal(null);
    expect(sent.reembolsoManual).to.deep.include({ claveRastreo: 'MBAN01002603050001', enviadoEn: '2026-03-02T18:00:00.000Z' });
    const subjects = h.outbox.queued.filter((m) => m.subject.startsWith('Reembolso'));
    expect(subjects.map((m) => m.text.split('\n')[2])).to.deep.equal([
      'Registramos el reembolso de $500 MXN de tu pago en OXXO por Copa Bajío. Lo enviaremos por SPEI a la CLABE 032180000118359719 y te mandaremos la clave de rastreo.',
      'Te enviamos por SPEI el reembolso de $500 MXN de tu pago en OXXO por Copa Bajío.',
    ]);
    expect(await refusal({ clabe: '032180000118359719', monto: 500 })).to.deep.equal(['MANUAL_REFUND_EXISTS', undefined]);
    // Recorded once each, the CLABE kept to its last four digits.
    const entries = h.log.entries.filter((e) => e.accion.startsWith('pago.reembolso'));
    expect(entries.map((e) => e.accion)).to.deep.equal(['pago.reembolso-manual', 'pago.reembolso-enviado']);
    expect(JSON.stringify(entries)).to.include('••••••••••••••9719').and.not.include('032180000118359719');
    expect(entries[1]!.cambios.find((c) => c.campo === 'claveRastreo')).to.deep.equal({ campo: 'claveRastreo', antes: null, despues: 'MBAN01002603050001' });
  });

  it('marking a refund sent again with the same tracking key changes nothing and mails nobody again; another key corrects it', async () => {
    const h = harness();
    const sessionId = await held(h, ana);
    h.gateway.set(sessionId, { paid: true });
    await h.send({ type: 'checkout.async_succeeded', sessionId, paymentIntentId: 'pi_1' });
    await h.refunds.record(admin, 'pago-1', { clabe: '032180000118359719', monto: 500 });
    await h.refunds.markSent(admin, 'pago-1', { claveRastreo: 'MBAN01002603050001' });
    h.clock.advance(60_000);
    const again = await h.refunds.markSent(admin, 'pago-1', { claveRastreo: 'MBAN01002603050001' });
    expect(again.reembolsoManual).to.deep.include({ claveRastreo: 'MBAN01002603050001', enviadoEn: '2026-03-02T18:00:00.000Z' });
    expect(h.outbox.queued.filter((m) => m.subject.startsWith('Reembolso'))).to.have.length(2);
    const corrected = await h.refunds.markSent(admin, 'pago-1', { claveRastreo: 'MBAN01002603050002' });
    expect(corrected.reembolsoManual).to.deep.include({ claveRastreo: 'MBAN01002603050002' });
    expect(h.outbox.queued.filter((m) => m.subject.startsWith('Reembolso'))).to.have.length(3);
  });

  it('refuses a manual refund for a card payment: those go through the gateway', async () => {
    const h = harness();
    const { sessionId } = await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'tarjeta' });
    await h.send({ type: 'checkout.completed', sessionId, paid: true, paymentIntentId: 'pi_1' });
    const refusal = await h.refunds.record(admin, 'pago-1', { clabe: '032180000118359719', monto: 500 }).then(
      () => null,
      (e: { code: string; message: string }) => [e.code, e.message],
    );
    expect(refusal).to.deep.equal(['VALIDATION_ERROR', 'Solo un pago en efectivo en OXXO se reembolsa a mano: los demás se reembolsan en la pasarela.']);
  });

  it('lets the demo gateway issue a voucher that charges nothing, then simulate paying it or its expiry', async () => {
    const h = harness({ gateway: 'demo' });
    const demo = new DemoCheckout({ payments: h.payments, records: h.records, gateway: h.demoGateway, fulfilment: h.fulfilment, clock: h.clock });
    const first = await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'oxxo' });
    expect(await demo.pay(ana, first.sessionId)).to.deep.equal({ redirectUrl: `/pago-pendiente?session_id=${first.sessionId}` });
    const shown = await demo.show(ana, first.sessionId);
    expect(shown.metodo).to.equal('oxxo');
    expect(shown.ficha!.referencia).to.match(/^9000\d{14}$/);
    expect(await demo.simulatePaid(ana, first.sessionId)).to.deep.equal({ redirectUrl: `/pago-exitoso?session_id=${first.sessionId}` });
    expect((await h.enrolments.listFor('copa')).map((e) => e.userId)).to.deep.equal(['ana']);

    const second = await h.checkout.execute(beto, { campeonatoId: 'copa', metodo: 'spei' });
    await demo.pay(beto, second.sessionId);
    expect((await demo.show(beto, second.sessionId)).ficha!.clabe).to.match(/^\d{18}$/);
    await demo.simulateExpired(beto, second.sessionId);
    expect((await h.payments.findBySessionId(second.sessionId))!.estado).to.equal('fallido');
    expect(h.outbox.queued.map((m) => `${m.to} ${m.subject}`)).to.deep.equal([
      'ana@ejemplo.test Lugar apartado: Copa Bajío',
      'ana@ejemplo.test Inscripción confirmada: Copa Bajío',
      'beto@ejemplo.test Lugar apartado: Copa Bajío',
      'beto@ejemplo.test Lugar liberado: Copa Bajío',
    ]);
  });

  it('tells only one of two expiries of a demo voucher simulated at once that it expired; the other is told the checkout no longer changes, and one release is mailed', async () => {
    const h = harness({ gateway: 'demo' });
    const demo = new DemoCheckout({ payments: h.payments, records: h.records, gateway: h.demoGateway, fulfilment: h.fulfilment, clock: h.clock });
    const { sessionId } = await h.checkout.execute(ana, { campeonatoId: 'copa', metodo: 'oxxo' });
    await demo.pay(ana, sessionId);
    const answers = await Promise.all([demo.simulateExpired(ana, sessionId), demo.simulateExpired(ana, sessionId)].map((p) => p.then(() => 'vencida', (e: { code: string }) => e.code)));
    expect(answers.sort()).to.deep.equal(['CHECKOUT_CLOSED', 'vencida']);
    expect((await h.payments.findBySessionId(sessionId))!.estado).to.equal('fallido');
    expect(h.outbox.queued.filter((m) => m.subject.startsWith('Lugar liberado'))).to.have.length(1);
  });
});
