import { expect } from 'chai';
import { CONTACT_INBOX_MSG, CONTACT_MSG } from '../../../src/contracts/contact.contract.js';
import { CountContactMessages } from '../../../src/modules/contact/application/count-contact-messages.use-case.js';
import { ListContactMessages } from '../../../src/modules/contact/application/list-contact-messages.use-case.js';
import { MarkContactMessageAnswered } from '../../../src/modules/contact/application/mark-contact-message-answered.use-case.js';
import { ReadContactMessage } from '../../../src/modules/contact/application/read-contact-message.use-case.js';
import { SendContactMessage } from '../../../src/modules/contact/application/send-contact-message.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { MemoryContactMessages } from '../../support/in-memory/contact.js';
import { MemoryRateCounter, silentLogger } from '../../support/in-memory/platform.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { refusal } from '../../support/refusal.js';

const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
const steward: Actor = { id: 'carlos', rol: 'comisario', suspendido: false };
const form = (n = 1) => ({ name: `Ana ${n}`, email: 'ana@ejemplo.test', phone: '55 1234 5678', message: `Hola ${n}` });

function inbox({ contactTo }: { contactTo?: string } = { contactTo: 'liga@ejemplo.test' }) {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const messages = new MemoryContactMessages();
  const outbox = new MemoryOutbox();
  const { audit, log } = memoryAudit(clock);
  const deps = { messages, outbox, audit, clock, limiter: new MemoryRateCounter(clock), tx: new MemoryTransactions(messages, outbox, log), newId: sequentialIds('msg'), logger: silentLogger(), contactTo };
  return {
    clock,
    messages,
    outbox,
    send: new SendContactMessage(deps),
    list: new ListContactMessages(deps),
    count: new CountContactMessages(deps),
    read: new ReadContactMessage(deps),
    mark: new MarkContactMessageAnswered(deps),
  };
}

