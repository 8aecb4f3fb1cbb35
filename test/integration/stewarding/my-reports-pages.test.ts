import { expect } from 'chai';
import type { Knex } from 'knex';
import { MY_REPORTS_PAGE, MY_REPORTS_PAGE_MSG } from '../../../src/contracts/stewarding.contract.js';
import type { MyReportsAnswer, MyReportsPageAnswer } from '../../../src/contracts/stewarding.views.js';
import { KnexReportRepository } from '../../../src/modules/stewarding/adapters/persistence/report.repository.knex.js';
import type { Report } from '../../../src/modules/stewarding/domain/report.entity.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { LOST_PAGE, type PlaceWindow } from '../../../src/platform/keyset.js';
import { describeEachDatabase, type DatabaseKind } from '../../support/databases.js';
import { queryPlan } from '../../support/query-plan.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import { BEFORE_RACE, bearer, league, type League } from './stewarding-fixtures.js';

/**
 * `filed` reports by Ana about Beto and `against` by Beto about Ana, three to an instant (the number
 * breaks the ties) and numbered so that filing order and number order disagree, and a report between
 * two others that names neither; every third one of Ana's decided. Answers every report by id.
 */
async function seed(knex: Knex, l: League, filed: number, against: number): Promise<Report[]> {
  const repo = new KnexReportRepository(knex);
  const made: Report[] = [];
  let numero = 0;
  const report = async (reporterId: string, reportedId: string, i: number) => {
    numero += 1;
    const r: Report = {
      id: `rep-${String(numero).padStart(4, '0')}`,
      // Later reports of an instant get lower numbers than earlier ones of the next instant up.
      numeroReporte: 10_000 - numero,
      campeonatoId: l.campeonatoId,
      carreraId: l.carreraId,
      reporterId,
      reportedId,
      vuelta: 1 + (i % 40),
      heat: null,
      descripcion: `Incidente ${numero}`,
      capturas: [],
      videos: [],
      estado: i % 3 === 0 && reporterId === l.ana.id ? 'rechazado' : 'pendiente',
      createdAt: new Date(Date.UTC(2021, 0, 1) + Math.floor(i / 3) * 86_400_000).toISOString(),
    };
    await repo.insert(r);
    if (r.estado === 'rechazado') {
      await knex.transaction((trx) => repo.insertDecision({ reportId: r.id, aprobado: false, explicacion: `Sin sanción ${numero}`, decididoPor: l.admin.id, decididoAt: r.createdAt }, trx));
    }
    made.push(r);
  };
  for (let i = 0; i < Math.max(filed, against); i++) {
    if (i < filed) await report(l.ana.id, l.beto.id, i);
    if (i < against) await report(l.beto.id, l.ana.id, i);
    await report(l.admin.id, l.beto.id, i);
  }
  return made;
}

/** The ids of one list, newest first (instant, then number), as the whole table orders them. */
const newestFirst = (reports: Report[], keep: (r: Report) => boolean) =>
  reports
    .filter(keep)
    .sort((a, b) => (a.createdAt === b.createdAt ? b.numeroReporte - a.numeroReporte : a.createdAt < b.createdAt ? 1 : -1))
    .map((r) => r.id);

/** The statements a piece of work sends to the database. */
async function statements(knex: Knex, work: () => Promise<unknown>): Promise<Array<{ sql: string; bindings: unknown[] }>> {
  const seen: Array<{ sql: string; bindings: unknown[] }> = [];
  const listen = (q: { sql: string; bindings?: unknown[] }) => seen.push({ sql: q.sql, bindings: q.bindings ?? [] });
  knex.on('query', listen);
  try {
    await work();
  } finally {
    knex.off('query', listen);
  }
  return seen;
}

/** Whether a plan reads a driver's page in order from the index, with no sort of its own. */
function readsInOrderFrom(plan: string, index: string, kind: DatabaseKind): boolean {
  if (!plan.includes(index)) return false;
  return kind === 'sqlite' ? !/TEMP B-TREE/i.test(plan) : !/\bSort\b/.test(plan);
}

