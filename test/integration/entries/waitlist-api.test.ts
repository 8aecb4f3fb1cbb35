import { expect } from 'chai';
import { bootstrap, type AppContext } from '../../../src/container.js';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { JOBS_TABLE } from '../../../src/platform/jobs/scheduler.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { cliEnv, parrillaProcess } from '../../support/cli.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';
import { queuedMails } from '../identity/identity-fixtures.js';

const NOW = '2026-03-01T12:00:00.000Z';
const NEXT_YEAR = { fechaInicio: `${new Date().getUTCFullYear() + 1}-04-01`, fechaFin: `${new Date().getUTCFullYear() + 1}-06-30` };

/**
 * Resolves once `n` sessions of this database wait on a lock (pg_blocking_pids: the first waits on
 * the holder, the next on the one queued before it); rejects if `settled` resolves first (they
 * never waited, so the race was not exercised) or after 15 s.
 */
async function waiting(context: AppContext, n: number, settled: Promise<unknown>): Promise<void> {
  let answered = false;
  void settled.then(
    () => (answered = true),
    () => (answered = true),
  );
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { rows } = await context.knex.raw('select count(*)::int as n from pg_stat_activity where datname = current_database() and cardinality(pg_blocking_pids(pid)) > 0');
    if (rows[0].n >= n) return;
    if (answered) throw new Error('las pasadas terminaron sin esperar el bloqueo del campeonato');
    if (Date.now() > deadline) throw new Error(`menos de ${n} sesiones esperaron el bloqueo del campeonato en 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const HOUR = 3_600_000;

describeEachDatabase('The waiting list (API)', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const post = (token: string, path: string, body: object = {}) => t.api.request.post(path).set(bearer(token)).send(body);
  const enter = (token: string, id: string) => post(token, `/api/campeonatos/${id}/inscribirme`);
  const join = (token: string, id: string) => post(token, `/api/campeonatos/${id}/lista-espera`);
  const myPlace = async (token: string, id: string) => (await t.api.request.get(`/api/campeonatos/${id}/mi-lugar`).set(bearer(token))).body;
  const offers = async (id: string) =>
    (await t.context.knex('championship_waitlist').where({ campeonatoId: id }).whereNotNull('ofertaVenceEn').select('userId')).map((r: { userId: string }) => r.userId);
  const mailsTo = async (email: string) => (await queuedMails(t.context)).filter((m) => m.to === email).map((m) => m.subject);

  async function drivers(n: number) {
    const list = [];
    for (let i = 1; i <= n; i += 1) list.push(await createUser(t.context, { nombre: `Piloto${i}`, apellido: 'Prueba', email: `p${i}@ejemplo.test` }));
    return list;
  }

  it('runs a championship of 3 places with 6 drivers: queue, withdrawal, offer, expiry to the next and a confirmed offer', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { precio: '0', participantesMaximos: '3' });
    const [p1, p2, p3, p4, p5, p6] = await drivers(6);
    for (const p of [p1, p2, p3]) expect((await enter(p!.token, c.id)).status).to.equal(201);
    const full = await enter(p4!.token, c.id);
    expect([full.status, full.body.code]).to.deep.equal([409, 'CHAMPIONSHIP_FULL']);
    for (const [i, p] of [p4, p5, p6].entries()) {
      const res = await join(p!.token, c.id);
      expect([res.status, res.body.posicion]).to.deep.equal([201, i + 1]);
    }
    const twice = await join(p4!.token, c.id);
    expect([twice.status, twice.body.code, twice.body.errors]).to.deep.equal([409, 'ALREADY_QUEUED', { campeonatoId: 'Ya estás en la lista de espera de este campeonato' }]);

    const list = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos`);
    expect(list.body.listaEspera.map((w: { posicion: number; nombre: string }) => [w.posicion, w.nombre])).to.deep.equal([
      [1, 'Piloto4'],
      [2, 'Piloto5'],
      [3, 'Piloto6'],
    ]);
    expect(JSON.stringify(list.body)).not.to.include('@ejemplo.test');

    // A withdrawal frees a place: the first in the queue is offered it in the same transaction.
    const withdrawn = await t.api.request.delete(`/api/campeonatos/${c.id}/inscritos/${p2!.id}`).set(bearer(admin.token));
    expect(withdrawn.status).to.equal(200);
    expect(await offers(c.id)).to.deep.equal([p4!.id]);
    expect(await mailsTo('p4@ejemplo.test')).to.deep.equal(['Se liberó un lugar para ti en Copa Volcán GT3']);
    expect((await myPlace(p4!.token, c.id)).listaEspera).to.deep.equal({ posicion: 1, total: 3, ofertaVenceEn: '2026-03-03T12:00:00.000Z', ofertaVencida: false });
    expect((await myPlace(p5!.token, c.id)).lleno, 'the offered place counts as taken').to.equal(true);
    expect((await enter(p5!.token, c.id)).status).to.equal(409);

    // Unanswered for 48 hours: the scheduler's pass gives it to the next.
    clock.advance(48 * HOUR);
    const late = await enter(p4!.token, c.id);
    expect([late.status, late.body.code]).to.deep.equal([409, 'OFFER_EXPIRED']);
    expect(await t.context.container.get(CHAMPIONSHIPS.WaitlistJob).run()).to.equal('1 lugar ofrecido, 1 oferta vencida');
    expect(await offers(c.id)).to.deep.equal([p5!.id]);
    expect(await mailsTo('p4@ejemplo.test')).to.include('Venció el lugar que te ofrecimos en Copa Volcán GT3');
    // His row left the queue: his late answer still gets the offer's own refusal, now that it went to the next; his profile and the admin's list say so.
    const later = await enter(p4!.token, c.id);
    expect([later.status, later.body.code, later.body.message]).to.deep.equal([409, 'OFFER_EXPIRED', 'Tu lugar ofrecido venció el 03/03/2026 06:00 (hora del centro de México) y pasó al siguiente de la lista de espera.']);
    const lapsed = await t.api.request.get('/api/campeonatos/mis-listas-espera').set(bearer(p4!.token));
    expect(lapsed.body.ofertasTerminadas).to.deep.equal([
      { campeonatoId: c.id, nombreCampeonato: 'Copa Volcán GT3', resultado: 'vencida', ofertaVenceEn: '2026-03-03T12:00:00.000Z', fecha: '2026-03-03T12:00:00.000Z' },
    ]);
    const adminList = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin`).set(bearer(admin.token));
    expect(adminList.body.ofertasTerminadas.map((o: { nombre: string; resultado: string }) => [o.nombre, o.resultado])).to.deep.equal([['Piloto4', 'vencida']]);

    clock.advance(60_000);
    const confirmed = await enter(p5!.token, c.id);
    expect([confirmed.status, confirmed.body.participantesRegistrados]).to.deep.equal([201, 3]);
    const after = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos`);
    expect(after.body.data.map((e: { nombre: string }) => e.nombre)).to.deep.equal(['Piloto1', 'Piloto3', 'Piloto5']);
    expect(after.body.listaEspera.map((w: { nombre: string }) => w.nombre)).to.deep.equal(['Piloto6']);
    const profile = await t.api.request.get('/api/campeonatos/mis-listas-espera').set(bearer(p6!.token));
    expect(profile.body.data).to.deep.equal([{ campeonatoId: c.id, nombreCampeonato: 'Copa Volcán GT3', precio: 0, posicion: 1, total: 1, ofertaVenceEn: null }]);
    const taken = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin`).set(bearer(admin.token));
    expect(taken.body.ofertasTerminadas.map((o: { nombre: string; resultado: string }) => [o.nombre, o.resultado])).to.deep.equal([
      ['Piloto5', 'aceptada'],
      ['Piloto4', 'vencida'],
    ]);
  });

  it('offers a place to the queue as soon as a checkout’s hold is cancelled, and enrols the offered driver once he pays', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { precio: '1500', participantesMaximos: '1' });
    const [payer, waiting, late] = await drivers(3);
    const checkout = await post(payer!.token, '/api/payments/crear-sesion', { campeonatoId: c.id });
    expect(checkout.status).to.equal(200);
    expect((await join(waiting!.token, c.id)).status).to.equal(201);
    expect((await join(late!.token, c.id)).status).to.equal(201);

    const cancelled = await post(payer!.token, `/api/payments/demo/${encodeURIComponent(checkout.body.sessionId)}/cancelar`);
    expect(cancelled.status).to.equal(200);
    expect(await offers(c.id)).to.deep.equal([waiting!.id]);
    const offerMail = (await queuedMails(t.context)).find((m) => m.to === 'p2@ejemplo.test')!;
    expect(offerMail.text).to.include('paga tu inscripción');

    const refused = await post(late!.token, '/api/payments/crear-sesion', { campeonatoId: c.id });
    expect([refused.status, refused.body.code]).to.deep.equal([409, 'CHAMPIONSHIP_FULL']);
    const own = await post(waiting!.token, '/api/payments/crear-sesion', { campeonatoId: c.id });
    expect(own.status).to.equal(200);
    expect((await post(waiting!.token, `/api/payments/demo/${encodeURIComponent(own.body.sessionId)}/pagar`)).status).to.equal(200);
    const entered = await t.context.knex('championship_enrolments').where({ campeonatoId: c.id }).select('userId', 'origen');
    expect(entered).to.deep.equal([{ userId: waiting!.id, origen: 'pago' }]);
    expect(await t.context.knex('championship_waitlist').where({ campeonatoId: c.id }).pluck('userId')).to.deep.equal([late!.id]);
  });

  it('lets an admin reorder the queue, offer a free place by hand and end an offer early, and refuses drivers (403)', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { precio: '0', participantesMaximos: '1' });
    const [first, a, b] = await drivers(3);
    await enter(first!.token, c.id);
    await join(a!.token, c.id);
    await join(b!.token, c.id);
    const asDriver = await t.api.request.put(`/api/campeonatos/${c.id}/lista-espera/orden`).set(bearer(a!.token)).send({ usuarioIds: [a!.id, b!.id] });
    expect(asDriver.status).to.equal(403);
    const reordered = await t.api.request.put(`/api/campeonatos/${c.id}/lista-espera/orden`).set(bearer(admin.token)).send({ usuarioIds: [b!.id, a!.id] });
    expect(reordered.status).to.equal(200);
    expect(reordered.body.listaEspera.map((w: { usuarioId: string }) => w.usuarioId)).to.deep.equal([b!.id, a!.id]);

    const none = await post(admin.token, `/api/campeonatos/${c.id}/lista-espera/${a!.id}/oferta`);
    expect([none.status, none.body.message]).to.deep.equal([409, 'No hay lugares libres que ofrecer en este campeonato']);
    await t.context.knex('championship_enrolments').where({ campeonatoId: c.id }).delete();
    const byHand = await post(admin.token, `/api/campeonatos/${c.id}/lista-espera/${a!.id}/oferta`);
    expect(byHand.status).to.equal(201);
    expect(await offers(c.id)).to.deep.equal([a!.id]);

    const ended = await t.api.request.delete(`/api/campeonatos/${c.id}/lista-espera/${a!.id}/oferta`).set(bearer(admin.token));
    expect([ended.status, ended.body.message]).to.deep.equal([200, 'Oferta terminada: el lugar pasó al siguiente de la lista.']);
    expect(await offers(c.id)).to.deep.equal([b!.id]);
    const admins = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin`).set(bearer(admin.token));
    expect(admins.body.listaEspera.map((w: { email: string; ofertaVenceEn: string | null }) => [w.email, w.ofertaVenceEn])).to.deep.equal([['p3@ejemplo.test', '2026-03-03T12:00:00.000Z']]);
  });

  it('makes exactly two offers for 2 freed places when two parrilla entries offer processes run at once', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    // The processes run on the real clock: a championship open then too.
    const c = await createChampionship(t, admin.token, { ...NEXT_YEAR, precio: '0', participantesMaximos: '2' });
    const queue = await drivers(22);
    for (const p of queue.slice(0, 2)) await enter(p.token, c.id);
    for (const p of queue.slice(2)) expect((await join(p.token, c.id)).status).to.equal(201);
    await t.context.knex('championship_enrolments').where({ campeonatoId: c.id }).delete();
    const env = cliEnv(t.context.config.dataDir, kind);
    const runs = await Promise.all([0, 1].map(() => parrillaProcess(['entries', 'offer', c.id, '--json'], env)));
    expect(runs.map((r) => [r.code, r.stderr])).to.deep.equal([
      [0, ''],
      [0, ''],
    ]);
    expect(runs.map((r) => JSON.parse(r.stdout).ofrecidos).sort()).to.deep.equal([0, 2]);
    expect(await offers(c.id)).to.deep.equal([queue[2]!.id, queue[3]!.id]);
    expect((await queuedMails(t.context)).filter((m) => m.subject.startsWith('Se liberó un lugar'))).to.have.length(2);
  });

  describe('with a second server', () => {
    let other: AppContext;
    beforeEach(async () => {
      other = await bootstrap({ config: t.context.config, logger: t.context.logger, clock, migrate: false });
      await Promise.all([t.context.knex.raw('select 1'), other.knex.raw('select 1')]);
    });
    afterEach(() => other.close());

    it('makes exactly two offers when 20 drivers wait for 2 freed places and both servers’ schedulers run', async function () {
      const admin = await createUser(t.context, { rol: 'admin' });
      const c = await createChampionship(t, admin.token, { precio: '0', participantesMaximos: '2' });
      const queue = await drivers(22);
      for (const p of queue.slice(0, 2)) await enter(p.token, c.id);
      for (const p of queue.slice(2)) expect((await join(p.token, c.id)).status).to.equal(201);
      // Both places freed behind the list's back (rows deleted, as a refund by hand would leave them): only the passes offer them.
      await t.context.knex('championship_enrolments').where({ campeonatoId: c.id }).delete();
      await t.context.knex(JOBS_TABLE).delete();

      const passes = [t.context, other].map((ctx) => ctx.container.get(CHAMPIONSHIPS.WaitlistJob));
      if (kind === 'postgres') {
        // The championship's row is held while both servers' passes and schedulers start; they are
        // let go only once two of them are seen waiting on it, so the overlap is certain.
        const holder = await t.context.knex.transaction();
        await holder('championships').where({ id: c.id }).forUpdate().select('id');
        const running = Promise.all([...passes.map((p) => p.run()), ...[t.context, other].map((ctx) => ctx.container.get(PLATFORM.Scheduler).runDue())]);
        await waiting(t.context, 2, running);
        await holder.commit();
        await running;
      } else {
        // Two connections of one process cannot both write to SQLite (see race-reminders.test.ts): here
        // the passes follow each other; the next test runs two processes at once.
        for (const p of passes) await p.run();
      }
      expect(await offers(c.id)).to.deep.equal([queue[2]!.id, queue[3]!.id]);
      const offerMails = (await queuedMails(t.context)).filter((m) => m.subject.startsWith('Se liberó un lugar'));
      expect(offerMails.map((m) => m.to).sort()).to.deep.equal(['p3@ejemplo.test', 'p4@ejemplo.test']);
    });
  });
});
