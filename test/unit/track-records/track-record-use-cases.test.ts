import { expect } from 'chai';
import { TRACK_RECORD_MSG, TRACK_RECORDS_PAGE_MSG } from '../../../src/contracts/track-records.contract.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { AcceptTrackRecordSuggestion } from '../../../src/modules/track-records/application/accept-suggestion.use-case.js';
import { CreateTrackRecord } from '../../../src/modules/track-records/application/create-track-record.use-case.js';
import { DeleteTrackRecord } from '../../../src/modules/track-records/application/delete-track-record.use-case.js';
import { DismissTrackRecordSuggestion } from '../../../src/modules/track-records/application/dismiss-suggestion.use-case.js';
import { GetTrackRecord } from '../../../src/modules/track-records/application/get-track-record.use-case.js';
import { ListTrackRecordSuggestions } from '../../../src/modules/track-records/application/list-suggestions.use-case.js';
import { ListTrackRecords } from '../../../src/modules/track-records/application/list-track-records.use-case.js';
import { UpdateTrackRecord } from '../../../src/modules/track-records/application/update-track-record.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { KeepImportedLaps, keptLap } from '../../../src/modules/track-records/application/keep-imported-laps.js';
import type { ImportedLap } from '../../../src/modules/track-records/application/ports/sources.port.js';
import { MemoryHolders, MemoryKeptLaps, MemoryTrackRecords } from '../../support/in-memory/track-records.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { refusal } from '../../support/refusal.js';

const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'ana', rol: 'user', suspendido: false };
const MONZA = { trackName: 'Autodromo Nazionale Monza', trackConfig: 'Grand Prix', carName: 'Ferrari 296 GT3' };

function records() {
  // 23:30 in Mexico City on 31 March: the calendar day there is still the 31st.
  const clock = new ManualClock(new Date('2026-04-01T05:30:00.000Z'));
  const store = new MemoryTrackRecords();
  const holders = new MemoryHolders([
    { id: 'ana', nombre: 'Ana', apellido: 'Prueba', email: 'ana@ejemplo.test', iracingId: 1001 },
    { id: 'beto', nombre: 'Beto', apellido: 'Prueba', email: 'beto@ejemplo.test', iracingId: 1002 },
  ]);
  const laps = new MemoryKeptLaps([lap({ custId: 1002, displayName: 'Beto P', bestLapTime: 106_500 }), lap({ custId: 9999, displayName: 'Sin cuenta', bestLapTime: 100_000 })].map(keptLap));
  const { audit, log } = memoryAudit(clock);
  const deps = { records: store, names: holders, accounts: holders, laps, iracing: holders, clock, newId: sequentialIds('record'), tx: new MemoryTransactions(store, laps, log), audit };
  return {
    store,
    log,
    holders,
    keep: new KeepImportedLaps({ laps }),
    create: new CreateTrackRecord(deps),
    update: new UpdateTrackRecord(deps),
    remove: new DeleteTrackRecord(deps),
    get: new GetTrackRecord(deps),
    list: new ListTrackRecords(deps),
    suggestions: new ListTrackRecordSuggestions(deps),
    accept: new AcceptTrackRecordSuggestion(deps),
    dismiss: new DismissTrackRecordSuggestion(deps),
  };
}

/** A driver's best lap at Monza in the event of 20 March (subsession 7), unless told otherwise. */
function lap(fields: Partial<ImportedLap> & Pick<ImportedLap, 'custId' | 'bestLapTime'>): ImportedLap {
  return { eventId: 'evento-7', subsessionId: 7, sessionName: 'Fecha 1', startTime: '2026-03-20T02:00:00.000Z', displayName: `Piloto ${fields.custId}`, ...MONZA, ...fields };
}

const monza = { user: 'ana@ejemplo.test', circuit: 'Autodromo Nazionale Monza - Grand Prix', car: 'Ferrari 296 GT3', lapTime: '1:47.000', recordDate: '2026-03-31' };

