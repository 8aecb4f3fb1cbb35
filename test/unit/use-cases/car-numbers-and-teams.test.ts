import { memoryAudit } from '../../support/in-memory/audit.js';
import { expect } from 'chai';
import { Enrol } from '../../../src/modules/championships/application/enrol.js';
import { EnterChampionship } from '../../../src/modules/championships/application/enter-championship.use-case.js';
import { EntryCarryOver } from '../../../src/modules/championships/application/entry-carry-over.js';
import { AssignCarNumber, ListNumbersAndTeams, UpdateMyEntry } from '../../../src/modules/championships/application/entry-details.use-cases.js';
import { ListEntries } from '../../../src/modules/championships/application/list-entries.use-case.js';
import { ListMyEntries } from '../../../src/modules/championships/application/list-my-entries.use-case.js';
import { Unenrol } from '../../../src/modules/championships/application/unenrol.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { ConflictError, DomainError, statusOf } from '../../../src/platform/errors.js';
import {
  aChampionship,
  MemoryAccounts,
  MemoryCarNumbers,
  MemoryChampionships,
  MemoryEnrolments,
  MemoryEntrants,
  MemoryEntryRequests,
  MemoryTeams,
  MemoryWaitlist,
} from '../../support/in-memory/championships.js';
import { MemoryPayments } from '../../support/in-memory/payments.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const driver = (id: string): Actor => ({ id, rol: 'user', suspendido: false });
const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const accounts = ['ana', 'beto', 'caro', 'dani'].map((id) => ({ id, nombre: id[0].toUpperCase() + id.slice(1), apellido: 'Prueba', email: `${id}@ejemplo.test` }));

