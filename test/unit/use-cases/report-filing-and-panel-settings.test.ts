import { expect } from 'chai';
import type { Actor } from '../../../src/modules/identity/index.js';
import { GetDecisionLog } from '../../../src/modules/stewarding/application/decision-log.use-case.js';
import { DecideReport } from '../../../src/modules/stewarding/application/decide-report.use-case.js';
import { DeleteReport } from '../../../src/modules/stewarding/application/delete-report.use-case.js';
import { FileReport } from '../../../src/modules/stewarding/application/file-report.use-case.js';
import { GetPanelSettings } from '../../../src/modules/stewarding/application/get-panel-settings.use-case.js';
import { ListReportableDrivers, MyReports } from '../../../src/modules/stewarding/application/my-reports.use-case.js';
import type { ScoredEventDirectory } from '../../../src/modules/stewarding/application/ports/scored-events.port.js';
import { RecordPenalty } from '../../../src/modules/stewarding/application/record-penalty.use-case.js';
import { UpdatePanelSettings } from '../../../src/modules/stewarding/application/update-panel-settings.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { ConflictError, DomainError, statusOf } from '../../../src/platform/errors.js';
import { MemoryFileStorage, TINY_PNG } from '../../support/in-memory/files.js';
import { MemoryCompetitions, MemoryDrivers, MemoryPanelSettings, MemoryReports, MemoryStewardAssignments, MemorySuspensions } from '../../support/in-memory/stewarding.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const driver = (id: string): Actor => ({ id, rol: 'user', suspendido: false });
const steward: Actor = { id: 'comi', rol: 'comisario', suspendido: false };
const REPORT = { usuarioDenunciado: 'beto', campeonato: 'copa', carrera: 'r1', vuelta: '12', descripcion: 'Me sacó en la curva 1.' };

