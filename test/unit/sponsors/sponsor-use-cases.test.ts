import { expect } from 'chai';
import { SPONSOR_MSG } from '../../../src/contracts/sponsors.contract.js';
import { CreateSponsor } from '../../../src/modules/sponsors/application/create-sponsor.use-case.js';
import { DeleteSponsor } from '../../../src/modules/sponsors/application/delete-sponsor.use-case.js';
import { ListSponsors } from '../../../src/modules/sponsors/application/list-sponsors.use-case.js';
import { UpdateSponsor } from '../../../src/modules/sponsors/application/update-sponsor.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { MemoryFileStorage, TINY_PNG } from '../../support/in-memory/files.js';
import { MemorySponsors } from '../../support/in-memory/sponsors.js';
import { MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { refusal } from '../../support/refusal.js';

const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'ana', rol: 'user', suspendido: false };

function sponsors() {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const store = new MemorySponsors();
  const storage = new MemoryFileStorage();
  const { audit, log } = memoryAudit(clock);
  const deps = { sponsors: store, storage, clock, newId: sequentialIds('sponsor'), tx: new MemoryTransactions(log), audit };
  return { clock, store, storage, log, create: new CreateSponsor(deps), update: new UpdateSponsor(deps), remove: new DeleteSponsor(deps), list: new ListSponsors(deps) };
}

describe('Sponsor use cases over memory', () => {
  it('an administrator adds a sponsor with its logo; the list shows it', async () => {
    const s = sponsors();
    const view = await s.create.execute(admin, { fields: { nombre: ' Simracing MX ', link: 'https://simracing.mx' }, logo: TINY_PNG });
    expect(view).to.include({ nombre: 'Simracing MX', link: 'https://simracing.mx' });
    expect([...s.storage.files.keys()]).to.deep.equal([view.logoUrl]);
    expect((await s.list.execute()).map((x) => x.nombre)).to.deep.equal(['Simracing MX']);
  });

  it('refuses anyone but an administrator, before storing anything', async () => {
    const s = sponsors();
    const error = await refusal(s.create.execute(driver, { fields: { nombre: 'X' }, logo: TINY_PNG }));
    expect(error.message).to.equal('Acceso solo para administradores');
    expect(s.store.rows).to.have.length(0);
    expect(s.storage.files.size).to.equal(0);
  });

  it('refuses a sponsor without name or logo, or with a link that is not one, naming the field', async () => {
    const s = sponsors();
    expect((await refusal(s.create.execute(admin, { fields: { nombre: '' }, logo: TINY_PNG }))).errors).to.have.property('nombre', SPONSOR_MSG.nameRequired);
    expect((await refusal(s.create.execute(admin, { fields: { nombre: 'X' } }))).errors).to.deep.equal({ logo: SPONSOR_MSG.logoRequired });
    expect((await refusal(s.create.execute(admin, { fields: { nombre: 'X', link: 'no es un enlace' }, logo: TINY_PNG }))).errors).to.have.property('link', SPONSOR_MSG.linkInvalid);
    expect((await refusal(s.create.execute(admin, { fields: { nombre: 'X' }, logo: Buffer.from('texto') }))).code).to.equal('UNSUPPORTED_MEDIA_TYPE');
    expect(s.store.rows).to.have.length(0);
    expect(s.storage.files.size).to.equal(0);
  });

  it('removes the saved logo when the sponsor cannot be stored', async () => {
    const s = sponsors();
    s.store.failNextWrite = true;
    await s.create.execute(admin, { fields: { nombre: 'X' }, logo: TINY_PNG }).catch(() => undefined);
    expect(s.storage.files.size).to.equal(0);
  });

  it('an update changes only what is sent; an empty link removes it; a new logo replaces the old file', async () => {
    const s = sponsors();
    const created = await s.create.execute(admin, { fields: { nombre: 'X', link: 'https://x.mx' }, logo: TINY_PNG });
    s.clock.advance(60_000);
    const renamed = await s.update.execute(admin, created.id, { fields: { nombre: 'Y' } });
    expect(renamed).to.include({ nombre: 'Y', link: 'https://x.mx', logoUrl: created.logoUrl });
    const unlinked = await s.update.execute(admin, created.id, { fields: { link: '' }, logo: TINY_PNG });
    expect(unlinked.link).to.equal(null);
    expect([...s.storage.files.keys()]).to.deep.equal([unlinked.logoUrl]);
    expect(unlinked.logoUrl).to.not.equal(created.logoUrl);
  });

  it('an update or removal is refused to a driver, and an unknown sponsor is not found, in Spanish', async () => {
    const s = sponsors();
    const created = await s.create.execute(admin, { fields: { nombre: 'X' }, logo: TINY_PNG });
    expect((await refusal(s.update.execute(driver, created.id, { fields: { nombre: 'Y' } }))).code).to.equal('ADMIN_ONLY');
    expect((await refusal(s.remove.execute(driver, created.id))).code).to.equal('ADMIN_ONLY');
    expect((await refusal(s.update.execute(admin, 'nadie', { fields: { nombre: 'Y' } }))).message).to.equal('Sponsor no encontrado');
    expect((await refusal(s.remove.execute(admin, 'nadie'))).message).to.equal('Sponsor no encontrado');
    expect(s.store.rows.map((r) => r.nombre)).to.deep.equal(['X']);
  });

  it('a removal deletes the sponsor and its logo', async () => {
    const s = sponsors();
    const created = await s.create.execute(admin, { fields: { nombre: 'X' }, logo: TINY_PNG });
    await s.remove.execute(admin, created.id);
    expect(await s.list.execute()).to.deep.equal([]);
    expect(s.storage.files.size).to.equal(0);
  });

  it('a removal another one beat to it is refused as not found, leaving the logo to the one that removed it', async () => {
    const s = sponsors();
    const created = await s.create.execute(admin, { fields: { nombre: 'X' }, logo: TINY_PNG });
    const read = await s.store.findById(created.id);
    await s.store.delete(created.id);
    // The second request read the sponsor before the first deleted it.
    s.store.findById = async () => read;
    expect((await refusal(s.remove.execute(admin, created.id))).code).to.equal('SPONSOR_NOT_FOUND');
    expect(s.storage.files.size).to.equal(1);
  });
});