describeEachDatabase('A driver’s own reports by pages (GET /api/reportes/mis-reportes and its lists)', (kind) => {
  const clock = new ManualClock(new Date(BEFORE_RACE));
  const t = useTestApi(kind, { clock });

  it('reads a window of one driver’s reports from the start or after a place, newest first with ties, with their decisions, and counts both lists', async () => {
    const l = await league(t);
    const made = await seed(t.context.knex, l, 17, 8);
    const repo = new KnexReportRepository(t.context.knex);
    const filed = newestFirst(made, (r) => r.reporterId === l.ana.id);
    const against = newestFirst(made, (r) => r.reportedId === l.ana.id);

    const first = await repo.filedBy(l.ana.id, { offset: 0, limit: 6 });
    expect(first.map((r) => r.id)).to.deep.equal(filed.slice(0, 6));
    // Walked by place five at a time, one more read each time: the whole list, each once.
    const walked: string[] = [];
    let window: PlaceWindow = { offset: 0, limit: 6 };
    for (;;) {
      const rows = await repo.filedBy(l.ana.id, window);
      walked.push(...rows.slice(0, 5).map((r) => r.id));
      if (rows.length <= 5) break;
      const last = rows[4]!;
      window = { after: { at: last.createdAt, tie: last.numeroReporte }, limit: 6 };
    }
    expect(walked).to.deep.equal(filed);

    const decided = first.find((r) => r.estado === 'rechazado')!;
    expect(decided.decision).to.deep.include({ aprobado: false, explicacion: `Sin sanción ${Number(decided.id.slice(4))}` });
    const middle = made.find((r) => r.id === against[3])!;
    expect((await repo.against(l.ana.id, { after: { at: middle.createdAt, tie: middle.numeroReporte }, limit: 50 })).map((r) => r.id)).to.deep.equal(against.slice(4));
    expect(await repo.countInvolving(l.ana.id)).to.deep.equal({ filed: 17, against: 8 });
    expect(await repo.countInvolving(l.beto.id)).to.deep.equal({ filed: 8, against: 17 + 17 });
    expect(await repo.countInvolving('nadie')).to.deep.equal({ filed: 0, against: 0 });
  });

  it('reads a later page from the driver’s index in its order, stopping at the page, and counts from the same index', async () => {
    const l = await league(t);
    const made = await seed(t.context.knex, l, 12, 12);
    const repo = new KnexReportRepository(t.context.knex);
    const place = made.find((r) => r.reporterId === l.ana.id && r.createdAt > '2021-01-02')!;
    for (const [read, index] of [
      [() => repo.filedBy(l.ana.id, { after: { at: place.createdAt, tie: place.numeroReporte }, limit: 4 }), 'reports_reporter_created_at_numero_reporte_index'],
      [() => repo.against(l.ana.id, { after: { at: place.createdAt, tie: place.numeroReporte }, limit: 4 }), 'reports_reported_created_at_numero_reporte_index'],
      [() => repo.countInvolving(l.ana.id), 'reports_reporte'],
    ] as const) {
      const reads = (await statements(t.context.knex, read)).filter((s) => /from ["`]reports["`]/i.test(s.sql));
      for (const statement of reads) {
        const plan = await queryPlan(t.context.knex, kind, t.context.knex.raw(statement.sql.replace(/\$\d+/g, '?'), statement.bindings as never) as never);
        if (/count\(/i.test(statement.sql)) {
          expect(plan, statement.sql).to.include(index);
          continue;
        }
        expect(statement.sql).to.match(/limit/i);
        expect(readsInOrderFrom(plan, index, kind), plan).to.equal(true);
      }
      expect(reads.length).to.be.at.least(1);
    }
  });

  it('answers the first page of both lists with their counts and places, then each list’s later pages by place to its end', async () => {
    const l = await league(t);
    const made = await seed(t.context.knex, l, MY_REPORTS_PAGE.size + 5, 7);
    const filed = newestFirst(made, (r) => r.reporterId === l.ana.id);
    const against = newestFirst(made, (r) => r.reportedId === l.ana.id);

    const first: MyReportsAnswer = (await t.api.request.get('/api/reportes/mis-reportes').set(bearer(l.ana.token)).expect(200)).body;
    expect(first.presentados.map((r) => r.id)).to.deep.equal(filed.slice(0, MY_REPORTS_PAGE.size));
    expect(first.enMiContra.map((r) => r.id)).to.deep.equal(against);
    expect(first.total).to.deep.equal({ presentados: MY_REPORTS_PAGE.size + 5, enMiContra: 7 });
    expect(first.siguiente.enMiContra).to.equal(null);
    expect(first.presentados[0]!.usuario).to.include({ id: l.ana.id, nombre: 'Ana', apellido: 'Ruiz' });
    expect(first.presentados.find((r) => r.estado === 'rechazado')!.decision).to.include({ aprobado: false });

    const rest: MyReportsPageAnswer = (await t.api.request.get('/api/reportes/mis-reportes/presentados').query({ despues: first.siguiente.presentados }).set(bearer(l.ana.token)).expect(200)).body;
    expect([rest.data.map((r) => r.id), rest.siguiente]).to.deep.equal([filed.slice(MY_REPORTS_PAGE.size), null]);

    // Three at a time, each list walked to its end: every report once, in order; Beto's own lists are his.
    for (const [list, ids] of [
      ['presentados', filed],
      ['en-mi-contra', against],
    ] as const) {
      const small: MyReportsAnswer = (await t.api.request.get('/api/reportes/mis-reportes?limite=3').set(bearer(l.ana.token)).expect(200)).body;
      const seen = (list === 'presentados' ? small.presentados : small.enMiContra).map((r) => r.id);
      let despues = list === 'presentados' ? small.siguiente.presentados : small.siguiente.enMiContra;
      while (despues !== null) {
        const page: MyReportsPageAnswer = (await t.api.request.get(`/api/reportes/mis-reportes/${list}`).query({ despues, limite: 3 }).set(bearer(l.ana.token)).expect(200)).body;
        expect(page.data.length).to.be.within(1, 3);
        seen.push(...page.data.map((r) => r.id));
        despues = page.siguiente;
      }
      expect(seen, list).to.deep.equal(ids);
    }
    const betos: MyReportsAnswer = (await t.api.request.get('/api/reportes/mis-reportes?limite=50').set(bearer(l.beto.token)).expect(200)).body;
    expect(betos.presentados.map((r) => r.id)).to.deep.equal(against);
    expect(betos.total).to.deep.equal({ presentados: 7, enMiContra: 2 * (MY_REPORTS_PAGE.size + 5) });
  });

  it('refuses a visitor (401), a size out of bounds and a place no page gave (400, in Spanish)', async () => {
    const l = await league(t);
    await seed(t.context.knex, l, 3, 3);
    for (const url of ['/api/reportes/mis-reportes', '/api/reportes/mis-reportes/presentados', '/api/reportes/mis-reportes/en-mi-contra']) {
      expect((await t.api.request.get(url)).status, url).to.equal(401);
      for (const limite of ['0', '51', 'veinte', '1.5']) {
        const refused = await t.api.request.get(url).query({ limite }).set(bearer(l.ana.token));
        expect([refused.status, refused.body.message, refused.body.errors], `${url} ${limite}`).to.deep.equal([400, MY_REPORTS_PAGE_MSG.limit, { limite: MY_REPORTS_PAGE_MSG.limit }]);
      }
    }
    for (const despues of ['no-es-un-lugar', Buffer.from(JSON.stringify(['2021-01-01T00:00:00.000Z', 'x'])).toString('base64url'), 'a'.repeat(300)]) {
      const lost = await t.api.request.get('/api/reportes/mis-reportes/en-mi-contra').query({ despues }).set(bearer(l.ana.token));
      expect([lost.status, lost.body.message, lost.body.errors]).to.deep.equal([400, LOST_PAGE, { despues: LOST_PAGE }]);
    }
  });
});
