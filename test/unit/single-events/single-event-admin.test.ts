import { expect } from 'chai';
import { SINGLE_EVENT_MSG } from '../../../src/contracts/single-events.contract.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { CreateSingleEvent } from '../../../src/modules/single-events/application/create-single-event.use-case.js';
import { DeleteSingleEvent } from '../../../src/modules/single-events/application/delete-single-event.use-case.js';
import { GetSingleEvent } from '../../../src/modules/single-events/application/get-single-event.use-case.js';
import { ListSingleEvents } from '../../../src/modules/single-events/application/list-single-events.use-case.js';
import { UpdateSingleEvent } from '../../../src/modules/single-events/application/update-single-event.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { MemoryFileStorage, TINY_PNG } from '../../support/in-memory/files.js';
import { MemoryDrivers, MemoryEventWaitlist, MemorySingleEvents } from '../../support/in-memory/single-events.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { refusal } from '../../support/refusal.js';

const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'ana', rol: 'user', suspendido: false };
const NOT_FOUND = 'No se pudo encontrar el evento solicitado';

function adminSide() {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const events = new MemorySingleEvents();
  const waitlist = new MemoryEventWaitlist();
  const storage = new MemoryFileStorage();
  const participants = new MemoryDrivers([{ id: 'ana', nombre: 'Ana', email: 'ana@ejemplo.test' }]);
  const { audit, log } = memoryAudit(clock);
  const deps = { events, waitlist, participants, storage, clock, tx: new MemoryTransactions(events, waitlist, log), audit, newId: sequentialIds('evento') };
  return {
    log,
    events,
    storage,
    create: new CreateSingleEvent(deps),
    update: new UpdateSingleEvent(deps),
    remove: new DeleteSingleEvent(deps),
    get: new GetSingleEvent(deps),
    list: new ListSingleEvents(deps),
  };
}

const fields = { nombre: 'Noche de Spa', fechaInicio: '2026-04-20', horaInicio: '21:00' };