/** Copa Bajío: race r1 started at 02:00 on 1 April (72 h to report), race r9 belongs to another championship; ana, beto and dani entered. */
function stewarding(start = '2026-04-01T12:00:00.000Z') {
  const clock = new ManualClock(new Date(start));
  const reports = new MemoryReports();
  const outbox = new MemoryOutbox();
  const suspensions = new MemorySuspensions();
  const panels = new MemoryPanelSettings();
  const storage = new MemoryFileStorage();
  const competitions = new MemoryCompetitions({
    championships: [
      { id: 'copa', nombreCampeonato: 'Copa Bajío', plazoReportesHoras: 72 },
      { id: 'gt', nombreCampeonato: 'GT', plazoReportesHoras: 24 },
    ],
    races: [
      { id: 'r1', campeonatoId: 'copa', circuito: 'Monza', fechaInicio: '2026-04-01T00:00:00.000Z', inicio: '2026-04-01T02:00:00.000Z' },
      { id: 'r2', campeonatoId: 'copa', circuito: 'Spa', fechaInicio: '2026-04-20T00:00:00.000Z', inicio: '2026-04-20T02:00:00.000Z' },
      { id: 'r9', campeonatoId: 'gt', circuito: 'Suzuka', fechaInicio: '2026-04-01T00:00:00.000Z', inicio: '2026-04-01T02:00:00.000Z' },
    ],
    enrolled: ['ana', 'beto', 'dani'].map((userId) => ({ campeonatoId: 'copa', userId })),
  });
  const drivers = new MemoryDrivers(
    [
      { id: 'ana', nombre: 'Ana', apellido: 'Ruiz', email: 'ana@e.test' },
      { id: 'beto', nombre: 'Beto', apellido: 'Luna', email: 'beto@e.test' },
      { id: 'dani', nombre: 'Dani', apellido: 'Álvarez', email: 'dani@e.test' },
      { id: 'caro', nombre: 'Caro', apellido: 'Sol', email: 'caro@e.test' },
      { id: 'admin', nombre: 'Admin', apellido: 'Liga', email: 'admin@e.test' },
    ],
    { admin: 'admin', comi: 'comisario' },
  );
  const closed = new Set<string>();
  const events: ScoredEventDirectory = {
    outline: async () => ({ ronda: 1, sesiones: [{ sesion: 1, eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion' }] }] }),
    assertOpen: async (id) => {
      if (closed.has(id)) throw new ConflictError('SEASON_CLOSED', 'La temporada está cerrada');
    },
  };
  const assignments = new MemoryStewardAssignments();
  const { audit, log: auditLog } = memoryAudit(clock);
  const tx = new MemoryTransactions(reports, outbox, suspensions, auditLog);
  const deps = { reports, competitions, accounts: drivers, drivers, storage, outbox, clock, newId: sequentialIds('id'), tx, panels, suspensions, events, assignments, audit };
  return {
    auditLog,
    clock,
    reports,
    outbox,
    storage,
    panels,
    assignments,
    closed,
    file: new FileReport(deps),
    remove: new DeleteReport(deps),
    record: new RecordPenalty(deps),
    settings: new GetPanelSettings(deps),
    saveSettings: new UpdatePanelSettings(deps),
    reportable: new ListReportableDrivers(deps),
    decide: new DecideReport(deps),
    log: new GetDecisionLog(deps),
    mine: new MyReports(deps),
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

describe('Filing a report, recording a penalty and the panel’s settings, over stores in memory', () => {
  it('files a numbered report with its screenshots and mails both drivers', async () => {
    const s = stewarding();
    const answer = await s.file.execute(driver('ana'), { fields: REPORT, screenshots: [TINY_PNG, TINY_PNG] });
    expect([answer.numeroReporte, answer.message]).to.deep.equal([1, 'Reporte creado con éxito. Número de reporte: #1']);
    const stored = await s.reports.findById(answer._id);
    expect(stored).to.include({ campeonatoId: 'copa', carreraId: 'r1', reporterId: 'ana', reportedId: 'beto', vuelta: 12, estado: 'pendiente' });
    expect(stored!.capturas).to.have.length(2);
    expect(stored!.capturas.every((url) => s.storage.files.has(url))).to.equal(true);
    expect(s.outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([
      ['ana@e.test', 'Recibimos tu reporte #1'],
      ['beto@e.test', 'Se presentó el reporte #1 sobre un incidente contigo'],
    ]);
    expect((await s.file.execute(driver('beto'), { fields: { ...REPORT, usuarioDenunciado: 'dani' }, screenshots: [] })).numeroReporte).to.equal(2);
  });

  it('refuses a second report of the same incident (same driver, race, heat, lap and accused) with the first one’s number, storing and mailing nothing', async () => {
    const s = stewarding();
    await s.file.execute(driver('ana'), { fields: REPORT, screenshots: [] });
    const again = await refusal(s.file.execute(driver('ana'), { fields: REPORT, screenshots: [TINY_PNG] }));
    const message = 'Ya reportaste a ese piloto en la vuelta 12 de esta carrera: es el reporte #1. Síguelo en Mi perfil → Mis reportes.';
    expect([statusOf(again), again.code, again.message, again.errors]).to.deep.equal([409, 'REPORT_ALREADY_FILED', message, { vuelta: message }]);
    expect(s.reports.reports.all()).to.have.length(1);
    expect(s.storage.files.size, 'the screenshot of the refused copy is removed').to.equal(0);
    expect(s.outbox.queued).to.have.length(2);
    // Another lap, another accused or another reporter is another incident.
    expect((await s.file.execute(driver('ana'), { fields: { ...REPORT, vuelta: 13 }, screenshots: [] })).numeroReporte).to.equal(2);
    expect((await s.file.execute(driver('beto'), { fields: { ...REPORT, usuarioDenunciado: 'ana' }, screenshots: [] })).numeroReporte).to.equal(3);
  });

  it('refuses a report about oneself, about someone not entered, a race of another championship and a bad lap, storing nothing', async () => {
    const s = stewarding();
    const self = await refusal(s.file.execute(driver('ana'), { fields: { ...REPORT, usuarioDenunciado: 'ana' }, screenshots: [TINY_PNG] }));
    expect([statusOf(self), self.errors]).to.deep.equal([400, { usuarioDenunciado: 'No puedes reportarte a ti mismo.' }]);
    const outsider = await refusal(s.file.execute(driver('ana'), { fields: { ...REPORT, usuarioDenunciado: 'caro' }, screenshots: [] }));
    expect(outsider.errors).to.deep.equal({ usuarioDenunciado: 'El piloto denunciado no está inscrito en ese campeonato.' });
    const nobody = await refusal(s.file.execute(driver('ana'), { fields: { ...REPORT, usuarioDenunciado: 'nadie' }, screenshots: [] }));
    expect(nobody.errors).to.deep.equal({ usuarioDenunciado: 'El piloto denunciado no existe.' });
    const otherRace = await refusal(s.file.execute(driver('ana'), { fields: { ...REPORT, carrera: 'r9' }, screenshots: [] }));
    expect(otherRace.errors).to.deep.equal({ carrera: 'La carrera seleccionada no pertenece a ese campeonato.' });
    const lap = await refusal(s.file.execute(driver('ana'), { fields: { ...REPORT, vuelta: 0 }, screenshots: [] }));
    expect(lap.errors?.vuelta).to.equal('La vuelta debe ser al menos 1.');
    const shots = await refusal(s.file.execute(driver('ana'), { fields: REPORT, screenshots: Array.from({ length: 20 }, () => TINY_PNG) }));
    expect(Object.keys(shots.errors ?? {})).to.deep.equal(['capturasPantalla']);
    const stranger = await refusal(s.file.execute(driver('caro'), { fields: REPORT, screenshots: [] }));
    expect([statusOf(stranger), stranger.message]).to.deep.equal([403, 'Solo los pilotos inscritos en el campeonato pueden presentar reportes.']);
    const suspended = await refusal(s.file.execute({ id: 'ana', rol: 'user', suspendido: true }, { fields: REPORT, screenshots: [] }));
    expect(statusOf(suspended)).to.equal(403);
    expect(s.reports.reports.all()).to.deep.equal([]);
    expect(s.storage.files.size).to.equal(0);
    expect(s.outbox.queued).to.deep.equal([]);
  });

  it('opens reports at the race’s start and closes them when its window ends, except for an admin', async () => {
    const early = stewarding('2026-04-01T01:59:00.000Z');
    const before = await refusal(early.file.execute(driver('ana'), { fields: REPORT, screenshots: [] }));
    expect([statusOf(before), before.message]).to.deep.equal([409, 'La carrera aún no ha comenzado: todavía no puedes reportar incidentes de ella.']);
    const late = stewarding('2026-04-04T02:01:00.000Z');
    const after = await refusal(late.file.execute(driver('ana'), { fields: REPORT, screenshots: [] }));
    expect([statusOf(after), after.message]).to.deep.equal([409, 'El plazo para reportar incidentes de esta carrera terminó (72 horas desde su inicio).']);
    expect((await late.file.execute(admin, { fields: REPORT, screenshots: [] })).numeroReporte).to.equal(1);
    late.clock.set('2026-04-04T02:00:00.000Z');
    expect((await late.file.execute(driver('ana'), { fields: REPORT, screenshots: [] })).numeroReporte, 'the last instant still counts').to.equal(2);
  });

  it('lets only an admin delete a report, with its screenshots', async () => {
    const s = stewarding();
    const { _id } = await s.file.execute(driver('ana'), { fields: REPORT, screenshots: [TINY_PNG] });
    const forbidden = await refusal(s.remove.execute(driver('ana'), _id));
    expect([statusOf(forbidden), forbidden.message]).to.deep.equal([403, 'Acceso solo para administradores']);
    expect(statusOf(await refusal(s.remove.execute(steward, _id)))).to.equal(403);
    await s.remove.execute(admin, _id);
    expect(await s.reports.findById(_id)).to.equal(null);
    expect(s.storage.files.size).to.equal(0);
    const gone = await refusal(s.remove.execute(admin, _id));
    expect([statusOf(gone), gone.message]).to.deep.equal([404, 'No se encontró el reporte.']);
  });

  it('records a penalty without a report for an entered driver, and refuses a driver, an outsider, a missing value or a closed season', async () => {
    const s = stewarding();
    const body = { campeonato: 'copa', carrera: 'r1', piloto: 'beto', explicacion: 'Contacto evitable en la salida.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 2 } };
    expect(statusOf(await refusal(s.record.execute(driver('ana'), body)))).to.equal(403);
    const outsider = await refusal(s.record.execute(admin, { ...body, piloto: 'caro' }));
    expect([statusOf(outsider), outsider.errors]).to.deep.equal([400, { piloto: 'El piloto no está inscrito en ese campeonato.' }]);
    const otherRace = await refusal(s.record.execute(admin, { ...body, carrera: 'r9' }));
    expect(otherRace.errors).to.deep.equal({ carrera: 'La carrera seleccionada no pertenece a ese campeonato.' });
    const noSeconds = await refusal(s.record.execute(admin, { ...body, sancion: { tipo: 'tiempo' } }));
    expect(Object.values(noSeconds.errors ?? {})).to.include('Indica los segundos de penalización (al menos 1).');
    const wrongSession = await refusal(s.record.execute(admin, { ...body, sancion: { ...body.sancion, sesion: 2 } }));
    expect(wrongSession.errors).to.deep.equal({ 'sancion.sesion': 'La sesión 2 no existe en la ronda 1: su formato tiene una sola sesión.' });
    s.closed.add('copa');
    expect((await refusal(s.record.execute(admin, body))).code).to.equal('SEASON_CLOSED');
    s.closed.clear();
    expect(s.reports.penalties).to.deep.equal([]);

    const entry = await s.record.execute(admin, body);
    expect(s.reports.penalties.map((p) => [p.userId, p.carreraId, p.reportId, p.tipo, p.segundos, p.puntosLicencia, p.creadoPor])).to.deep.equal([['beto', 'r1', null, 'tiempo', 5, 2, 'admin']]);
    expect(JSON.stringify(entry)).to.include('Beto').and.include('Monza');
  });

  it('shows a championship’s panel settings to its stewards and admins only, and saves them for an admin', async () => {
    const s = stewarding();
    await s.assignments.assign({ campeonatoId: 'copa', userId: 'comi', asignadoPor: 'admin', createdAt: '2026-03-01T00:00:00.000Z' });
    const defaults = await s.settings.execute(steward, 'copa');
    expect([defaults.campeonato, defaults.comisariosPorReporte, defaults.nombresVisibles, defaults.horasApelacion]).to.deep.equal([{ id: 'copa', nombreCampeonato: 'Copa Bajío' }, 1, true, 48]);
    const notHis = await refusal(s.settings.execute(steward, 'gt'));
    expect([statusOf(notHis), notHis.message]).to.deep.equal([403, 'No eres comisario de este campeonato.']);
    expect(statusOf(await refusal(s.settings.execute(driver('ana'), 'copa')))).to.equal(403);
    expect(statusOf(await refusal(s.settings.execute(admin, 'nada')))).to.equal(404);

    const body = { comisariosPorReporte: '3', nombresVisibles: false, horasApelacion: 24, umbralesLicencia: [{ puntos: 8, sancion: 'carrera' }], caducidadCarreras: 4, categorias: [{ nombre: 'Contacto leve', tipo: 'tiempo', segundos: 5 }] };
    expect(statusOf(await refusal(s.saveSettings.execute(steward, 'copa', body)))).to.equal(403);
    const size = await refusal(s.saveSettings.execute(admin, 'copa', { ...body, comisariosPorReporte: 2 }));
    expect([statusOf(size), size.errors?.comisariosPorReporte]).to.deep.equal([400, 'Los comisarios por reporte deben ser 1, 3 o 5.']);
    const repeated = await refusal(s.saveSettings.execute(admin, 'copa', { ...body, umbralesLicencia: [{ puntos: 8, sancion: 'carrera' }, { puntos: 8, sancion: 'expulsion' }] }));
    expect(Object.values(repeated.errors ?? {})).to.include('Hay dos umbrales con los mismos puntos.');
    const warning = await refusal(s.saveSettings.execute(admin, 'copa', { ...body, categorias: [{ nombre: 'Aviso', tipo: 'advertencia' }] }));
    expect(Object.values(warning.errors ?? {})).to.include('La sanción de una categoría debe ser de tiempo, posiciones, puntos o descalificación.');
    expect(statusOf(await refusal(s.saveSettings.execute(admin, 'nada', body)))).to.equal(404);
    expect(await s.panels.find('copa')).to.equal(null);

    const { message, data: saved } = await s.saveSettings.execute(admin, 'copa', body);
    expect(message).to.equal('Ajustes del panel guardados.');
    expect([saved.comisariosPorReporte, saved.nombresVisibles, saved.horasApelacion, saved.caducidadCarreras]).to.deep.equal([3, false, 24, 4]);
    expect((await s.settings.execute(steward, 'copa')).categorias.map((c) => [c.nombre, c.tipo, c.segundos])).to.deep.equal([['Contacto leve', 'tiempo', 5]]);
    expect((await s.panels.find('copa'))?.umbralesLicencia).to.deep.equal([{ puntos: 8, sancion: 'carrera' }]);
  });

  it('records every staff decision once in the audit log: a penalty, a deletion, the panel settings; nothing for a refused one', async () => {
    const s = stewarding();
    const { _id } = await s.file.execute(driver('ana'), { fields: REPORT, screenshots: [] });
    const body = { campeonato: 'copa', carrera: 'r1', piloto: 'beto', explicacion: 'Contacto evitable en la salida.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 2 } };
    await refusal(s.record.execute(admin, { ...body, piloto: 'caro' }));
    await s.record.execute(admin, body);
    await s.remove.execute(admin, _id);
    await refusal(s.remove.execute(admin, _id));
    await s.saveSettings.execute(admin, 'copa', { comisariosPorReporte: '3', nombresVisibles: false, horasApelacion: 24, umbralesLicencia: [], caducidadCarreras: 4, categorias: [] });
    const entries = s.auditLog.entries;
    expect(entries.map((e) => [e.accion, e.actorId, e.objetoTipo])).to.deep.equal([
      ['sancion.registrada', 'admin', 'sancion'],
      ['reporte.eliminado', 'admin', 'reporte'],
      ['campeonato.panel-de-comisarios', 'admin', 'campeonato'],
    ]);
    expect(entries[0]!.cambios.find((c) => c.campo === 'userId')).to.deep.equal({ campo: 'userId', antes: null, despues: 'beto' });
    expect(entries[1]!.cambios.find((c) => c.campo === 'reportadoId')?.antes).to.be.a('string');
    expect(entries[2]!.cambios.find((c) => c.campo === 'comisariosPorReporte')).to.deep.equal({ campo: 'comisariosPorReporte', antes: null, despues: 3 });
  });

  it('lists a championship’s entered drivers for the report form, by name, and answers 404 for an unknown one', async () => {
    const s = stewarding();
    expect((await s.reportable.execute('copa')).map((d) => `${d.nombre} ${d.apellido}`)).to.deep.equal(['Ana Ruiz', 'Beto Luna', 'Dani Álvarez']);
    expect(await s.reportable.execute('gt')).to.deep.equal([]);
    const unknown = await refusal(s.reportable.execute('nada'));
    expect([statusOf(unknown), unknown.message]).to.deep.equal([404, 'No se encontró el campeonato']);
  });

  it('shows a driver the reports he filed and those about him, newest first, with their decisions', async () => {
    const s = stewarding();
    const first = await s.file.execute(driver('ana'), { fields: REPORT, screenshots: [] });
    s.clock.set('2026-04-01T13:00:00.000Z');
    await s.file.execute(driver('beto'), { fields: { ...REPORT, usuarioDenunciado: 'ana' }, screenshots: [] });
    s.clock.set('2026-04-01T14:00:00.000Z');
    await s.file.execute(driver('ana'), { fields: { ...REPORT, usuarioDenunciado: 'dani' }, screenshots: [] });
    await s.decide.execute(admin, first._id, { aprobado: false, explicacion: 'Incidente de carrera.' });
    const ana = await s.mine.execute(driver('ana'));
    expect(ana.presentados.map((r) => [r.numeroReporte, r.estado])).to.deep.equal([
      [3, 'pendiente'],
      [1, 'rechazado'],
    ]);
    expect(ana.enMiContra.map((r) => r.numeroReporte)).to.deep.equal([2]);
    expect((await s.mine.execute(driver('caro'))).presentados).to.deep.equal([]);
  });

  it('logs a championship’s decisions newest first, with each driver’s licence points and the thresholds, and answers 404 for an unknown one', async () => {
    const s = stewarding();
    await s.saveSettings.execute(admin, 'copa', { comisariosPorReporte: 1, nombresVisibles: true, umbralesLicencia: [{ puntos: 6, sancion: 'carrera' }], categorias: [] });
    const filed = await s.file.execute(driver('ana'), { fields: REPORT, screenshots: [] });
    await s.file.execute(driver('dani'), { fields: REPORT, screenshots: [] });
    s.clock.set('2026-04-01T15:00:00.000Z');
    await s.decide.execute(admin, filed._id, { aprobado: true, explicacion: 'Contacto evitable.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 4 } });
    s.clock.set('2026-04-01T16:00:00.000Z');
    await s.record.execute(admin, { campeonato: 'copa', carrera: 'r1', piloto: 'beto', explicacion: 'Bandera azul ignorada.', sancion: { tipo: 'advertencia', puntosLicencia: 2 } });
    const log = await s.log.execute('copa');
    expect(log.decisiones.map((d) => [d.numeroReporte, d.decision, d.usuarioDenunciado?.nombre, d.explicacion])).to.deep.equal([
      [null, 'Sanción sin reporte', 'Beto', 'Bandera azul ignorada.'],
      [1, 'Resuelto', 'Beto', 'Contacto evitable.'],
    ]);
    expect(log.puntosLicencia.map((p) => [p.piloto.nombre, p.puntosLicencia, p.historial.length])).to.deep.equal([['Beto', 6, 2]]);
    expect(log.umbralesLicencia).to.deep.equal([{ puntos: 6, sancion: 'carrera' }]);
    expect(log.suspensiones.map((x) => [x.piloto?.nombre, x.tipo, x.carrera?.circuito])).to.deep.equal([['Beto', 'carrera', 'Spa']]);
    expect((await s.log.execute('gt')).decisiones).to.deep.equal([]);
    const unknown = await refusal(s.log.execute('nada'));
    expect([statusOf(unknown), unknown.message]).to.deep.equal([404, 'No se encontró el campeonato']);
  });
});
