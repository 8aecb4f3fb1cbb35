import { expect } from 'chai';
import { CreateChampionship } from '../../../src/modules/championships/application/create-championship.use-case.js';
import { CreateRace } from '../../../src/modules/championships/application/create-race.use-case.js';
import { DeleteChampionship } from '../../../src/modules/championships/application/delete-championship.use-case.js';
import { DeleteRace } from '../../../src/modules/championships/application/delete-race.use-case.js';
import { GetChampionship } from '../../../src/modules/championships/application/get-championship.use-case.js';
import { GetRace } from '../../../src/modules/championships/application/get-race.use-case.js';
import { ListChampionships } from '../../../src/modules/championships/application/list-championships.use-case.js';
import { ListRaces } from '../../../src/modules/championships/application/list-races.use-case.js';
import { UpdateChampionship } from '../../../src/modules/championships/application/update-championship.use-case.js';
import type { Enrolment } from '../../../src/modules/championships/application/ports/enrolment.repository.port.js';
import { UpdateRace } from '../../../src/modules/championships/application/update-race.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { ConflictError, DomainError, statusOf } from '../../../src/platform/errors.js';
import { aChampionship, aRace, MemoryChampionships, MemoryEnrolments, MemoryRaces, MemoryWaitlist } from '../../support/in-memory/championships.js';
import { MemoryFileStorage, TINY_PNG } from '../../support/in-memory/files.js';
import { aCheckout, MemoryPayments } from '../../support/in-memory/payments.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'ana', rol: 'user', suspendido: false };
const suspendedAdmin: Actor = { id: 'admin-2', rol: 'admin', suspendido: true };

const FORM = {
  nombreCampeonato: 'Copa Invierno',
  categoria: 'Fórmulas',
  detallesCampeonato: 'Ocho carreras de 40 minutos.',
  fechaInicio: '2026-05-01',
  fechaFin: '2026-08-01',
  participantesMaximos: '20',
  precio: '350.50',
};
const RACE_FORM = { campeonato: 'copa', circuito: 'Interlagos', fechaInicio: '2026-05-10', horaInicio: '20:00', raceDuration: 40, incidents: 17, clima: 'Nublado' };

