import { expect } from 'chai';
import { Enrol } from '../../../src/modules/championships/application/enrol.js';
import { EnterChampionship } from '../../../src/modules/championships/application/enter-championship.use-case.js';
import { EntryRules } from '../../../src/modules/championships/application/entry-gates.js';
import { GetMyPlace } from '../../../src/modules/championships/application/get-my-place.use-case.js';
import { JoinWaitlist } from '../../../src/modules/championships/application/join-waitlist.use-case.js';
import type { StandingsAnswer } from '../../../src/contracts/standings.views.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ClosedChampionships } from '../../../src/modules/seasons/application/closed-championships.js';
import { SeasonRulesAnswer } from '../../../src/modules/seasons/application/season-rules.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import { aChampionship, MemoryAccounts, MemoryChampionships, MemoryEnrolments, MemoryEntryRequests, MemoryWaitlist } from '../../support/in-memory/championships.js';
import { MemoryPayments } from '../../support/in-memory/payments.js';
import { MemoryCatalog, MemoryClosures, MemorySeries } from '../../support/in-memory/seasons.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const NAMES = ['vera', 'nico', 'ana', 'beto', 'caro'];
const accounts = NAMES.map((id) => ({ id, nombre: id[0]!.toUpperCase() + id.slice(1), apellido: 'Prueba', email: `${id}@ejemplo.test` }));
const driver = (id: string): Actor => ({ id, rol: 'user', suspendido: false });
const NOW = '2022-12-01T18:00:00.000Z';
/** Five days later: 12:00 in Mexico City (UTC−6 in December). */
const WINDOW_END = '2022-12-06T18:00:00.000Z';
const WINDOW_TEXT = 'Las inscripciones están reservadas a los pilotos de la temporada anterior hasta el 6 de diciembre de 2022 a las 12:00 (hora del centro de México); a partir de entonces podrás inscribirte.';

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

/**
 * 'Copa 2023' (3 places, free) is the new edition of a series whose 2022 edition Vera raced; its
 * priority window runs five days. Every store in memory, the seasons module's own answer wired in as
 * the composition root does.
 */
function newEdition(fields: Parameters<typeof aChampionship>[0] = {}) {
  const clock = new ManualClock(new Date(NOW));
  const championships = new MemoryChampionships();
  const enrolments = new MemoryEnrolments();
  const payments = new MemoryPayments();
  const waitlist = new MemoryWaitlist();
  const outbox = new MemoryOutbox();
  const requests = new MemoryEntryRequests();
  const tx = new MemoryTransactions(championships, enrolments, payments, waitlist, outbox, requests);
  const accountDirectory = new MemoryAccounts(accounts);
  const newId = sequentialIds('id');
  const enrol = new Enrol({ championships, enrolments, payments, waitlist, requests, clock, newId, tx });
  const series = new MemorySeries();
  const closures = new MemoryClosures();
  const closed = new ClosedChampionships({
    closures,
    competitions: {
      championships: async (ids) => (await Promise.all(ids.map((id) => championships.findById(id)))).flatMap((c) => (c ? [{ id: c.id, nombreCampeonato: c.nombreCampeonato, plazoReportesHoras: c.plazoReportesHoras }] : [])),
      races: async () => [],
      racesOf: async () => [],
    },
  });
  const seasons = new SeasonRulesAnswer({ closed, series, catalog: new MemoryCatalog(), drivers: { enrolledUserIds: async (id) => (await enrolments.listFor(id)).map((e) => e.userId) }, clock });
  void championships.insert(aChampionship({ id: 'copa22', nombreCampeonato: 'Copa 2022', fechaInicio: '2022-04-01T00:00:00.000Z', fechaFin: '2022-04-08T00:00:00.000Z' }));
  void championships.insert(
    aChampionship({ id: 'copa', nombreCampeonato: 'Copa 2023', fechaInicio: '2023-03-31T00:00:00.000Z', fechaFin: '2023-04-07T00:00:00.000Z', participantesMaximos: 3, precioCentavos: 0, ...fields }),
  );
  void enrolments.insert({ id: 'e-vera-22', campeonatoId: 'copa22', userId: 'vera', origen: 'propia', createdAt: '2022-03-01T00:00:00.000Z' });
  void series.insert({ id: 's', nombre: 'Copa', categoria: 'GT3', descripcion: '', logoUrl: null, createdAt: NOW, updatedAt: NOW });
  void series.saveEdition({ campeonatoId: 'copa22', serieId: 's', temporada: 2022, diasPrioridad: 5, prioridadHasta: null, createdAt: NOW, updatedAt: NOW });
  void series.saveEdition({ campeonatoId: 'copa', serieId: 's', temporada: 2023, diasPrioridad: 5, prioridadHasta: WINDOW_END, createdAt: NOW, updatedAt: NOW });
  const places = { championships, enrolments, payments, waitlist, clock, tx };
  return {
    clock,
    enrolments,
    waitlist,
    requests,
    enrol,
    rules: new EntryRules({ gates: { assertMayEnter: async () => undefined }, seasons }),
    enter: new EnterChampionship({ championships, enrolments, enrol, accounts: accountDirectory, outbox, requests, clock, newId, tx, publicUrl: 'https://parrilla.test', seasons }),
    join: new JoinWaitlist({ ...places, enrol, accounts: accountDirectory, newId, seasons }),
    myPlace: new GetMyPlace({ ...places, requests, seasons }),
    /** The season closed as the seasons module records it (its table does not matter here). */
    closeSeason: () => closures.insert({ campeonatoId: 'copa', cerradaEn: NOW, cerradaPor: 'admin', tabla: {} as StandingsAnswer }, []),
    queue: async () => (await waitlist.listFor('copa')).map((e) => e.userId),
    entered: async () => (await enrolments.listFor('copa')).map((e) => e.userId),
  };
}

