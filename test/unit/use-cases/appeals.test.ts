import { expect } from 'chai';
import type { Actor } from '../../../src/modules/identity/index.js';
import { DecideAppeal } from '../../../src/modules/stewarding/application/decide-appeal.use-case.js';
import { FileAppeal } from '../../../src/modules/stewarding/application/file-appeal.use-case.js';
import type { ScoredEventDirectory } from '../../../src/modules/stewarding/application/ports/scored-events.port.js';
import type { FileStorage } from '../../../src/platform/files/file-storage.port.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import { defaultPanelSettings } from '../../../src/modules/stewarding/domain/panel.js';
import { MemoryAppeals, MemoryCompetitions, MemoryDrivers, MemoryPanelSettings, MemoryReports, MemoryStewardAssignments, MemorySuspensions } from '../../support/in-memory/stewarding.js';
import { MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';

const ana: Actor = { id: 'ana', rol: 'user', suspendido: false };
const beto: Actor = { id: 'beto', rol: 'user', suspendido: false };
const carla: Actor = { id: 'carla', rol: 'comisario', suspendido: false };
const dario: Actor = { id: 'dario', rol: 'comisario', suspendido: false };
const DECIDED_AT = '2026-04-03T12:00:00.000Z';

/** Report #1 of Ana about Beto, decided by Carla with 10 s and 3 licence points; Carla and Darío steward the championship. */
async function appealing() {
  const clock = new ManualClock(new Date('2026-04-04T12:00:00.000Z'));
  const reports = new MemoryReports();
  const appeals = new MemoryAppeals();
  reports.appealStore = appeals;
  const assignments = new MemoryStewardAssignments();
  for (const s of ['carla', 'dario']) await assignments.assign({ campeonatoId: 'copa', userId: s, asignadoPor: 'admin', createdAt: DECIDED_AT });
  const saved: string[] = [];
  const storage: FileStorage = { save: async () => ({ url: `/uploads/x/${saved.push('f')}.png` }), remove: async () => undefined };
  const competitions = new MemoryCompetitions({
    championships: [{ id: 'copa', nombreCampeonato: 'Copa', plazoReportesHoras: 72 }],
    races: [
      { id: 'r1', campeonatoId: 'copa', circuito: 'Monza', fechaInicio: '2026-04-01T00:00:00.000Z', inicio: '2026-04-02T02:00:00.000Z' },
      { id: 'r2', campeonatoId: 'copa', circuito: 'Spa', fechaInicio: '2026-04-08T00:00:00.000Z', inicio: '2026-04-09T02:00:00.000Z' },
      { id: 'r3', campeonatoId: 'copa', circuito: 'Suzuka', fechaInicio: '2026-04-15T00:00:00.000Z', inicio: '2026-04-16T02:00:00.000Z' },
    ],
    enrolled: [],
  });
  const drivers = new MemoryDrivers(['ana', 'beto', 'carla', 'dario'].map((id) => ({ id, nombre: id, apellido: 'P', email: `${id}@e.test` })));
  const panels = new MemoryPanelSettings();
  const suspensions = new MemorySuspensions();
  const deps = { reports, appeals, assignments, panels, suspensions, competitions, drivers, events: {} as ScoredEventDirectory, storage, clock, newId: sequentialIds('apelacion'), tx: new MemoryTransactions(reports, appeals, suspensions), audit: memoryAudit(clock).audit };
  await reports.insert({ id: 'r-1', numeroReporte: 1, campeonatoId: 'copa', carreraId: 'r1', reporterId: 'ana', reportedId: 'beto', vuelta: 2, heat: null, descripcion: 'Contacto.', capturas: [], videos: [], estado: 'resuelto', createdAt: '2026-04-02T03:00:00.000Z' });
  reports.decisions.push({ reportId: 'r-1', aprobado: true, explicacion: 'Contacto evitable.', decididoPor: 'carla', decididoAt: DECIDED_AT });
  reports.penalties.push({ id: 'p-1', campeonatoId: 'copa', carreraId: 'r1', userId: 'beto', reportId: 'r-1', tipo: 'tiempo', segundos: 10, posiciones: null, puntos: null, puntosLicencia: 3, sesion: null, evento: null, explicacion: 'Contacto evitable.', creadoPor: 'carla', createdAt: DECIDED_AT });
  return { clock, reports, appeals, panels, suspensions, file: new FileAppeal(deps), decide: new DecideAppeal(deps) };
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

const appeal = (motivo = 'El video muestra que Ana cerró la puerta.') => ({ fields: { motivo, videos: ['https://www.youtube.com/watch?v=M7lc1UVf-VE&t=95'] }, screenshots: [] });

describe('Appeals over stores in memory', () => {
  it('lets each of the two drivers appeal once within the window, and refuses a third party, a second appeal and a late one, writing nothing', async () => {
    const a = await appealing();
    expect((await a.file.execute(beto, 'r-1', appeal())).message).to.equal('Apelación presentada: la decidirán comisarios que no votaron el reporte.');
    expect((await refusal(a.file.execute(beto, 'r-1', appeal()))).message).to.equal('Ya apelaste esta decisión: cada piloto puede apelar una vez.');
    expect((await refusal(a.file.execute(dario, 'r-1', appeal()))).message).to.equal('Solo los dos pilotos del reporte pueden apelar su decisión.');
    a.clock.set('2026-04-05T12:00:01.000Z');
    const late = await refusal(a.file.execute(ana, 'r-1', appeal()));
    expect([late.code, late.message]).to.deep.equal(['APPEAL_WINDOW_CLOSED', 'El plazo para apelar terminó (48 horas desde la decisión).']);
    expect(a.appeals.rows.map((x) => x.userId)).to.deep.equal(['beto']);
  });

  it('reduces the penalty in its place in the ledger, keeping the old one on the appeal, decided by a steward who did not decide the report', async () => {
    const a = await appealing();
    const { id } = await a.file.execute(beto, 'r-1', appeal());
    const voter = await refusal(a.decide.execute(carla, id, { resultado: 'confirmada', explicacion: 'Se mantiene.' }));
    expect([voter.code, voter.message]).to.deep.equal(['APPEAL_VOTER', 'No puedes decidir la apelación de un reporte que votaste o decidiste.']);
    const harsher = await refusal(a.decide.execute(dario, id, { resultado: 'reducida', explicacion: 'Más.', sancion: { tipo: 'tiempo', segundos: 20, puntosLicencia: 3 } }));
    expect(harsher.message).to.equal('La sanción reducida debe ser más leve que la actual.');
    const view = await a.decide.execute(dario, id, { resultado: 'reducida', explicacion: 'Hubo contacto, pero menor.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 1 } });
    expect(view.sancion).to.deep.include({ segundos: 5, puntosLicencia: 1 });
    expect(a.reports.penalties.map((p) => [p.id, p.segundos, p.createdAt])).to.deep.equal([['p-1', 5, DECIDED_AT]]);
    expect(view.apelaciones.map((x) => [x.resultado, x.sancionAnterior])).to.deep.equal([['Sanción reducida', 'Penalización de tiempo: 10 s · 3 puntos de licencia']]);
    expect((await refusal(a.decide.execute(dario, id, { resultado: 'anulada', explicacion: 'Otra vez.' }))).message).to.equal('Esta apelación ya fue decidida.');
  });

  it('lifts the penalty of an annulled appeal and leaves it for an upheld one', async () => {
    const a = await appealing();
    const first = await a.file.execute(beto, 'r-1', appeal());
    const second = await a.file.execute(ana, 'r-1', appeal('Quiero más sanción.'));
    await a.decide.execute(dario, second.id, { resultado: 'confirmada', explicacion: 'La decisión se mantiene.' });
    expect(a.reports.penalties).to.have.length(1);
    await a.decide.execute(dario, first.id, { resultado: 'anulada', explicacion: 'No hubo contacto.' });
    expect(a.reports.penalties).to.deep.equal([]);
    expect(a.appeals.rows.map((x) => x.estado)).to.deep.equal(['anulada', 'confirmada']);
  });

  /** Beto suspended from Spa (r2) on reaching 3 licence points with this report's penalty; thresholds 3 (one race) and 5 (expulsion). */
  async function suspended(a: Awaited<ReturnType<typeof appealing>>) {
    await a.panels.save({ ...defaultPanelSettings('copa'), umbralesLicencia: [{ puntos: 3, sancion: 'carrera' }, { puntos: 5, sancion: 'expulsion' }] });
    a.suspensions.rows.push({ id: 's-1', campeonatoId: 'copa', userId: 'beto', tipo: 'carrera', carreraId: 'r2', umbral: 3, puntos: 3, createdAt: DECIDED_AT, levantadaPor: null, levantadaAt: null, motivoLevantamiento: null });
    const filed = await a.file.execute(beto, 'r-1', appeal());
    return a.appeals.rows.find((x) => x.id === (filed as { id: string }).id)!.id;
  }

  it('lifts the suspension the points no longer reach when an appeal lowers them, logged with the appeal and who decided it', async () => {
    const a = await appealing();
    const id = await suspended(a);
    await a.decide.execute(dario, id, { resultado: 'reducida', explicacion: 'Contacto leve.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 1 } });
    expect(a.suspensions.rows.map((s) => [s.id, s.levantadaPor, s.levantadaAt, s.motivoLevantamiento])).to.deep.equal([
      ['s-1', 'dario', '2026-04-04T12:00:00.000Z', 'Apelación del reporte #1: sus puntos de licencia bajaron a 1, por debajo de este umbral.'],
    ]);
  });

  it('lifts it on annulment too, but keeps a suspension other points still justify and one an appeal upholds', async () => {
    const a = await appealing();
    const id = await suspended(a);
    // Two more points from another penalty in Monza: 2 still reach no threshold of 3 once the 3 are annulled…
    a.reports.penalties.push({ id: 'p-2', campeonatoId: 'copa', carreraId: 'r1', userId: 'beto', reportId: null, tipo: 'advertencia', segundos: null, posiciones: null, puntos: null, puntosLicencia: 2, sesion: null, evento: null, explicacion: 'Aviso.', creadoPor: 'carla', createdAt: DECIDED_AT });
    // …but with points given in Spa itself (after the suspension's race began) they would: those do not count for it.
    a.reports.penalties.push({ id: 'p-3', campeonatoId: 'copa', carreraId: 'r2', userId: 'beto', reportId: null, tipo: 'advertencia', segundos: null, posiciones: null, puntos: null, puntosLicencia: 4, sesion: null, evento: null, explicacion: 'Aviso.', creadoPor: 'carla', createdAt: DECIDED_AT });
    await a.decide.execute(dario, id, { resultado: 'anulada', explicacion: 'No hubo contacto.' });
    expect(a.suspensions.rows[0]!.motivoLevantamiento).to.equal('Apelación del reporte #1: sus puntos de licencia bajaron a 2, por debajo de este umbral.');

    const b = await appealing();
    const kept = await suspended(b);
    b.reports.penalties.push({ id: 'p-2', campeonatoId: 'copa', carreraId: 'r1', userId: 'beto', reportId: null, tipo: 'advertencia', segundos: null, posiciones: null, puntos: null, puntosLicencia: 2, sesion: null, evento: null, explicacion: 'Aviso.', creadoPor: 'carla', createdAt: DECIDED_AT });
    // 2 + 1 = 3 still reaches the threshold.
    await b.decide.execute(dario, kept, { resultado: 'reducida', explicacion: 'Contacto leve.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 1 } });
    expect(b.suspensions.rows[0]!.levantadaAt).to.equal(null);

    const c = await appealing();
    const upheld = await suspended(c);
    await c.decide.execute(dario, upheld, { resultado: 'confirmada', explicacion: 'Se mantiene.' });
    expect(c.suspensions.rows[0]!.levantadaAt).to.equal(null);
  });
});