function league() {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const championships = new MemoryChampionships();
  const races = new MemoryRaces();
  const enrolments = new MemoryEnrolments();
  const payments = new MemoryPayments();
  const storage = new MemoryFileStorage();
  const waitlist = new MemoryWaitlist();
  const { audit, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(championships, races, enrolments, payments, waitlist, log);
  const closedSeasons = new Set<string>();
  const editions = new Map<string, string>();
  const seasons = {
    assertDeletable: async (id: string) => {
      if (closedSeasons.has(id)) throw new ConflictError('SEASON_CLOSED', 'La temporada está cerrada');
    },
    assertOpen: async (id: string) => {
      if (closedSeasons.has(id)) throw new ConflictError('SEASON_CLOSED', `La temporada de «${id}» está cerrada`);
    },
    assertMayEnter: async () => undefined,
    priorityUntil: async () => null,
    // A series stand-in: one season per series, taken seasons refused as the seasons module does.
    placeInSeries: async (id: string, edition: Record<string, unknown>) => {
      const key = `${String(edition.serieId)}/${String(edition.temporada)}`;
      if (editions.has(key)) throw new ConflictError('EDITION_TAKEN', `La serie ya tiene la Temporada ${String(edition.temporada)}.`);
      editions.set(key, id);
    },
    closedAmong: async (ids: readonly string[]) => new Set(ids.filter((id) => closedSeasons.has(id))),
  };
  const newId = sequentialIds('id');
  const deps = { championships, races, enrolments, payments, waitlist, storage, clock, tx, newId, seasons, audit };
  return {
    ...deps,
    log,
    closedSeasons,
    editions,
    create: new CreateChampionship(deps),
    update: new UpdateChampionship(deps),
    remove: new DeleteChampionship(deps),
    get: new GetChampionship(deps),
    list: new ListChampionships(deps),
    createRace: new CreateRace(deps),
    updateRace: new UpdateRace(deps),
    removeRace: new DeleteRace(deps),
    getRace: new GetRace(deps),
    listRaces: new ListRaces(deps),
  };
}

const entry = (id: string, userId: string): Enrolment => ({ id, campeonatoId: 'copa', userId, origen: 'propia', createdAt: '2026-03-01T00:00:00.000Z' });

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

describe('Championships and races, administered over stores in memory', () => {
  it('creates a championship from the form, price in cents, with its cover stored', async () => {
    const l = league();
    const view = await l.create.execute(admin, { fields: FORM, cover: TINY_PNG });
    expect(view).to.include({ id: 'id-1', nombreCampeonato: 'Copa Invierno', precio: 350.5, participantesMaximos: 20, participantesRegistrados: 0 });
    const stored = await l.championships.findById('id-1');
    expect(stored?.precioCentavos).to.equal(35_050);
    expect(stored?.imagenPortada).to.equal(view.imagenPortada);
    expect([...l.storage.files.keys()]).to.deep.equal([view.imagenPortada]);
  });

  it('creates it in its series and season in one step: a season taken refuses both, keeping neither the championship nor its cover', async () => {
    const l = league();
    const first = await l.create.execute(admin, { fields: { ...FORM, serieId: 'formulas', temporada: '2026' }, cover: TINY_PNG });
    expect([...l.editions]).to.deep.equal([['formulas/2026', first.id]]);
    const again = await refusal(l.create.execute(admin, { fields: { ...FORM, nombreCampeonato: 'Copa Invierno (otra)', serieId: 'formulas', temporada: '2026' }, cover: TINY_PNG }));
    expect([statusOf(again), again.code]).to.deep.equal([409, 'EDITION_TAKEN']);
    expect((await l.championships.list()).map((c) => c.id)).to.deep.equal([first.id]);
    expect([...l.storage.files.keys()]).to.deep.equal([first.imagenPortada]);
    // No series picked: no edition asked for.
    await l.create.execute(admin, { fields: { ...FORM, serieId: '', temporada: '' } });
    expect(l.editions.size).to.equal(1);
  });

  it('creates one championship for one form: the same form key sent again is refused and leaves no cover; without a key, or with another, each is created', async () => {
    const l = league();
    const key = 'f0rm-clave-0123456789abcdef';
    const first = await l.create.execute(admin, { fields: { ...FORM, claveFormulario: key }, cover: TINY_PNG });
    const again = await refusal(l.create.execute(admin, { fields: { ...FORM, claveFormulario: key }, cover: TINY_PNG }));
    const message = 'Este campeonato ya se creó: el formulario se envió más de una vez. Búscalo en la lista de campeonatos.';
    expect([statusOf(again), again.code, again.errors]).to.deep.equal([409, 'CHAMPIONSHIP_ALREADY_CREATED', { nombreCampeonato: message }]);
    expect((await l.championships.list()).map((c) => c.id)).to.deep.equal([first.id]);
    expect([...l.storage.files.keys()]).to.deep.equal([first.imagenPortada]);
    await l.create.execute(admin, { fields: { ...FORM, claveFormulario: `${key}-2` } });
    await l.create.execute(admin, { fields: FORM });
    await l.create.execute(admin, { fields: FORM });
    expect(await l.championships.list()).to.have.length(4);
    const bad = await refusal(l.create.execute(admin, { fields: { ...FORM, claveFormulario: 'corta' } }));
    expect(bad.errors).to.deep.equal({ claveFormulario: 'La clave del formulario no es válida: recarga la página y vuelve a intentarlo.' });
  });

  it('refuses a championship to a driver and to a suspended admin, and a form with missing or crossed fields, storing nothing', async () => {
    const l = league();
    const refused = await refusal(l.create.execute(driver, { fields: FORM }));
    expect([statusOf(refused), refused.code, refused.message]).to.deep.equal([403, 'ADMIN_ONLY', 'Acceso solo para administradores']);
    expect(statusOf(await refusal(l.create.execute(suspendedAdmin, { fields: FORM })))).to.equal(403);
    const missing = await refusal(l.create.execute(admin, { fields: { ...FORM, nombreCampeonato: '  ' } }));
    expect([statusOf(missing), missing.errors?.nombreCampeonato]).to.deep.equal([400, 'El nombre del campeonato es obligatorio']);
    const crossed = await refusal(l.create.execute(admin, { fields: { ...FORM, fechaFin: '2026-04-01' } }));
    expect(crossed.errors?.fechaFin).to.equal('La fecha de fin no puede ser anterior a la fecha de inicio');
    const capacity = await refusal(l.create.execute(admin, { fields: { ...FORM, participantesMaximos: 101 } }));
    expect(capacity.errors?.participantesMaximos).to.equal('Los participantes máximos deben estar entre 1 y 100');
    const notImage = await refusal(l.create.execute(admin, { fields: FORM, cover: Buffer.from('no soy una imagen') }));
    expect(statusOf(notImage)).to.be.within(400, 415);
    expect(await l.championships.list()).to.deep.equal([]);
    expect(l.storage.files.size).to.equal(0);
  });

  it('changes only the fields sent, replaces the cover and removes the old file', async () => {
    const l = league();
    const created = await l.create.execute(admin, { fields: FORM, cover: TINY_PNG });
    const view = await l.update.execute(admin, 'id-1', { fields: { precio: 0, categoria: 'Óvalos' }, cover: TINY_PNG });
    expect(view).to.include({ precio: 0, categoria: 'Óvalos', nombreCampeonato: 'Copa Invierno' });
    expect(view.imagenPortada).to.not.equal(created.imagenPortada);
    expect([...l.storage.files.keys()]).to.deep.equal([view.imagenPortada]);
    expect((await l.championships.findById('id-1'))?.precioCentavos).to.equal(0);
  });

  it('refuses a change to a driver, an unknown championship, an end before the start and a capacity below those entered, changing nothing', async () => {
    const l = league();
    await l.championships.insert(aChampionship({ id: 'copa', participantesMaximos: 5 }));
    await l.enrolments.insert(entry('i1', 'ana'));
    await l.enrolments.insert(entry('i2', 'beto'));
    expect(statusOf(await refusal(l.update.execute(driver, 'copa', { fields: { categoria: 'X1' } })))).to.equal(403);
    const unknown = await refusal(l.update.execute(admin, 'nada', { fields: { categoria: 'Óvalos' } }));
    expect([statusOf(unknown), unknown.message]).to.deep.equal([404, 'Campeonato no encontrado']);
    const crossed = await refusal(l.update.execute(admin, 'copa', { fields: { fechaFin: '2026-02-01' } }));
    expect([statusOf(crossed), crossed.errors]).to.deep.equal([400, { fechaFin: 'La fecha de fin no puede ser anterior a la fecha de inicio' }]);
    const below = await refusal(l.update.execute(admin, 'copa', { fields: { participantesMaximos: 1 }, cover: TINY_PNG }));
    expect([statusOf(below), below.code, below.message]).to.deep.equal([409, 'CAPACITY_BELOW_ENROLLED', 'No puedes bajar los participantes máximos por debajo de los 2 inscritos']);
    expect(l.storage.files.size, 'the refused change left no file').to.equal(0);
    expect(await l.championships.findById('copa')).to.deep.equal(aChampionship({ id: 'copa', participantesMaximos: 5 }));
    await l.update.execute(admin, 'copa', { fields: { participantesMaximos: 2 } });
  });

  it('deletes a championship with its races and their images, and refuses while it has entries, payments or a closed season', async () => {
    const l = league();
    await l.championships.insert(aChampionship({ id: 'copa', imagenPortada: '/uploads/covers/a.png' }));
    await l.races.insert(aRace({ id: 'r1', campeonatoId: 'copa', imgCircuito: '/uploads/circuits/b.png' }));
    l.storage.files.set('/uploads/covers/a.png', TINY_PNG).set('/uploads/circuits/b.png', TINY_PNG);
    expect(statusOf(await refusal(l.remove.execute(driver, 'copa')))).to.equal(403);
    await l.enrolments.insert(entry('i1', 'ana'));
    const entered = await refusal(l.remove.execute(admin, 'copa'));
    expect([statusOf(entered), entered.code]).to.deep.equal([409, 'CHAMPIONSHIP_HAS_ENROLMENTS']);
    expect(entered.message).to.match(/^No se puede eliminar: el campeonato tiene 1 inscrito\. /);
    await l.enrolments.remove('copa', 'ana');
    await l.payments.insert(aCheckout({ id: 'p1', userId: 'ana', campeonatoId: 'copa', createdAt: '2026-03-01T00:00:00.000Z' }));
    const paid = await refusal(l.remove.execute(admin, 'copa'));
    expect([statusOf(paid), paid.message]).to.deep.equal([409, 'No se puede eliminar: el campeonato tiene pagos registrados. Resuélvelos en Pagos antes de eliminarlo.']);
    await l.payments.delete('p1');
    l.closedSeasons.add('copa');
    expect((await refusal(l.remove.execute(admin, 'copa'))).code).to.equal('SEASON_CLOSED');
    l.closedSeasons.clear();
    expect(await l.championships.findById('copa')).to.not.equal(null);
    expect(l.storage.files.size).to.equal(2);
    await l.remove.execute(admin, 'copa');
    expect(await l.championships.findById('copa')).to.equal(null);
    expect(l.storage.files.size).to.equal(0);
    expect((await refusal(l.remove.execute(admin, 'copa'))).code).to.equal('CHAMPIONSHIP_NOT_FOUND');
  });

  it('reads one championship and the list with their races and entries, and answers 404 for an unknown one', async () => {
    const l = league();
    await l.championships.insert(aChampionship({ id: 'copa', fechaInicio: '2026-05-01T00:00:00.000Z' }));
    await l.championships.insert(aChampionship({ id: 'gt', nombreCampeonato: 'GT Bajío', fechaInicio: '2026-02-01T00:00:00.000Z' }));
    await l.races.insert(aRace({ id: 'r2', campeonatoId: 'copa', fechaInicio: '2026-05-20T00:00:00.000Z' }));
    await l.races.insert(aRace({ id: 'r1', campeonatoId: 'copa', fechaInicio: '2026-05-10T00:00:00.000Z' }));
    await l.enrolments.insert(entry('i1', 'ana'));
    const one = await l.get.execute('copa');
    expect([one.participantesRegistrados, one.participantes, one.carreras.map((r) => r.id)]).to.deep.equal([1, ['ana'], ['r1', 'r2']]);
    expect((await l.list.execute()).map((c) => [c.id, c.participantesRegistrados])).to.deep.equal([
      ['gt', 0],
      ['copa', 1],
    ]);
    const unknown = await refusal(l.get.execute('nada'));
    expect([statusOf(unknown), unknown.message]).to.deep.equal([404, 'Campeonato no encontrado']);
  });

  it('counts free places once for the list and the page: entries, held places (card, OXXO voucher) and open offers alike; none in a closed season', async () => {
    const l = league();
    await l.championships.insert(aChampionship({ id: 'copa', participantesMaximos: 5, fechaFin: '2026-08-01' }));
    await l.enrolments.insert(entry('i1', 'ana'));
    const now = l.clock.now().toISOString();
    await l.payments.insert(aCheckout({ id: 'card', userId: 'beto', campeonatoId: 'copa', createdAt: now }));
    const voucherEnds = '2026-04-04T05:59:59.000Z';
    await l.payments.insert(aCheckout({ id: 'oxxo', userId: 'caro', campeonatoId: 'copa', createdAt: now, metodo: 'oxxo', expiraEn: voucherEnds }));
    await l.waitlist.insert({ id: 'w1', campeonatoId: 'copa', userId: 'dani', orden: 1, createdAt: now, ofertaCreadaEn: now, ofertaVenceEn: '2026-04-03T18:00:00.000Z' });
    const page = await l.get.read('copa');
    expect([page.view.participantesRegistrados, page.view.cuposDisponibles, page.view.inscripcionAbierta]).to.deep.equal([1, 1, true]);
    // The card's hold ends first: the kept public answer ends with it.
    expect(page.placesChangeAt?.toISOString()).to.equal('2026-04-01T18:30:00.000Z');
    expect((await l.list.execute()).map((c) => c.cuposDisponibles)).to.deep.equal([1]);
    l.clock.advance(31 * 60_000);
    expect((await l.get.execute('copa')).cuposDisponibles, 'the card hold ran out').to.equal(2);

    l.closedSeasons.add('copa');
    const closed = await l.get.execute('copa');
    expect([closed.cuposDisponibles, closed.inscripcionAbierta]).to.deep.equal([0, false]);
    expect((await l.list.page({})).views.map((c) => c.cuposDisponibles)).to.deep.equal([0]);
  });

  it('creates a race in a championship with its circuit image, and refuses a driver, an unknown championship and bad fields', async () => {
    const l = league();
    await l.championships.insert(aChampionship({ id: 'copa' }));
    expect(statusOf(await refusal(l.createRace.execute(driver, { fields: RACE_FORM })))).to.equal(403);
    const unknown = await refusal(l.createRace.execute(admin, { fields: { ...RACE_FORM, campeonato: 'nada' }, image: TINY_PNG }));
    expect([statusOf(unknown), unknown.message]).to.deep.equal([404, 'Campeonato no encontrado']);
    const time = await refusal(l.createRace.execute(admin, { fields: { ...RACE_FORM, horaInicio: '25:00' } }));
    expect(time.errors?.horaInicio).to.equal('La hora debe tener el formato HH:MM');
    const weather = await refusal(l.createRace.execute(admin, { fields: { ...RACE_FORM, clima: 'Nevado' } }));
    expect(weather.errors?.clima).to.equal('El clima debe ser Soleado, Lluvioso, Nublado o Variable');
    const video = await refusal(l.createRace.execute(admin, { fields: { ...RACE_FORM, videos: ['youtube punto com'] } }));
    expect(Object.values(video.errors ?? {})).to.include('El enlace del video no es válido: debe ser una dirección que empiece con http:// o https://');
    expect(await l.races.list()).to.deep.equal([]);
    expect(l.storage.files.size).to.equal(0);

    const race = await l.createRace.execute(admin, { fields: RACE_FORM, image: TINY_PNG });
    expect(race).to.include({ circuito: 'Interlagos', incidents: 17, clima: 'Nublado', estado: 'pendiente' });
    const stored = await l.races.findById(race.id);
    expect([stored?.campeonatoId, stored?.hasPractice, stored?.practiceDuration, stored?.imgCircuito]).to.deep.equal(['copa', false, 0, race.imgCircuito]);
    expect(l.storage.files.has(race.imgCircuito!)).to.equal(true);
  });

  it('changes a race’s fields, replaces or removes its image, and deletes it with its file', async () => {
    const l = league();
    await l.championships.insert(aChampionship({ id: 'copa' }));
    const race = await l.createRace.execute(admin, { fields: RACE_FORM, image: TINY_PNG });
    expect(statusOf(await refusal(l.updateRace.execute(driver, race.id, { fields: { circuito: 'Monza' } })))).to.equal(403);
    expect((await refusal(l.updateRace.execute(admin, 'nada', { fields: { circuito: 'Monza' } }))).message).to.equal('Carrera no encontrada');
    const changed = await l.updateRace.execute(admin, race.id, { fields: { circuito: 'Monza', estado: 'finalizada' }, image: TINY_PNG });
    expect(changed).to.include({ circuito: 'Monza', estado: 'finalizada', clima: 'Nublado', horaInicio: '20:00' });
    expect([...l.storage.files.keys()]).to.deep.equal([changed.imgCircuito]);
    const cleared = await l.updateRace.execute(admin, race.id, { fields: { horaInicio: null }, removeImage: true });
    expect([cleared.horaInicio, cleared.imgCircuito]).to.deep.equal([null, null]);
    expect(l.storage.files.size).to.equal(0);
    expect((await l.getRace.execute(race.id)).circuito).to.equal('Monza');

    expect(statusOf(await refusal(l.removeRace.execute(driver, race.id)))).to.equal(403);
    await l.removeRace.execute(admin, race.id);
    const gone = await refusal(l.getRace.execute(race.id));
    expect([statusOf(gone), gone.code]).to.deep.equal([404, 'RACE_NOT_FOUND']);
    expect((await refusal(l.removeRace.execute(admin, race.id))).code).to.equal('RACE_NOT_FOUND');
  });

  it('a race deletion another one beat to it is refused as not found, leaving the circuit image to the one that deleted it', async () => {
    const l = league();
    await l.championships.insert(aChampionship({ id: 'copa' }));
    const race = await l.createRace.execute(admin, { fields: RACE_FORM, image: TINY_PNG });
    const read = await l.races.findById(race.id);
    await l.races.delete(race.id);
    // The second request read the race before the first deleted it.
    l.races.findById = async () => read;
    expect((await refusal(l.removeRace.execute(admin, race.id))).code).to.equal('RACE_NOT_FOUND');
    expect(l.storage.files.size).to.equal(1);
  });

  it('refuses creating, changing or deleting a race of a closed season, changing nothing, and allows it again once reopened', async () => {
    const l = league();
    await l.championships.insert(aChampionship({ id: 'copa' }));
    const race = await l.createRace.execute(admin, { fields: RACE_FORM, image: TINY_PNG });
    l.closedSeasons.add('copa');
    const before = await l.races.findById(race.id);
    const created = await refusal(l.createRace.execute(admin, { fields: { ...RACE_FORM, circuito: 'Monza' }, image: TINY_PNG }));
    expect([statusOf(created), created.code, created.message]).to.deep.equal([409, 'SEASON_CLOSED', 'La temporada de «copa» está cerrada']);
    const changed = await refusal(l.updateRace.execute(admin, race.id, { fields: { circuito: 'Monza' }, image: TINY_PNG }));
    expect([statusOf(changed), changed.code]).to.deep.equal([409, 'SEASON_CLOSED']);
    const removed = await refusal(l.removeRace.execute(admin, race.id));
    expect([statusOf(removed), removed.code]).to.deep.equal([409, 'SEASON_CLOSED']);
    expect((await l.races.list()).map((r) => r.id)).to.deep.equal([race.id]);
    expect(await l.races.findById(race.id)).to.deep.equal(before);
    expect([...l.storage.files.keys()], 'no file was stored by a refused change').to.deep.equal([race.imgCircuito]);
    l.closedSeasons.delete('copa');
    expect((await l.updateRace.execute(admin, race.id, { fields: { circuito: 'Monza' } })).circuito).to.equal('Monza');
    await l.removeRace.execute(admin, race.id);
    expect(await l.races.list()).to.deep.equal([]);
  });

  it('lists races by start with their championship’s name, and refuses an unknown championship only when asked strictly', async () => {
    const l = league();
    await l.championships.insert(aChampionship({ id: 'copa', nombreCampeonato: 'Copa Invierno' }));
    await l.championships.insert(aChampionship({ id: 'gt', nombreCampeonato: 'GT Bajío' }));
    await l.races.insert(aRace({ id: 'r-late', campeonatoId: 'copa', fechaInicio: '2026-06-01T00:00:00.000Z' }));
    await l.races.insert(aRace({ id: 'r-gt', campeonatoId: 'gt', fechaInicio: '2026-05-01T00:00:00.000Z' }));
    await l.races.insert(aRace({ id: 'r-early', campeonatoId: 'copa', fechaInicio: '2026-04-01T00:00:00.000Z' }));
    expect((await l.listRaces.execute()).map((r) => [r.id, r.nombreCampeonato])).to.deep.equal([
      ['r-early', 'Copa Invierno'],
      ['r-gt', 'GT Bajío'],
      ['r-late', 'Copa Invierno'],
    ]);
    expect((await l.listRaces.execute({ campeonatoId: 'copa' })).map((r) => r.id)).to.deep.equal(['r-early', 'r-late']);
    expect(await l.listRaces.execute({ campeonatoId: 'nada' })).to.deep.equal([]);
    expect(statusOf(await refusal(l.listRaces.execute({ campeonatoId: 'nada', strict: true })))).to.equal(404);
  });

  it('records who created, changed and deleted a championship and a race, with the fields before and after, and nothing for a change that changes nothing', async () => {
    const l = league();
    const seen = () => l.log.entries.map((e) => [e.actorId, e.accion, e.objetoTipo, e.objetoId, e.objetoNombre]);
    const created = await l.create.execute(admin, { fields: FORM });
    const race = await l.createRace.execute(admin, { fields: { ...RACE_FORM, campeonato: created.id } });
    await l.update.execute(admin, created.id, { fields: { precio: '400' } });
    await l.update.execute(admin, created.id, { fields: { precio: '400' } });
    await l.updateRace.execute(admin, race.id, { fields: { circuito: 'Monza' } });
    await l.removeRace.execute(admin, race.id);
    await l.remove.execute(admin, created.id);
    expect(seen()).to.deep.equal([
      ['admin', 'campeonato.creado', 'campeonato', created.id, 'Copa Invierno'],
      ['admin', 'carrera.creada', 'carrera', race.id, 'Interlagos 2026-05-10'],
      ['admin', 'campeonato.editado', 'campeonato', created.id, 'Copa Invierno'],
      ['admin', 'carrera.editada', 'carrera', race.id, 'Monza 2026-05-10'],
      ['admin', 'carrera.eliminada', 'carrera', race.id, 'Monza 2026-05-10'],
      ['admin', 'campeonato.eliminado', 'campeonato', created.id, 'Copa Invierno'],
    ]);
    expect(l.log.entries[2]!.cambios).to.deep.equal([{ campo: 'precioCentavos', antes: 35_050, despues: 40_000 }]);
    expect(l.log.entries[3]!.cambios).to.deep.equal([{ campo: 'circuito', antes: 'Interlagos', despues: 'Monza' }]);
    expect(l.log.entries[0]!.cambios).to.deep.include({ campo: 'nombreCampeonato', antes: null, despues: 'Copa Invierno' });
    expect(l.log.entries[5]!.cambios).to.deep.include({ campo: 'nombreCampeonato', antes: 'Copa Invierno', despues: null });
  });

  it('records nothing for a refused deletion, and leaves nothing when the entry cannot be written', async () => {
    const l = league();
    const created = await l.create.execute(admin, { fields: FORM });
    await l.enrolments.insert({ ...entry('e1', 'ana'), campeonatoId: created.id });
    const before = l.log.entries.length;
    await refusal(l.remove.execute(admin, created.id));
    expect(l.log.entries.length).to.equal(before);
    const failing = new CreateChampionship({ ...l, audit: { record: async () => Promise.reject(new Error('la bitácora no pudo escribir')) } });
    await failing.execute(admin, { fields: { ...FORM, nombreCampeonato: 'Copa Fallida' } }).catch(() => undefined);
    expect((await l.championships.list()).map((c) => c.nombreCampeonato)).to.deep.equal(['Copa Invierno']);
  });
});
