import { expect } from 'chai';
import { Enrol } from '../../../src/modules/championships/application/enrol.js';
import { EnterChampionship } from '../../../src/modules/championships/application/enter-championship.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import { aChampionship, MemoryAccounts, MemoryChampionships, MemoryEnrolments, MemoryWaitlist, MemoryEntryRequests } from '../../support/in-memory/championships.js';
import { aCheckout, MemoryPayments } from '../../support/in-memory/payments.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const ana: Actor = { id: 'ana', rol: 'user', suspendido: false };
const beto: Actor = { id: 'beto', rol: 'user', suspendido: false };
const accounts = [
  { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.test' },
  { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@ejemplo.test' },
];

function freeEntry(fields: Parameters<typeof aChampionship>[0] = {}) {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const championships = new MemoryChampionships();
  const enrolments = new MemoryEnrolments();
  const payments = new MemoryPayments();
  const outbox = new MemoryOutbox();
  const tx = new MemoryTransactions(championships, enrolments, payments, outbox);
  const waitlist = new MemoryWaitlist();
  const enrol = new Enrol({ championships, enrolments, payments, waitlist, clock, newId: sequentialIds('inscripcion'), tx });
  const enter = new EnterChampionship({ championships, enrolments, enrol, accounts: new MemoryAccounts(accounts), outbox, requests: new MemoryEntryRequests(), clock, newId: sequentialIds('solicitud'), tx, publicUrl: 'https://parrilla.test/' });
  void championships.insert(aChampionship({ id: 'copa', precioCentavos: 0, participantesMaximos: 1, ...fields }));
  return { clock, enrolments, payments, outbox, enter };
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

describe('Entering a free championship oneself, over stores in memory', () => {
  it('enrols the driver as his own entry and queues his confirmation mail with the championship’s link', async () => {
    const { enter, enrolments, outbox } = freeEntry();
    const answer = await enter.execute(ana, 'copa');
    expect(answer).to.deep.equal({ success: true, message: '¡Listo! Quedaste inscrito en el campeonato.', campeonatoId: 'copa', estado: 'inscrito', participantesRegistrados: 1 });
    expect((await enrolments.listFor('copa')).map((e) => [e.userId, e.origen])).to.deep.equal([['ana', 'propia']]);
    expect(outbox.queued).to.have.length(1);
    expect(outbox.queued[0]).to.include({ to: 'ana@ejemplo.test', subject: 'Inscripción confirmada: Copa Bajío' });
    expect(outbox.queued[0].text).to.include('https://parrilla.test/campeonatos/copa');
  });

  it('refuses a championship with a price, sending the driver to pay, and stores nothing', async () => {
    const { enter, enrolments, outbox } = freeEntry({ precioCentavos: 50_000 });
    const refused = await refusal(enter.execute(ana, 'copa'));
    expect([refused.code, refused.message]).to.deep.equal(['PAID_CHAMPIONSHIP', 'Este campeonato tiene costo: inscríbete pagando con tarjeta.']);
    expect(await enrolments.countFor('copa')).to.equal(0);
    expect(outbox.queued).to.deep.equal([]);
  });

  it('applies the checks of a paid entry: entered twice, full counting running checkouts, closed, suspended', async () => {
    const { enter, payments, clock, outbox } = freeEntry({ participantesMaximos: 2 });
    await enter.execute(ana, 'copa');
    expect((await refusal(enter.execute(ana, 'copa'))).code).to.equal('ALREADY_ENROLLED');
    await payments.insert(aCheckout({ id: 'pago-otro', userId: 'otro', campeonatoId: 'copa', createdAt: clock.now().toISOString() }));
    expect((await refusal(enter.execute(beto, 'copa'))).code).to.equal('CHAMPIONSHIP_FULL');
    clock.set('2026-07-02T12:00:00.000Z');
    expect((await refusal(enter.execute(beto, 'copa'))).code).to.equal('ENROLMENT_CLOSED');
    expect((await refusal(enter.execute({ ...beto, suspendido: true }, 'copa'))).code).to.equal('ACCOUNT_SUSPENDED');
    expect(outbox.queued, 'only Ana’s confirmation').to.have.length(1);
  });

  it('answers 404 for an unknown championship', async () => {
    const { enter } = freeEntry();
    expect((await refusal(enter.execute(ana, 'no-existe'))).code).to.equal('CHAMPIONSHIP_NOT_FOUND');
  });

  it('gives the last free place to exactly one of two drivers entering at once', async () => {
    const { enter, enrolments, outbox } = freeEntry({ participantesMaximos: 1 });
    const outcomes = await Promise.allSettled([enter.execute(ana, 'copa'), enter.execute(beto, 'copa')]);
    expect(outcomes.map((o) => o.status).sort()).to.deep.equal(['fulfilled', 'rejected']);
    expect(await enrolments.countFor('copa')).to.equal(1);
    expect(outbox.queued).to.have.length(1);
  });
});
