import { memoryAudit } from '../../support/in-memory/audit.js';
import { expect } from 'chai';
import { EnrolUser } from '../../../src/modules/championships/application/enrol-user.use-case.js';
import { Enrol } from '../../../src/modules/championships/application/enrol.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { ConflictError, DomainError } from '../../../src/platform/errors.js';
import { aChampionship, MemoryAccounts, MemoryChampionships, MemoryEnrolments, MemoryWaitlist } from '../../support/in-memory/championships.js';
import { aCheckout, MemoryPayments } from '../../support/in-memory/payments.js';
import { MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { refusal } from '../../support/refusal.js';

const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'ana', rol: 'user', suspendido: false };
const accounts = [
  { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.test' },
  { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@ejemplo.test' },
  { id: 'caro', nombre: 'Carolina', apellido: 'Peña', email: 'caro@ejemplo.test' },
];

/** The enrolment rule over stores in memory: no database, the same use cases the server runs. */
function enrolment(capacity = 2) {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const championships = new MemoryChampionships();
  const enrolments = new MemoryEnrolments();
  const payments = new MemoryPayments();
  const { audit, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(championships, enrolments, payments, log);
  const waitlist = new MemoryWaitlist();
  const enrol = new Enrol({ championships, enrolments, payments, waitlist, clock, newId: sequentialIds('inscripcion'), tx });
  const closedSeasons = new Set<string>();
  const seasons = {
    assertOpen: async (id: string) => {
      if (closedSeasons.has(id)) throw new ConflictError('SEASON_CLOSED', 'La temporada de este campeonato está cerrada: reábrela para cambiar su tabla');
    },
  };
  const enrolUser = new EnrolUser({ enrol, accounts: new MemoryAccounts(accounts), seasons, championships, tx, audit });
  void championships.insert(aChampionship({ id: 'copa', participantesMaximos: capacity }));
  return { clock, enrolments, payments, enrol, enrolUser, closedSeasons, log };
}


describe('Enrolment use cases over stores in memory', () => {
  it('enrols a driver once and refuses the same driver again', async () => {
    const { enrol, enrolments } = enrolment();
    const first = await enrol.execute({ campeonatoId: 'copa', userId: 'ana', origen: 'admin' });
    expect(first).to.deep.include({ campeonatoId: 'copa', userId: 'ana', origen: 'admin', createdAt: '2026-04-01T18:00:00.000Z' });
    const again = await refusal(enrol.execute({ campeonatoId: 'copa', userId: 'ana', origen: 'admin' }));
    expect(again.code).to.equal('ALREADY_ENROLLED');
    expect(await enrolments.countFor('copa')).to.equal(1);
  });

  it('refuses once the places are taken, counting other drivers’ running checkouts but not the driver’s own', async () => {
    const { enrol, enrolments, payments, clock } = enrolment(2);
    await enrol.execute({ campeonatoId: 'copa', userId: 'ana', origen: 'admin' });
    await payments.insert(aCheckout({ id: 'pago-beto', userId: 'beto', campeonatoId: 'copa', createdAt: clock.now().toISOString() }));

    expect((await refusal(enrol.execute({ campeonatoId: 'copa', userId: 'caro', origen: 'admin' }))).message).to.equal('Cupos agotados: el campeonato está lleno');
    // Beto's own hold is his place.
    await enrol.execute({ campeonatoId: 'copa', userId: 'beto', origen: 'pago' });
    expect((await enrolments.listFor('copa')).map((e) => e.userId)).to.deep.equal(['ana', 'beto']);
  });

  it('frees a held place once its checkout has expired', async () => {
    const { enrol, payments, clock } = enrolment(1);
    await payments.insert(aCheckout({ id: 'pago-beto', userId: 'beto', campeonatoId: 'copa', createdAt: clock.now().toISOString() }));
    expect((await refusal(enrol.execute({ campeonatoId: 'copa', userId: 'ana', origen: 'admin' }))).code).to.equal('CHAMPIONSHIP_FULL');
    clock.advance(30 * 60_000);
    expect(await enrol.execute({ campeonatoId: 'copa', userId: 'ana', origen: 'admin' })).to.deep.include({ userId: 'ana' });
  });

  it('gives the last place to exactly one of two drivers asking at the same time', async () => {
    const { enrol, enrolments } = enrolment(1);
    const outcomes = await Promise.allSettled([
      enrol.execute({ campeonatoId: 'copa', userId: 'ana', origen: 'pago' }),
      enrol.execute({ campeonatoId: 'copa', userId: 'beto', origen: 'pago' }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).to.deep.equal(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as DomainError).code).to.equal('CHAMPIONSHIP_FULL');
    expect(await enrolments.countFor('copa')).to.equal(1);
  });

  it('refuses once enrolment has closed at the end of the championship', async () => {
    const { enrol, clock } = enrolment();
    clock.set('2026-07-02T12:00:00.000Z');
    expect((await refusal(enrol.execute({ campeonatoId: 'copa', userId: 'ana', origen: 'admin' }))).message).to.equal('Las inscripciones de este campeonato están cerradas');
  });

  it('lets an admin enrol a user found by e-mail in any case, and answers the account', async () => {
    const { enrolUser } = enrolment();
    const answer = await enrolUser.execute(admin, { campeonatoId: 'copa', usuarioId: 'BETO@ejemplo.test' });
    expect(answer.usuario).to.deep.equal(accounts[1]);
    expect(answer.enrolment).to.deep.include({ campeonatoId: 'copa', userId: 'beto', origen: 'admin' });
  });

  it('records the admin who enrolled a driver by hand, once, and nothing for a refused one', async () => {
    const { enrolUser, log } = enrolment();
    await enrolUser.execute(admin, { campeonatoId: 'copa', usuarioId: 'beto' });
    await refusal(enrolUser.execute(admin, { campeonatoId: 'copa', usuarioId: 'beto' }));
    expect(log.entries.map((e) => [e.actorId, e.accion, e.objetoId, e.objetoNombre, e.cambios])).to.deep.equal([
      ['admin-1', 'inscripcion.agregada', 'copa', 'Copa Bajío', [{ campo: 'origen', antes: null, despues: 'admin' }, { campo: 'piloto', antes: null, despues: 'beto' }]],
    ]);
  });

  it('refuses a manual enrolment by a driver, and of an unknown user or championship, enrolling nobody', async () => {
    const { enrolUser, enrolments } = enrolment();
    expect((await refusal(enrolUser.execute(driver, { campeonatoId: 'copa', usuarioId: 'ana' }))).message).to.equal('Acceso solo para administradores');
    expect((await refusal(enrolUser.execute(admin, { campeonatoId: 'copa', usuarioId: 'nadie@ejemplo.test' }))).message).to.equal('Usuario no encontrado');
    expect((await refusal(enrolUser.execute(admin, { campeonatoId: 'otro', usuarioId: 'ana' }))).message).to.equal('Campeonato no encontrado');
    expect(await enrolments.countFor('copa')).to.equal(0);
  });

  it('refuses a manual enrolment into a closed season (its entries feed the team table) until it is reopened', async () => {
    const { enrolUser, enrolments, closedSeasons } = enrolment();
    closedSeasons.add('copa');
    const refused = await refusal(enrolUser.execute(admin, { campeonatoId: 'copa', usuarioId: 'ana' }));
    expect(refused.code).to.equal('SEASON_CLOSED');
    expect(await enrolments.countFor('copa')).to.equal(0);
    closedSeasons.delete('copa');
    await enrolUser.execute(admin, { campeonatoId: 'copa', usuarioId: 'ana' });
    expect(await enrolments.countFor('copa')).to.equal(1);
  });
});
