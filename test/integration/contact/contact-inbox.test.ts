import { expect } from 'chai';
import { FAR_PAGE } from '../../../src/platform/keyset.js';
import { CONTACT_INBOX_MSG } from '../../../src/contracts/contact.contract.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

const MINUTE = 60_000;

describeEachDatabase('Contact inbox (admin)', (kind) => {
  const clock = new ManualClock(new Date('2026-03-02T12:00:00.000Z'));
  // No CONTACT_TO: messages are only stored, and the inbox is where they are read.
  const t = useTestApi(kind, { clock });

  /** Sends `n` (at most 5, the hourly limit) messages a minute apart; answers their names, oldest first. */
  async function send(n: number, prefix = 'Persona'): Promise<string[]> {
    const names: string[] = [];
    for (let i = 1; i <= n; i += 1) {
      const name = `${prefix} ${i}`;
      await t.api.request
        .post('/api/contact')
        .send({ name, email: `p${i}@ejemplo.test`, phone: '55 1234 5678', message: `Mensaje número ${i}` })
        .expect(200);
      clock.advance(MINUTE);
      names.push(name);
    }
    return names;
  }
  const inbox = (token: string, query: Record<string, string | number> = {}) => t.api.request.get('/api/contact/admin').query(query).set(bearer(token));
  const mark = (token: string, id: string, respondido: unknown) => t.api.request.put(`/api/contact/admin/${id}/respondido`).set(bearer(token)).send({ respondido });

  it('answers 401 to anonymous visitors and 403 to drivers on every inbox call, changing nothing', async () => {
    await send(1);
    const admin = await createUser(t.context, { rol: 'admin' });
    const id = (await inbox(admin.token)).body.mensajes[0].id;
    const driver = await createUser(t.context);
    const calls = [
      () => t.api.request.get('/api/contact/admin'),
      () => t.api.request.get('/api/contact/admin/resumen'),
      () => t.api.request.get(`/api/contact/admin/${id}`),
      () => t.api.request.put(`/api/contact/admin/${id}/respondido`).send({ respondido: true }),
    ];
    for (const call of calls) {
      const anonymous = await call();
      expect(anonymous.status).to.equal(401);
      expect(anonymous.body.message).to.equal('No autenticado. Por favor, inicia sesión.');
      const asDriver = await call().set(bearer(driver.token));
      expect(asDriver.status).to.equal(403);
      expect(asDriver.body.message).to.equal('Acceso solo para administradores');
    }
    const row = await t.context.knex('contact_messages').where({ id }).first();
    expect(row).to.include({ readAt: null, answeredAt: null });
  });

  it('lists stored messages newest first, a page at a time, with the unread and pending counts', async () => {
    const names = await send(5);
    const admin = await createUser(t.context, { rol: 'admin' });
    const first = await inbox(admin.token, { page: 1, limit: 2 });
    expect(first.status).to.equal(200);
    expect(first.body.mensajes.map((m: { name: string }) => m.name)).to.deep.equal([names[4], names[3]]);
    expect(first.body.paginacion).to.deep.equal({ total: 5, paginas: 3, paginaActual: 1, porPagina: 2 });
    expect(first.body).to.include({ sinLeer: 5, pendientes: 5 });
    expect(first.body.mensajes[0]).to.include({ email: 'p5@ejemplo.test', phone: '55 1234 5678', message: 'Mensaje número 5', readAt: null, answeredAt: null, respondido: false });
    const last = await inbox(admin.token, { page: 3, limit: 2 });
    expect(last.body.mensajes.map((m: { name: string }) => m.name)).to.deep.equal([names[0]]);
    const all = await inbox(admin.token);
    expect(all.body.paginacion).to.include({ porPagina: 20, paginaActual: 1 });
    expect(all.body.mensajes).to.have.length(5);
  });

  it('pages 52 messages as 50 and 2 by place, forward and back, with the filter kept, and refuses a bad size or place in Spanish', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    // 52 messages a minute apart, every fourth one answered; the last two at the same instant (the id breaks the tie).
    const rows = Array.from({ length: 52 }, (_, i) => ({
      id: `msg-${String(i).padStart(2, '0')}`,
      name: `Persona ${i}`,
      email: `p${i}@ejemplo.test`,
      phone: '55 1234 5678',
      message: `Mensaje número ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.min(i, 50))).toISOString(),
      readAt: null,
      answeredAt: i % 4 === 0 ? '2026-02-01T00:00:00.000Z' : null,
      answeredBy: i % 4 === 0 ? admin.id : null,
    }));
    await t.context.knex('contact_messages').insert(rows);
    const newestFirst = [...rows].reverse().map((r) => r.id);
    const read = async (query: Record<string, string | number>) => {
      const res = await inbox(admin.token, query);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      return res.body as { mensajes: Array<{ id: string }>; siguiente: string | null; anterior: string | null; paginacion: Record<string, number> };
    };
    const ids = (page: { mensajes: Array<{ id: string }> }) => page.mensajes.map((m) => m.id);

    const first = await read({ limit: 50 });
    expect(ids(first)).to.deep.equal(newestFirst.slice(0, 50));
    expect(first.anterior).to.equal(null);
    expect(first.paginacion).to.deep.equal({ total: 52, paginas: 2, paginaActual: 1, porPagina: 50 });
    const second = await read({ limit: 50, page: 2, despues: first.siguiente! });
    expect(ids(second)).to.deep.equal(newestFirst.slice(50));
    expect(second.siguiente).to.equal(null);
    expect(second.paginacion.paginaActual).to.equal(2);
    const back = await read({ limit: 50, antes: second.anterior! });
    expect(ids(back)).to.deep.equal(ids(first));
    expect(back.anterior).to.equal(null);
    expect(ids(await read({ limit: 100 }))).to.deep.equal(newestFirst);

    const answered = newestFirst.filter((id) => Number(id.slice(4)) % 4 === 0);
    let page = await read({ estado: 'respondidos', limit: 5 });
    const seen = [...ids(page)];
    const trail = [page];
    while (page.siguiente) {
      page = await read({ estado: 'respondidos', limit: 5, despues: page.siguiente });
      seen.push(...ids(page));
      trail.push(page);
    }
    expect(seen).to.deep.equal(answered);
    expect(ids(await read({ estado: 'respondidos', limit: 5, antes: trail[2]!.anterior! }))).to.deep.equal(ids(trail[1]!));

    for (const [query, field, message] of [
      [{ limit: 0 }, 'limit', CONTACT_INBOX_MSG.limit],
      [{ limit: 101 }, 'limit', CONTACT_INBOX_MSG.limit],
      [{ despues: 'no-es-un-lugar' }, 'despues', CONTACT_INBOX_MSG.lostPage],
      [{ antes: Buffer.from('["2026-01-01T00:00:00.000Z"]').toString('base64url') }, 'antes', CONTACT_INBOX_MSG.lostPage],
    ] as const) {
      const res = await inbox(admin.token, query);
      expect(res.status, JSON.stringify(query)).to.equal(400);
      expect(res.body.message, JSON.stringify(query)).to.equal(message);
      expect(res.body.errors, JSON.stringify(query)).to.have.property(field);
    }
  });

  it('opens a message, marking it read once, and answers 404 for one that does not exist', async () => {
    await send(2);
    const admin = await createUser(t.context, { rol: 'admin' });
    const [newest] = (await inbox(admin.token)).body.mensajes;
    const opened = await t.api.request.get(`/api/contact/admin/${newest.id}`).set(bearer(admin.token));
    expect(opened.status).to.equal(200);
    expect(opened.body).to.include({ id: newest.id, name: newest.name, message: newest.message, readAt: clock.now().toISOString() });
    const readAt = opened.body.readAt;
    clock.advance(MINUTE);
    const again = await t.api.request.get(`/api/contact/admin/${newest.id}`).set(bearer(admin.token));
    expect(again.body.readAt).to.equal(readAt);
    expect((await t.api.request.get('/api/contact/admin/resumen').set(bearer(admin.token))).body).to.deep.equal({ sinLeer: 1, pendientes: 2 });
    const missing = await t.api.request.get('/api/contact/admin/no-existe').set(bearer(admin.token));
    expect(missing.status).to.equal(404);
    expect(missing.body).to.include({ message: CONTACT_INBOX_MSG.notFound, code: 'CONTACT_MESSAGE_NOT_FOUND' });
  });

  it('marks a message answered and back to pending, filtering the list by pendientes and respondidos', async () => {
    const names = await send(3);
    const admin = await createUser(t.context, { rol: 'admin' });
    const messages = (await inbox(admin.token)).body.mensajes as { id: string; name: string }[];
    const middle = messages.find((m) => m.name === names[1])!;

    const answered = await mark(admin.token, middle.id, true);
    expect(answered.status).to.equal(200);
    expect(answered.body.message).to.equal(CONTACT_INBOX_MSG.markedAnswered);
    expect(answered.body.data).to.include({ respondido: true, answeredAt: clock.now().toISOString() });
    // Answering counts as reading.
    expect(answered.body.data.readAt).to.equal(clock.now().toISOString());
    const row = await t.context.knex('contact_messages').where({ id: middle.id }).first();
    expect(row.answeredBy).to.equal(admin.id);

    const pending = await inbox(admin.token, { estado: 'pendientes' });
    expect(pending.body.mensajes.map((m: { name: string }) => m.name)).to.deep.equal([names[2], names[0]]);
    expect(pending.body.paginacion.total).to.equal(2);
    expect(pending.body).to.include({ pendientes: 2, sinLeer: 2 });
    const done = await inbox(admin.token, { estado: 'respondidos' });
    expect(done.body.mensajes.map((m: { name: string }) => m.name)).to.deep.equal([names[1]]);
    // An empty filter is no filter.
    expect((await inbox(admin.token, { estado: '' })).body.mensajes).to.have.length(3);

    const reopened = await mark(admin.token, middle.id, 'false');
    expect(reopened.body.message).to.equal(CONTACT_INBOX_MSG.markedPending);
    expect(reopened.body.data).to.include({ respondido: false, answeredAt: null });
    expect((await inbox(admin.token, { estado: 'respondidos' })).body.mensajes).to.deep.equal([]);
  });

  it('refuses a bad filter, page, page size or answered flag with Spanish messages, changing nothing', async () => {
    await send(1);
    const admin = await createUser(t.context, { rol: 'admin' });
    const cases: [Record<string, string | number>, string, string][] = [
      [{ estado: 'todos' }, 'estado', CONTACT_INBOX_MSG.filter],
      [{ page: 0 }, 'page', CONTACT_INBOX_MSG.page],
      [{ page: 10_001 }, 'page', CONTACT_INBOX_MSG.page],
      [{ page: 'dos' }, 'page', CONTACT_INBOX_MSG.page],
      [{ limit: 101 }, 'limit', CONTACT_INBOX_MSG.limit],
      [{ limit: 1e9 }, 'limit', CONTACT_INBOX_MSG.limit],
    ];
    for (const [query, field, message] of cases) {
      const res = await inbox(admin.token, query);
      expect(res.status, JSON.stringify(query)).to.equal(400);
      expect(res.body.errors).to.deep.equal({ [field]: message });
    }
    // A page by its number alone skips at most 1,000 rows (further pages go on by place).
    expect((await inbox(admin.token, { limit: 100, page: 11 })).status).to.equal(200);
    const far = await inbox(admin.token, { limit: 100, page: 12 });
    expect(far.status).to.equal(400);
    expect(far.body.errors).to.deep.equal({ page: FAR_PAGE });
    const [message] = (await inbox(admin.token)).body.mensajes;
    const bad = await mark(admin.token, message.id, 'quizá');
    expect(bad.status).to.equal(400);
    expect(bad.body.errors).to.deep.equal({ respondido: CONTACT_INBOX_MSG.answered });
    expect((await mark(admin.token, 'no-existe', true)).status).to.equal(404);
    const row = await t.context.knex('contact_messages').where({ id: message.id }).first();
    expect(row.answeredAt).to.equal(null);
  });
});
