import { expect } from 'chai';
import pino from 'pino';
import { Enrol } from '../../../src/modules/championships/application/enrol.js';
import { Unenrol } from '../../../src/modules/championships/application/unenrol.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { CreateManualPayment } from '../../../src/modules/payments/application/create-manual-payment.use-case.js';
import { DeletePayment } from '../../../src/modules/payments/application/delete-payment.use-case.js';
import { ExportPayments } from '../../../src/modules/payments/application/export-payments.use-case.js';
import { Fulfilment } from '../../../src/modules/payments/application/fulfilment.js';
import { GetPayment } from '../../../src/modules/payments/application/get-payment.use-case.js';
import { ReconcilePayments, SettleHoldsJob } from '../../../src/modules/payments/application/reconcile-payments.use-case.js';
import { ResendConfirmation } from '../../../src/modules/payments/application/resend-confirmation.use-case.js';
import { UpdatePaymentState } from '../../../src/modules/payments/application/update-payment-state.use-case.js';
import { VerifyPayment } from '../../../src/modules/payments/application/verify-payment.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError, statusOf } from '../../../src/platform/errors.js';
import { aChampionship, MemoryChampionships, MemoryEnrolments, MemoryWaitlist } from '../../support/in-memory/championships.js';
import { aCheckout, MemoryGateway, MemoryPayments, memoryPaymentRecords } from '../../support/in-memory/payments.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';