describe('Free events, the administrator side, over stores in memory', () => {
  it('creates an event with the defaults of the rules (20 places, a 30-minute race, 0 incidents) and its cover', async () => {
    const s = adminSide();
    const view = await s.create.execute(admin, { fields, cover: TINY_PNG });
    expect(s.events.rows.get(view.id)).to.include({ participantesMaximos: 20, hasRace: true, raceDuration: 30, incidents: 0, hasPractice: false, practiceDuration: 0 });
    expect([...s.storage.files.keys()]).to.deep.equal([s.events.rows.get(view.id)!.imagenPortada]);
    expect((await s.list.execute()).map((e) => e.nombre)).to.deep.equal(['Noche de Spa']);
  });

  it('refuses a driver, and missing or wrong fields by name, storing nothing', async () => {
    const s = adminSide();
    expect((await refusal(s.create.execute(driver, { fields }))).message).to.equal('Acceso solo para administradores');
    expect((await refusal(s.create.execute(admin, { fields: {} }))).errors).to.deep.equal({
      nombre: SINGLE_EVENT_MSG.nombreRequired,
      fechaInicio: SINGLE_EVENT_MSG.fechaRequired,
      horaInicio: SINGLE_EVENT_MSG.horaRequired,
    });
    expect((await refusal(s.create.execute(admin, { fields: { ...fields, horaInicio: '25:00' } }))).errors).to.have.property('horaInicio', SINGLE_EVENT_MSG.horaInvalid);
    expect((await refusal(s.create.execute(admin, { fields: { ...fields, raceDuration: '' } }))).errors).to.deep.equal({ raceDuration: SINGLE_EVENT_MSG.raceDurationRequired });
    expect((await refusal(s.create.execute(admin, { fields, cover: Buffer.from('texto') }))).code).to.equal('UNSUPPORTED_MEDIA_TYPE');
    expect(s.events.rows.size).to.equal(0);
    expect(s.storage.files.size).to.equal(0);
  });

  it('an edit changes the fields given; the limit may not fall below the drivers signed up, and a refused edit leaves no cover behind', async () => {
    const s = adminSide();
    const { id } = await s.create.execute(admin, { fields, cover: TINY_PNG });
    const firstCover = s.events.rows.get(id)!.imagenPortada!;
    s.events.signUps.push({ eventId: id, userId: 'ana', createdAt: '2026-04-01T18:00:00.000Z' }, { eventId: id, userId: 'beto', createdAt: '2026-04-01T18:00:00.000Z' });
    const refused = await refusal(s.update.execute(admin, id, { fields: { participantesMaximos: '1' }, cover: TINY_PNG }));
    expect([refused.code, refused.message]).to.deep.equal(['LIMIT_BELOW_PARTICIPANTS', 'No puedes fijar menos lugares que participantes inscritos (2)']);
    expect([...s.storage.files.keys()]).to.deep.equal([firstCover]);
    expect(s.events.rows.get(id)!.participantesMaximos).to.equal(20);
    const edited = await s.update.execute(admin, id, { fields: { nombre: 'Noche de Spa II', participantesMaximos: '2' }, cover: TINY_PNG });
    expect(edited).to.include({ nombre: 'Noche de Spa II', participantesMaximos: 2, horaInicio: '21:00' });
    expect(edited.participantes.map((p) => p.id)).to.deep.equal(['ana']);
    expect([...s.storage.files.keys()]).to.deep.equal([s.events.rows.get(id)!.imagenPortada]);
  });

  it('edits and removals are for administrators; an unknown event is not found in Spanish', async () => {
    const s = adminSide();
    const { id } = await s.create.execute(admin, { fields });
    expect((await refusal(s.update.execute(driver, id, { fields: { nombre: 'X' } }))).code).to.equal('ADMIN_ONLY');
    expect((await refusal(s.remove.execute(driver, id))).code).to.equal('ADMIN_ONLY');
    expect((await refusal(s.update.execute(admin, 'nadie', { fields: { nombre: 'X' } }))).message).to.equal(NOT_FOUND);
    expect((await refusal(s.remove.execute(admin, 'nadie'))).message).to.equal(NOT_FOUND);
    expect((await refusal(s.get.execute('nadie'))).message).to.equal(NOT_FOUND);
    expect(s.events.rows.get(id)!.nombre).to.equal('Noche de Spa');
  });

  it('a removal takes the event, its sign-ups and its cover', async () => {
    const s = adminSide();
    const { id } = await s.create.execute(admin, { fields, cover: TINY_PNG });
    s.events.signUps.push({ eventId: id, userId: 'ana', createdAt: '2026-04-01T18:00:00.000Z' });
    expect((await s.get.execute(id)).participantes).to.have.length(1);
    await s.remove.execute(admin, id);
    expect(await s.list.execute()).to.deep.equal([]);
    expect(s.events.signUps).to.deep.equal([]);
    expect(s.storage.files.size).to.equal(0);
  });

  it('records who created, changed and deleted an event, once each, with the fields changed; the same form again records nothing', async () => {
    const s = adminSide();
    const view = await s.create.execute(admin, { fields });
    await s.update.execute(admin, view.id, { fields: { ...fields, nombre: 'Noche de Monza' } });
    await s.update.execute(admin, view.id, { fields: { ...fields, nombre: 'Noche de Monza' } });
    await s.remove.execute(admin, view.id);
    await refusal(s.remove.execute(admin, view.id));
    expect(s.log.entries.map((e) => [e.actorId, e.accion, e.objetoTipo, e.objetoId, e.objetoNombre])).to.deep.equal([
      ['admin-1', 'evento.creado', 'evento', view.id, 'Noche de Spa'],
      ['admin-1', 'evento.editado', 'evento', view.id, 'Noche de Monza'],
      ['admin-1', 'evento.eliminado', 'evento', view.id, 'Noche de Monza'],
    ]);
    expect(s.log.entries[1]!.cambios).to.deep.equal([{ campo: 'nombre', antes: 'Noche de Spa', despues: 'Noche de Monza' }]);
  });
});
