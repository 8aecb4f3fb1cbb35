import { memoryAudit } from '../../support/in-memory/audit.js';
import { expect } from 'chai';
import { Enrol } from '../../../src/modules/championships/application/enrol.js';
import { EnterChampionship } from '../../../src/modules/championships/application/enter-championship.use-case.js';
import { EntryGates, EntryRules } from '../../../src/modules/championships/application/entry-gates.js';
import { GateExemptions } from '../../../src/modules/championships/application/gate-exemptions.use-cases.js';
import { JoinWaitlist } from '../../../src/modules/championships/application/join-waitlist.use-case.js';
import { ListEntriesForAdmin } from '../../../src/modules/championships/application/list-entries.use-case.js';
import { describeGate, gateProblem, gateRefusalMessage, licenceOfLevel, meetsGate, type DriverRating, type EntryGate } from '../../../src/modules/championships/domain/entry-gate.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { CreateCheckout } from '../../../src/modules/payments/application/create-checkout.use-case.js';
import { DriverLicences } from '../../../src/modules/results/application/driver-licences.js';
import type { CustomerLicenceRow } from '../../../src/modules/results/application/ports/result-event.repository.port.js';
import { freshestRatings } from '../../../src/container.js';
import { ManualClock } from '../../../src/platform/clock.js';
import type { Config } from '../../../src/platform/config.js';
import { ConflictError, DomainError } from '../../../src/platform/errors.js';
import {
  aChampionship,
  MemoryAccounts,
  MemoryChampionships,
  MemoryDriverRatings,
  MemoryEnrolments,
  MemoryEntrants,
  MemoryEntryRequests,
  MemoryGateExemptions,
  MemoryGateExemptionRequests,
  MemoryWaitlist,
} from '../../support/in-memory/championships.js';
import { MemoryGateway, MemoryGatewayCustomers, MemoryMethodSettings, MemoryPayments } from '../../support/in-memory/payments.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const accounts = [
  { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.test' },
  { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@ejemplo.test' },
  { id: 'caro', nombre: 'Caro', apellido: 'Sin Id', email: 'caro@ejemplo.test' },
  { id: 'admin', nombre: 'Alma', apellido: 'Admin', email: 'alma@ejemplo.test' },
];
const driver = (id: string): Actor => ({ id, rol: 'user', suspendido: false });
const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const sports = (licencia: DriverRating['licencia'], irating: number | null): DriverRating => ({ categoria: 'sports_car', licencia, irating, fuente: 'resultados', fecha: '2026-03-01T20:00:00.000Z' });

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

/** A championship asking licence B in sports cars and iRating 1500–3000; Ana is A with 2100, Beto is C with 1400, Caro has no iRacing id. */
function gated(fields: Parameters<typeof aChampionship>[0] = {}) {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const championships = new MemoryChampionships();
  const enrolments = new MemoryEnrolments();
  const payments = new MemoryPayments();
  const waitlist = new MemoryWaitlist();
  const outbox = new MemoryOutbox();
  const requests = new MemoryEntryRequests();
  const tx = new MemoryTransactions(championships, enrolments, payments, waitlist, outbox, requests);
  const entrants = new MemoryEntrants(accounts, new Map([['ana', 1001], ['beto', 1002]]));
  const ratings = new MemoryDriverRatings(new Map([[1001, [sports('A', 2100)]], [1002, [sports('C', 1400)]]]));
  const exemptions = new MemoryGateExemptions();
  const accountDirectory = new MemoryAccounts(accounts);
  const newId = sequentialIds('id');
  const enrol = new Enrol({ championships, enrolments, payments, waitlist, requests, clock, newId, tx });
  const gates = new EntryGates({ championships, entrants, ratings, exemptions });
  void championships.insert(
    aChampionship({ id: 'copa', precioCentavos: 0, participantesMaximos: 3, categoriaLicencia: 'sports_car', licenciaMinima: 'B', iratingMinimo: 1500, iratingMaximo: 3000, ...fields }),
  );
  return {
    clock,
    championships,
    enrolments,
    payments,
    waitlist,
    outbox,
    requests,
    ratings,
    exemptions,
    gates,
    enter: new EnterChampionship({ championships, enrolments, enrol, accounts: accountDirectory, outbox, requests, clock, newId, tx, publicUrl: 'https://parrilla.test', gates }),
    join: new JoinWaitlist({ championships, enrolments, payments, waitlist, enrol, accounts: accountDirectory, clock, newId, tx, gates }),
    exempt: new GateExemptions({ championships, exemptions, requests: new MemoryGateExemptionRequests(), accounts: accountDirectory, outbox, clock, tx, audit: memoryAudit(clock).audit, publicUrl: 'https://parrilla.test' }),
    adminList: new ListEntriesForAdmin({ championships, enrolments, entrants, paidEnrolments: { completedFor: async () => [] }, waitlist, requests, clock, gates, exemptions }),
    checkout: (rules: EntryRules) =>
      new CreateCheckout({
        payments,
        gateway: new MemoryGateway(),
        enrol,
        accounts: accountDirectory,
        catalog: { execute: async (id: string) => ({ id, precio: 500, carreras: [] }) },
        methodSettings: new MemoryMethodSettings(),
        customers: new MemoryGatewayCustomers(),
        clock,
        newPaymentId: sequentialIds('pago'),
        tx,
        config: { publicUrl: 'https://parrilla.test' } as Config,
        entryRules: rules,
      }),
  };
}

describe('Licence and iRating gates (docs/adr/0037)', () => {
  describe('the rule', () => {
    const gate: EntryGate = { categoria: 'sports_car', licenciaMinima: 'B', iratingMinimo: null, iratingMaximo: null };

    it('reads iRacing’s licence levels as classes: 1–4 R, 5–8 D, 9–12 C, 13–16 B, 17–20 A, 21 and up Pro, unknown otherwise', () => {
      expect([1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 27].map(licenceOfLevel)).to.deep.equal(['R', 'R', 'D', 'D', 'C', 'C', 'B', 'B', 'A', 'A', 'Pro', 'Pro', 'Pro']);
      expect([0, -1, null, undefined, 2.5].map(licenceOfLevel)).to.deep.equal([null, null, null, null, null]);
    });

    it('lets through a class at or above the one asked and an iRating inside the bounds; an unknown figure never', () => {
      expect(meetsGate(gate, sports('B', null))).to.equal(true);
      expect(meetsGate(gate, sports('Pro', null))).to.equal(true);
      expect(meetsGate(gate, sports('C', null))).to.equal(false);
      expect(meetsGate(gate, null)).to.equal(false);
      const range: EntryGate = { categoria: 'oval', licenciaMinima: null, iratingMinimo: 1500, iratingMaximo: 3000 };
      expect([1499, 1500, 3000, 3001].map((irating) => meetsGate(range, { ...sports(null, irating), categoria: 'oval' }))).to.deep.equal([false, true, true, false]);
      expect(meetsGate(range, sports('A', null))).to.equal(false);
    });

    it('tells the rule and the driver’s own figure in Spanish', () => {
      expect(gateRefusalMessage(gate, sports('C', 1800))).to.equal('Este campeonato pide licencia B o superior en autos deportivos; la tuya es C.');
      expect(gateRefusalMessage({ ...gate, licenciaMinima: null, iratingMinimo: 2000 }, sports('C', 1800))).to.equal('Este campeonato pide iRating de 2000 o más en autos deportivos; el tuyo es 1800.');
      expect(gateRefusalMessage({ ...gate, iratingMaximo: 2500 }, null)).to.equal('Este campeonato pide licencia B o superior e iRating de 2500 o menos en autos deportivos; no conocemos tu licencia ni tu iRating en autos deportivos.');
      expect(describeGate({ categoria: 'formula_car', licenciaMinima: 'Pro', iratingMinimo: 1000, iratingMaximo: 4000 })).to.equal('licencia Pro e iRating entre 1000 y 4000 en fórmulas');
    });

    it('asks for a category whenever a class or a bound is set, and a maximum not under the minimum', () => {
      expect(gateProblem({ categoriaLicencia: null, licenciaMinima: 'B', iratingMinimo: null, iratingMaximo: null })).to.have.property('categoriaLicencia');
      expect(gateProblem({ categoriaLicencia: 'oval', licenciaMinima: null, iratingMinimo: 2000, iratingMaximo: 1000 })).to.deep.equal({ iratingMaximo: 'El iRating máximo no puede ser menor que el mínimo' });
      expect(gateProblem({ categoriaLicencia: null, licenciaMinima: null, iratingMinimo: null, iratingMaximo: null })).to.equal(null);
    });
  });

  describe('every way in', () => {
    it('enters a driver who meets the gate, and refuses one below it with the rule and his figure, storing nothing', async () => {
      const h = gated();
      await h.enter.execute(driver('ana'), 'copa');
      const refused = await refusal(h.enter.execute(driver('beto'), 'copa'));
      expect([refused.code, refused.message]).to.deep.equal(['GATE_NOT_MET', 'Este campeonato pide licencia B o superior e iRating entre 1500 y 3000 en autos deportivos; la tuya es C con 1400 de iRating.']);
      expect(refused).to.be.instanceOf(ConflictError);
      expect(refused.errors).to.have.property('licenciaMinima');
      expect((await h.enrolments.listFor('copa')).map((e) => e.userId)).to.deep.equal(['ana']);
      expect(h.outbox.queued.map((m) => m.to)).to.deep.equal(['ana@ejemplo.test']);
    });

    it('asks a driver without an iRacing id for it, naming the field', async () => {
      const h = gated();
      const refused = await refusal(h.enter.execute(driver('caro'), 'copa'));
      expect(refused.code).to.equal('IRACING_ID_REQUIRED');
      expect(refused.errors?.iracingId).to.equal('Este campeonato pide licencia o iRating de iRacing: agrega tu ID de iRacing en tu perfil para inscribirte');
      expect(await h.enrolments.countFor('copa')).to.equal(0);
    });

    it('asks nothing of anyone where the championship sets no gate (off by default)', async () => {
      const h = gated({ categoriaLicencia: null, licenciaMinima: null, iratingMinimo: null, iratingMaximo: null });
      await h.enter.execute(driver('beto'), 'copa');
      await h.enter.execute(driver('caro'), 'copa');
      expect(await h.enrolments.countFor('copa')).to.equal(2);
      expect(h.ratings.asked, 'no figure read').to.deep.equal([]);
    });

    it('refuses an approval request from a driver outside the gate (no request recorded)', async () => {
      const h = gated({ requiereAprobacion: true });
      expect((await refusal(h.enter.execute(driver('beto'), 'copa'))).code).to.equal('GATE_NOT_MET');
      expect(await h.requests.find('copa', 'beto')).to.equal(null);
    });

    it('refuses joining the waiting list from outside the gate, and queues one who meets it', async () => {
      const h = gated({ participantesMaximos: 1 });
      await h.enrolments.insert({ id: 'e0', campeonatoId: 'copa', userId: 'otro', origen: 'admin', createdAt: '2026-03-01T00:00:00.000Z' });
      expect((await refusal(h.join.execute(driver('beto'), 'copa'))).code).to.equal('GATE_NOT_MET');
      expect(await h.waitlist.listFor('copa')).to.deep.equal([]);
      await h.join.execute(driver('ana'), 'copa');
      expect((await h.waitlist.listFor('copa')).map((e) => e.userId)).to.deep.equal(['ana']);
    });

    it('refuses a paid checkout outside the gate or inside a priority window before holding a place', async () => {
      const h = gated({ precioCentavos: 50_000 });
      const gateOnly = h.checkout(new EntryRules({ gates: h.gates }));
      expect((await refusal(gateOnly.execute(driver('beto'), { campeonatoId: 'copa', metodo: 'tarjeta' }))).code).to.equal('GATE_NOT_MET');
      expect(await h.payments.findLiveCheckout('beto', 'copa', h.clock.now())).to.equal(null);
      const window = new ConflictError('PRIORITY_WINDOW', 'Hasta el 8 de abril solo pueden inscribirse quienes corrieron la edición anterior');
      const withWindow = h.checkout(new EntryRules({ gates: h.gates, seasons: { closedAmong: async () => new Set(), assertMayEnter: async (_c, userId) => { if (userId === 'ana') throw window; } } }));
      expect((await refusal(withWindow.execute(driver('ana'), { campeonatoId: 'copa', metodo: 'tarjeta' }))).code).to.equal('PRIORITY_WINDOW');
      expect(await h.payments.findLiveCheckout('ana', 'copa', h.clock.now())).to.equal(null);
      const started = await gateOnly.execute(driver('ana'), { campeonatoId: 'copa', metodo: 'tarjeta' });
      expect(started.sessionId).to.be.a('string');
    });
  });

  describe('exemptions', () => {
    it('let a named driver through, only by an admin; removing it shuts the gate again', async () => {
      const h = gated();
      expect((await refusal(h.exempt.add(driver('beto'), 'copa', 'beto'))).code).to.equal('ADMIN_ONLY');
      expect((await refusal(h.exempt.add(admin, 'copa', 'nadie'))).code).to.equal('USER_NOT_FOUND');
      const added = await h.exempt.add(admin, 'copa', 'beto');
      expect(added.usuarioIds).to.deep.equal(['beto']);
      await h.exempt.add(admin, 'copa', 'beto');
      expect((await h.exempt.list(admin, 'copa')).usuarioIds, 'added twice, kept once').to.deep.equal(['beto']);
      await h.gates.assertMayEnter('copa', 'beto');
      await h.exempt.remove(admin, 'copa', 'beto');
      expect((await refusal(h.gates.assertMayEnter('copa', 'beto'))).code).to.equal('GATE_NOT_MET');
    });

    it('show on the admin entry list with each driver’s figure and whether he meets the gate', async () => {
      const h = gated();
      await h.enter.execute(driver('ana'), 'copa');
      await h.exempt.add(admin, 'copa', 'beto');
      await h.enter.execute(driver('beto'), 'copa');
      const list = await h.adminList.execute(admin, 'copa');
      expect(list.requisitos).to.equal('Requisitos: licencia B o superior e iRating entre 1500 y 3000 en autos deportivos.');
      expect(list.requisitoPorPiloto.ana).to.deep.include({ licencia: 'A', irating: 2100, fuente: 'resultados', cumple: true, exento: false });
      expect(list.requisitoPorPiloto.beto).to.deep.include({ licencia: 'C', irating: 1400, cumple: false, exento: true });
    });
  });

  describe('where the figures come from', () => {
    const rows: CustomerLicenceRow[] = [
      { custId: 7, licenseCategoryId: 2, licenseLevel: 11, irating: 1700, startTime: '2022-06-19T19:01:10.000Z' },
      { custId: 7, licenseCategoryId: 5, licenseLevel: 15, irating: null, startTime: '2024-03-16T17:00:00.000Z' },
      { custId: 7, licenseCategoryId: 5, licenseLevel: 9, irating: 1200, startTime: '2023-01-01T00:00:00.000Z' },
    ];

    it('results give each category its newest session’s licence, older sessions filling only what it left unknown; road counts for sports and formula cars', async () => {
      const licences = new DriverLicences({ events: { latestLicences: async () => rows } });
      const found = (await licences.latestFor([7, 8])).get(7)!;
      expect(found.find((l) => l.category === 'sports_car')).to.deep.equal({ category: 'sports_car', licenseLevel: 15, irating: 1200, startTime: '2024-03-16T17:00:00.000Z' });
      expect(found.find((l) => l.category === 'formula_car')).to.deep.equal({ category: 'formula_car', licenseLevel: 11, irating: 1700, startTime: '2022-06-19T19:01:10.000Z' });
      expect((await licences.latestFor([8])).has(8)).to.equal(false);
    });

    it('iRacing’s answer, where connected, is the freshest and wins category by category; its old road licence fills only what it does not name', () => {
      const now = new Date('2026-04-01T18:00:00.000Z');
      const fromResults = new Map([[7, [{ category: 'sports_car' as const, licenseLevel: 15, irating: 1200, startTime: '2024-03-16T17:00:00.000Z' }, { category: 'oval' as const, licenseLevel: 5, irating: 900, startTime: '2024-01-01T00:00:00.000Z' }]]]);
      const fromIracing = new Map([[7, [{ category: 'road', licenseLevel: 1, irating: 1 }, { category: 'sports_car', licenseLevel: 18, irating: 2500 }]]]);
      const merged = freshestRatings(fromResults, fromIracing, now).get(7)!;
      expect(merged.find((r) => r.categoria === 'sports_car')).to.deep.equal({ categoria: 'sports_car', licencia: 'A', irating: 2500, fuente: 'iracing', fecha: now.toISOString() });
      expect(merged.find((r) => r.categoria === 'formula_car')).to.include({ licencia: 'R', fuente: 'iracing' });
      expect(merged.find((r) => r.categoria === 'oval')).to.include({ licencia: 'D', irating: 900, fuente: 'resultados' });
      expect(freshestRatings(fromResults, null, now).get(7)!.every((r) => r.fuente === 'resultados')).to.equal(true);
    });
  });
});