describe('Contact use cases over memory', () => {
  it('a message is kept and mailed to the league in one unit; without an address it is only kept', async () => {
    const c = inbox();
    expect(await c.send.execute(form(), '1.2.3.4')).to.equal('stored');
    expect(c.messages.all().map((m) => m.name)).to.deep.equal(['Ana 1']);
    expect(c.outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([['liga@ejemplo.test', 'Mensaje de contacto de Ana 1']]);
    const quiet = inbox({});
    await quiet.send.execute(form(), '1.2.3.4');
    expect(quiet.messages.all()).to.have.length(1);
    expect(quiet.outbox.queued).to.have.length(0);
  });

  it('refuses an incomplete form naming each field, and keeps nothing', async () => {
    const c = inbox();
    const error = await refusal(c.send.execute({ name: '', email: 'no', phone: 'abc', message: '' }, '1.2.3.4'));
    expect(error.errors).to.include({ name: CONTACT_MSG.nameRequired, email: CONTACT_MSG.emailInvalid, phone: CONTACT_MSG.phoneInvalid, message: CONTACT_MSG.messageRequired });
    expect(c.messages.all()).to.have.length(0);
  });

  it('drops a filled honeypot silently, and a sixth message within the hour is refused', async () => {
    const c = inbox();
    expect(await c.send.execute({ ...form(), website: 'http://spam' }, '1.2.3.4')).to.equal('dropped');
    for (let n = 1; n <= 5; n += 1) await c.send.execute(form(n), '1.2.3.4');
    const error = await refusal(c.send.execute(form(6), '1.2.3.4'));
    expect([error.code, error.message]).to.deep.equal(['TOO_MANY_REQUESTS', CONTACT_MSG.tooMany]);
    expect(await c.send.execute(form(7), '5.6.7.8')).to.equal('stored');
    c.clock.advance(3_600_000);
    expect(await c.send.execute(form(8), '1.2.3.4')).to.equal('stored');
    expect(c.messages.all()).to.have.length(7);
  });

  it('the inbox is for administrators only', async () => {
    const c = inbox();
    await c.send.execute(form(), '1.2.3.4');
    const [id] = [...c.messages.rows.keys()];
    for (const work of [c.list.execute(steward, {}), c.count.execute(steward), c.read.execute(steward, id!), c.mark.execute(steward, id!, { respondido: true })]) {
      expect((await refusal(work)).message).to.equal('Acceso solo para administradores');
    }
    expect(c.messages.all()[0]).to.include({ readAt: null, answeredAt: null });
  });

  it('lists newest first with pages and filters, and refuses a filter or page it does not know', async () => {
    const c = inbox();
    for (let n = 1; n <= 3; n += 1) {
      await c.send.execute(form(n), `cliente-${n}`);
      c.clock.advance(60_000);
    }
    const page = await c.list.execute(admin, { limit: '2', page: '1' });
    expect(page.mensajes.map((m) => m.name)).to.deep.equal(['Ana 3', 'Ana 2']);
    expect(page.paginacion).to.deep.equal({ total: 3, paginas: 2, paginaActual: 1, porPagina: 2 });
    expect([page.sinLeer, page.pendientes]).to.deep.equal([3, 3]);
    expect((await refusal(c.list.execute(admin, { estado: 'todos' }))).errors).to.have.property('estado', CONTACT_INBOX_MSG.filter);
    expect((await refusal(c.list.execute(admin, { page: '0' }))).errors).to.have.property('page', CONTACT_INBOX_MSG.page);
  });

  it('pages the inbox by place, forward and back, with the filter kept, and refuses a place no page gave', async () => {
    const c = inbox();
    for (let n = 1; n <= 5; n += 1) {
      await c.send.execute(form(n), `cliente-${n}`);
      c.clock.advance(60_000);
    }
    const names = (page: { mensajes: Array<{ name: string }> }) => page.mensajes.map((m) => m.name);
    const first = await c.list.execute(admin, { limit: '2' });
    expect(names(first)).to.deep.equal(['Ana 5', 'Ana 4']);
    expect(first.anterior).to.equal(null);
    const second = await c.list.execute(admin, { limit: '2', page: '2', despues: first.siguiente });
    expect(names(second)).to.deep.equal(['Ana 3', 'Ana 2']);
    expect(second.paginacion).to.deep.equal({ total: 5, paginas: 3, paginaActual: 2, porPagina: 2 });
    const third = await c.list.execute(admin, { limit: '2', page: '3', despues: second.siguiente });
    expect(names(third)).to.deep.equal(['Ana 1']);
    expect(third.siguiente).to.equal(null);
    expect(names(await c.list.execute(admin, { limit: '2', antes: third.anterior }))).to.deep.equal(names(second));
    expect(names(await c.list.execute(admin, { limit: '2', antes: second.anterior }))).to.deep.equal(names(first));
    // Answered ones only: the filter holds after a place.
    for (const m of [...first.mensajes, ...third.mensajes]) await c.mark.execute(admin, m.id, { respondido: true });
    const answered = await c.list.execute(admin, { estado: 'respondidos', limit: '2' });
    expect(names(answered)).to.deep.equal(['Ana 5', 'Ana 4']);
    expect(names(await c.list.execute(admin, { estado: 'respondidos', limit: '2', despues: answered.siguiente }))).to.deep.equal(['Ana 1']);
    for (const query of [{ despues: 'no-es-un-lugar' }, { antes: Buffer.from('["ayer","msg-1"]').toString('base64url') }, { despues: first.siguiente, antes: first.siguiente }]) {
      expect((await refusal(c.list.execute(admin, query))).message, JSON.stringify(query)).to.equal(CONTACT_INBOX_MSG.lostPage);
    }
  });

  it('opening marks read once; answering marks read and answered by whom, and back to pending', async () => {
    const c = inbox();
    await c.send.execute(form(), '1.2.3.4');
    const id = [...c.messages.rows.keys()][0]!;
    const opened = await c.read.execute(admin, id);
    expect(opened.readAt).to.equal('2026-04-01T18:00:00.000Z');
    c.clock.advance(60_000);
    expect((await c.read.execute(admin, id)).readAt).to.equal(opened.readAt);
    const answered = await c.mark.execute(admin, id, { respondido: 'true' });
    expect(answered).to.include({ respondido: true, answeredAt: '2026-04-01T18:01:00.000Z' });
    expect(c.messages.rows.get(id)!.answeredBy).to.equal('admin-1');
    expect(await c.count.execute(admin)).to.deep.equal({ sinLeer: 0, pendientes: 0 });
    expect((await c.mark.execute(admin, id, { respondido: false })).respondido).to.equal(false);
    expect(await c.count.execute(admin)).to.deep.equal({ sinLeer: 0, pendientes: 1 });
  });

  it('an unknown message is not found, and a mark that is not true or false is refused, in Spanish', async () => {
    const c = inbox();
    expect((await refusal(c.read.execute(admin, 'nadie'))).message).to.equal(CONTACT_INBOX_MSG.notFound);
    expect((await refusal(c.mark.execute(admin, 'nadie', { respondido: true }))).message).to.equal(CONTACT_INBOX_MSG.notFound);
    expect((await refusal(c.mark.execute(admin, 'nadie', { respondido: 'quizá' }))).errors).to.have.property('respondido', CONTACT_INBOX_MSG.answered);
  });
});
