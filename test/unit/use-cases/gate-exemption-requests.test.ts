import { memoryAudit } from '../../support/in-memory/audit.js';
import { expect } from 'chai';
import { EnterChampionship } from '../../../src/modules/championships/application/enter-championship.use-case.js';
import { Enrol } from '../../../src/modules/championships/application/enrol.js';
import { EntryGates } from '../../../src/modules/championships/application/entry-gates.js';
import { GateExemptionRequests, GateExemptions } from '../../../src/modules/championships/application/gate-exemptions.use-cases.js';
import { figureUnknown, type DriverRating, type EntryGate } from '../../../src/modules/championships/domain/entry-gate.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import {
  aChampionship,
  MemoryAccounts,
  MemoryChampionships,
  MemoryDriverRatings,
  MemoryEnrolments,
  MemoryEntrants,
  MemoryEntryRequests,
  MemoryGateExemptionRequests,
  MemoryGateExemptions,
  MemoryWaitlist,
} from '../../support/in-memory/championships.js';
import { MemoryPayments } from '../../support/in-memory/payments.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const accounts = [
  { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.test' },
  { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@ejemplo.test' },
  { id: 'caro', nombre: 'Caro', apellido: 'Sin Id', email: 'caro@ejemplo.test' },
  { id: 'dani', nombre: 'Dani', apellido: 'Sin Licencia', email: 'dani@ejemplo.test' },
  { id: 'alma', nombre: 'Alma', apellido: 'Admin', email: 'alma@ejemplo.test' },
  { id: 'raul', nombre: 'Raúl', apellido: 'Admin', email: 'raul@ejemplo.test' },
];
const driver = (id: string): Actor => ({ id, rol: 'user', suspendido: false });
const admin: Actor = { id: 'alma', rol: 'admin', suspendido: false };
const formula = (licencia: DriverRating['licencia'], irating: number | null): DriverRating => ({ categoria: 'formula_car', licencia, irating, fuente: 'resultados', fecha: '2026-03-01T20:00:00.000Z' });

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

/** 'Copa Fórmula' asks licence B in formula cars: Ana is A, Beto is C, Caro has no iRacing id, Dani's licence is unknown (no result carries it). */
function gated(fields: Parameters<typeof aChampionship>[0] = {}) {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const championships = new MemoryChampionships();
  const enrolments = new MemoryEnrolments();
  const payments = new MemoryPayments();
  const waitlist = new MemoryWaitlist();
  const outbox = new MemoryOutbox();
  const entryRequests = new MemoryEntryRequests();
  const requests = new MemoryGateExemptionRequests();
  const { audit, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(championships, enrolments, payments, waitlist, outbox, entryRequests, requests, log);
  const entrants = new MemoryEntrants(accounts, new Map([['ana', 1001], ['beto', 1002], ['dani', 1004]]));
  const ratings = new MemoryDriverRatings(new Map([[1001, [formula('A', 2100)]], [1002, [formula('C', 1400)]], [1004, [{ ...formula(null, null), categoria: 'oval' as const }]]]));
  const exemptions = new MemoryGateExemptions();
  const directory = new MemoryAccounts(accounts, ['alma', 'raul']);
  const newId = sequentialIds('id');
  const gates = new EntryGates({ championships, entrants, ratings, exemptions });
  void championships.insert(aChampionship({ id: 'copa', nombreCampeonato: 'Copa Fórmula', precioCentavos: 0, participantesMaximos: 5, categoriaLicencia: 'formula_car', licenciaMinima: 'B', ...fields }));
  const enrol = new Enrol({ championships, enrolments, payments, waitlist, requests: entryRequests, clock, newId, tx });
  return {
    clock,
    log,
    outbox,
    requests,
    exemptions,
    ask: new GateExemptionRequests({ championships, gates, requests, accounts: directory, admins: directory, outbox, clock, newId, tx, publicUrl: 'https://parrilla.test' }),
    admin: new GateExemptions({ championships, exemptions, requests, accounts: directory, outbox, clock, tx, audit, publicUrl: 'https://parrilla.test' }),
    enter: new EnterChampionship({ championships, enrolments, enrol, accounts: directory, outbox, requests: entryRequests, clock, newId, tx, publicUrl: 'https://parrilla.test', gates }),
  };
}

describe('Exemption requests from drivers whose licence the site does not know (docs/adr/0037)', () => {
  it('tells an unknown figure from a known one that falls short', () => {
    const both: EntryGate = { categoria: 'formula_car', licenciaMinima: 'B', iratingMinimo: 1500, iratingMaximo: null };
    expect(figureUnknown(both, null)).to.equal(true);
    expect(figureUnknown(both, formula(null, 2000)), 'licence unknown, iRating enough').to.equal(true);
    expect(figureUnknown(both, formula(null, 1000)), 'iRating known and short').to.equal(false);
    expect(figureUnknown(both, formula('C', null)), 'licence known and short').to.equal(false);
    expect(figureUnknown(both, formula('A', 2000)), 'both known').to.equal(false);
  });

  it('says how each driver stands, and which of them may ask', async () => {
    const h = gated();
    const standing = async (id: string) => {
      const a = await h.ask.mine(driver(id), 'copa');
      return [a.estado, a.puedePedirExcepcion, a.mensaje];
    };
    expect(await standing('ana')).to.deep.equal(['cumple', false, null]);
    expect(await standing('beto')).to.deep.equal(['no-cumple', false, 'Este campeonato pide licencia B o superior en fórmulas; la tuya es C.']);
    expect(await standing('caro')).to.deep.equal(['sin-iracing', true, 'Este campeonato pide licencia o iRating de iRacing: agrega tu ID de iRacing en tu perfil para inscribirte']);
    expect(await standing('dani')).to.deep.equal(['desconocida', true, 'Este campeonato pide licencia B o superior en fórmulas; no conocemos tu licencia en fórmulas.']);
    const mine = await h.ask.mine(driver('dani'), 'copa');
    expect([mine.requisitos, mine.categoria, mine.solicitud]).to.deep.equal(['Requisitos: licencia B o superior en fórmulas.', 'fórmulas', null]);
    expect((await refusal(h.ask.mine(driver('dani'), 'otra'))).code).to.equal('CHAMPIONSHIP_NOT_FOUND');
  });

  it('records one open request of a driver whose licence is unknown and e-mails every admin', async () => {
    const h = gated();
    const answer = await h.ask.ask(driver('dani'), 'copa');
    expect(answer.message).to.equal('Listo: les pedimos a los administradores una excepción para ti. Te avisaremos por correo cuando respondan.');
    expect([answer.puedePedirExcepcion, answer.solicitud?.estado, answer.solicitud?.fechaSolicitud]).to.deep.equal([false, 'pendiente', '2026-04-01T18:00:00.000Z']);
    expect(h.outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([
      ['alma@ejemplo.test', 'Solicitud de excepción: Copa Fórmula'],
      ['raul@ejemplo.test', 'Solicitud de excepción: Copa Fórmula'],
    ]);
    expect(h.outbox.queued[0]!.text).to.include('Dani Sin Licencia (dani@ejemplo.test) pide una excepción para inscribirse en Copa Fórmula: no conocemos su licencia en fórmulas.');
    expect(h.outbox.queued[0]!.text).to.include('https://parrilla.test/admin/campeonatos/copa/inscritos');

    const again = await refusal(h.ask.ask(driver('dani'), 'copa'));
    expect([again.code, again.message]).to.deep.equal(['EXEMPTION_REQUEST_OPEN', 'Ya pediste una excepción para este campeonato: los administradores la están revisando y te avisaremos por correo.']);
    expect(h.requests.all(), 'one open request').to.have.length(1);
    expect(h.outbox.queued, 'no second mail').to.have.length(2);
    expect((await h.ask.mine(driver('dani'), 'copa')).solicitud?.estado).to.equal('pendiente');

    // A driver without an iRacing id may ask too; the admins read why.
    await h.ask.ask(driver('caro'), 'copa');
    expect(h.outbox.queued[2]!.text).to.include('Caro Sin Id (caro@ejemplo.test) pide una excepción para inscribirse en Copa Fórmula: no tiene su ID de iRacing en su perfil.');
  });

  it('refuses in Spanish a driver whose licence is known, one already exempted, and a championship without a gate, recording nothing', async () => {
    const h = gated();
    const short = await refusal(h.ask.ask(driver('beto'), 'copa'));
    expect([short.code, short.message]).to.deep.equal([
      'GATE_FIGURE_KNOWN',
      'Este campeonato pide licencia B o superior en fórmulas; la tuya es C. La excepción se pide solo cuando no conocemos tu licencia.',
    ]);
    const meets = await refusal(h.ask.ask(driver('ana'), 'copa'));
    expect([meets.code, meets.message]).to.deep.equal(['GATE_FIGURE_KNOWN', 'Ya conocemos tu licencia y cumples los requisitos: puedes inscribirte sin excepción.']);
    await h.admin.add(admin, 'copa', 'dani');
    const exempt = await refusal(h.ask.ask(driver('dani'), 'copa'));
    expect([exempt.code, exempt.message]).to.deep.equal(['ALREADY_EXEMPT', 'Ya tienes una excepción en este campeonato: puedes inscribirte.']);
    const open = gated({ categoriaLicencia: null, licenciaMinima: null });
    const none = await refusal(open.ask.ask(driver('dani'), 'copa'));
    expect([none.code, none.message]).to.deep.equal(['NO_GATE', 'Este campeonato no pide licencia ni iRating: puedes inscribirte sin excepción.']);
    expect((await refusal(h.ask.ask(driver('dani'), 'otra'))).code).to.equal('CHAMPIONSHIP_NOT_FOUND');
    expect([h.requests.all(), open.requests.all()]).to.deep.equal([[], []]);
    expect(h.outbox.queued).to.deep.equal([]);
  });

  it('shows the admins the open requests; granting records the exemption, lets the driver in and e-mails him', async () => {
    const h = gated();
    const { solicitud } = await h.ask.ask(driver('dani'), 'copa');
    h.outbox.queued = [];
    const list = await h.admin.list(admin, 'copa');
    expect(list.solicitudes.map((s) => [s.usuarioId, s.nombre, s.email, s.estado])).to.deep.equal([['dani', 'Dani Sin Licencia', 'dani@ejemplo.test', 'pendiente']]);
    expect((await refusal(h.admin.grant(driver('ana'), 'copa', solicitud!.id))).code, 'admins only').to.equal('ADMIN_ONLY');
    expect((await refusal(h.enter.execute(driver('dani'), 'copa'))).code).to.equal('GATE_NOT_MET');

    h.clock.set('2026-04-02T10:00:00.000Z');
    const granted = await h.admin.grant(admin, 'copa', solicitud!.id);
    expect([granted.message, granted.usuarioIds, granted.solicitudes]).to.deep.equal(['Excepción concedida: el piloto puede inscribirse y le avisamos por correo.', ['dani'], []]);
    expect(h.outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([['dani@ejemplo.test', 'Excepción concedida: Copa Fórmula']]);
    const mine = await h.ask.mine(driver('dani'), 'copa');
    expect([mine.estado, mine.solicitud?.estado, mine.solicitud?.fechaRespuesta, mine.puedePedirExcepcion]).to.deep.equal(['exento', 'concedida', '2026-04-02T10:00:00.000Z', false]);
    await h.enter.execute(driver('dani'), 'copa');

    const twice = await refusal(h.admin.grant(admin, 'copa', solicitud!.id));
    expect([twice.code, twice.message]).to.deep.equal(['EXEMPTION_REQUEST_ANSWERED', 'Esta solicitud de excepción ya fue respondida.']);
    expect((await refusal(h.admin.grant(admin, 'copa', 'no-existe'))).code).to.equal('EXEMPTION_REQUEST_NOT_FOUND');
  });

  it('declining needs a reason, e-mails it to the driver, and lets him ask again later', async () => {
    const h = gated();
    const { solicitud } = await h.ask.ask(driver('dani'), 'copa');
    h.outbox.queued = [];
    const noReason = await refusal(h.admin.decline(admin, 'copa', solicitud!.id, { motivo: ' ' }));
    expect([noReason.code, Object.keys(noReason.errors ?? {})]).to.deep.equal(['VALIDATION_ERROR', ['motivo']]);
    expect((await h.ask.mine(driver('dani'), 'copa')).solicitud?.estado, 'bad input changes nothing').to.equal('pendiente');

    const declined = await h.admin.decline(admin, 'copa', solicitud!.id, { motivo: 'Corre primero una fecha de la liga.' });
    expect([declined.message, declined.usuarioIds, declined.solicitudes]).to.deep.equal(['Solicitud rechazada: le avisamos al piloto por correo con tu motivo.', [], []]);
    expect(h.outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([['dani@ejemplo.test', 'Excepción no concedida: Copa Fórmula']]);
    expect(h.outbox.queued[0]!.text).to.include('Motivo: Corre primero una fecha de la liga.');
    const mine = await h.ask.mine(driver('dani'), 'copa');
    expect([mine.estado, mine.solicitud?.estado, mine.solicitud?.motivo, mine.puedePedirExcepcion]).to.deep.equal(['desconocida', 'rechazada', 'Corre primero una fecha de la liga.', true]);
    await h.ask.ask(driver('dani'), 'copa');
    expect((await h.ask.mine(driver('dani'), 'copa')).solicitud?.estado).to.equal('pendiente');
  });

  it('an exemption the admin adds by hand answers the driver’s open request', async () => {
    const h = gated();
    await h.ask.ask(driver('caro'), 'copa');
    h.outbox.queued = [];
    await h.admin.add(admin, 'copa', 'caro@ejemplo.test');
    expect((await h.ask.mine(driver('caro'), 'copa')).solicitud?.estado).to.equal('concedida');
    expect(h.outbox.queued.map((m) => m.subject)).to.deep.equal(['Excepción concedida: Copa Fórmula']);
    expect((await h.admin.list(admin, 'copa')).solicitudes).to.deep.equal([]);
  });

  it('records each answer and each exemption once, with the admin and the driver; adding one twice or removing none records nothing', async () => {
    const h = gated();
    const asked = await h.ask.ask(driver('dani'), 'copa');
    await h.admin.grant(admin, 'copa', asked.solicitud!.id);
    await refusal(h.admin.grant(admin, 'copa', asked.solicitud!.id));
    const other = await h.ask.ask(driver('caro'), 'copa');
    await h.admin.decline(admin, 'copa', other.solicitud!.id, { motivo: 'Corre primero una fecha de la liga.' });
    await h.admin.add(admin, 'copa', 'beto');
    await h.admin.add(admin, 'copa', 'beto');
    await h.admin.remove(admin, 'copa', 'beto');
    await h.admin.remove(admin, 'copa', 'beto');
    const piloto = (e: { cambios: Array<{ campo: string; antes: unknown; despues: unknown }> }) => e.cambios.find((c) => c.campo === 'piloto');
    expect(h.log.entries.map((e) => [e.actorId, e.accion, e.objetoId, piloto(e)?.antes ?? piloto(e)?.despues])).to.deep.equal([
      ['alma', 'solicitud-excepcion.concedida', 'copa', 'dani'],
      ['alma', 'solicitud-excepcion.rechazada', 'copa', 'caro'],
      ['alma', 'excepcion.concedida', 'copa', 'beto'],
      ['alma', 'excepcion.retirada', 'copa', 'beto'],
    ]);
  });
});
