import { expect } from 'chai';
import { CreateAdmin } from '../../../src/modules/identity/application/create-admin.use-case.js';
import { DeleteUser } from '../../../src/modules/identity/application/delete-user.use-case.js';
import { FindDrivers } from '../../../src/modules/identity/application/find-drivers.use-case.js';
import { GetUser } from '../../../src/modules/identity/application/get-user.use-case.js';
import { ListDrivers } from '../../../src/modules/identity/application/list-drivers.use-case.js';
import { ListUsers } from '../../../src/modules/identity/application/list-users.use-case.js';
import { UpdateUser } from '../../../src/modules/identity/application/update-user.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { MemoryFileStorage, TINY_PNG } from '../../support/in-memory/files.js';
import { aUser, MemoryEnrolmentDirectory, MemorySessions, MemoryUsers, plainHasher } from '../../support/in-memory/identity.js';
import { silentLogger } from '../../support/in-memory/platform.js';
import { SessionRevocation } from '../../../src/modules/identity/application/sessions.use-case.js';
import { MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { refusal } from '../../support/refusal.js';
import { DIRECTORY_PAGE } from '../../../src/contracts/identity.contract.js';
import { MemoryFullNameChoices } from '../../support/in-memory/privacy.js';
import { memoryAudit } from '../../support/in-memory/audit.js';

const actor = (id: string, rol: Actor['rol'] = 'user', suspendido = false): Actor => ({ id, rol, suspendido });
const ADMIN = actor('admin-1', 'admin');

function accounts() {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const users = new MemoryUsers();
  for (const u of [aUser({ id: 'ana', iracingId: 1001 }), aUser({ id: 'beto' }), aUser({ id: 'admin-1', rol: 'admin' }), aUser({ id: 'jefa', rol: 'superadmin' })]) void users.insert(u);
  const enrolments = new MemoryEnrolmentDirectory({ ana: ['copa'] });
  const events = new MemoryEnrolmentDirectory();
  const storage = new MemoryFileStorage();
  const { audit, log } = memoryAudit(clock);
  const sessions = new MemorySessions();
  const tx = new MemoryTransactions(users, sessions, log);
  const revocation = new SessionRevocation({ sessions, clock, logger: silentLogger(), audit, tx });
  const deps = { users, enrolments, releases: [events], storage, clock, hasher: plainHasher, newId: sequentialIds('user'), tx, revocation, audit, names: new MemoryFullNameChoices() };
  return {
    log,
    users,
    enrolments,
    events,
    storage,
    get: new GetUser(deps),
    list: new ListUsers(deps),
    update: new UpdateUser(deps),
    remove: new DeleteUser(deps),
    find: new FindDrivers(deps),
    drivers: new ListDrivers(deps),
    createAdmin: new CreateAdmin(deps),
  };
}

describe('Account use cases over memory', () => {
  it('an owner or an administrator reads an account with its championships; anyone else is refused', async () => {
    const a = accounts();
    expect((await a.get.execute(actor('ana'), 'ana')).campeonatosInscritos).to.deep.equal(['copa']);
    expect((await a.get.execute(ADMIN, 'ana')).email).to.equal('ana@ejemplo.test');
    expect((await refusal(a.get.execute(actor('beto'), 'ana'))).message).to.equal('No tienes permiso para realizar esta acción');
    expect((await refusal(a.get.execute(ADMIN, 'nadie'))).message).to.equal('Usuario no encontrado');
  });

  it('the admin list searches names ignoring accents and is refused to drivers and suspended administrators', async () => {
    const a = accounts();
    await a.users.update('beto', { apellido: 'Gómez' });
    expect((await a.list.execute(ADMIN, { search: 'gomez' })).data.map((u) => u.id)).to.deep.equal(['beto']);
    expect((await refusal(a.list.execute(actor('ana'), {}))).message).to.equal('Acceso solo para administradores');
    expect((await refusal(a.list.execute(actor('admin-1', 'admin', true), {}))).message).to.equal('Tu cuenta está suspendida');
    expect((await refusal(a.list.execute(ADMIN, { search: 'x'.repeat(101) }))).message).to.equal('La búsqueda debe tener como máximo 100 caracteres');
  });

  it('an owner changes his profile fields only; an administrator also names and roles, within the rules', async () => {
    const a = accounts();
    const own = await a.update.execute(actor('ana'), 'ana', { fields: { biografia: 'Piloto de GT3', nivelHabilidad: 'avanzado' } });
    expect(own).to.include({ biografia: 'Piloto de GT3', nivelHabilidad: 'avanzado' });
    expect((await refusal(a.update.execute(actor('ana'), 'ana', { fields: { rol: 'admin' } }))).message).to.equal('Solo un administrador puede cambiar estos datos');
    expect((await refusal(a.update.execute(actor('ana', 'user', true), 'ana', { fields: { biografia: 'x' } }))).message).to.equal('Tu cuenta está suspendida');
    expect((await a.update.execute(ADMIN, 'beto', { fields: { rol: 'comisario', nombre: 'Alberto' } })).rol).to.equal('comisario');
    expect((await refusal(a.update.execute(ADMIN, 'beto', { fields: { rol: 'superadmin' } }))).message).to.equal('El rol de superadministrador solo se asigna desde la línea de comandos');
    expect((await refusal(a.update.execute(ADMIN, 'admin-1', { fields: { suspendido: true } }))).message).to.equal('No puedes suspender tu propia cuenta');
    expect((await refusal(a.update.execute(ADMIN, 'jefa', { fields: { nombre: 'Otra' } }))).message).to.equal('Solo un superadministrador puede modificar a otro superadministrador');
    expect(a.users.rows.get('beto')).to.include({ rol: 'comisario', nombre: 'Alberto' });
  });

  it('an e-mail address or iRacing id already held is refused by field, and the photo uploaded with it is removed', async () => {
    const a = accounts();
    expect((await refusal(a.update.execute(ADMIN, 'beto', { fields: { email: 'ANA@ejemplo.test' } }))).message).to.equal('Ya existe una cuenta con ese correo electrónico');
    const taken = await refusal(a.update.execute(actor('beto'), 'beto', { fields: { iracingId: '1001' }, photo: TINY_PNG }));
    expect(taken.errors).to.deep.equal({ iracingId: 'Ya existe una cuenta con ese ID de cliente de iRacing' });
    expect(a.storage.files.size).to.equal(0);
    const withPhoto = await a.update.execute(actor('beto'), 'beto', { fields: {}, photo: TINY_PNG });
    expect([...a.storage.files.keys()]).to.deep.equal([withPhoto.imagenPerfil]);
  });

  it('deleting anonymises the account, ends its sessions, releases its places and removes its photo', async () => {
    const a = accounts();
    await a.users.update('ana', { imagenPerfil: '/uploads/avatars/ana.png' });
    a.storage.files.set('/uploads/avatars/ana.png', TINY_PNG);
    await a.remove.execute(ADMIN, 'ana');
    expect(a.users.rows.get('ana')).to.include({ email: 'eliminado-ana@parrilla.invalid', nombre: 'Usuario', iracingId: null, suspendido: true, tokenVersion: 1, deletedAt: '2026-04-01T18:00:00.000Z' });
    expect([a.enrolments.released, a.events.released]).to.deep.equal([['ana'], ['ana']]);
    expect(a.storage.files.size).to.equal(0);
    expect((await refusal(a.remove.execute(ADMIN, 'ana'))).message).to.equal('Usuario no encontrado');
  });

  it('of five deletions at once one deletes and records it; the others are told the account is not there', async () => {
    const a = accounts();
    const answers = await Promise.allSettled(Array.from({ length: 5 }, () => a.remove.execute(ADMIN, 'ana')));
    expect(answers.filter((r) => r.status === 'fulfilled')).to.have.length(1);
    for (const r of answers.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) expect((r.reason as Error).message).to.equal('Usuario no encontrado');
    expect(a.log.entries.filter((e) => e.accion === 'usuario.eliminado')).to.have.length(1);
    expect(a.enrolments.released).to.deep.equal(['ana']);
  });

  it('deleting is refused to drivers, to oneself, and to an administrator over a superadministrator', async () => {
    const a = accounts();
    expect((await refusal(a.remove.execute(actor('beto'), 'ana'))).code).to.equal('FORBIDDEN');
    expect((await refusal(a.remove.execute(ADMIN, 'admin-1'))).message).to.equal('No puedes eliminar tu propia cuenta');
    expect((await refusal(a.remove.execute(ADMIN, 'jefa'))).message).to.equal('Solo un superadministrador puede eliminar a otro superadministrador');
    expect(a.users.all().filter((u) => u.deletedAt)).to.deep.equal([]);
    expect(a.enrolments.released).to.deep.equal([]);
  });

  it('public cards come in the order asked without e-mail; the directory leaves out suspended and deleted accounts', async () => {
    const a = accounts();
    const cards = await a.find.execute(['beto', 'nadie', 'ana', 'beto']);
    expect(cards.map((c) => c.id)).to.deep.equal(['beto', 'ana']);
    expect(cards[0]).to.not.have.property('email');
    await a.users.update('beto', { suspendido: true });
    expect((await a.drivers.execute({})).data.map((d) => d.id)).to.not.include('beto');
  });

  it('the directory answers a bounded page searched by name or username, never by e-mail, without suspended, cancelled or deleted accounts', async () => {
    const a = accounts();
    for (let i = 0; i < DIRECTORY_PAGE.size + 3; i += 1) await a.users.insert(aUser({ id: `p${String(i).padStart(2, '0')}`, nombre: 'Piloto', apellido: `Lote ${String(i).padStart(2, '0')}` }));
    await a.users.insert(aUser({ id: 'nunez', nombre: 'Íñigo', apellido: 'Núñez', username: 'inigo.n', email: 'secreto@correo.test' }));
    await a.users.insert(aUser({ id: 'ida', nombre: 'Ida', apellido: 'Núñez', blockedAt: '2026-03-01T00:00:00.000Z' }));
    await a.users.insert(aUser({ id: 'ido', nombre: 'Ido', apellido: 'Núñez', deletedAt: '2026-03-01T00:00:00.000Z' }));
    await a.users.insert(aUser({ id: 'iker', nombre: 'Iker', apellido: 'Núñez', suspendido: true }));

    const first = await a.drivers.execute({});
    expect(first.data).to.have.length(DIRECTORY_PAGE.size);
    expect(first.data[0]).to.deep.equal({ id: 'p00', _id: 'p00', nombre: 'Piloto', apellido: 'Lote 00', username: 'p00', avatarUrl: null });
    const rest = await a.drivers.execute({ despues: first.siguiente, limite: String(DIRECTORY_PAGE.maxSize) });
    expect([...first.data, ...rest.data].map((d) => d.id)).to.have.length(DIRECTORY_PAGE.size + 3 + 5).and.not.include.members(['ida', 'ido', 'iker']);
    expect(rest.siguiente).to.equal(null);

    expect((await a.drivers.execute({ search: 'NUNEZ' })).data.map((d) => d.id)).to.deep.equal(['nunez']);
    expect((await a.drivers.execute({ search: 'inigo.n' })).data.map((d) => d.id)).to.deep.equal(['nunez']);
    expect((await a.drivers.execute({ search: 'secreto' })).data).to.deep.equal([]);
    expect((await a.drivers.execute({ search: 'lote', limite: '2' })).data.map((d) => d.id)).to.deep.equal(['p00', 'p01']);

    const limit = `Se muestran de 1 a ${DIRECTORY_PAGE.maxSize} pilotos por página`;
    for (const limite of [String(DIRECTORY_PAGE.maxSize + 1), '0', 'todos']) expect((await refusal(a.drivers.execute({ limite }))).errors).to.deep.equal({ limite: limit });
    expect((await refusal(a.drivers.execute({ despues: 'inventado' }))).message).to.equal('La página pedida no es válida: vuelve al inicio de la lista');
    expect((await refusal(a.drivers.execute({ search: 'x'.repeat(101) }))).message).to.equal('La búsqueda debe tener como máximo 100 caracteres');
  });

  it('the command line makes an administrator, or promotes the account of that address and ends its sessions', async () => {
    const a = accounts();
    const made = await a.createAdmin.execute({ email: 'Nueva@Ejemplo.test', password: 'secreto1' });
    expect(made.created).to.equal(true);
    expect(made.user).to.include({ email: 'nueva@ejemplo.test', rol: 'admin', nombre: 'Admin' });
    const promoted = await a.createAdmin.execute({ email: 'beto@ejemplo.test', password: 'otra-clave', superadmin: true });
    expect(promoted.created).to.equal(false);
    expect(a.users.rows.get('beto')).to.include({ rol: 'superadmin', passwordHash: 'hash:otra-clave', tokenVersion: 1 });
    expect((await refusal(a.createAdmin.execute({ email: 'x@ejemplo.test', password: '123' }))).errors).to.have.property('password', 'La contraseña debe tener al menos 6 caracteres');
  });
});
