import { memoryAudit } from '../../support/in-memory/audit.js';
import { expect } from 'chai';
import { RETIRED_DRIVER_NAME } from '../../../src/contracts/privacy.messages.js';
import { DriverCards } from '../../../src/modules/identity/application/driver-cards.js';
import { FindDrivers } from '../../../src/modules/identity/application/find-drivers.use-case.js';
import { IracingAccountLookup } from '../../../src/modules/identity/application/iracing-account-lookup.js';
import { publicDriverName } from '../../../src/modules/identity/domain/public-name.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { AnswerConsent, GetMyPrivacy, GetPendingConsent, RecordSignUpConsent, SaveMyChoices } from '../../../src/modules/privacy/application/consent.use-cases.js';
import { GetNoticeEditor, GetPrivacyNotice, PublishPrivacyNotice } from '../../../src/modules/privacy/application/notice.use-cases.js';
import { ListProcessors, SavePrivacySettings } from '../../../src/modules/privacy/application/privacy-settings.use-cases.js';
import { consentNeeded } from '../../../src/modules/privacy/domain/notice.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { aUser, MemoryUsers } from '../../support/in-memory/identity.js';
import { MemoryChoices, MemoryConsents, MemoryFullNameChoices, MemoryNotices, MemoryPrivacySettings } from '../../support/in-memory/privacy.js';
import { MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { refusal } from '../../support/refusal.js';

const actor = (id: string, rol: Actor['rol'] = 'user'): Actor => ({ id, rol, suspendido: false });
const JEFA = actor('jefa', 'superadmin');

function privacy() {
  const clock = new ManualClock(new Date('2026-12-05T18:00:00.000Z'));
  const notices = new MemoryNotices();
  const consents = new MemoryConsents();
  const choices = new MemoryChoices();
  const settings = new MemoryPrivacySettings();
  const { audit: trail, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(notices, consents, choices, log);
  const deps = { notices, consents, choices, settings, clock, tx, trail, newId: sequentialIds('c') };
  return {
    clock,
    log,
    notices,
    consents,
    choices,
    signUp: new RecordSignUpConsent(deps),
    pending: new GetPendingConsent(deps),
    answer: new AnswerConsent(deps),
    mine: new GetMyPrivacy(deps),
    save: new SaveMyChoices(deps),
    publish: new PublishPrivacyNotice(deps),
    editor: new GetNoticeEditor(deps),
    notice: new GetPrivacyNotice(deps),
    saveSettings: new SavePrivacySettings(deps),
    processors: new ListProcessors(deps),
  };
}

describe('The privacy notice over memory', () => {
  describe('which versions ask a person again (consentNeeded)', () => {
    const purposes = new Map([
      [1, ['correosNovedades'] as const],
      [2, ['correosNovedades'] as const],
      [3, ['correosNovedades', 'nombreCompleto'] as const],
    ]);
    it('asks an account that never answered any version (it is from before the notice)', () => {
      expect(consentNeeded({ version: 1, purposes: ['correosNovedades'] }, [], purposes)).to.deep.equal({ pending: true, nuevas: ['correosNovedades'] });
    });
    it('asks nothing of whoever answered the version in force', () => {
      expect(consentNeeded({ version: 1, purposes: ['correosNovedades'] }, [{ noticeVersion: 1 }], purposes)).to.deep.equal({ pending: false });
    });
    it('asks nothing when a new version only rewrites the text', () => {
      expect(consentNeeded({ version: 2, purposes: ['correosNovedades'] }, [{ noticeVersion: 1 }], purposes)).to.deep.equal({ pending: false });
    });
    it('asks only the purposes a new version adds', () => {
      expect(consentNeeded({ version: 3, purposes: ['correosNovedades', 'nombreCompleto'] }, [{ noticeVersion: 1 }], purposes)).to.deep.equal({ pending: true, nuevas: ['nombreCompleto'] });
    });
  });

  it('records the version accepted at registration, with the news e-mails only when ticked', async () => {
    const p = privacy();
    await p.signUp.record('ana', 'registro', undefined, { correosNovedades: true });
    await p.signUp.record('beto', 'google');
    expect((await p.consents.historyOf('ana')).map((r) => [r.noticeVersion, r.via, r.accepted, r.purposes, r.acceptedAt])).to.deep.equal([[1, 'registro', true, ['correosNovedades'], '2026-12-05T18:00:00.000Z']]);
    expect((await p.mine.execute(actor('ana'))).preferencias).to.deep.equal({ correosNovedades: true, mencionesDiscord: false, nombreCompleto: false });
    expect((await p.mine.execute(actor('beto'))).preferencias).to.deep.equal({ correosNovedades: false, mencionesDiscord: false, nombreCompleto: false });
    expect(await p.pending.execute(actor('ana'))).to.deep.equal({ pendiente: false });
  });

  it('lets only a superadmin publish a version, numbers it after the one in force and refuses one that changes nothing', async () => {
    const p = privacy();
    const admin = await refusal(p.publish.execute(actor('admin', 'admin'), { markdown: '# Nuevo', finalidades: [] }));
    expect([admin.code, admin.message]).to.deep.equal(['SUPERADMIN_ONLY', 'Solo un superadministrador puede publicar el aviso de privacidad']);
    const empty = await refusal(p.publish.execute(JEFA, { markdown: '  ', finalidades: [] }));
    expect(empty.message).to.equal('Escribe el texto del aviso');
    expect(p.notices.versions).to.have.length(1);
    expect(await p.publish.execute(JEFA, { markdown: '# Nuevo', finalidades: ['nombreCompleto', 'correosNovedades'] })).to.deep.equal({ message: 'Publicaste la versión 2 del aviso de privacidad', version: 2 });
    const again = await refusal(p.publish.execute(JEFA, { markdown: '# Nuevo', finalidades: ['correosNovedades', 'nombreCompleto'] }));
    expect(again.code).to.equal('NOTICE_UNCHANGED');
    const editor = await p.editor.execute(JEFA);
    expect(editor.actual).to.deep.include({ version: 2, markdown: '# Nuevo', voluntarias: ['correosNovedades', 'nombreCompleto'] });
    expect(editor.versiones.map((v) => v.version)).to.deep.equal([2, 1]);
    // Only the published version is in the audit log, by whom and with the purposes it asks.
    expect(p.log.entries.map((e) => [e.accion, e.actorId, e.objetoNombre])).to.deep.equal([['privacidad.aviso-publicado', JEFA.id, 'Versión 2']]);
  });

  it('fills the league identity from the settings into the public notice', async () => {
    const p = privacy();
    await p.saveSettings.execute(actor('admin', 'admin'), { nombre: 'Liga Parrilla', domicilio: 'Av. Reforma 1, CDMX', correo: 'privacidad@parrilla.test', encargadosDesactivados: ['iracing'] });
    const notice = await p.notice.execute();
    expect(notice.markdown).to.equal('# Aviso\n\nLiga Parrilla, Av. Reforma 1, CDMX, privacidad@parrilla.test');
    expect(notice.responsable).to.deep.equal({ nombre: 'Liga Parrilla', domicilio: 'Av. Reforma 1, CDMX', correo: 'privacidad@parrilla.test' });
    expect((await p.processors.execute()).encargados.map((e) => e.clave)).to.deep.equal(['stripe', 'correo', 'discord', 'google']);
    // Recorded with the fields that changed; the same settings saved again record nothing.
    await p.saveSettings.execute(actor('admin', 'admin'), { nombre: 'Liga Parrilla', domicilio: 'Av. Reforma 1, CDMX', correo: 'privacidad@parrilla.test', encargadosDesactivados: ['iracing'] });
    expect(p.log.entries.map((e) => [e.accion, e.actorId])).to.deep.equal([['privacidad.ajustes-guardados', 'admin']]);
    expect(p.log.entries[0]!.cambios!.map((c) => c.campo)).to.deep.equal(['nombre', 'domicilio', 'correo', 'encargadosDesactivados']);
    const mailOff = await refusal(p.saveSettings.execute(actor('admin', 'admin'), { nombre: 'Liga', domicilio: 'CDMX', correo: 'a@b.test', encargadosDesactivados: ['correo'] }));
    expect(mailOff.errors?.encargadosDesactivados).to.match(/no se puede desactivar/);
  });

  it('asks at sign-in after a version that adds a purpose; refusing records it and keeps the new purpose off', async () => {
    const p = privacy();
    await p.signUp.record('ana', 'registro');
    p.notices.versions[0]!.purposes = ['correosNovedades'];
    p.clock.advance(86_400_000);
    await p.publish.execute(JEFA, { markdown: '# Versión 2', finalidades: ['correosNovedades', 'nombreCompleto'] });
    expect(await p.pending.execute(actor('ana'))).to.deep.include({ pendiente: true, version: 2, nuevas: ['nombreCompleto'] });
    const stale = await refusal(p.answer.execute(actor('ana'), { version: 1, acepta: true }));
    expect(stale.code).to.equal('NOTICE_CHANGED');
    expect(await p.answer.execute(actor('ana'), { version: 2, acepta: false, finalidades: ['nombreCompleto'] })).to.deep.equal({
      message: 'Guardamos tu respuesta: tu cuenta sigue activa solo con las finalidades necesarias.',
    });
    expect(await p.pending.execute(actor('ana'))).to.deep.equal({ pendiente: false });
    const mine = await p.mine.execute(actor('ana'));
    expect(mine.preferencias.nombreCompleto).to.equal(false);
    expect(mine.historial.map((h) => [h.version, h.via, h.acepto, h.finalidades])).to.deep.equal([
      [2, 'aviso', false, []],
      [1, 'registro', true, []],
    ]);
    const twice = await refusal(p.answer.execute(actor('ana'), { version: 2, acepta: true }));
    expect(twice.code).to.equal('NOTHING_PENDING');
  });

  it('accepting turns on only the new purposes he ticked', async () => {
    const p = privacy();
    await p.signUp.record('ana', 'registro');
    p.notices.versions[0]!.purposes = [];
    await p.publish.execute(JEFA, { markdown: '# Versión 2', finalidades: ['mencionesDiscord', 'nombreCompleto'] });
    await p.answer.execute(actor('ana'), { version: 2, acepta: true, finalidades: ['nombreCompleto', 'correosNovedades'] });
    expect((await p.mine.execute(actor('ana'))).preferencias).to.deep.equal({ correosNovedades: false, mencionesDiscord: false, nombreCompleto: true });
  });

  it('saves each voluntary purpose on its own and refuses anything but yes or no', async () => {
    const p = privacy();
    expect((await p.save.execute(actor('ana'), { mencionesDiscord: true })).data).to.deep.equal({ correosNovedades: false, mencionesDiscord: true, nombreCompleto: false });
    const bad = await refusal(p.save.execute(actor('ana'), { nombreCompleto: 'sí' }));
    expect(bad.message).to.equal('Indica sí o no para cada finalidad');
    expect((await p.mine.execute(actor('ana'))).preferencias.nombreCompleto).to.equal(false);
  });
});

describe('The public name of a driver (publicDriverName)', () => {
  it('is the full name only when he allowed it, else the name and the initial of the surname', () => {
    expect(publicDriverName({ nombre: 'Ana', apellido: 'López García' }, true).completo).to.equal('Ana López García');
    expect(publicDriverName({ nombre: 'Ana', apellido: 'López García' }, false)).to.deep.equal({ nombre: 'Ana', apellido: 'L.', completo: 'Ana L.' });
    expect(publicDriverName({ nombre: 'Íñigo', apellido: 'álvarez' }, false).completo).to.equal('Íñigo Á.');
    expect(publicDriverName({ nombre: 'Cher', apellido: '' }, false).completo).to.equal('Cher');
  });

  it("is 'Piloto retirado' once the account is blocked, whatever he allowed", () => {
    expect(publicDriverName({ nombre: 'Ana', apellido: 'López', blockedAt: '2026-12-05T00:00:00.000Z' }, true)).to.deep.equal({ nombre: RETIRED_DRIVER_NAME, apellido: '', completo: 'Piloto retirado' });
  });

  it('names drivers so in every public lookup of identity, in full in the staff ones, and a blocked account retired in both', async () => {
    const users = new MemoryUsers();
    await users.insert(aUser({ id: 'ana', nombre: 'Ana', apellido: 'López', iracingId: 11 }));
    await users.insert(aUser({ id: 'beto', nombre: 'Beto', apellido: 'Ruiz', iracingId: 22 }));
    await users.insert(aUser({ id: 'ciro', nombre: 'Ciro', apellido: 'Mena', iracingId: 33, blockedAt: '2026-12-01T00:00:00.000Z' }));
    const names = new MemoryFullNameChoices(new Set(['beto', 'ciro']));
    const ids = ['ana', 'beto', 'ciro'];
    const full = (list: Array<{ nombre: string; apellido: string }>) => list.map((d) => `${d.nombre} ${d.apellido}`.trim());
    expect(full(await new FindDrivers({ users, names }).executePublic(ids))).to.deep.equal(['Ana L.', 'Beto Ruiz', 'Piloto retirado']);
    expect(full(await new FindDrivers({ users, names }).execute(ids))).to.deep.equal(['Ana López', 'Beto Ruiz', 'Piloto retirado']);
    const cards = await new DriverCards({ users, names }).describePublic(ids);
    expect(full(cards)).to.deep.equal(['Ana L.', 'Beto Ruiz', 'Piloto retirado']);
    expect(cards.map((c) => c.email)).to.deep.equal(['', '', '']);
    expect(cards[2]).to.include({ username: null, avatarUrl: null });
    // The staff cards (admins' lists, CSVs, mails) name a blocked account 'Piloto retirado' too, without its e-mail: blocked data reaches no answer.
    const staff = await new DriverCards({ users, names }).describe(ids);
    expect(full(staff)).to.deep.equal(['Ana López', 'Beto Ruiz', 'Piloto retirado']);
    expect(staff[2]).to.include({ email: '', username: null, avatarUrl: null, blocked: true });
    const standings = await new IracingAccountLookup({ users, publicNames: names }).findByIracingIds([11, 22, 33]);
    expect(standings.map((a) => a.displayName)).to.deep.equal(['Ana L.', 'Beto Ruiz', 'Piloto retirado']);
    expect((await new IracingAccountLookup({ users }).findByIracingIds([11])).map((a) => a.displayName)).to.deep.equal(['Ana López']);
  });
});
