import { expect } from 'chai';
import pino from 'pino';
import { Enrol } from '../../../src/modules/championships/application/enrol.js';
import { EntryDetailsRules } from '../../../src/modules/championships/application/entry-details.js';
import { Unenrol } from '../../../src/modules/championships/application/unenrol.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { CreateCheckout } from '../../../src/modules/payments/application/create-checkout.use-case.js';
import { Fulfilment } from '../../../src/modules/payments/application/fulfilment.js';
import { ManualClock } from '../../../src/platform/clock.js';
import type { Config } from '../../../src/platform/config.js';
import { DomainError } from '../../../src/platform/errors.js';
import { aChampionship, MemoryCarNumbers, MemoryChampionships, MemoryEnrolments, MemoryTeams, MemoryWaitlist } from '../../support/in-memory/championships.js';
import { MemoryGateway, MemoryGatewayCustomers, MemoryMethodSettings, MemoryPayments, memoryPaymentRecords } from '../../support/in-memory/payments.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const accounts = [
  { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.test' },
  { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@ejemplo.test' },
];
const ana: Actor = { id: 'ana', rol: 'user', suspendido: false };
const beto: Actor = { id: 'beto', rol: 'user', suspendido: false };

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

/** A paid championship of 3 places with teams of at most one driver; every store in memory. */
function paidEntry() {
  const clock = new ManualClock(new Date('2026-03-02T18:00:00.000Z'));
  const championships = new MemoryChampionships();
  const enrolments = new MemoryEnrolments();
  const payments = new MemoryPayments();
  const waitlist = new MemoryWaitlist();
  const carNumbers = new MemoryCarNumbers();
  const teams = new MemoryTeams();
  const outbox = new MemoryOutbox();
  const tx = new MemoryTransactions(championships, enrolments, payments, waitlist, carNumbers, teams, outbox);
  const newId = sequentialIds('id');
  const details = new EntryDetailsRules({ carNumbers, teams, clock, newId });
  const enrol = new Enrol({ championships, enrolments, payments, waitlist, details, clock, newId, tx });
  const unenrol = new Unenrol({ enrolments, offers: { inTransaction: async () => ({ ofrecidos: 0, vencidos: 0 }) }, tx });
  const fulfilment = new Fulfilment({ payments, records: memoryPaymentRecords(payments, championships, accounts), enrol, unenrol, outbox, clock, tx, logger: pino({ level: 'silent' }) });
  const checkout = new CreateCheckout({
    payments,
    gateway: new MemoryGateway(),
    enrol,
    accounts: { find: async (id: string) => accounts.find((a) => a.id === id) ?? null },
    catalog: { execute: async (id: string) => ({ id, precio: 500, carreras: [] }) },
    methodSettings: new MemoryMethodSettings(),
    customers: new MemoryGatewayCustomers(),
    clock,
    newPaymentId: sequentialIds('pago'),
    tx,
    config: { publicUrl: 'https://parrilla.test' } as Config,
  });
  void championships.insert(aChampionship({ id: 'copa', participantesMaximos: 3, precioCentavos: 50_000, maxPilotosPorEquipo: 1 }));
  const pay = async (userId: string) => {
    const pending = payments.all().find((p) => p.userId === userId && p.estado === 'pendiente')!;
    await fulfilment.complete(pending.id, `pi_${userId}`);
  };
  return { checkout, payments, carNumbers, teams, enrolments, outbox, pay };
}

describe('Number and team chosen at a paid checkout (docs/adr/0034), over stores in memory', () => {
  it('checks them when the checkout starts, keeps them with the payment, and applies them when it enrols the driver', async () => {
    const h = paidEntry();
    await h.checkout.execute(ana, { campeonatoId: 'copa', numeroAuto: 7, equipo: 'Escudería Águila' });
    const [payment] = h.payments.all();
    expect(payment!.detallesInscripcion).to.deep.equal({ numeroAuto: 7, equipo: 'Escudería Águila' });
    expect(await h.carNumbers.listFor('copa'), 'nothing held before paying').to.deep.equal([]);
    await h.pay('ana');
    expect((await h.carNumbers.listFor('copa')).map((n) => [n.userId, n.numero])).to.deep.equal([['ana', 7]]);
    expect((await h.teams.membersOf('copa')).map((m) => m.userId)).to.deep.equal(['ana']);
    expect(h.outbox.queued.map((m) => m.subject)).to.deep.equal(['Inscripción confirmada: Copa Bajío']);
  });

  it('refuses (409 naming the field) a number already taken or a full team when the checkout starts, holding nothing', async () => {
    const h = paidEntry();
    await h.checkout.execute(ana, { campeonatoId: 'copa', numeroAuto: 7, equipo: 'Escudería Águila' });
    await h.pay('ana');
    const taken = await refusal(h.checkout.execute(beto, { campeonatoId: 'copa', numeroAuto: 7 }));
    expect([taken.code, taken.errors]).to.deep.equal(['CAR_NUMBER_TAKEN', { numeroAuto: 'El 7 ya está ocupado' }]);
    const full = await refusal(h.checkout.execute(beto, { campeonatoId: 'copa', equipo: 'escuderia aguila' }));
    expect([full.code, Object.keys(full.errors ?? {})]).to.deep.equal(['TEAM_FULL', ['equipo']]);
    const bad = await refusal(h.checkout.execute(beto, { campeonatoId: 'copa', numeroAuto: 1000 }));
    expect(bad.errors?.numeroAuto).to.equal('El número de auto debe ser un número entero entre 1 y 999');
    expect(h.payments.all().filter((p) => p.userId === 'beto')).to.deep.equal([]);
  });

  it('enrols a driver whose number was taken while he paid without it, and tells him in the confirmation to pick another', async () => {
    const h = paidEntry();
    await h.checkout.execute(ana, { campeonatoId: 'copa', numeroAuto: 7 });
    await h.checkout.execute(beto, { campeonatoId: 'copa', numeroAuto: 7 });
    await h.pay('beto');
    await h.pay('ana');
    expect((await h.enrolments.listFor('copa')).map((e) => e.userId).sort()).to.deep.equal(['ana', 'beto']);
    expect((await h.carNumbers.listFor('copa')).map((n) => [n.userId, n.numero])).to.deep.equal([['beto', 7]]);
    const anaMail = h.outbox.queued.find((m) => m.to === 'ana@ejemplo.test')!;
    expect(anaMail.text).to.include('El número de auto 7 ya lo tiene otro piloto en este campeonato: elige otro número desde la página del campeonato.');
    expect(h.outbox.queued.find((m) => m.to === 'beto@ejemplo.test')!.text).to.not.include('elige otro');
    // Kept with the payment for the success page; nothing for the driver who kept his number.
    const kept = (userId: string) => h.payments.all().find((p) => p.userId === userId)!.detallesInscripcion;
    expect(kept('ana')).to.deep.equal({ numeroAuto: 7, noAplicados: ['El número de auto 7 ya lo tiene otro piloto en este campeonato: elige otro número desde la página del campeonato.'] });
    expect(kept('beto')).to.deep.equal({ numeroAuto: 7 });
  });
});
