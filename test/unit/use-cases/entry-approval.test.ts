import { memoryAudit } from '../../support/in-memory/audit.js';
import { expect } from 'chai';
import { DecideEntryRequest } from '../../../src/modules/championships/application/decide-entry-request.use-case.js';
import { Enrol } from '../../../src/modules/championships/application/enrol.js';
import { EnterChampionship } from '../../../src/modules/championships/application/enter-championship.use-case.js';
import { GetMyPlace } from '../../../src/modules/championships/application/get-my-place.use-case.js';
import { JoinWaitlist } from '../../../src/modules/championships/application/join-waitlist.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import { aChampionship, MemoryAccounts, MemoryChampionships, MemoryEnrolments, MemoryEntrants, MemoryEntryRequests, MemoryWaitlist } from '../../support/in-memory/championships.js';
import { MemoryPayments } from '../../support/in-memory/payments.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const accounts = ['ana', 'beto', 'caro'].map((id) => ({ id, nombre: id, apellido: 'Prueba', email: `${id}@ejemplo.test` }));
const driver = (id: string): Actor => ({ id, rol: 'user', suspendido: false });
const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };

function approvalLeague(fields: Parameters<typeof aChampionship>[0] = {}) {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const championships = new MemoryChampionships();
  const enrolments = new MemoryEnrolments();
  const payments = new MemoryPayments();
  const waitlist = new MemoryWaitlist();
  const requests = new MemoryEntryRequests();
  const outbox = new MemoryOutbox();
  const { audit, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(championships, enrolments, payments, waitlist, requests, outbox, log);
  const newId = sequentialIds('id');
  const enrol = new Enrol({ championships, enrolments, payments, waitlist, requests, clock, newId, tx });
  const entrants = new MemoryEntrants(accounts);
  const accountDirectory = new MemoryAccounts(accounts);
  const common = { championships, enrolments, payments, waitlist, requests, enrol, entrants, outbox, clock, newId, tx, audit, publicUrl: 'https://parrilla.test' };
  void championships.insert(aChampionship({ id: 'copa', participantesMaximos: 1, precioCentavos: 0, requiereAprobacion: true, ...fields }));
  return {
    log,
    enrolments,
    waitlist,
    outbox,
    enrol,
    enter: new EnterChampionship({ ...common, accounts: accountDirectory }),
    decide: new DecideEntryRequest(common),
    myPlace: new GetMyPlace(common),
    join: new JoinWaitlist({ ...common, accounts: accountDirectory }),
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

describe('Approval of entries over stores in memory', () => {
  it('records a driver’s entry as pending, holding no place, and refuses asking twice', async () => {
    const l = approvalLeague();
    const answer = await l.enter.execute(driver('ana'), 'copa');
    expect([answer.estado, answer.message]).to.deep.equal(['pendiente', 'Tu solicitud quedó pendiente de aprobación. Te avisaremos por correo cuando un administrador la revise.']);
    expect(await l.enrolments.countFor('copa')).to.equal(0);
    expect((await l.myPlace.execute(driver('ana'), 'copa')).solicitud).to.deep.equal({ estado: 'pendiente', motivo: null, pagarAntesDe: null });
    expect((await refusal(l.enter.execute(driver('ana'), 'copa'))).code).to.equal('REQUEST_PENDING');
    // Pending requests hold no place: an admin may still enter someone else into the only one.
    await l.enrol.execute({ campeonatoId: 'copa', userId: 'beto', origen: 'admin' });
  });

  it('enters an approved driver of a free championship with a place free, and mails him', async () => {
    const l = approvalLeague({ participantesMaximos: 2 });
    await l.enter.execute(driver('ana'), 'copa');
    const approved = await l.decide.approve(admin, 'copa', 'ana');
    expect([approved.resultado, approved.message]).to.deep.equal(['inscrito', 'Solicitud aprobada: el piloto quedó inscrito.']);
    expect((await l.enrolments.listFor('copa')).map((e) => e.userId)).to.deep.equal(['ana']);
    expect(l.outbox.queued.map((m) => m.subject)).to.deep.equal(['Solicitud aprobada: Copa Bajío']);
    expect((await refusal(l.decide.approve(admin, 'copa', 'ana'))).code).to.equal('NO_PENDING_REQUEST');
  });

  it('lets a paid championship’s driver pay only after approval, the approval mail carrying the link', async () => {
    const l = approvalLeague({ precioCentavos: 50_000 });
    const paidEntry = await refusal(l.enrol.checkPlace({ campeonatoId: 'copa', userId: 'ana' }, { memory: true } as never));
    expect([paidEntry.code, paidEntry.message]).to.deep.equal(['APPROVAL_REQUIRED', 'Este campeonato requiere aprobación: solicita tu inscripción y espera a que un administrador la apruebe']);
    await l.enter.execute(driver('ana'), 'copa');
    expect((await l.decide.approve(admin, 'copa', 'ana')).resultado).to.equal('por-pagar');
    const mail = l.outbox.queued.at(-1)!;
    expect(mail.subject).to.equal('Solicitud aprobada: paga tu inscripción en Copa Bajío');
    expect(mail.text).to.include('https://parrilla.test/campeonatos/copa');
    expect(await l.enrol.checkPlace({ campeonatoId: 'copa', userId: 'ana' }, { memory: true } as never)).to.include({ id: 'copa', precioCentavos: 50_000 });
    // His page says the approval and until when paying completes the entry: enrolment closes as the day after fechaFin begins in Mexico City.
    expect((await l.myPlace.execute(driver('ana'), 'copa')).solicitud).to.deep.equal({ estado: 'aprobada', motivo: null, pagarAntesDe: '2026-07-01T06:00:00.000Z' });
    await l.enrol.execute({ campeonatoId: 'copa', userId: 'ana', origen: 'pago' });
    expect((await l.myPlace.execute(driver('ana'), 'copa')).solicitud?.pagarAntesDe, 'paid and entered: nothing left to pay').to.equal(null);
  });

  it('puts a driver approved into a full championship on the waiting list, and says so', async () => {
    const l = approvalLeague();
    await l.enrol.execute({ campeonatoId: 'copa', userId: 'caro', origen: 'admin' });
    await l.enter.execute(driver('ana'), 'copa');
    expect((await refusal(l.join.execute(driver('beto'), 'copa'))).code, 'the queue also needs approval').to.equal('APPROVAL_REQUIRED');
    expect((await l.decide.approve(admin, 'copa', 'ana')).resultado).to.equal('lista-espera');
    expect((await l.waitlist.listFor('copa')).map((e) => e.userId)).to.deep.equal(['ana']);
    expect(l.outbox.queued.at(-1)!.text).to.include('quedaste en el lugar 1 de la lista de espera');
  });

  it('rejects with a reason mailed to the driver, who may ask again; a rejection without a reason is refused', async () => {
    const l = approvalLeague();
    await l.enter.execute(driver('ana'), 'copa');
    const noReason = await refusal(l.decide.reject(admin, 'copa', 'ana', { motivo: ' ' }));
    expect(noReason.errors).to.deep.equal({ motivo: 'Escribe el motivo del rechazo (se le enviará al piloto)' });
    const rejected = await l.decide.reject(admin, 'copa', 'ana', { motivo: 'Falta tu licencia D' });
    expect(rejected.resultado).to.equal('rechazada');
    expect(l.outbox.queued.at(-1)!.text).to.include('Motivo: Falta tu licencia D');
    expect((await l.myPlace.execute(driver('ana'), 'copa')).solicitud).to.deep.equal({ estado: 'rechazada', motivo: 'Falta tu licencia D', pagarAntesDe: null });
    expect((await l.enter.execute(driver('ana'), 'copa')).estado).to.equal('pendiente');
    expect((await refusal(l.decide.approve(driver('beto'), 'copa', 'ana'))).code).to.equal('ADMIN_ONLY');
  });

  it('records each decision once with the admin, the driver and the outcome, and nothing for a decision refused', async () => {
    const l = approvalLeague();
    await l.enter.execute(driver('ana'), 'copa');
    await l.decide.approve(admin, 'copa', 'ana');
    await refusal(l.decide.approve(admin, 'copa', 'ana'));
    await l.enter.execute(driver('beto'), 'copa');
    await l.decide.reject(admin, 'copa', 'beto', { motivo: 'Falta tu licencia D' });
    await refusal(l.decide.reject(admin, 'copa', 'beto', { motivo: 'Falta tu licencia D' }));
    expect(l.log.entries.map((e) => [e.actorId, e.accion, e.objetoId, Object.fromEntries(e.cambios.map((c) => [c.campo, c.despues]))])).to.deep.equal([
      ['admin-1', 'solicitud-inscripcion.aprobada', 'copa', { estado: 'aprobada', piloto: 'ana', resultado: 'inscrito' }],
      ['admin-1', 'solicitud-inscripcion.rechazada', 'copa', { estado: 'rechazada', motivo: 'Falta tu licencia D', piloto: 'beto' }],
    ]);
  });
});
