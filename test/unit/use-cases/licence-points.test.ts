import { expect } from 'chai';
import type { Actor } from '../../../src/modules/identity/index.js';
import { DecideReport } from '../../../src/modules/stewarding/application/decide-report.use-case.js';
import { LiftSuspension } from '../../../src/modules/stewarding/application/lift-suspension.use-case.js';
import type { ScoredEventDirectory } from '../../../src/modules/stewarding/application/ports/scored-events.port.js';
import { SuspensionQuery } from '../../../src/modules/stewarding/application/suspension-query.js';
import { activePoints, countsAt, thresholdsReached } from '../../../src/modules/stewarding/domain/licence.js';
import { defaultPanelSettings } from '../../../src/modules/stewarding/domain/panel.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { ConflictError, DomainError } from '../../../src/platform/errors.js';
import { MemoryCompetitions, MemoryDrivers, MemoryPanelSettings, MemoryReports, MemoryStewardAssignments, MemorySuspensions } from '../../support/in-memory/stewarding.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const RACES = ['r1', 'r2', 'r3', 'r4'].map((id, i) => ({ id, campeonatoId: 'copa', circuito: `Circuito ${i + 1}`, fechaInicio: `2026-04-0${i + 1}T00:00:00.000Z`, inicio: `2026-04-0${i + 1}T02:00:00.000Z` }));

/** A championship of four races with thresholds at 6 (one race) and 10 (expulsion); after race 1, before race 2. */
async function season(caducidadCarreras: number | null = null, events: Partial<ScoredEventDirectory> = {}) {
  const clock = new ManualClock(new Date('2026-04-01T12:00:00.000Z'));
  const reports = new MemoryReports();
  const outbox = new MemoryOutbox();
  const suspensions = new MemorySuspensions();
  const panels = new MemoryPanelSettings();
  await panels.save({ ...defaultPanelSettings('copa'), umbralesLicencia: [{ puntos: 6, sancion: 'carrera' }, { puntos: 10, sancion: 'expulsion' }], caducidadCarreras });
  const competitions = new MemoryCompetitions({ championships: [{ id: 'copa', nombreCampeonato: 'Copa Bajío', plazoReportesHoras: 72 }], races: RACES, enrolled: [] });
  const drivers = new MemoryDrivers(
    ['ana', 'beto', 'admin'].map((id) => ({ id, nombre: id, apellido: 'P', email: `${id}@e.test` })),
    { admin: 'admin' },
  );
  const deps = { reports, outbox, suspensions, panels, competitions, accounts: drivers, drivers, events: events as ScoredEventDirectory, assignments: new MemoryStewardAssignments(), clock, newId: sequentialIds('id'), tx: new MemoryTransactions(reports, outbox, suspensions), audit: memoryAudit(clock).audit };
  let n = 0;
  const decideWith = async (carreraId: string, puntosLicencia: number) => {
    n += 1;
    const numero = n;
    await reports.insert({ id: `rep-${numero}`, numeroReporte: numero, campeonatoId: 'copa', carreraId, reporterId: 'ana', reportedId: 'beto', vuelta: 1, heat: null, descripcion: 'Contacto.', capturas: [], videos: [], estado: 'pendiente', createdAt: clock.now().toISOString() });
    return new DecideReport(deps).execute(admin, `rep-${numero}`, { aprobado: true, explicacion: 'Contacto evitable.', sancion: { tipo: 'advertencia', puntosLicencia } });
  };
  return { clock, outbox, suspensions, decideWith, query: new SuspensionQuery(deps), lift: new LiftSuspension(deps) };
}

