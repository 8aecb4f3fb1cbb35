import { expect } from 'chai';
import pino from 'pino';
import { Enrol } from '../../../src/modules/championships/application/enrol.js';
import { Unenrol } from '../../../src/modules/championships/application/unenrol.js';
import { Fulfilment } from '../../../src/modules/payments/application/fulfilment.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { aChampionship, MemoryChampionships, MemoryEnrolments, MemoryWaitlist } from '../../support/in-memory/championships.js';
import { aCheckout, MemoryPayments, memoryPaymentRecords } from '../../support/in-memory/payments.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const accounts = [
  { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.test' },
  { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@ejemplo.test' },
];

/** Payment fulfilment with championships' real enrolment rule, every store in memory. */
function fulfilment(capacity = 2) {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const championships = new MemoryChampionships();
  const enrolments = new MemoryEnrolments();
  const payments = new MemoryPayments();
  const outbox = new MemoryOutbox();
  const tx = new MemoryTransactions(championships, enrolments, payments, outbox);
  const waitlist = new MemoryWaitlist();
  const enrol = new Enrol({ championships, enrolments, payments, waitlist, clock, newId: sequentialIds('inscripcion'), tx });
  const unenrol = new Unenrol({ enrolments, offers: { inTransaction: async () => ({ ofrecidos: 0, vencidos: 0 }) }, tx });
  const service = new Fulfilment({ payments, records: memoryPaymentRecords(payments, championships, accounts), enrol, unenrol, outbox, clock, tx, logger: pino({ level: 'silent' }) });
  void championships.insert(aChampionship({ id: 'copa', nombreCampeonato: 'Copa Bajío', participantesMaximos: capacity }));
  const checkout = (id: string, userId: string) => payments.insert(aCheckout({ id, userId, campeonatoId: 'copa', createdAt: clock.now().toISOString() }));
  return { clock, enrolments, payments, outbox, service, checkout, tx };
}

describe('Payment fulfilment over stores in memory', () => {
  it('completes a paid checkout once: one enrolment, one confirmation, however often the gateway says so', async () => {
    const { service, checkout, payments, enrolments, outbox, clock } = fulfilment();
    await checkout('pago-1', 'ana');
    clock.advance(5 * 60_000);

    const answers = [await service.complete('pago-1', 'pi_1'), await service.complete('pago-1', 'pi_1')];
    expect(answers).to.deep.equal([true, false]);
    expect(await payments.findById('pago-1')).to.deep.include({ estado: 'completado', stripePaymentIntentId: 'pi_1', fechaCompletado: '2026-04-01T18:05:00.000Z' });
    expect(await enrolments.listFor('copa')).to.have.length(1).and.to.have.nested.property('[0]').that.deep.includes({ userId: 'ana', origen: 'pago' });
    expect(outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([['ana@ejemplo.test', 'Inscripción confirmada: Copa Bajío']]);
  });

  it('keeps the money of a checkout paid after its place went to someone else, with a note to refund it: no confirmation, the truth by e-mail', async () => {
    const { service, checkout, payments, enrolments, outbox, clock } = fulfilment(1);
    await checkout('pago-ana', 'ana');
    // Ana's hold lapses, Beto takes the only place, then Ana's payment arrives.
    clock.advance(31 * 60_000);
    await checkout('pago-beto', 'beto');
    expect(await service.complete('pago-beto', 'pi_beto')).to.equal(true);
    expect(await service.complete('pago-ana', 'pi_ana')).to.equal(true);

    const ana = await payments.findById('pago-ana');
    expect(ana).to.deep.include({ estado: 'completado' });
    expect(ana!.detalles).to.equal('Pago recibido, pero no se pudo inscribir al piloto: Cupos agotados: el campeonato está lleno. Reembolsa el pago.');
    expect((await enrolments.listFor('copa')).map((e) => e.userId)).to.deep.equal(['beto']);
    expect(outbox.queued.map((m) => `${m.to} ${m.subject.split(':')[0]}`)).to.deep.equal(['beto@ejemplo.test Inscripción confirmada', 'ana@ejemplo.test Pago recibido, sin lugar por ahora']);
  });

  it('leaves everything as it was when queuing the confirmation fails, so a later call can complete it', async () => {
    const { service, checkout, payments, enrolments, outbox } = fulfilment();
    await checkout('pago-1', 'ana');
    const enqueue = outbox.enqueue.bind(outbox);
    outbox.enqueue = async () => {
      throw new Error('la cola de correo no respondió');
    };
    const failed = await service.complete('pago-1', 'pi_1').then(
      () => null,
      (e: Error) => e.message,
    );
    expect(failed).to.equal('la cola de correo no respondió');
    expect(await payments.findById('pago-1')).to.deep.include({ estado: 'pendiente', fechaCompletado: null });
    expect(await enrolments.countFor('copa')).to.equal(0);

    outbox.enqueue = enqueue;
    expect(await service.complete('pago-1', 'pi_1')).to.equal(true);
    expect(await enrolments.countFor('copa')).to.equal(1);
    expect(outbox.queued).to.have.length(1);
  });

  it('releases the place of a payment refunded at the gateway and notes why, once', async () => {
    const { service, checkout, payments, enrolments, clock } = fulfilment();
    await checkout('pago-1', 'ana');
    await service.complete('pago-1', 'pi_1');
    clock.advance(24 * 3_600_000);

    expect(await service.refundedByGateway('pi_1')).to.equal(true);
    expect(await service.refundedByGateway('pi_1')).to.equal(false);
    const payment = await payments.findById('pago-1');
    expect(payment).to.deep.include({ estado: 'reembolsado', fechaReembolso: '2026-04-02T18:00:00.000Z' });
    expect(payment!.notasAdmin.map((n) => n.texto)).to.deep.equal(['Estado cambiado de completado a reembolsado: reembolso hecho en la pasarela de pago']);
    expect(await enrolments.countFor('copa')).to.equal(0);
  });

  it('expires a pending checkout, freeing its place, and never a completed one', async () => {
    const { service, checkout, payments } = fulfilment();
    await checkout('pago-1', 'ana');
    await checkout('pago-2', 'beto');
    await service.complete('pago-2', 'pi_2');
    expect(await service.expire('pago-1', 'La sesión de pago expiró')).to.equal(true);
    expect(await service.expire('pago-2')).to.equal(false);
    expect(await payments.findById('pago-1')).to.deep.include({ estado: 'fallido', detalles: 'La sesión de pago expiró' });
    expect(await payments.heldPlaces('copa', new Date('2026-04-01T18:00:00.000Z'), null)).to.equal(0);
    expect(await payments.findById('pago-2')).to.deep.include({ estado: 'completado' });
  });
});