describe('Entering a new edition during its priority window, and a closed season', () => {
  it('tells a newcomer the same thing whether he enters or asks for the waiting list: when he may enter, in Mexico City time', async () => {
    const w = newEdition();
    const entry = await refusal(w.enter.execute(driver('nico'), 'copa'));
    expect([entry.name, entry.code, entry.message]).to.deep.equal(['ConflictError', 'PRIORITY_WINDOW', WINDOW_TEXT]);
    const queue = await refusal(w.join.execute(driver('nico'), 'copa'));
    expect([queue.name, queue.code, queue.message]).to.deep.equal(['ConflictError', 'PRIORITY_WINDOW', WINDOW_TEXT]);
    expect([await w.entered(), await w.queue()]).to.deep.equal([[], []]);

    // His place on the page says it before he tries; the last edition's driver is not held back.
    expect((await w.myPlace.execute(driver('nico'), 'copa')).prioridadHasta).to.equal(WINDOW_END);
    expect((await w.myPlace.execute(driver('vera'), 'copa')).prioridadHasta).to.equal(null);
    await w.enter.execute(driver('vera'), 'copa');

    // From the instant it ends he enters like anyone.
    w.clock.set(new Date(WINDOW_END));
    expect((await w.myPlace.execute(driver('nico'), 'copa')).prioridadHasta).to.equal(null);
    await w.enter.execute(driver('nico'), 'copa');
    expect(await w.entered()).to.deep.equal(['vera', 'nico']);
  });

  it('keeps a full edition’s waiting list to the last edition’s drivers during the window, and opens it to everyone after', async () => {
    const w = newEdition();
    for (const id of ['ana', 'beto', 'caro']) await w.enrol.execute({ campeonatoId: 'copa', userId: id, origen: 'admin' });
    expect((await refusal(w.join.execute(driver('nico'), 'copa'))).code).to.equal('PRIORITY_WINDOW');
    await w.join.execute(driver('vera'), 'copa');
    w.clock.set(new Date(WINDOW_END));
    await w.join.execute(driver('nico'), 'copa');
    expect(await w.queue()).to.deep.equal(['vera', 'nico']);
  });

  it('refuses every way a driver enters a closed season by himself, storing nothing', async () => {
    const w = newEdition();
    w.clock.set(new Date(WINDOW_END));
    await w.closeSeason();
    const closedText = 'La temporada de este campeonato está cerrada: ya no admite inscripciones.';
    const entry = await refusal(w.enter.execute(driver('vera'), 'copa'));
    expect([entry.name, entry.code, entry.message]).to.deep.equal(['ConflictError', 'SEASON_CLOSED', closedText]);
    // The paid checkout asks the same rules before holding a place.
    const checkout = await refusal(w.rules.assertMayEnter('copa', 'nico'));
    expect([checkout.code, checkout.message]).to.deep.equal(['SEASON_CLOSED', closedText]);
    for (const id of ['ana', 'beto', 'caro']) await w.enrol.execute({ campeonatoId: 'copa', userId: id, origen: 'admin' }).catch(() => undefined);
    const queue = await refusal(w.join.execute(driver('nico'), 'copa'));
    expect([queue.code, queue.message]).to.deep.equal(['SEASON_CLOSED', closedText]);
    expect(await w.queue()).to.deep.equal([]);
  });

  it('refuses an entry request to a closed season where approval is required', async () => {
    const w = newEdition({ requiereAprobacion: true });
    w.clock.set(new Date(WINDOW_END));
    await w.closeSeason();
    expect((await refusal(w.enter.execute(driver('nico'), 'copa'))).code).to.equal('SEASON_CLOSED');
    expect(await w.requests.find('copa', 'nico')).to.equal(null);
  });
});
