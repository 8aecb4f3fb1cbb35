import { REPORT_MSG } from '../../../contracts/stewarding.messages.js';
import type { IncidentLapsAnswer } from '../../../contracts/stewarding.views.js';
import type { Actor } from '../../identity/index.js';
import { lapInProgress, lapsAround, type LapAround } from '../domain/incident-laps.js';
import type { StoredReport } from '../domain/report.entity.js';
import type { DriverCards } from './ports/driver-directory.port.js';
import type { IracingIds, RaceSessionLaps } from './ports/incident-laps.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import type { StewardAssignments } from './ports/steward-assignments.port.js';
import { reportNotFound } from './report-rules.js';
import { assertMayJudge, stewardScope } from './steward-rules.js';

/** Laps shown either side of the incident's. */
const SPAN = 2;

/** The race's scored session a report is about: its heat when it names one of the three, else the first. */
const sessionOf = (r: Pick<StoredReport, 'heat'>) => (r.heat !== null && r.heat >= 1 && r.heat <= 3 ? r.heat : 1);

/**
 * GET /api/reportes/{id}/vueltas (the report's stewards, admins): both drivers' laps around the
 * incident from the imported results — the lap in progress at the incident's session time (or the
 * report's lap when the time or the laps' ends are unknown) and two either side: number, time, position.
 */
export class GetIncidentLaps {
  constructor(private readonly deps: { reports: ReportRepository; assignments: StewardAssignments; drivers: DriverCards; iracingIds: IracingIds; sessionLaps: RaceSessionLaps }) {}

  async execute(actor: Actor, id: string): Promise<IncidentLapsAnswer> {
    const scope = await stewardScope(actor, this.deps.assignments);
    const report = await this.deps.reports.findById(id);
    if (!report) throw reportNotFound();
    assertMayJudge(scope, report);

    const sesion = sessionOf(report);
    const roles = [
      { rol: 'denunciante' as const, userId: report.reporterId },
      { rol: 'denunciado' as const, userId: report.reportedId },
    ];
    const [cards, ids] = await Promise.all([this.deps.drivers.describe(roles.map((r) => r.userId)), this.deps.iracingIds.findByUserIds(roles.map((r) => r.userId))]);
    const card = (userId: string) => {
      const c = cards.find((x) => x.id === userId);
      return c ? { id: c.id, nombre: c.nombre, apellido: c.apellido, username: c.username } : null;
    };
    const custOf = (userId: string) => ids.find((x) => x.userId === userId)?.iracingId ?? null;
    const empty = (motivo: string, subsessionId: number | null = null): IncidentLapsAnswer => ({
      disponible: false,
      motivo,
      subsessionId,
      sesion,
      segun: report.tiempoSesion == null ? 'vuelta' : 'tiempo',
      vueltaIncidente: null,
      pilotos: roles.map((r) => ({ rol: r.rol, piloto: card(r.userId), vueltas: [] })),
    });

    const custIds = roles.map((r) => custOf(r.userId)).filter((c): c is number => c !== null);
    if (custIds.length === 0) return empty(REPORT_MSG.lapsNoIracingIds);
    const session = await this.deps.sessionLaps.lapsOf(report.carreraId, sesion, custIds);
    if (!session) return empty(REPORT_MSG.lapsNoResults(sesion));
    const lapsOf = (userId: string): LapAround[] => {
      const cust = custOf(userId);
      return cust === null ? [] : (session.drivers.find((d) => d.custId === cust)?.laps ?? []);
    };
    if (roles.every((r) => lapsOf(r.userId).length === 0)) return empty(REPORT_MSG.lapsNoChart, session.subsessionId);

    // Each driver's lap in progress at the incident's session time (a lapped driver is on another lap);
    // without that time, or without the laps' ends, the lap the report names.
    const atMs = report.tiempoSesion == null ? null : report.tiempoSesion * 1000;
    const incidentLap = (laps: LapAround[]) => (atMs === null ? null : lapInProgress(laps, atMs));
    const byTime = atMs !== null && roles.some((r) => incidentLap(lapsOf(r.userId)) !== null);
    const pilotos = roles.map((r) => {
      const laps = lapsOf(r.userId);
      const lap = byTime ? incidentLap(laps) : report.vuelta;
      return {
        rol: r.rol,
        piloto: card(r.userId),
        lap,
        vueltas:
          lap === null
            ? []
            : lapsAround(laps, lap, SPAN).map((l) => ({
                vuelta: l.lap,
                tiempo: l.lapTimeMs,
                posicion: l.position,
                finSesion: l.endsAtMs === null ? null : Math.round(l.endsAtMs / 100) / 10,
                delIncidente: l.lap === lap,
              })),
      };
    });
    const reported = pilotos.find((p) => p.rol === 'denunciado' && p.lap !== null) ?? pilotos.find((p) => p.lap !== null);
    return {
      disponible: true,
      motivo: null,
      subsessionId: session.subsessionId,
      sesion,
      segun: byTime ? 'tiempo' : 'vuelta',
      vueltaIncidente: reported?.lap ?? null,
      pilotos: pilotos.map(({ rol, piloto, vueltas }) => ({ rol, piloto, vueltas })),
    };
  }
}
