import { expect } from 'chai';
import type { Actor } from '../../../src/modules/identity/index.js';
import { AssignSteward } from '../../../src/modules/stewarding/application/assign-steward.use-case.js';
import { DecideReport } from '../../../src/modules/stewarding/application/decide-report.use-case.js';
import { GetReport, ListReports } from '../../../src/modules/stewarding/application/list-reports.use-case.js';
import { ListStewards } from '../../../src/modules/stewarding/application/list-stewards.use-case.js';
import { MyStewarding } from '../../../src/modules/stewarding/application/my-stewarding.use-case.js';
import type { ScoredEventDirectory } from '../../../src/modules/stewarding/application/ports/scored-events.port.js';
import { UnassignSteward } from '../../../src/modules/stewarding/application/unassign-steward.use-case.js';
import type { Report } from '../../../src/modules/stewarding/domain/report.entity.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import { MemoryCompetitions, MemoryDrivers, MemoryPanelSettings, MemoryReports, MemoryStewardAssignments, MemorySuspensions } from '../../support/in-memory/stewarding.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const carla: Actor = { id: 'carla', rol: 'comisario', suspendido: false };
const person = (id: string, nombre: string) => ({ id, nombre, apellido: 'Prueba', email: `${id}@ejemplo.test` });

/** Two championships (Copa Bajío, Copa Norte); Carla is a steward and also races in the Copa Bajío. */
async function stewarding() {
  const clock = new ManualClock(new Date('2026-04-02T15:00:00.000Z'));
  const reports = new MemoryReports();
  const assignments = new MemoryStewardAssignments();
  const outbox = new MemoryOutbox();
  const competitions = new MemoryCompetitions({
    championships: [
      { id: 'bajio', nombreCampeonato: 'Copa Bajío', plazoReportesHoras: 72 },
      { id: 'norte', nombreCampeonato: 'Copa Norte', plazoReportesHoras: 72 },
    ],
    races: [
      { id: 'r-bajio', campeonatoId: 'bajio', circuito: 'Interlagos', fechaInicio: '2026-04-01T00:00:00.000Z', inicio: '2026-04-02T02:00:00.000Z' },
      { id: 'r-norte', campeonatoId: 'norte', circuito: 'Monza', fechaInicio: '2026-04-01T00:00:00.000Z', inicio: '2026-04-02T02:00:00.000Z' },
    ],
    enrolled: [],
  });
  const drivers = new MemoryDrivers([person('ana', 'Ana'), person('beto', 'Beto'), person('carla', 'Carla'), person('dario', 'Darío')], { carla: 'comisario' });
  const events = {} as ScoredEventDirectory;
  const audit = memoryAudit(clock);
  const deps = { reports, assignments, panels: new MemoryPanelSettings(), suspensions: new MemorySuspensions(), competitions, accounts: drivers, drivers, events, outbox, clock, newId: sequentialIds('id'), tx: new MemoryTransactions(reports, outbox), audit: audit.audit };
  const file = (id: string, numero: number, campeonatoId: string, reporterId: string, reportedId: string) =>
    reports.insert({
      id, numeroReporte: numero, campeonatoId, carreraId: `r-${campeonatoId}`, reporterId, reportedId, vuelta: 1, heat: null,
      descripcion: 'Contacto en la curva 1.', capturas: [], videos: [], estado: 'pendiente', createdAt: `2026-04-02T0${numero}:00:00.000Z`,
    } satisfies Report);
  await file('de-ana', 1, 'bajio', 'ana', 'beto');
  await file('de-carla', 2, 'bajio', 'carla', 'beto');
  await file('sobre-carla', 3, 'bajio', 'beto', 'carla');
  await file('del-norte', 4, 'norte', 'ana', 'dario');
  return {
    auditLog: audit.log,
    reports,
    assignments,
    assign: new AssignSteward(deps),
    unassign: new UnassignSteward(deps),
    listStewards: new ListStewards(deps),
    mine: new MyStewarding(deps),
    list: new ListReports(deps),
    get: new GetReport(deps),
    decide: new DecideReport(deps),
  };
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

describe('Stewards over stores in memory', () => {
  it('assigns a steward to a championship once, by id or e-mail, and lists who judges what', async () => {
    const s = await stewarding();
    const view = await s.assign.execute(admin, { campeonato: 'bajio', comisario: 'carla@ejemplo.test' });
    expect(view).to.deep.equal({ campeonato: { id: 'bajio', nombreCampeonato: 'Copa Bajío' }, comisario: { id: 'carla', nombre: 'Carla', apellido: 'Prueba', username: null }, asignadoEn: '2026-04-02T15:00:00.000Z' });
    const twice = await refusal(s.assign.execute(admin, { campeonato: 'bajio', comisario: 'carla' }));
    expect([twice.code, twice.message]).to.deep.equal(['ALREADY_STEWARD', 'Esa cuenta ya es comisario de este campeonato.']);
    expect((await s.listStewards.execute(admin, {})).comisarios.map((a) => [a.campeonato.id, a.comisario.id])).to.deep.equal([['bajio', 'carla']]);
    expect(s.assignments.rows).to.have.length(1);
    await s.unassign.execute(admin, 'bajio', 'carla');
    expect(s.auditLog.entries.map((e) => [e.accion, e.objetoId, ...e.cambios.map((c) => [c.campo, c.antes, c.despues])])).to.deep.equal([
      ['comisario.asignado', 'bajio', ['comisario', null, 'carla']],
      ['comisario.retirado', 'bajio', ['comisario', 'carla', null]],
    ]);
  });

  it("the admin's list of stewards comes a page at a time, oldest first, full though some assignments name a deleted championship or account", async () => {
    const s = await stewarding();
    const at = (n: number) => `2026-04-0${n}T10:00:00.000Z`;
    s.assignments.rows = [
      { campeonatoId: 'bajio', userId: 'ana', asignadoPor: 'admin', createdAt: at(1) },
      { campeonatoId: 'borrado', userId: 'beto', asignadoPor: 'admin', createdAt: at(2) },
      { campeonatoId: 'norte', userId: 'dario', asignadoPor: 'admin', createdAt: at(5) },
      { campeonatoId: 'norte', userId: 'carla', asignadoPor: 'admin', createdAt: at(3) },
      { campeonatoId: 'bajio', userId: 'nadie', asignadoPor: 'admin', createdAt: at(4) },
      { campeonatoId: 'bajio', userId: 'beto', asignadoPor: 'admin', createdAt: at(5) },
    ];
    const pages: string[][] = [];
    let despues: string | undefined;
    do {
      const page = await s.listStewards.execute(admin, { limite: '2', despues });
      pages.push(page.comisarios.map((a) => `${a.campeonato.id}:${a.comisario.id}`));
      despues = page.siguiente ?? undefined;
    } while (despues && pages.length < 10);
    expect(pages).to.deep.equal([
      ['bajio:ana', 'norte:carla'],
      ['bajio:beto', 'norte:dario'],
    ]);
    expect((await s.listStewards.execute(admin, { campeonato: 'norte' })).comisarios.map((a) => a.comisario.id)).to.deep.equal(['carla', 'dario']);
    expect((await s.listStewards.execute(admin, {})).siguiente).to.equal(null);

    const limit = 'Se muestran de 1 a 100 comisarios por página';
    for (const limite of ['0', '101', 'todos']) expect((await refusal(s.listStewards.execute(admin, { limite }))).errors).to.deep.equal({ limite: limit });
    expect((await refusal(s.listStewards.execute(admin, { despues: 'inventado' }))).errors).to.deep.equal({ despues: 'La página pedida no es válida: vuelve al inicio de la lista' });
  });

  it('refuses to assign an account without the steward role, an unknown account or championship, and any non-admin, writing nothing', async () => {
    const s = await stewarding();
    expect((await refusal(s.assign.execute(admin, { campeonato: 'bajio', comisario: 'ana' }))).message).to.equal('Esa cuenta no tiene el rol de comisario: dáselo primero en su ficha de usuario.');
    expect((await refusal(s.assign.execute(admin, { campeonato: 'bajio', comisario: 'nadie' }))).message).to.equal('No se encontró esa cuenta.');
    expect((await refusal(s.assign.execute(admin, { campeonato: 'otra', comisario: 'carla' }))).message).to.equal('El campeonato seleccionado no existe.');
    expect((await refusal(s.assign.execute(carla, { campeonato: 'bajio', comisario: 'carla' }))).message).to.equal('Acceso solo para administradores');
    expect((await refusal(s.unassign.execute(admin, 'bajio', 'carla'))).message).to.equal('Esa cuenta no es comisario de este campeonato.');
    expect(s.assignments.rows).to.deep.equal([]);
  });

  it('pages the reports by place, forward and back, the filters and the page count kept, and refuses a place no page gave', async () => {
    const s = await stewarding();
    // A fifth report at the same instant as the fourth: the number breaks the tie.
    await s.reports.insert({
      id: 'empate', numeroReporte: 5, campeonatoId: 'bajio', carreraId: 'r-bajio', reporterId: 'ana', reportedId: 'dario', vuelta: 2, heat: null,
      descripcion: 'Contacto en la curva 2.', capturas: [], videos: [], estado: 'pendiente', createdAt: '2026-04-02T04:00:00.000Z',
    } satisfies Report);
    const ids = (answer: { reportes: Array<{ id: string }> }) => answer.reportes.map((r) => r.id);
    const first = await s.list.execute(admin, { limit: '2' });
    expect(ids(first)).to.deep.equal(['empate', 'del-norte']);
    expect(first).to.include({ anterior: null });
    expect(first.paginacion).to.deep.equal({ total: 5, paginas: 3, paginaActual: 1, porPagina: 2 });
    const second = await s.list.execute(admin, { limit: '2', page: '2', despues: first.siguiente });
    expect(ids(second)).to.deep.equal(['sobre-carla', 'de-carla']);
    expect(second.paginacion.paginaActual).to.equal(2);
    const third = await s.list.execute(admin, { limit: '2', page: '3', despues: second.siguiente });
    expect(ids(third)).to.deep.equal(['de-ana']);
    expect(third.siguiente).to.equal(null);
    expect(ids(await s.list.execute(admin, { limit: '2', page: '2', antes: third.anterior }))).to.deep.equal(ids(second));
    expect(ids(await s.list.execute(admin, { limit: '2', antes: second.anterior }))).to.deep.equal(ids(first));
    // One championship's, one at a time.
    const bajio = await s.list.execute(admin, { campeonato: 'bajio', limit: '1' });
    expect(ids(bajio)).to.deep.equal(['empate']);
    expect(ids(await s.list.execute(admin, { campeonato: 'bajio', limit: '1', despues: bajio.siguiente }))).to.deep.equal(['sobre-carla']);
    for (const query of [{ despues: 'no-es-un-lugar' }, { antes: Buffer.from('["2026-04-02T04:00:00.000Z","5"]').toString('base64url') }, { despues: first.siguiente, antes: first.siguiente }]) {
      const error = await refusal(s.list.execute(admin, query));
      expect([error.code, error.message], JSON.stringify(query)).to.deep.equal(['VALIDATION_ERROR', 'La página pedida no es válida: vuelve al inicio de la lista']);
    }
  });

  it('shows a steward only his championships\' reports that neither he filed nor are about him', async () => {
    const s = await stewarding();
    await s.assign.execute(admin, { campeonato: 'bajio', comisario: 'carla' });
    const answer = await s.list.execute(carla, {});
    expect(answer.reportes.map((r) => r.id)).to.deep.equal(['de-ana']);
    expect((await s.list.execute(admin, {})).reportes.map((r) => r.id)).to.deep.equal(['del-norte', 'sobre-carla', 'de-carla', 'de-ana']);
    expect(await s.mine.execute(carla)).to.deep.equal({ todos: false, campeonatos: [{ id: 'bajio', nombreCampeonato: 'Copa Bajío' }] });
    const other = await refusal(s.list.execute(carla, { campeonato: 'norte' }));
    expect([other.code, other.message]).to.deep.equal(['NOT_YOUR_CHAMPIONSHIP', 'No eres comisario de este campeonato.']);
  });

  it('lets a steward read and decide a report of his championship, and refuses (403) another championship\'s and his own, changing nothing', async () => {
    const s = await stewarding();
    await s.assign.execute(admin, { campeonato: 'bajio', comisario: 'carla' });
    expect((await s.get.execute(carla, 'de-ana')).id).to.equal('de-ana');
    for (const id of ['del-norte', 'de-carla', 'sobre-carla']) {
      const read = await refusal(s.get.execute(carla, id));
      const decided = await refusal(s.decide.execute(carla, id, { aprobado: false, explicacion: 'Incidente de carrera.' }));
      expect([read.code, decided.code]).to.deep.equal(id === 'del-norte' ? ['NOT_YOUR_CHAMPIONSHIP', 'NOT_YOUR_CHAMPIONSHIP'] : ['OWN_REPORT', 'OWN_REPORT']);
    }
    expect((await refusal(s.get.execute(carla, 'sobre-carla'))).message).to.equal('No puedes juzgar un reporte que presentaste o que trata sobre ti.');
    const view = await s.decide.execute(carla, 'de-ana', { aprobado: false, explicacion: 'Incidente de carrera.' });
    expect(view.estado).to.equal('rechazado');
    expect(s.reports.decisions.map((d) => [d.reportId, d.decididoPor])).to.deep.equal([['de-ana', 'carla']]);
  });

  it('stops a steward judging a championship once unassigned, and a plain driver judging at all', async () => {
    const s = await stewarding();
    await s.assign.execute(admin, { campeonato: 'bajio', comisario: 'carla' });
    await s.unassign.execute(admin, 'bajio', 'carla');
    expect((await refusal(s.get.execute(carla, 'de-ana'))).code).to.equal('NOT_YOUR_CHAMPIONSHIP');
    expect((await s.list.execute(carla, {})).reportes).to.deep.equal([]);
    const driver: Actor = { id: 'dario', rol: 'user', suspendido: false };
    expect((await refusal(s.list.execute(driver, {}))).message).to.equal('Acceso solo para comisarios y administradores');
    expect((await refusal(s.mine.execute(driver))).code).to.equal('STEWARDS_ONLY');
  });
});