const accounts = [
  { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.test' },
  { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@ejemplo.test' },
  { id: 'caro', nombre: 'Caro', apellido: 'Paz', email: 'caro@ejemplo.test' },
  { id: 'admin', nombre: 'Alma', apellido: 'Admin', email: 'alma@ejemplo.test' },
];
const ana: Actor = { id: 'ana', rol: 'user', suspendido: false };
const beto: Actor = { id: 'beto', rol: 'user', suspendido: false };
const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const silent = pino({ level: 'silent' });

/** Payments' admin side with every store in memory and championships' real enrolment rule; Copa Bajío has two places. */
function harness() {
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
  const fulfilment = new Fulfilment({ payments, records, enrol, unenrol, outbox, clock, tx, logger: silent });
  const gateway = new MemoryGateway();
  const directory = { find: async (id: string) => accounts.find((a) => a.id === id) ?? null };
  const catalog = {
    execute: async (id: string) => {
      const found = await championships.findById(id);
      if (!found) throw new DomainError('CHAMPIONSHIP_NOT_FOUND', 'Campeonato no encontrado');
      return { id, precio: found.precioCentavos / 100, carreras: [] };
    },
  };
  void championships.insert(aChampionship({ id: 'copa', nombreCampeonato: 'Copa Bajío', participantesMaximos: 2, precioCentavos: 50_000 }));
  const deps = { payments, records, fulfilment, accounts: directory, catalog, clock, newPaymentId: sequentialIds('pago'), tx, gateway, enrol, unenrol, outbox, audit };
  const reconcile = new ReconcilePayments({ payments, gateway, fulfilment, clock, logger: silent });
  return {
    clock,
    enrolments,
    payments,
    outbox,
    gateway,
    log,
    manual: new CreateManualPayment(deps),
    remove: new DeletePayment(deps),
    get: new GetPayment(deps),
    exportCsv: new ExportPayments(deps),
    setState: new UpdatePaymentState(deps),
    resend: new ResendConfirmation(deps),
    verify: new VerifyPayment(deps),
    job: new SettleHoldsJob({ reconcile }),
    entered: async () => (await enrolments.listFor('copa')).map((e) => e.userId).sort(),
  };
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

describe('Payments administered by hand, over stores in memory', () => {
  it('records a manual payment as completed: the driver is entered, told by e-mail, and the note names who recorded it', async () => {
    const h = harness();
    const view = await h.manual.execute(admin, { usuarioId: 'ana', campeonatoId: 'copa', monto: '350.50', notasAdmin: 'Efectivo en pista' });
    expect(view).to.deep.include({ id: 'pago-1', monto: 350.5, estado: 'completado', pasarela: 'manual', esManual: true });
    const stored = await h.payments.findById('pago-1');
    expect([stored?.montoCentavos, stored?.moneda, stored?.fechaCompletado, stored?.notasAdmin.map((n) => [n.texto, n.usuario])]).to.deep.equal([
      35_050,
      'mxn',
      '2026-03-02T18:00:00.000Z',
      [['Pago manual registrado como completado. Efectivo en pista', { _id: 'admin', nombre: 'Alma Admin' }]],
    ]);
    expect(await h.entered()).to.deep.equal(['ana']);
    expect(h.outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([['ana@ejemplo.test', 'Inscripción confirmada: Copa Bajío']]);
    // A payment without a place is not an enrolment: what is sent again is the truth, never a confirmation.
    await h.payments.update('pago-1', { sinLugar: true });
    h.outbox.queued = [];
    await h.resend.execute(admin, 'pago-1');
    expect(h.outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([['ana@ejemplo.test', 'Pago recibido, sin lugar por ahora: Copa Bajío']]);
  });

  it('records a pending manual payment without entering anyone, and refuses a driver, bad fields, an unknown user and a full championship', async () => {
    const h = harness();
    await h.manual.execute(admin, { usuarioId: 'ana', campeonatoId: 'copa', monto: 100, estado: 'pendiente' });
    expect(await h.entered()).to.deep.equal([]);
    expect(h.outbox.queued).to.deep.equal([]);
    const forbidden = await refusal(h.manual.execute(beto, { usuarioId: 'beto', campeonatoId: 'copa', monto: 1 }));
    expect([statusOf(forbidden), forbidden.message]).to.deep.equal([403, 'Acceso solo para administradores']);
    const fields = await refusal(h.manual.execute(admin, { usuarioId: 'ana', campeonatoId: 'copa', monto: '0', moneda: 'eur' }));
    expect(statusOf(fields)).to.equal(400);
    expect(fields.errors).to.deep.include({ monto: 'El monto debe ser mayor que 0', moneda: 'La moneda debe ser mxn o usd' });
    const cents = await refusal(h.manual.execute(admin, { usuarioId: 'ana', campeonatoId: 'copa', monto: '1.005' }));
    expect(cents.errors?.monto).to.equal('El monto admite como máximo dos decimales');
    const nobody = await refusal(h.manual.execute(admin, { usuarioId: 'nadie', campeonatoId: 'copa', monto: 1 }));
    expect([statusOf(nobody), nobody.message]).to.deep.equal([404, 'Usuario no encontrado']);
    await h.manual.execute(admin, { usuarioId: 'beto', campeonatoId: 'copa', monto: 500 });
    await h.manual.execute(admin, { usuarioId: 'caro', campeonatoId: 'copa', monto: 500 });
    const full = await refusal(h.manual.execute(admin, { usuarioId: 'ana', campeonatoId: 'copa', monto: 500 }));
    expect([statusOf(full), full.code]).to.deep.equal([409, 'CHAMPIONSHIP_FULL']);
    expect((await h.payments.all()).map((p) => [p.userId, p.estado])).to.deep.equal([
      ['ana', 'pendiente'],
      ['beto', 'completado'],
      ['caro', 'completado'],
    ]);
  });

  it('enters a driver when his payment is set to completed and frees his place when it is refunded, noting each change', async () => {
    const h = harness();
    await h.payments.insert(aCheckout({ id: 'p1', userId: 'ana', campeonatoId: 'copa', createdAt: '2026-03-02T17:50:00.000Z' }));
    expect(statusOf(await refusal(h.setState.execute(ana, 'p1', { estado: 'completado' })))).to.equal(403);
    const bad = await refusal(h.setState.execute(admin, 'p1', { estado: 'pagado' }));
    expect([statusOf(bad), bad.errors]).to.deep.equal([400, { estado: 'El estado debe ser pendiente, completado, fallido o reembolsado' }]);
    expect((await refusal(h.setState.execute(admin, 'nada', { estado: 'completado' }))).message).to.equal('Pago no encontrado');

    expect((await h.setState.execute(admin, 'p1', { estado: 'completado', notas: 'Transferencia vista' })).estado).to.equal('completado');
    expect(await h.entered()).to.deep.equal(['ana']);
    const refused = await refusal(h.setState.execute(admin, 'p1', { estado: 'reembolsado', reembolsarEnPasarela: true }));
    expect(refused.errors, 'no payment intent: nothing to refund in the gateway').to.deep.equal({ reembolsarEnPasarela: 'Este pago no se hizo en la pasarela' });
    expect(await h.entered(), 'the refused change left the entry').to.deep.equal(['ana']);
    await h.payments.update('p1', { stripePaymentIntentId: 'pi_1' });
    await h.setState.execute(admin, 'p1', { estado: 'reembolsado', reembolsarEnPasarela: 'true' });
    expect(h.gateway.refunds).to.deep.equal(['pi_1']);
    expect(await h.entered()).to.deep.equal([]);
    const stored = await h.payments.findById('p1');
    expect([stored?.estado, stored?.fechaReembolso, stored?.notasAdmin.length]).to.deep.equal(['reembolsado', '2026-03-02T18:00:00.000Z', 2]);
    expect(stored!.notasAdmin.map((n) => n.usuario)).to.deep.equal([
      { _id: 'admin', nombre: 'Alma Admin' },
      { _id: 'admin', nombre: 'Alma Admin' },
    ]);
    expect(stored!.notasAdmin[1]!.texto).to.include('Reembolso hecho en la pasarela de pago.');
    const again = await refusal(h.setState.execute(admin, 'p1', { estado: 'reembolsado', reembolsarEnPasarela: true }));
    expect(again.message).to.equal('Solo un pago completado se reembolsa en la pasarela');
  });

  it('refuses deleting a completed payment until it is refunded, and deletes it for an admin only', async () => {
    const h = harness();
    await h.manual.execute(admin, { usuarioId: 'ana', campeonatoId: 'copa', monto: 500 });
    expect(statusOf(await refusal(h.remove.execute(ana, 'pago-1')))).to.equal(403);
    const completed = await refusal(h.remove.execute(admin, 'pago-1'));
    expect([statusOf(completed), completed.message]).to.deep.equal([409, 'No se puede eliminar un pago completado: márcalo antes como reembolsado.']);
    await h.setState.execute(admin, 'pago-1', { estado: 'reembolsado' });
    await h.remove.execute(admin, 'pago-1');
    expect(await h.payments.findById('pago-1')).to.equal(null);
    expect(statusOf(await refusal(h.remove.execute(admin, 'pago-1')))).to.equal(404);
  });

  it('shows one payment to an admin with its payer and championship, and resends the confirmation of a completed one only', async () => {
    const h = harness();
    await h.manual.execute(admin, { usuarioId: 'ana', campeonatoId: 'copa', monto: 500 });
    await h.manual.execute(admin, { usuarioId: 'beto', campeonatoId: 'copa', monto: 500, estado: 'fallido' });
    expect(statusOf(await refusal(h.get.execute(ana, 'pago-1')))).to.equal(403);
    const view = await h.get.execute(admin, 'pago-1');
    expect(JSON.stringify(view)).to.include('ana@ejemplo.test').and.include('Copa Bajío');
    expect(statusOf(await refusal(h.get.execute(admin, 'nada')))).to.equal(404);

    h.outbox.queued = [];
    expect(statusOf(await refusal(h.resend.execute(ana, 'pago-1')))).to.equal(403);
    const failed = await refusal(h.resend.execute(admin, 'pago-2'));
    expect([statusOf(failed), failed.message]).to.deep.equal([409, 'Solo se reenvía la confirmación de pagos completados.']);
    await h.resend.execute(admin, 'pago-1');
    expect(h.outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([['ana@ejemplo.test', 'Inscripción confirmada: Copa Bajío']]);
    // A payment without a place is not an enrolment: what is sent again is the truth, never a confirmation.
    await h.payments.update('pago-1', { sinLugar: true });
    h.outbox.queued = [];
    await h.resend.execute(admin, 'pago-1');
    expect(h.outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([['ana@ejemplo.test', 'Pago recibido, sin lugar por ahora: Copa Bajío']]);
  });

  it('records every admin change of a payment once, who made it and what changed, and nothing for a refused one', async () => {
    const h = harness();
    const origen = { ip: '10.1.1.1', navegador: 'Firefox de Alma' };
    const alma = { ...admin, origen };
    await h.manual.execute(alma, { usuarioId: 'ana', campeonatoId: 'copa', monto: 500 });
    await refusal(h.remove.execute(alma, 'pago-1'));
    await h.resend.execute(alma, 'pago-1');
    await h.setState.execute(alma, 'pago-1', { estado: 'reembolsado', notas: 'Devuelto en efectivo' });
    await h.remove.execute(alma, 'pago-1');
    const read = h.log.entries.map((e) => [e.accion, e.objetoId, e.actorId, ...e.cambios.map((c) => `${c.campo}: ${JSON.stringify(c.antes)} → ${JSON.stringify(c.despues)}`)]);
    expect(read).to.deep.equal([
      ['pago.manual-registrado', 'pago-1', 'admin', 'campeonatoId: null → "copa"', 'estado: null → "completado"', 'metodo: null → "tarjeta"', 'moneda: null → "mxn"', 'montoCentavos: null → 50000', 'pasarela: null → "manual"', 'userId: null → "ana"'],
      ['pago.confirmacion-reenviada', 'pago-1', 'admin'],
      ['pago.estado-cambiado', 'pago-1', 'admin', 'estado: "completado" → "reembolsado"', 'notas: null → "Devuelto en efectivo"'],
      ['pago.eliminado', 'pago-1', 'admin', 'campeonatoId: "copa" → null', 'estado: "reembolsado" → null', 'metodo: "tarjeta" → null', 'moneda: "mxn" → null', 'montoCentavos: 50000 → null', 'pasarela: "manual" → null', 'userId: "ana" → null'],
    ]);
    for (const e of h.log.entries) expect(e).to.include({ actorRol: 'admin', ip: '10.1.1.1', navegador: 'Firefox de Alma' });
  });

  it('exports the payments matching the filters as CSV, newest first, for an admin only', async () => {
    const h = harness();
    await h.manual.execute(admin, { usuarioId: 'ana', campeonatoId: 'copa', monto: 500 });
    h.clock.set('2026-03-03T18:00:00.000Z');
    await h.manual.execute(admin, { usuarioId: 'beto', campeonatoId: 'copa', monto: '99.9', estado: 'pendiente' });
    expect(statusOf(await refusal(h.exportCsv.execute(ana)))).to.equal(403);
    const lines = (await h.exportCsv.execute(admin)).trim().split(/\r?\n/);
    expect(lines[0]).to.match(/^\uFEFF?id,fecha,usuario,email,campeonato,monto,moneda,estado,pasarela,esManual,/);
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 8))).to.deep.equal([
      ['pago-2', '2026-03-03T18:00:00.000Z', 'Beto Núñez', 'beto@ejemplo.test', 'Copa Bajío', '99.9', 'mxn', 'pendiente'],
      ['pago-1', '2026-03-02T18:00:00.000Z', 'Ana Ríos', 'ana@ejemplo.test', 'Copa Bajío', '500', 'mxn', 'completado'],
    ]);
    const filtered = (await h.exportCsv.execute(admin, { estado: 'completado' })).trim().split(/\r?\n/);
    expect(filtered.slice(1).map((l) => l.split(',')[0])).to.deep.equal(['pago-1']);
    const bad = await refusal(h.exportCsv.execute(admin, { estado: 'raro' }));
    expect(statusOf(bad)).to.equal(400);
  });

  it('verifies a checkout for its payer or an admin: settles it with the gateway, or says in Spanish why it is not complete', async () => {
    const h = harness();
    await h.payments.insert(aCheckout({ id: 'p1', userId: 'ana', campeonatoId: 'copa', createdAt: '2026-03-02T17:55:00.000Z', stripeSessionId: 'cs_1' }));
    h.gateway.statuses.set('cs_1', { sessionId: 'cs_1', status: 'open', paid: false, paymentIntentId: null, voucher: null, failed: false, installments: null });
    const stranger = await refusal(h.verify.execute(beto, 'cs_1'));
    expect([statusOf(stranger), stranger.message]).to.deep.equal([403, 'Solo quien hizo el pago o un administrador pueden consultarlo']);
    const pending = await refusal(h.verify.execute(ana, 'cs_1'));
    expect([statusOf(pending), pending.message]).to.deep.equal([409, 'El pago aún no se ha completado.']);
    expect((await refusal(h.verify.execute(ana, 'cs_nada'))).message).to.equal('Sesión de pago no encontrada');
    h.gateway.set('cs_1', { status: 'complete', paid: true, paymentIntentId: 'pi_1' });
    const answer = await h.verify.execute(admin, 'cs_1');
    expect([answer.message, answer.estado, answer.pagoId]).to.deep.equal(['Pago completado con éxito. ¡Inscripción confirmada!', 'completado', 'p1']);
    expect(await h.entered()).to.deep.equal(['ana']);
    await h.setState.execute(admin, 'p1', { estado: 'reembolsado' });
    expect((await refusal(h.verify.execute(ana, 'cs_1'))).message).to.equal('Este pago fue reembolsado.');
  });

  it('the holds job settles what the gateway says and releases overdue holds, and sums it up in Spanish', async () => {
    const h = harness();
    await h.payments.insert(aCheckout({ id: 'p1', userId: 'ana', campeonatoId: 'copa', createdAt: '2026-03-02T17:00:00.000Z', stripeSessionId: 'cs_1' }));
    await h.payments.insert(aCheckout({ id: 'p2', userId: 'beto', campeonatoId: 'copa', createdAt: '2026-03-02T17:00:00.000Z', stripeSessionId: 'cs_2' }));
    h.gateway.statuses.set('cs_1', { sessionId: 'cs_1', status: 'complete', paid: true, paymentIntentId: 'pi_1', voucher: null, failed: false, installments: null });
    h.gateway.statuses.set('cs_2', { sessionId: 'cs_2', status: 'expired', paid: false, paymentIntentId: null, voucher: null, failed: false, installments: null });
    expect(h.job.name).to.equal('pagos.apartados');
    expect(await h.job.run()).to.equal('2 revisados, 1 completados, 1 liberados, 0 sin respuesta de la pasarela');
    expect((await h.payments.all()).map((p) => [p.id, p.estado])).to.deep.equal([
      ['p1', 'completado'],
      ['p2', 'fallido'],
    ]);
    expect(await h.entered()).to.deep.equal(['ana']);
  });
});
