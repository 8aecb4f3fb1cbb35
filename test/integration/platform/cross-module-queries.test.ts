import { expect } from 'chai';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import { IDENTITY } from '../../../src/modules/identity/index.js';
import { NOTIFICATIONS_PRIVATE } from '../../../src/modules/notifications/notifications.private-tokens.js';
import { PAYMENTS_PRIVATE } from '../../../src/modules/payments/payments.private-tokens.js';
import { RESULTS } from '../../../src/modules/results/index.js';
import { SINGLE_EVENTS } from '../../../src/modules/single-events/index.js';
import { STEWARDING } from '../../../src/modules/stewarding/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { inventedExport, row } from '../../support/iracing-exports.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import { createEvent } from '../single-events/single-events-fixtures.js';
import { AFTER_RACE, BEFORE_RACE, bearer, fileReport, league, reportFields, type League } from '../stewarding/stewarding-fixtures.js';

/**
 * The queries a module offers others over its own tables (docs/adr/0023), each on both databases:
 * what they answer, what they leave out, and that a batch of ids is one answer.
 */
describeEachDatabase('Queries the owners offer other modules', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  let l: League;

  beforeEach(async () => {
    clock.set(BEFORE_RACE);
    l = await league(t);
  });

  describe('championships', () => {
    const digest = () => t.context.container.get(CHAMPIONSHIPS.Digest);

    it('names championships by id, inside a transaction too, leaving out ids that name nothing', async () => {
      const found = await digest().summaries([l.campeonatoId, 'no-existe', l.campeonatoId]);
      expect(found).to.deep.equal([{ id: l.campeonatoId, nombreCampeonato: 'Copa Volcán GT3', categoria: 'Deportivos', precioCentavos: 150_000 }]);
      const inTransaction = await t.context.knex.transaction((trx) => digest().summaries([l.campeonatoId], trx));
      expect(inTransaction).to.deep.equal([found[0]]);
      expect(await digest().summaries([])).to.deep.equal([]);
    });

    it('answers the first championships of a batch by name in code point order, then by id, across slices of ids, leaving out ids that name nothing', async () => {
      // Copies of the league's championship under other ids and names.
      const base = await t.context.knex('championships').where({ id: l.campeonatoId }).first();
      // Names the databases' usual collations order otherwise: case, accents, a character beyond U+FFFF.
      const named = [['z1', 'copa b'], ['z2', 'Copa B'], ['z3', 'Copa Á'], ['z4', 'Copa 𝔸'], ['z5', 'Copa ｆ'], ['z6', 'Copa B'], ['z7', 'Copa Z']] as const;
      const filler = Array.from({ length: 600 }, (_, i) => [`y${String(i).padStart(3, '0')}`, `Torneo ${i}`] as const);
      const rows = [...named, ...filler].map(([id, nombreCampeonato]) => ({ ...base, id, nombreCampeonato }));
      for (let i = 0; i < rows.length; i += 100) await t.context.knex('championships').insert(rows.slice(i, i + 100));
      const ids = ['no-existe', ...filler.map(([id]) => id), ...named.map(([id]) => id).reverse()];
      const first = await digest().firstByName(ids, 6);
      expect(first.map((c) => [c.id, c.nombreCampeonato])).to.deep.equal([
        ['z2', 'Copa B'],
        ['z6', 'Copa B'],
        ['z7', 'Copa Z'],
        ['z3', 'Copa Á'],
        ['z5', 'Copa ｆ'],
        ['z4', 'Copa 𝔸'],
      ]);
      expect(first[0]).to.deep.equal({ id: 'z2', nombreCampeonato: 'Copa B', categoria: 'Deportivos', precioCentavos: 150_000 });
      expect((await digest().firstByName(ids, 8)).map((c) => c.id).slice(6)).to.deep.equal(['y000', 'y001']);
      expect(await digest().firstByName(ids, 0)).to.deep.equal([]);
      expect(await digest().firstByName([], 3)).to.deep.equal([]);
    });

    it('answers championships created since an instant, and labels races by id with their championship', async () => {
      expect((await digest().createdSince(BEFORE_RACE)).map((c) => c.id)).to.deep.equal([l.campeonatoId]);
      expect(await digest().createdSince('2026-03-20T18:00:00.001Z')).to.deep.equal([]);
      const [created] = await digest().createdSince(BEFORE_RACE);
      expect(created).to.deep.include({ nombreCampeonato: 'Copa Volcán GT3', participantesMaximos: 20, precioCentavos: 150_000 });
      expect(await digest().raceLabels([l.carreraId, 'no-existe'])).to.deep.equal([{ id: l.carreraId, circuito: 'Autódromo Hermanos Rodríguez', campeonatoId: l.campeonatoId, nombreCampeonato: 'Copa Volcán GT3' }]);
    });

    it('answers races still to run in a span of days with who is enrolled, never a cancelled one', async () => {
      const [race] = await digest().openRacesBetween('2026-04-03', '2026-04-05');
      expect(race).to.deep.include({ id: l.carreraId, circuito: 'Autódromo Hermanos Rodríguez', campeonatoId: l.campeonatoId, nombreCampeonato: 'Copa Volcán GT3', horaInicio: '20:00' });
      expect(race!.fechaInicio.slice(0, 10)).to.equal('2026-04-04');
      expect(race!.entrantIds).to.have.members([l.ana.id, l.beto.id]);
      expect(await digest().openRacesBetween('2026-04-05', '2026-04-07')).to.deep.equal([]);
      await t.context.knex('races').where({ id: l.carreraId }).update({ estado: 'cancelada' });
      expect(await digest().openRacesBetween('2026-04-03', '2026-04-05')).to.deep.equal([]);
    });
  });

  it('single events: events created since an instant, and events of some days with who signed up', async () => {
    const digest = t.context.container.get(SINGLE_EVENTS.Digest);
    const { id } = await createEvent(t.api, l.admin.token, { nombre: 'Noche libre en Monza', fechaInicio: '2026-04-04', horaInicio: '19:30' });
    expect((await t.api.request.post(`/api/eventos-unicos/${id}/register`).set(bearer(l.ana.token))).status).to.equal(200);
    expect((await digest.createdSince(BEFORE_RACE)).map((e) => [e.id, e.nombre])).to.deep.equal([[id, 'Noche libre en Monza']]);
    expect(await digest.createdSince('2026-03-20T18:00:00.001Z')).to.deep.equal([]);
    const [event] = await digest.between('2026-04-04', '2026-04-04');
    expect(event).to.deep.include({ id, nombre: 'Noche libre en Monza', horaInicio: '19:30', participantIds: [l.ana.id] });
    expect(await digest.between('2026-04-05', '2026-04-06')).to.deep.equal([]);
  });

  it('results: events imported since an instant once their publication instant has passed, with the race they are linked to', async () => {
    const published = t.context.container.get(RESULTS.PublishedResults);
    clock.set('2026-04-05T04:00:00.000Z');
    const end = new Date(clock.now().getTime() - 10 * 60_000);
    const file = inventedExport({
      subsession_id: 91000078,
      session_name: 'Copa Volcán — Ronda 1',
      start_time: new Date(end.getTime() - 3_600_000).toISOString(),
      end_time: end.toISOString(),
      session_results: [
        {
          simsession_number: 0,
          simsession_type: 6,
          simsession_name: 'RACE',
          results: [row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0, best_lap_time: 900_0000, starting_position: 0 })],
        },
      ],
    });
    const imported = await t.api.request.post('/api/events/import-file').set(bearer(l.admin.token)).attach('eventfile', Buffer.from(JSON.stringify(file)), 'r.json');
    expect(imported.status, JSON.stringify(imported.body)).to.equal(201);
    const since = BEFORE_RACE;
    expect(await published.publishedSince(since, clock.now().toISOString())).to.deep.equal([]);
    const later = new Date(clock.now().getTime() + 24 * 3_600_000).toISOString();
    const [event] = await published.publishedSince(since, later);
    expect(event).to.deep.include({ subsessionId: '91000078', sessionName: 'Copa Volcán — Ronda 1', carreraId: null });
    expect(await published.publishedSince(later, later)).to.deep.equal([]);
    const afterImport = new Date(clock.now().getTime() + 60_000).toISOString();
    expect((await published.publishedSince(since, later, afterImport)).map((e) => e.subsessionId), 'published after the watermark, imported before it').to.deep.equal(['91000078']);
    expect(await published.publishedSince(since, later, new Date(new Date(event!.publishedAt).getTime() + 1).toISOString())).to.deep.equal([]);
    await t.context.knex('result_events').where({ id: event!.id }).update({ carreraId: l.carreraId });
    expect((await published.publishedSince(since, later))[0]!.carreraId).to.equal(l.carreraId);
  });

  it('stewarding: decisions taken since an instant with their report’s ids and penalty', async () => {
    const digest = t.context.container.get(STEWARDING.DecisionDigest);
    clock.set(AFTER_RACE);
    const report = await fileReport(t, l.ana.token, reportFields(l));
    expect(await digest.decidedSince(AFTER_RACE)).to.deep.equal([]);
    const decided = await t.api.request
      .put(`/api/reportes/${report.id}/resolve`)
      .set(bearer(l.admin.token))
      .send({ aprobado: true, explicacion: 'Frenó tarde.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 2 } });
    expect(decided.status, JSON.stringify(decided.body)).to.equal(200);
    const [decision] = await digest.decidedSince(AFTER_RACE);
    expect(decision).to.deep.include({
      reportId: report.id,
      numeroReporte: report.numeroReporte,
      aprobado: true,
      explicacion: 'Frenó tarde.',
      campeonatoId: l.campeonatoId,
      carreraId: l.carreraId,
      reporterId: l.ana.id,
      reportedId: l.beto.id,
    });
    expect(decision!.penalty).to.deep.include({ tipo: 'tiempo', segundos: 5, puntosLicencia: 2 });
    expect(await digest.decidedSince('2026-04-06T00:00:00.000Z')).to.deep.equal([]);
  });

  it('identity: account ids by words of a name or address (accents and case aside), and cards by id inside a transaction', async () => {
    const search = t.context.container.get(IDENTITY.AccountSearch);
    const nunez = await createUser(t.context, { nombre: 'Óscar', apellido: 'Núñez' });
    expect(await search.idsMatching('ruiz', 10)).to.deep.equal([l.ana.id]);
    expect(await search.idsMatching('  NUNEZ ', 10)).to.deep.equal([nunez.id]);
    expect(await search.idsMatching(nunez.email.slice(0, 9), 10)).to.include(nunez.id);
    expect(await search.idsMatching('   ', 10)).to.deep.equal([]);
    // At most as many as asked, however many hold the text.
    const everyone = await search.idsMatching('@', 1000);
    expect(everyone.length).to.be.greaterThan(2);
    expect(await search.idsMatching('@', 2)).to.have.length(2);
    const cards = await t.context.knex.transaction((trx) => t.context.container.get(IDENTITY.DriverCards).describe([l.beto.id, 'no-existe'], trx));
    expect(cards.map((c) => [c.id, c.nombre, c.apellido, c.deleted])).to.deep.equal([[l.beto.id, 'Beto', 'Luna', false]]);
  });

  it('notifications: which claves have an outbox row, who turned reminders off and who was reminded', async () => {
    const announced = t.context.container.get(NOTIFICATIONS_PRIVATE.AnnouncedKeys);
    const outbox = t.context.container.get(NOTIFICATIONS_PRIVATE.DiscordOutbox);
    await outbox.enqueue({ canal: 'anuncios', clave: `campeonato:${l.campeonatoId}`, message: { embeds: [] } }, { omitted: true }, clock.now());
    expect([...(await announced.announced([`campeonato:${l.campeonatoId}`, 'evento:otro']))]).to.deep.equal([`campeonato:${l.campeonatoId}`]);
    expect((await announced.announced([])).size).to.equal(0);

    const filters = t.context.container.get(NOTIFICATIONS_PRIVATE.ReminderFilters);
    expect((await t.api.request.put('/api/perfil/notificaciones').set(bearer(l.beto.token)).send({ recordatoriosCarreras: false })).status).to.equal(200);
    expect((await t.api.request.put('/api/perfil/notificaciones').set(bearer(l.ana.token)).send({ recordatoriosCarreras: true })).status).to.equal(200);
    expect([...(await filters.optedOut([l.ana.id, l.beto.id, l.admin.id]))]).to.deep.equal([l.beto.id]);
    const ledger = t.context.container.get(NOTIFICATIONS_PRIVATE.ReminderLedger);
    await ledger.remindOnce({ tipo: 'carrera', competicionId: l.carreraId, userId: l.ana.id }, { to: 'ana@ejemplo.test', subject: 'Recordatorio', text: 'Hola' }, clock.now());
    expect([...(await filters.reminded('carrera', [l.carreraId, 'otra']))]).to.deep.equal([`${l.carreraId}:${l.ana.id}`]);
    expect([...(await filters.reminded('evento', [l.carreraId]))]).to.deep.equal([]);
  });

  it('payments: the payments of any of many payers as one bound value, more ids than either database binds one by one', async () => {
    const manual = await t.api.request.post('/api/payments/admin/manual').set(bearer(l.admin.token)).send({ usuarioId: l.ana.id, campeonatoId: l.campeonatoId, monto: 1500 });
    expect(manual.status, JSON.stringify(manual.body)).to.equal(201);
    const payments = t.context.container.get(PAYMENTS_PRIVATE.Payments);
    const many = [...Array.from({ length: 70_000 }, (_, i) => `nadie-${i}`), l.ana.id];
    const { rows, total } = await payments.search({ userIds: many }, { offset: 0, limit: 10 });
    expect([rows.map((p) => p.userId), total]).to.deep.equal([[l.ana.id], 1]);
    expect(await payments.search({ userIds: [l.beto.id] }, null)).to.deep.equal({ rows: [], total: 0 });
    expect(await payments.leadingChampionships(10)).to.deep.equal([{ campeonatoId: l.campeonatoId, total: 1, montoCentavos: 150_000 }]);
  });
});
