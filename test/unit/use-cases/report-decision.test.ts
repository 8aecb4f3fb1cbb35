import { expect } from 'chai';
import type { Actor } from '../../../src/modules/identity/index.js';
import { DecideReport } from '../../../src/modules/stewarding/application/decide-report.use-case.js';
import type { ScoredEventDirectory } from '../../../src/modules/stewarding/application/ports/scored-events.port.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import { MemoryCompetitions, MemoryDrivers, MemoryPanelSettings, MemoryReports, MemoryStewardAssignments, MemorySuspensions } from '../../support/in-memory/stewarding.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { refusal } from '../../support/refusal.js';

const steward: Actor = { id: 'comisaria', rol: 'admin', suspendido: false };
const ana = { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.test' };
const beto = { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@ejemplo.test' };

/** DecideReport over stores in memory: one pending report, #7, of Ana against Beto. */
async function deciding(accounts = [ana, beto]) {
  const clock = new ManualClock(new Date('2026-04-02T15:00:00.000Z'));
  const reports = new MemoryReports();
  const outbox = new MemoryOutbox();
  const competitions = new MemoryCompetitions({
    championships: [{ id: 'copa', nombreCampeonato: 'Copa Bajío', plazoReportesHoras: 72 }],
    races: [{ id: 'carrera-1', campeonatoId: 'copa', circuito: 'Interlagos', fechaInicio: '2026-04-01T00:00:00.000Z', inicio: '2026-04-02T02:00:00.000Z' }],
    enrolled: [
      { campeonatoId: 'copa', userId: 'ana' },
      { campeonatoId: 'copa', userId: 'beto' },
    ],
  });
  const drivers = new MemoryDrivers(accounts);
  const events: ScoredEventDirectory = new Proxy({} as ScoredEventDirectory, {
    // No season is closed in these tests: only the scored events are missing.
    get: (_target, name) => (name === 'assertOpen' ? undefined : () => Promise.reject(new Error('sin eventos puntuados en estas pruebas'))),
  });
  const decide = new DecideReport({ reports, competitions, accounts: drivers, drivers, events, assignments: new MemoryStewardAssignments(), panels: new MemoryPanelSettings(), suspensions: new MemorySuspensions(), outbox, clock, newId: sequentialIds('sancion'), tx: new MemoryTransactions(reports, outbox), audit: memoryAudit(clock).audit });
  await reports.insert({
    id: 'reporte-7',
    numeroReporte: 7,
    campeonatoId: 'copa',
    carreraId: 'carrera-1',
    reporterId: 'ana',
    reportedId: 'beto',
    vuelta: 3,
    heat: null,
    descripcion: 'Me sacó de la pista en la curva 1.',
    capturas: [],
    videos: [],
    estado: 'pendiente',
    createdAt: '2026-04-02T03:00:00.000Z',
  });
  return { decide, reports, outbox };
}


describe('Deciding an incident report over stores in memory', () => {
  it('rejects a report with its explanation, records who decided and when, and tells both drivers', async () => {
    const { decide, reports, outbox } = await deciding();
    const view = await decide.execute(steward, 'reporte-7', { aprobado: false, explicacion: 'Incidente de carrera.' });

    expect(view).to.deep.include({ estado: 'rechazado', resuelto: true, aprobado: false, sancion: null });
    expect(view.decision).to.deep.equal({ aprobado: false, explicacion: 'Incidente de carrera.', fecha: '2026-04-02T15:00:00.000Z' });
    expect(reports.decisions).to.deep.equal([{ reportId: 'reporte-7', aprobado: false, explicacion: 'Incidente de carrera.', decididoPor: 'comisaria', decididoAt: '2026-04-02T15:00:00.000Z' }]);
    expect(outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([
      ['ana@ejemplo.test', 'Decisión sobre el reporte #7: Rechazado'],
      ['beto@ejemplo.test', 'Decisión sobre el reporte #7: Rechazado'],
    ]);
    expect(outbox.queued[1].text).to.include('Explicación: Incidente de carrera.');
  });

  it('decides a report once: a second decision, even one begun at the same time, is refused and changes nothing', async () => {
    const { decide, reports, outbox } = await deciding();
    const outcomes = await Promise.allSettled([
      decide.execute(steward, 'reporte-7', { aprobado: true, explicacion: 'Contacto evitable.' }),
      decide.execute(steward, 'reporte-7', { aprobado: false, explicacion: 'Incidente de carrera.' }),
    ]);
    expect(outcomes.map((o) => o.status)).to.deep.equal(['fulfilled', 'rejected']);
    expect(((outcomes[1] as PromiseRejectedResult).reason as DomainError).message).to.equal('Este reporte ya fue resuelto o rechazado.');
    expect(reports.decisions.map((d) => d.explicacion)).to.deep.equal(['Contacto evitable.']);
    expect(outbox.queued).to.have.length(2);
    expect((await refusal(decide.execute(steward, 'reporte-7', { aprobado: false, explicacion: 'Otra vez.' }))).code).to.equal('REPORT_ALREADY_DECIDED');
  });

  it('refuses a driver, a missing explanation and a penalty on a rejection, leaving the report pending', async () => {
    const { decide, reports, outbox } = await deciding();
    const driver: Actor = { id: 'ana', rol: 'user', suspendido: false };
    expect((await refusal(decide.execute(driver, 'reporte-7', { aprobado: false, explicacion: 'No.' }))).message).to.equal('Acceso solo para comisarios y administradores');
    expect((await refusal(decide.execute(steward, 'reporte-7', { aprobado: false, explicacion: '  ' }))).code).to.equal('VALIDATION_ERROR');
    expect((await refusal(decide.execute(steward, 'reporte-7', { aprobado: false, explicacion: 'No.', sancion: { tipo: 'advertencia' } }))).code).to.equal('VALIDATION_ERROR');
    expect((await refusal(decide.execute(steward, 'no-existe', { aprobado: false, explicacion: 'No.' }))).message).to.equal('No se encontró el reporte.');
    expect((await reports.findById('reporte-7'))!.estado).to.equal('pendiente');
    expect(outbox.queued).to.deep.equal([]);
  });

  it('mails only the driver whose account still exists', async () => {
    const { decide, outbox } = await deciding([ana]);
    const view = await decide.execute(steward, 'reporte-7', { aprobado: true, explicacion: 'Contacto evitable.' });
    expect(view.usuarioDenunciado).to.equal(null);
    expect(outbox.queued.map((m) => m.to)).to.deep.equal(['ana@ejemplo.test']);
    expect(outbox.queued[0].text).to.include('sobre Cuenta eliminada').and.include('Sin sanción.');
  });
});