describe('Track record use cases over memory', () => {
  it('an administrator records a lap by e-mail address; everybody reads it, the address only for administrators', async () => {
    const r = records();
    const created = await r.create.execute(admin, monza);
    expect(created).to.include({ lapTime: '1:47.000', lapTimeMs: 107_000, recordDate: '2026-03-31', origen: 'manual' });
    expect(created.user).to.include({ id: 'ana', email: 'ana@ejemplo.test' });
    expect((await r.get.execute(null, created.id)).user).to.deep.equal({ id: 'ana', _id: 'ana', nombre: 'Ana', apellido: 'Prueba' });
  });

  it('refuses drivers, unknown holders, future days (Mexico City) and bad lap times, changing nothing', async () => {
    const r = records();
    expect((await refusal(r.create.execute(driver, monza))).message).to.equal('Acceso solo para administradores');
    expect((await refusal(r.create.execute(admin, { ...monza, user: 'nadie@ejemplo.test' }))).errors).to.deep.equal({ user: TRACK_RECORD_MSG.userUnknown });
    expect((await refusal(r.create.execute(admin, { ...monza, recordDate: '2026-04-01' }))).errors).to.deep.equal({ recordDate: TRACK_RECORD_MSG.dateInFuture });
    expect((await refusal(r.create.execute(admin, { ...monza, lapTime: '1:5.000' }))).errors).to.have.property('lapTime', TRACK_RECORD_MSG.lapTimeInvalid);
    expect(r.store.rows.size).to.equal(0);
  });

  it('refuses the same record twice (holder, circuit, car and time), storing one; another time or car is another record', async () => {
    const r = records();
    await r.create.execute(admin, monza);
    const again = await refusal(r.create.execute(admin, { ...monza, recordDate: '2026-03-30' }));
    expect([again.code, again.errors]).to.deep.equal(['TRACK_RECORD_EXISTS', { lapTime: TRACK_RECORD_MSG.alreadyRecorded }]);
    expect(r.store.rows.size).to.equal(1);
    await r.create.execute(admin, { ...monza, lapTime: '1:46.900' });
    await r.create.execute(admin, { ...monza, car: 'BMW M4 GT3' });
    expect(r.store.rows.size).to.equal(3);
  });

  it('an update changes only the fields sent and checks them as a creation does; a removal is for administrators', async () => {
    const r = records();
    const { id } = await r.create.execute(admin, monza);
    const updated = await r.update.execute(admin, id, { lapTime: '1:46.900', user: 'beto' });
    expect(updated).to.include({ lapTimeMs: 106_900, circuit: monza.circuit });
    expect(updated.user?.id).to.equal('beto');
    expect((await refusal(r.update.execute(admin, id, { recordDate: '2099-01-01' }))).errors).to.deep.equal({ recordDate: TRACK_RECORD_MSG.dateInFuture });
    expect((await refusal(r.update.execute(driver, id, { car: 'Otro' }))).code).to.equal('ADMIN_ONLY');
    expect((await refusal(r.update.execute(admin, 'nadie', { car: 'Otro' }))).message).to.equal(TRACK_RECORD_MSG.notFound);
    expect(r.store.rows.get(id)).to.include({ lapTimeMs: 106_900, userId: 'beto', car: monza.car });
    expect((await refusal(r.remove.execute(driver, id))).code).to.equal('ADMIN_ONLY');
    await r.remove.execute(admin, id);
    expect((await refusal(r.remove.execute(admin, id))).message).to.equal(TRACK_RECORD_MSG.notFound);
    expect((await refusal(r.get.execute(null, id))).message).to.equal(TRACK_RECORD_MSG.notFound);
  });

  it('the list keeps the standing record of each circuit and car with vigentes, and those one driver holds with usuario', async () => {
    const r = records();
    await r.create.execute(admin, monza);
    await r.create.execute(admin, { ...monza, user: 'beto', lapTime: '1:46.000' });
    await r.create.execute(admin, { ...monza, car: 'BMW M4 GT3', lapTime: '1:48.000' });
    expect((await r.list.execute(null)).data.map((x) => x.lapTime)).to.deep.equal(['1:48.000', '1:46.000', '1:47.000']);
    expect((await r.list.execute(null, { vigentes: 'true' })).data.map((x) => x.lapTime)).to.deep.equal(['1:48.000', '1:46.000']);
    expect((await r.list.execute(null, { usuario: 'ana' })).data.map((x) => x.car)).to.deep.equal(['BMW M4 GT3']);
  });

  it('pages the whole list by place (circuit and car folded, then faster first), refusing a size out of range or a place no page gave', async () => {
    const r = records();
    const laps = ['1:50.000', '1:49.000', '1:48.000', '1:47.000', '1:46.000'];
    for (const [i, lapTime] of laps.entries()) await r.create.execute(admin, { ...monza, circuit: i % 2 ? 'Ímola' : 'imola', lapTime });
    await r.create.execute(admin, { ...monza, circuit: 'Zandvoort', lapTime: '1:30.000' });
    const first = await r.list.execute(admin, { limite: '4' });
    expect(first.data.map((x) => x.lapTime)).to.deep.equal(['1:46.000', '1:47.000', '1:48.000', '1:49.000']);
    expect(first.siguiente).to.be.a('string');
    const second = await r.list.execute(admin, { limite: '4', despues: first.siguiente });
    expect(second.data.map((x) => `${x.circuit} ${x.lapTime}`)).to.deep.equal(['imola 1:50.000', 'Zandvoort 1:30.000']);
    expect(second.siguiente).to.equal(null);
    expect((await r.list.execute(admin)).data).to.have.length(6);
    for (const limite of ['0', '101', 'x']) expect((await refusal(r.list.execute(admin, { limite }))).errors).to.deep.equal({ limite: TRACK_RECORDS_PAGE_MSG.limit });
    for (const despues of ['no-es-un-lugar', Buffer.from('["a",1]').toString('base64url')]) expect((await refusal(r.list.execute(admin, { despues }))).message).to.equal(TRACK_RECORDS_PAGE_MSG.lost);
    // usuario stays whole, with no next page; vigentes is paged too (docs/adr/0068).
    expect((await r.list.execute(null, { usuario: 'ana', limite: '1' })).data).to.have.length(2);
    expect((await r.list.execute(null, { vigentes: '1', limite: '1' })).data).to.have.length(1);
  });

  it('searches the whole list by circuit, car or holder, the e-mail address only for administrators, reading the holders at once', async () => {
    const r = records();
    await r.create.execute(admin, { ...monza, circuit: 'Ímola', user: 'ana' });
    await r.create.execute(admin, { ...monza, circuit: 'Spa', car: 'Porsche 911 GT3 R', user: 'beto' });
    await r.create.execute(admin, { ...monza, circuit: 'Suzuka', user: 'beto', lapTime: '1:59.000' });
    let finds = 0;
    const find = r.holders.find.bind(r.holders);
    r.holders.find = async (id) => {
      finds += 1;
      return find(id);
    };
    const circuits = async (viewer: Actor | null, search: string) => (await r.list.execute(viewer, { search })).data.map((x) => x.circuit);
    expect(await circuits(admin, 'IMOLA')).to.deep.equal(['Ímola']);
    expect(await circuits(admin, 'porsche')).to.deep.equal(['Spa']);
    expect(await circuits(admin, 'beto prueba')).to.deep.equal(['Spa', 'Suzuka']);
    expect(await circuits(admin, 'beto@ejemplo')).to.deep.equal(['Spa', 'Suzuka']);
    expect(await circuits(null, 'beto@ejemplo')).to.deep.equal([]);
    expect(await circuits(null, 'ana')).to.deep.equal(['Ímola']);
    expect(await circuits(admin, 'nada')).to.deep.equal([]);
    expect((await r.list.execute(admin)).data.map((x) => x.user?.email)).to.deep.equal(['ana@ejemplo.test', 'beto@ejemplo.test', 'beto@ejemplo.test']);
    expect(finds).to.equal(0);
  });

  it('suggests the fastest imported lap of a matched account; accepting it replaces the standing record', async () => {
    const r = records();
    const { id } = await r.create.execute(admin, monza);
    expect((await refusal(r.suggestions.execute(driver))).code).to.equal('ADMIN_ONLY');
    const [suggestion, ...others] = await r.suggestions.execute(admin);
    expect(others).to.have.length(0);
    expect(suggestion).to.include({ lapTime: '1:46.500', custId: 1002, recordDate: '2026-03-19' });
    expect(suggestion!.actual).to.include({ id, holder: 'Ana Prueba' });
    expect((await refusal(r.accept.execute(driver, suggestion!.id))).code).to.equal('ADMIN_ONLY');
    const accepted = await r.accept.execute(admin, suggestion!.id);
    expect(accepted).to.include({ id, lapTimeMs: 106_500, origen: 'resultados', subsessionId: 7 });
    expect(await r.suggestions.execute(admin)).to.deep.equal([]);
    expect((await refusal(r.accept.execute(admin, suggestion!.id))).message).to.equal(TRACK_RECORD_MSG.suggestionGone);
  });

  it('a dismissed suggestion is offered no more; accepting where there was no record creates one', async () => {
    const r = records();
    const [suggestion] = await r.suggestions.execute(admin);
    expect(suggestion!.actual).to.equal(null);
    expect((await refusal(r.dismiss.execute(driver, suggestion!.id))).code).to.equal('ADMIN_ONLY');
    await r.dismiss.execute(admin, suggestion!.id);
    expect(await r.suggestions.execute(admin)).to.deep.equal([]);
    expect((await refusal(r.dismiss.execute(admin, suggestion!.id))).message).to.equal(TRACK_RECORD_MSG.suggestionGone);
    r.store.dismissed.clear();
    const created = await r.accept.execute(admin, suggestion!.id);
    expect(created).to.include({ circuit: monza.circuit, car: monza.car, lapTimeMs: 106_500 });
    expect(r.store.rows.size).to.equal(1);
  });

  it('an event stored is offered at once from the laps kept of it; stored again it replaces them; deleted, its laps are gone', async () => {
    const r = records();
    const offered = async () => (await r.suggestions.execute(admin)).map((x) => [x.circuit, x.car, x.lapTime, x.custId, x.subsessionId, x.nombreIracing]);
    // Ana's lap of a later event (track and layout, the car's spaces trimmed, to the millisecond) beats Beto's.
    await r.keep.eventStored('evento-8', [lap({ eventId: 'evento-8', subsessionId: 8, startTime: '2026-03-27T02:00:00.000Z', custId: 1001, displayName: 'Ana P', bestLapTime: 106_123.4, carName: ' Ferrari 296 GT3 ' })]);
    expect(await offered()).to.deep.equal([['Autodromo Nazionale Monza - Grand Prix', 'Ferrari 296 GT3', '1:46.123', 1001, 8, 'Ana P']]);
    await r.keep.eventStored('evento-8', [lap({ eventId: 'evento-8', subsessionId: 8, custId: 1001, bestLapTime: 107_000 })]);
    expect(await offered()).to.deep.equal([['Autodromo Nazionale Monza - Grand Prix', 'Ferrari 296 GT3', '1:46.500', 1002, 7, 'Beto P']]);
    await r.keep.eventRemoved('evento-7');
    expect((await offered()).map((x) => x[3])).to.deep.equal([1001]);
    await r.keep.eventRemoved('evento-8');
    expect(await offered()).to.deep.equal([]);
  });

  it('a driver who sets his iRacing id after his laps were kept is matched from then on', async () => {
    const r = records();
    await r.keep.eventStored('evento-9', [lap({ eventId: 'evento-9', subsessionId: 9, custId: 1003, bestLapTime: 105_000 })]);
    expect((await r.suggestions.execute(admin)).map((x) => x.custId)).to.deep.equal([1002]);
    r.holders.accounts.push({ id: 'caro', nombre: 'Caro', apellido: 'Prueba', email: 'caro@ejemplo.test', iracingId: 1003 });
    const [suggestion] = await r.suggestions.execute(admin);
    expect(suggestion).to.deep.include({ custId: 1003, lapTime: '1:45.000', user: { id: 'caro', nombre: 'Caro', apellido: 'Prueba' } });
  });

  it('a dismissed lap stays dismissed when its event is imported again; a tie goes to the earlier event, then to the lower customer id', async () => {
    const r = records();
    const [first] = await r.suggestions.execute(admin);
    await r.dismiss.execute(admin, first!.id);
    await r.keep.eventStored('evento-7', [lap({ custId: 1002, displayName: 'Beto P', bestLapTime: 106_500 })]);
    expect(await r.suggestions.execute(admin)).to.deep.equal([]);
    // The same time in a later event and in the same event by a higher id: the earlier event's lap is offered.
    await r.keep.eventStored('evento-6', [lap({ eventId: 'evento-6', subsessionId: 6, startTime: '2026-03-13T02:00:00.000Z', custId: 1002, bestLapTime: 106_000 })]);
    await r.keep.eventStored('evento-5', [
      lap({ eventId: 'evento-5', subsessionId: 5, startTime: '2026-03-06T02:00:00.000Z', custId: 1002, bestLapTime: 106_000 }),
      lap({ eventId: 'evento-5', subsessionId: 5, startTime: '2026-03-06T02:00:00.000Z', custId: 1001, bestLapTime: 106_000.4 }),
    ]);
    const [tie] = await r.suggestions.execute(admin);
    expect([tie!.custId, tie!.subsessionId]).to.deep.equal([1001, 5]);
  });

  it('accepting one suggestion twice at once applies it once: the other finds it gone, whether it replaces a record or creates one', async () => {
    for (const standing of [true, false]) {
      const r = records();
      if (standing) await r.create.execute(admin, monza);
      const [suggestion] = await r.suggestions.execute(admin);
      const stored = [...r.store.rows.values()].map((x) => ({ ...x }));
      const answers = await Promise.allSettled([r.accept.execute(admin, suggestion!.id), r.accept.execute(admin, suggestion!.id)]);
      expect(answers.map((a) => a.status), standing ? 'replacing' : 'creating').to.deep.equal(['fulfilled', 'rejected']);
      expect(((answers[1] as PromiseRejectedResult).reason as Error).message).to.equal(TRACK_RECORD_MSG.suggestionGone);
      expect(r.store.rows.size).to.equal(stored.length || 1);
      expect([...r.store.rows.values()].map((x) => x.lapTimeMs)).to.deep.equal([106_500]);
      expect(r.log.entries.filter((e) => e.accion === 'sugerencia-record.aceptada').map((e) => [e.actorId, e.objetoTipo]), 'one success, one entry').to.deep.equal([['admin-1', 'record']]);
    }
  });

  it('dismissing one suggestion twice at once dismisses it once: the other finds it gone', async () => {
    const r = records();
    const [suggestion] = await r.suggestions.execute(admin);
    const answers = await Promise.allSettled([r.dismiss.execute(admin, suggestion!.id), r.dismiss.execute(admin, suggestion!.id)]);
    expect(answers.map((a) => a.status)).to.deep.equal(['fulfilled', 'rejected']);
    expect(((answers[1] as PromiseRejectedResult).reason as Error).message).to.equal(TRACK_RECORD_MSG.suggestionGone);
    expect([...r.store.dismissed.keys()]).to.deep.equal([suggestion!.id]);
    expect(r.log.entries.map((e) => [e.actorId, e.accion, e.objetoId]), 'one success, one entry').to.deep.equal([['admin-1', 'sugerencia-record.descartada', suggestion!.id]]);
  });

  it('records who created, changed and deleted a record, once each; the same record twice, or the same change again, records nothing more', async () => {
    const r = records();
    const { id } = await r.create.execute(admin, monza);
    await refusal(r.create.execute(admin, monza));
    await r.update.execute(admin, id, { lapTime: '1:46.900' });
    await r.update.execute(admin, id, { lapTime: '1:46.900' });
    await r.remove.execute(admin, id);
    await refusal(r.remove.execute(admin, id));
    expect(r.log.entries.map((e) => [e.actorId, e.accion, e.objetoTipo, e.objetoId, e.objetoNombre])).to.deep.equal([
      ['admin-1', 'record.creado', 'record', id, 'Autodromo Nazionale Monza - Grand Prix · Ferrari 296 GT3'],
      ['admin-1', 'record.editado', 'record', id, 'Autodromo Nazionale Monza - Grand Prix · Ferrari 296 GT3'],
      ['admin-1', 'record.eliminado', 'record', id, 'Autodromo Nazionale Monza - Grand Prix · Ferrari 296 GT3'],
    ]);
    expect(r.log.entries[1]!.cambios).to.deep.equal([{ campo: 'lapTimeMs', antes: 107_000, despues: 106_900 }]);
  });
});
