import { expect } from 'chai';
import { bootstrap, type AppContext } from '../../../src/container.js';
import { NOTIFICATIONS } from '../../../src/modules/notifications/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { JOBS_TABLE } from '../../../src/platform/jobs/scheduler.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import { createEvent } from '../single-events/single-events-fixtures.js';
import { BEFORE_RACE, bearer, league, queuedMails, type League } from '../stewarding/stewarding-fixtures.js';

/** The fixture race starts 2026-04-04 20:00 in Mexico City (02:00Z on the 5th); this is 23 hours before. */
const DAY_BEFORE = '2026-04-04T03:00:00.000Z';
/** 25 hours before: outside the reminder window. */
const TOO_EARLY = '2026-04-04T01:00:00.000Z';

describeEachDatabase('Race reminders by e-mail, 24 hours before', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  let l: League;
  let eventId: string;

  beforeEach(async () => {
    clock.set(BEFORE_RACE);
    l = await league(t);
    // A free event the same evening, 19:30 in Mexico City, with Ana signed up.
    eventId = (await createEvent(t.api, l.admin.token, { nombre: 'Noche libre en Monza', fechaInicio: '2026-04-04', horaInicio: '19:30' })).id;
    const signUp = await t.api.request.post(`/api/eventos-unicos/${eventId}/register`).set(bearer(l.ana.token));
    expect(signUp.status, JSON.stringify(signUp.body)).to.equal(200);
  });

  const runJob = () => t.context.container.get(NOTIFICATIONS.RaceRemindersJob).run(clock.now());
  const reminders = async () => (await queuedMails(t.context)).filter((m) => m.subject.startsWith('Recordatorio'));

  it('queues one Spanish e-mail per entered driver and race, with the Mexico City start and a link', async () => {
    clock.set(TOO_EARLY);
    expect(await runJob()).to.equal('0 recordatorios en cola');
    clock.set(DAY_BEFORE);
    expect(await runJob()).to.equal('3 recordatorios en cola');
    const mails = await reminders();
    const anaEmail = (await t.context.knex('users').where({ id: l.ana.id }).first()).email;
    const race = mails.find((m) => m.to === anaEmail && m.subject.includes('Autódromo'))!;
    expect(race.subject).to.equal('Recordatorio: mañana corres en Autódromo Hermanos Rodríguez');
    expect(race.text).to.include('Hola, Ana:');
    expect(race.text).to.include('la carrera en Autódromo Hermanos Rodríguez del campeonato Copa Volcán GT3');
    expect(race.text).to.include('Empieza el 4 de abril de 2026 a las 20:00 (hora de la Ciudad de México).');
    expect(race.text).to.include(`http://localhost:3000/campeonatos/${l.campeonatoId}`);
    expect(race.text).to.include('http://localhost:3000/perfil');
    const event = mails.find((m) => m.subject === 'Recordatorio: mañana es el evento Noche libre en Monza')!;
    expect(event.to).to.equal(anaEmail);
    expect(event.text).to.include('a las 19:30 (hora de la Ciudad de México)');
    expect(event.text).to.include(`http://localhost:3000/eventos-unicos/${eventId}`);
    expect(mails.filter((m) => m.to !== anaEmail)).to.have.length(1);

    clock.advance(60 * 60_000);
    expect(await runJob()).to.equal('0 recordatorios en cola');
    expect(await reminders()).to.have.length(3);
  });

  it('skips a driver suspended from the race by his licence points (stewarding\'s suspensions), and reminds him again once it is lifted', async () => {
    await t.context.knex('suspensions').insert({ id: 'susp-1', campeonatoId: l.campeonatoId, userId: l.beto.id, tipo: 'carrera', carreraId: l.carreraId, umbral: 6, puntos: 6, createdAt: BEFORE_RACE });
    clock.set(DAY_BEFORE);
    expect(await runJob()).to.equal('2 recordatorios en cola');
    const betoEmail = (await t.context.knex('users').where({ id: l.beto.id }).first()).email;
    expect((await reminders()).map((m) => m.to)).to.not.include(betoEmail);
    await t.context.knex('suspensions').where({ id: 'susp-1' }).update({ levantadaPor: l.admin.id, levantadaAt: DAY_BEFORE, motivoLevantamiento: 'Revisado.' });
    clock.advance(60_000);
    expect(await runJob()).to.equal('1 recordatorio en cola');
    expect((await reminders()).filter((m) => m.to === betoEmail)).to.have.length(1);
  });

  it('reminds nobody of a race that has started, was cancelled, or of a driver who turned reminders off', async () => {
    const off = await t.api.request.put('/api/perfil/notificaciones').set(bearer(l.beto.token)).send({ recordatoriosCarreras: false });
    expect(off.status).to.equal(200);
    expect(off.body).to.deep.equal({ message: 'Preferencia de recordatorios guardada', preferencia: { recordatoriosCarreras: false } });
    const read = await t.api.request.get('/api/perfil/notificaciones').set(bearer(l.beto.token));
    expect(read.body.preferencia).to.deep.equal({ recordatoriosCarreras: false });
    await t.context.knex('races').where({ id: l.carreraId }).update({ estado: 'cancelada' });
    clock.set(DAY_BEFORE);
    expect(await runJob()).to.equal('1 recordatorio en cola');
    expect((await reminders()).map((m) => m.subject)).to.deep.equal(['Recordatorio: mañana es el evento Noche libre en Monza']);

    await t.context.knex('races').where({ id: l.carreraId }).update({ estado: 'pendiente' });
    clock.set('2026-04-05T02:00:00.000Z');
    expect(await runJob()).to.equal('0 recordatorios en cola');
  });

  it('the reminder choice defaults to on, is the driver\'s own, and refuses a bad value in Spanish', async () => {
    const fresh = await createUser(t.context);
    const read = await t.api.request.get('/api/perfil/notificaciones').set(bearer(fresh.token));
    expect(read.body).to.deep.equal({ preferencia: { recordatoriosCarreras: true } });
    expect((await t.api.request.get('/api/perfil/notificaciones')).status).to.equal(401);
    expect((await t.api.request.put('/api/perfil/notificaciones').send({ recordatoriosCarreras: false })).status).to.equal(401);
    const bad = await t.api.request.put('/api/perfil/notificaciones').set(bearer(fresh.token)).send({ recordatoriosCarreras: 'quizá' });
    expect(bad.status).to.equal(400);
    expect(bad.body.message).to.equal('Indica si quieres recibir recordatorios');
    expect(await t.context.knex('notification_preferences').count({ n: '*' }).first().then((r) => Number(r!.n))).to.equal(0);
  });

  describe('with two servers on the same database', () => {
    let other: AppContext;
    beforeEach(async () => {
      other = await bootstrap({ config: t.context.config, logger: t.context.logger, clock, migrate: false });
      await Promise.all([t.context.knex.raw('select 1'), other.knex.raw('select 1')]);
      clock.set(DAY_BEFORE);
    });
    afterEach(() => other.close());

    it('sends each reminder exactly once when both schedulers claim the job at the same time', async () => {
      await t.context.knex(JOBS_TABLE).delete();
      const runs = await Promise.all([t.context, other].map((c) => c.container.get(PLATFORM.Scheduler).runDue()));
      const reminderRuns = runs.flat().filter((r) => r.tarea === 'recordatorios.carreras');
      expect(reminderRuns).to.deep.equal([{ tarea: 'recordatorios.carreras', estado: 'hecha', resumen: '3 recordatorios en cola' }]);
      expect(await reminders()).to.have.length(3);
      expect(Number((await t.context.knex('race_reminders').count({ n: '*' }).first())!.n)).to.equal(3);
    });

    it('sends each reminder exactly once even when two servers run the job itself at once (a claim expired mid-run)', async function () {
      // Two connections of one process cannot both write to SQLite (the second waits on a lock the
      // first can only release once the process is free again): this race needs PostgreSQL. On SQLite
      // the same record stops a second run that follows the first.
      const jobs = [t.context, other].map((c) => c.container.get(NOTIFICATIONS.RaceRemindersJob));
      if (kind === 'postgres') await Promise.all(jobs.map((j) => j.run(clock.now())));
      else for (const j of jobs) await j.run(clock.now());
      const mails = await reminders();
      expect(mails).to.have.length(3);
      expect(new Set(mails.map((m) => `${m.to}|${m.subject}`)).size).to.equal(3);
      const ids = (await t.context.knex('race_reminders').select('mailId')).map((r: { mailId: string }) => r.mailId);
      expect(await t.context.knex('mail_outbox').whereIn('id', ids).count({ n: '*' }).first().then((r) => Number(r!.n))).to.equal(3);
    });
  });
});
