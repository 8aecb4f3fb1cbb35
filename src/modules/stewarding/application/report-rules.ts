import { PENALTY_LABELS, REPORT_MSG } from '../../../contracts/stewarding.messages.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/errors.js';
import type { Penalty, Report } from '../domain/report.entity.js';

const HOUR_MS = 3_600_000;

export interface FilingFacts {
  reporterId: string;
  reportedId: string;
  byAdmin: boolean;
  reporterEnrolled: boolean;
  reportedEnrolled: boolean;
  raceStart: Date;
  plazoReportesHoras: number;
  now: Date;
}

/**
 * Who may file a report about whom, and when: never about oneself; both drivers enrolled in the
 * championship (an admin files for anyone); from the race's start until its protest window closes
 * (admins at any time).
 */
export function assertMayFile(facts: FilingFacts): void {
  if (facts.reporterId === facts.reportedId) throw new ValidationError(REPORT_MSG.selfReport, { usuarioDenunciado: REPORT_MSG.selfReport });
  if (!facts.reportedEnrolled) throw new ValidationError(REPORT_MSG.reportedNotEnrolled, { usuarioDenunciado: REPORT_MSG.reportedNotEnrolled });
  if (facts.byAdmin) return;
  if (!facts.reporterEnrolled) throw new ForbiddenError(REPORT_MSG.reporterNotEnrolled, 'NOT_ENROLLED');
  if (facts.now.getTime() < facts.raceStart.getTime()) throw new ConflictError('RACE_NOT_STARTED', REPORT_MSG.raceNotStarted);
  const closes = facts.raceStart.getTime() + facts.plazoReportesHoras * HOUR_MS;
  if (facts.now.getTime() > closes) throw new ConflictError('REPORT_WINDOW_CLOSED', REPORT_MSG.windowClosed(facts.plazoReportesHoras));
}

/** A report is decided once; this is checked again by the store's conditional update. */
export function assertPending(report: Pick<Report, 'estado'>): void {
  if (report.estado !== 'pendiente') throw alreadyDecided();
}

export const alreadyDecided = () => new ConflictError('REPORT_ALREADY_DECIDED', REPORT_MSG.alreadyDecided);
/** A panel without majority left the report to an admin: no steward votes on it or resolves it any more. */
export const panelConflict = () => new ConflictError('PANEL_CONFLICT', REPORT_MSG.panelConflict);
export const reportNotFound = () => new NotFoundError(REPORT_MSG.notFound, 'REPORT_NOT_FOUND');

/** 'Penalización de tiempo: 5 s · 2 puntos de licencia', for mails and the CLI. */
export function describePenalty(p: Pick<Penalty, 'tipo' | 'segundos' | 'posiciones' | 'puntos' | 'puntosLicencia'>): string {
  const label = PENALTY_LABELS[p.tipo];
  const value = p.tipo === 'tiempo' ? `: ${p.segundos} s` : p.tipo === 'posiciones' ? `: ${p.posiciones}` : p.tipo === 'puntos' ? `: ${p.puntos}` : '';
  const licence = p.puntosLicencia > 0 ? ` · ${p.puntosLicencia} ${p.puntosLicencia === 1 ? 'punto' : 'puntos'} de licencia` : '';
  return `${label}${value}${licence}`;
}