function league(fields: Parameters<typeof aChampionship>[0] = {}) {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const championships = new MemoryChampionships();
  const enrolments = new MemoryEnrolments();
  championships.enrolments = enrolments;
  const payments = new MemoryPayments();
  const outbox = new MemoryOutbox();
  const carNumbers = new MemoryCarNumbers();
  const teams = new MemoryTeams();
  const waitlist = new MemoryWaitlist();
  const requests = new MemoryEntryRequests();
  const { audit, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(championships, enrolments, payments, outbox, carNumbers, teams, waitlist, requests, log);
  const newId = sequentialIds('id');
  const enrol = new Enrol({ championships, enrolments, payments, waitlist, clock, newId, tx });
  const directory = new MemoryAccounts(accounts);
  const deps = { championships, enrolments, requests, carNumbers, teams, accounts: directory, clock, newId, tx };
  const closedSeasons = new Set<string>();
  const seasons = {
    assertOpen: async (id: string) => {
      if (closedSeasons.has(id)) throw new ConflictError('SEASON_CLOSED', `La temporada de «${id}» está cerrada`);
    },
  };
  const enter = new EnterChampionship({ ...deps, enrol, outbox, publicUrl: 'https://parrilla.test/' });
  const list = new ListEntries({ ...deps, entrants: new MemoryEntrants(accounts), paidEnrolments: { completedFor: async () => [] }, waitlist });
  void championships.insert(aChampionship({ id: 'copa', precioCentavos: 0, participantesMaximos: 10, ...fields }));
  return {
    championships,
    enrolments,
    carNumbers,
    teams,
    outbox,
    enter,
    list,
    taken: new ListNumbersAndTeams(deps),
    closedSeasons,
    update: new UpdateMyEntry({ ...deps, seasons }),
    assign: new AssignCarNumber({ ...deps, audit }),
    log,
    unenrol: new Unenrol({ enrolments, offers: { inTransaction: async () => ({ ofrecidos: 0, vencidos: 0 }) }, tx, carNumbers, teams }),
    carryOver: new EntryCarryOver(deps),
    mine: new ListMyEntries(deps),
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

describe('Car numbers and teams when entering, over stores in memory', () => {
  it('stores the number and team chosen with the entry and shows them on the entry list and as taken', async () => {
    const { enter, list, taken } = league();
    await enter.execute(driver('ana'), 'copa', { numeroAuto: 7, equipo: 'Escudería Águila' });
    await enter.execute(driver('beto'), 'copa', { numeroAuto: '23', equipo: '  escuderia   AGUILA ' });
    const entries = await list.execute('copa');
    expect(entries.data.map((e) => [e.usuarioId, e.numeroAuto, e.equipo])).to.deep.equal([
      ['ana', 7, 'Escudería Águila'],
      ['beto', 23, 'Escudería Águila'],
    ]);
    const answer = await taken.execute('copa');
    expect(answer.numerosOcupados).to.deep.equal([
      { numero: 7, reservado: false },
      { numero: 23, reservado: false },
    ]);
    expect(answer.equipos, 'accent- and case-blind: one team').to.deep.equal([{ nombre: 'Escudería Águila', pilotos: 2 }]);
  });

  it('refuses a number another driver holds, naming the field, and stores neither the entry nor its mail', async () => {
    const { enter, enrolments, outbox, teams } = league();
    await enter.execute(driver('ana'), 'copa', { numeroAuto: 7 });
    const refused = await refusal(enter.execute(driver('beto'), 'copa', { numeroAuto: 7, equipo: 'Nueva' }));
    expect([refused.code, statusOf(refused), refused.errors]).to.deep.equal(['CAR_NUMBER_TAKEN', 409, { numeroAuto: 'El 7 ya está ocupado' }]);
    expect(refused.message).to.equal('El número de auto 7 ya lo tiene otro piloto en este campeonato');
    expect((await enrolments.listFor('copa')).map((e) => e.userId)).to.deep.equal(['ana']);
    expect(await teams.teamsOf('copa'), 'the new team was not kept').to.deep.equal([]);
    expect(outbox.queued).to.have.length(1);
  });

  it('refuses numbers outside 1–999 and team names too short, in Spanish, naming the field', async () => {
    const { enter, enrolments } = league();
    for (const numeroAuto of [0, 1000, 7.5, 'siete']) {
      const refused = await refusal(enter.execute(driver('ana'), 'copa', { numeroAuto }));
      expect([statusOf(refused), refused.errors]).to.deep.equal([400, { numeroAuto: 'El número de auto debe ser un número entero entre 1 y 999' }]);
    }
    const refused = await refusal(enter.execute(driver('ana'), 'copa', { equipo: 'X' }));
    expect(refused.errors).to.deep.equal({ equipo: 'El nombre del equipo debe tener entre 2 y 60 caracteres' });
    expect(await enrolments.countFor('copa')).to.equal(0);
  });

  it('gives a number to exactly one of two drivers entering with it at once', async () => {
    const { enter, enrolments, carNumbers } = league();
    const outcomes = await Promise.allSettled([enter.execute(driver('ana'), 'copa', { numeroAuto: 44 }), enter.execute(driver('beto'), 'copa', { numeroAuto: 44 })]);
    expect(outcomes.map((o) => o.status).sort()).to.deep.equal(['fulfilled', 'rejected']);
    expect(await enrolments.countFor('copa')).to.equal(1);
    expect((await carNumbers.listFor('copa')).map((n) => n.numero)).to.deep.equal([44]);
  });

  it('keeps a team within the championship’s maximum of drivers, also when drivers enter at once', async () => {
    const { enter, enrolments, teams } = league({ maxPilotosPorEquipo: 2 });
    const outcomes = await Promise.allSettled(['ana', 'beto', 'caro'].map((id) => enter.execute(driver(id), 'copa', { equipo: 'Tortugas GP' })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).to.have.length(2);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect([refused.reason.code, refused.reason.errors]).to.deep.equal(['TEAM_FULL', { equipo: 'Tortugas GP está completo' }]);
    expect(await enrolments.countFor('copa')).to.equal(2);
    expect(await teams.membersOf('copa')).to.have.length(2);
    await enter.execute(driver('caro'), 'copa', { equipo: 'Otra Escudería' });
  });

  it('sets no team limit by default and leaves today’s entry (no number, no team) as it was', async () => {
    const { enter, list } = league();
    for (const id of ['ana', 'beto', 'caro']) await enter.execute(driver(id), 'copa', { equipo: 'Tortugas GP' });
    await enter.execute(driver('dani'), 'copa');
    expect((await list.execute('copa')).data.map((e) => e.equipo)).to.deep.equal(['Tortugas GP', 'Tortugas GP', 'Tortugas GP', null]);
  });

  it('reserves a number for a named driver: others are refused it, he gets it entering without one and cannot move it himself', async () => {
    const { enter, assign, taken, carNumbers } = league();
    expect(statusOf(await refusal(assign.execute(driver('ana'), 'copa', 'beto', { numeroAuto: 1, reservado: true })))).to.equal(403);
    const answer = await assign.execute(admin, 'copa', 'beto@ejemplo.test', { numeroAuto: 1, reservado: true });
    expect(answer).to.include({ usuarioId: 'beto', numeroAuto: 1, reservado: true, message: 'El número 1 quedó reservado para Beto Prueba' });
    expect((await taken.execute('copa')).numerosOcupados).to.deep.equal([{ numero: 1, reservado: true }]);
    const refused = await refusal(enter.execute(driver('ana'), 'copa', { numeroAuto: 1 }));
    expect([refused.code, refused.errors]).to.deep.equal(['CAR_NUMBER_RESERVED', { numeroAuto: 'El 1 está reservado' }]);
    expect((await refusal(enter.execute(driver('beto'), 'copa', { numeroAuto: 5 }))).code).to.equal('CAR_NUMBER_RESERVED');
    await enter.execute(driver('beto'), 'copa');
    expect(await carNumbers.find('copa', 'beto')).to.include({ numero: 1, reservado: true });
  });

  it('lets an admin change a driver’s number, refuses one another driver holds, and frees it', async () => {
    const { enter, assign, carNumbers } = league();
    await enter.execute(driver('ana'), 'copa', { numeroAuto: 7 });
    await enter.execute(driver('beto'), 'copa', { numeroAuto: 8 });
    expect((await refusal(assign.execute(admin, 'copa', 'ana', { numeroAuto: 8 }))).code).to.equal('CAR_NUMBER_TAKEN');
    expect((await refusal(assign.execute(admin, 'copa', 'ana', {}))).errors).to.deep.equal({ numeroAuto: 'Indica el número de auto (entre 1 y 999)' });
    await assign.execute(admin, 'copa', 'ana', { numeroAuto: 70 });
    expect((await carNumbers.listFor('copa')).map((n) => [n.userId, n.numero])).to.deep.equal([
      ['beto', 8],
      ['ana', 70],
    ]);
    await assign.remove(admin, 'copa', 'beto');
    expect((await refusal(assign.remove(admin, 'copa', 'beto'))).code).to.equal('VALIDATION_ERROR');
    expect((await refusal(assign.execute(admin, 'copa', 'nadie', { numeroAuto: 3 }))).code).to.equal('USER_NOT_FOUND');
  });

  it('lets an entered driver change his number and team later, and refuses one who is not entered', async () => {
    const { enter, update } = league();
    expect((await refusal(update.execute(driver('ana'), 'copa', { numeroAuto: 3 }))).code).to.equal('NOT_ENTERED');
    await enter.execute(driver('ana'), 'copa');
    expect(await update.execute(driver('ana'), 'copa', { numeroAuto: 3, equipo: 'Rayo' })).to.include({ numeroAuto: 3, equipo: 'Rayo' });
    expect(await update.execute(driver('ana'), 'copa', { equipo: null })).to.include({ numeroAuto: 3, equipo: null });
  });

  it('refuses a change of number or team in a closed season, changing nothing', async () => {
    const { enter, update, closedSeasons, carNumbers, teams } = league();
    await enter.execute(driver('ana'), 'copa');
    await update.execute(driver('ana'), 'copa', { numeroAuto: 3, equipo: 'Rayo' });
    closedSeasons.add('copa');
    const refused = await refusal(update.execute(driver('ana'), 'copa', { numeroAuto: 4, equipo: 'Trueno' }));
    expect([statusOf(refused), refused.code]).to.deep.equal([409, 'SEASON_CLOSED']);
    expect((await carNumbers.listFor('copa')).map((n) => n.numero)).to.deep.equal([3]);
    expect((await teams.teamsOf('copa')).map((t) => t.nombre)).to.deep.equal(['Rayo']);
  });

  it('gives back a leaving driver’s number and team seat, but keeps a number reserved for him', async () => {
    const { enter, unenrol, assign, taken } = league({ maxPilotosPorEquipo: 1 });
    await enter.execute(driver('ana'), 'copa', { numeroAuto: 7, equipo: 'Rayo' });
    await assign.execute(admin, 'copa', 'beto', { numeroAuto: 9, reservado: true });
    await enter.execute(driver('beto'), 'copa');
    await unenrol.execute({ campeonatoId: 'copa', userId: 'ana' });
    await unenrol.execute({ campeonatoId: 'copa', userId: 'beto' });
    const answer = await taken.execute('copa');
    expect(answer.numerosOcupados).to.deep.equal([{ numero: 9, reservado: true }]);
    expect(answer.equipos).to.deep.equal([{ nombre: 'Rayo', pilotos: 0 }]);
    await enter.execute(driver('caro'), 'copa', { numeroAuto: 7, equipo: 'rayo' });
  });

  it('carries teams and reserved numbers into the next season once, keeping what the new one already has', async () => {
    const { championships, enter, assign, carryOver, carNumbers, teams } = league();
    await championships.insert(aChampionship({ id: 'copa-2027', precioCentavos: 0 }));
    await enter.execute(driver('ana'), 'copa', { numeroAuto: 7, equipo: 'Escudería Águila' });
    await enter.execute(driver('beto'), 'copa', { numeroAuto: 8, equipo: 'Rayo' });
    await assign.execute(admin, 'copa', 'ana', { numeroAuto: 7, reservado: true });
    await assign.execute(admin, 'copa', 'caro', { numeroAuto: 12, reservado: true });
    await assign.execute(admin, 'copa', 'dani', { numeroAuto: 30, reservado: true });
    await assign.execute(admin, 'copa-2027', 'beto', { numeroAuto: 12 });
    await enter.execute(driver('dani'), 'copa-2027', { numeroAuto: 31, equipo: 'escuderia aguila' });
    await carryOver.copy('copa', 'copa-2027');
    await carryOver.copy('copa', 'copa-2027');
    expect((await carNumbers.listFor('copa-2027')).map((n) => [n.userId, n.numero, n.reservado])).to.deep.equal([
      ['ana', 7, true],
      ['beto', 12, false],
      ['dani', 31, false],
    ]);
    expect((await teams.teamsOf('copa-2027')).map((t) => t.nombre)).to.deep.equal(['escuderia aguila', 'Rayo']);
    expect(await teams.membersOf('copa-2027'), 'drivers are not carried into teams').to.have.length(1);
    expect((await refusal(carryOver.copy('copa', 'no-existe'))).code).to.equal('CHAMPIONSHIP_NOT_FOUND');
  });

  it('lists on the driver’s profile each championship he entered or awaits, with his state, number and team', async () => {
    const { championships, enter, mine } = league();
    await championships.insert(aChampionship({ id: 'copa-aprobada', nombreCampeonato: 'Copa Aprobada', precioCentavos: 0, requiereAprobacion: true }));
    await enter.execute(driver('ana'), 'copa', { numeroAuto: 5, equipo: 'Rayo' });
    await enter.execute(driver('ana'), 'copa-aprobada', { numeroAuto: 9 });
    // The one awaiting approval first, then those he entered.
    expect((await mine.execute(driver('ana'))).data.map((e) => [e.campeonatoId, e.estado, e.numeroAuto, e.equipo])).to.deep.equal([
      ['copa-aprobada', 'pendiente', 9, null],
      ['copa', 'inscrito', 5, 'Rayo'],
    ]);
    expect(await mine.execute(driver('beto'))).to.deep.equal({ success: true, data: [], siguiente: null });
  });

  it('pages the championships he entered over the seasons, the latest first, the pending ones on the first page only', async () => {
    const { championships, enter, mine } = league();
    // 23 seasons of one cup (entered ahead, while each is open), and one awaiting approval.
    for (let y = 0; y < 23; y++) {
      await championships.insert(aChampionship({ id: `copa-${2027 + y}`, nombreCampeonato: `Copa ${2027 + y}`, precioCentavos: 0, fechaInicio: `${2027 + y}-02-01T06:00:00.000Z`, fechaFin: `${2027 + y}-11-30T06:00:00.000Z` }));
      await enter.execute(driver('caro'), `copa-${2027 + y}`, { numeroAuto: 10 + y, ...(y === 22 ? { equipo: 'Rayo' } : {}) });
    }
    await championships.insert(aChampionship({ id: 'copa-aprobada', nombreCampeonato: 'Copa Aprobada', precioCentavos: 0, requiereAprobacion: true }));
    await enter.execute(driver('caro'), 'copa-aprobada', { numeroAuto: 99 });
    const seen: string[][] = [];
    let despues: string | undefined;
    for (let i = 0; i < 5; i++) {
      const page = await mine.execute(driver('caro'), { despues });
      seen.push(page.data.map((e) => `${e.campeonatoId} ${e.estado} ${e.numeroAuto} ${e.equipo ?? '-'}`));
      if (!page.siguiente) break;
      despues = page.siguiente;
    }
    expect(seen.map((p) => p.length)).to.deep.equal([11, 10, 3]);
    expect(seen[0]!.slice(0, 3)).to.deep.equal(['copa-aprobada pendiente 99 -', 'copa-2049 inscrito 32 Rayo', 'copa-2048 inscrito 31 -']);
    expect(seen[2]).to.deep.equal(['copa-2029 inscrito 12 -', 'copa-2028 inscrito 11 -', 'copa-2027 inscrito 10 -']);
    expect(seen.flat().filter((e) => e.startsWith('copa-aprobada'))).to.have.length(1);
    for (const bad of ['nada', Buffer.from('["x"]').toString('base64url'), 'x'.repeat(500)]) {
      const err = await refusal(mine.execute(driver('caro'), { despues: bad }));
      expect(err.message).to.equal('La página pedida no es válida: vuelve al inicio de la lista');
    }
  });

  it('records each number an admin assigns, changes or frees once, naming the driver; the same number again records nothing', async () => {
    const { assign, log } = league();
    await assign.execute(admin, 'copa', 'beto', { numeroAuto: 1, reservado: true });
    await assign.execute(admin, 'copa', 'beto', { numeroAuto: 1, reservado: true });
    await assign.execute(admin, 'copa', 'beto', { numeroAuto: 2, reservado: true });
    await assign.remove(admin, 'copa', 'beto');
    await refusal(assign.remove(admin, 'copa', 'beto'));
    expect(log.entries.map((e) => [e.actorId, e.accion, e.objetoId, e.cambios.map((c) => [c.campo, c.antes, c.despues])])).to.deep.equal([
      ['admin', 'inscripcion.numero-asignado', 'copa', [['piloto', null, 'beto'], ['numero', null, 1], ['reservado', null, true]]],
      ['admin', 'inscripcion.numero-asignado', 'copa', [['piloto', 'beto', 'beto'], ['numero', 1, 2]]],
      ['admin', 'inscripcion.numero-quitado', 'copa', [['numero', 2, null], ['piloto', 'beto', null], ['reservado', true, null]]],
    ]);
  });
});