describe('Licence points that bite, over stores in memory', () => {
  it('counts points for the races that follow until they expire, and finds the thresholds crossed', () => {
    expect([countsAt(0, 1, 2), countsAt(0, 2, 2), countsAt(0, 3, 2), countsAt(0, 9, null)]).to.deep.equal([true, true, false, true]);
    expect(activePoints([{ carreraId: 'r1', puntosLicencia: 4 }, { carreraId: 'r3', puntosLicencia: 3 }], ['r1', 'r2', 'r3', 'r4'], 3, 1)).to.equal(3);
    expect(thresholdsReached(5, 11, [{ puntos: 10, sancion: 'expulsion' }, { puntos: 6, sancion: 'carrera' }]).map((t) => t.puntos)).to.deep.equal([6, 10]);
    expect(thresholdsReached(6, 8, [{ puntos: 6, sancion: 'carrera' }])).to.deep.equal([]);
  });

  it('suspends a driver for the next race when a decision takes him to a threshold, once, and mails him and the admins', async () => {
    const s = await season();
    await s.decideWith('r1', 4);
    expect(s.suspensions.rows).to.deep.equal([]);
    await s.decideWith('r1', 3);
    expect(s.suspensions.rows.map((x) => [x.userId, x.tipo, x.carreraId, x.umbral, x.puntos])).to.deep.equal([['beto', 'carrera', 'r2', 6, 7]]);
    expect(await s.query.suspendedIn('copa')).to.deep.equal([{ carreraId: 'r2', userId: 'beto' }]);
    const mails = s.outbox.queued.filter((m) => m.subject.startsWith('Una carrera de suspensión'));
    expect(mails.map((m) => m.to).sort()).to.deep.equal(['admin@e.test', 'beto@e.test']);
    expect(mails[0]!.text).to.include('queda suspendido para la carrera de Circuito 2');
    await s.decideWith('r1', 1);
    expect(s.suspensions.rows).to.have.length(1);
  });

  it('suspends a driver whose decisions reach a threshold together, each counting the points the others wrote before it', async () => {
    const s = await season();
    await Promise.all([s.decideWith('r1', 3), s.decideWith('r1', 3)]);
    expect(s.suspensions.rows.map((x) => [x.userId, x.umbral, x.puntos])).to.deep.equal([['beto', 6, 6]]);
    await Promise.all([s.decideWith('r1', 2), s.decideWith('r1', 1), s.decideWith('r1', 1)]);
    expect(s.suspensions.rows.map((x) => [x.umbral, x.puntos])).to.deep.equal([
      [6, 6],
      [10, 10],
    ]);
  });

  it('expels from the next race on at the top threshold, and an admin lifts a suspension once with a reason', async () => {
    const s = await season();
    await s.decideWith('r1', 10);
    expect(s.suspensions.rows.map((x) => [x.tipo, x.umbral])).to.deep.equal([['carrera', 6], ['expulsion', 10]]);
    expect((await s.query.suspendedIn('copa')).map((x) => x.carreraId).sort()).to.deep.equal(['r2', 'r3', 'r4']);
    const expulsion = s.suspensions.rows.find((x) => x.tipo === 'expulsion')!;
    await s.lift.execute(admin, expulsion.id, { motivo: 'Revisión de la liga.' });
    expect((await s.query.suspendedIn('copa')).map((x) => x.carreraId)).to.deep.equal(['r2']);
    const again = await s.lift.execute(admin, expulsion.id, { motivo: 'Otra vez.' }).then(() => null, (e: DomainError) => e);
    expect(again?.message).to.equal('Esta suspensión ya fue levantada.');
  });

  it('refuses to lift a suspension in a closed season, leaving it in force', async () => {
    const closed = new ConflictError('SEASON_CLOSED', 'La temporada de «Copa Bajío» está cerrada');
    let closedSeason = false;
    const s = await season(null, {
      assertOpen: async (id: string) => {
        if (closedSeason && id === 'copa') throw closed;
      },
    });
    await s.decideWith('r1', 6);
    closedSeason = true;
    const [suspension] = s.suspensions.rows;
    const refused = await s.lift.execute(admin, suspension!.id, { motivo: 'Revisión de la liga.' }).then(() => null, (e: DomainError) => e);
    expect(refused).to.equal(closed);
    expect((await s.query.suspendedIn('copa')).map((x) => x.carreraId)).to.deep.equal(['r2']);
    closedSeason = false;
    await s.lift.execute(admin, suspension!.id, { motivo: 'Revisión de la liga.' });
    expect(await s.query.suspendedIn('copa')).to.deep.equal([]);
  });

  it('lets expired points stop counting towards a threshold', async () => {
    const s = await season(1);
    await s.decideWith('r1', 5);
    // Two races later the five points from race 1 no longer count.
    s.clock.set('2026-04-03T12:00:00.000Z');
    await s.decideWith('r3', 3);
    expect(s.suspensions.rows).to.deep.equal([]);
    await s.decideWith('r3', 3);
    expect(s.suspensions.rows.map((x) => [x.carreraId, x.puntos])).to.deep.equal([['r4', 6]]);
  });
});
