import type { MailMessage } from '../../../platform/mail/mail.port.js';
import type { DeviceNotice } from '../../../platform/push/device-notices.port.js';
import type { Vote } from '../domain/panel.js';
import type { Penalty, Report } from '../domain/report.entity.js';
import { describePenalty } from './report-rules.js';
import type { DriverAccount } from './ports/driver-directory.port.js';

interface Context {
  report: Pick<Report, 'numeroReporte' | 'vuelta' | 'heat'>;
  reporter: DriverAccount;
  reported: DriverAccount;
  campeonato: string;
  circuito: string;
}

const fullName = (a: DriverAccount) => `${a.nombre} ${a.apellido}`.trim();
const where = (c: Context) => `${c.circuito} (${c.campeonato}), vuelta ${c.report.vuelta}${c.report.heat ? `, heat ${c.report.heat}` : ''}`;
const SIGNATURE = '\n\nEl equipo de comisarios de Parrilla';

/** The two mails of a new report: a receipt to its author, a notice to the driver reported. */
export function filedMails(c: Context): MailMessage[] {
  const n = c.report.numeroReporte;
  return [
    {
      to: c.reporter.email,
      subject: `Recibimos tu reporte #${n}`,
      text: `Hola, ${c.reporter.nombre}:\n\nRecibimos tu reporte #${n} sobre ${fullName(c.reported)} en ${where(c)}.\nLos comisarios lo revisarán y te avisaremos de su decisión.${SIGNATURE}`,
    },
    {
      to: c.reported.email,
      subject: `Se presentó el reporte #${n} sobre un incidente contigo`,
      text: `Hola, ${c.reported.nombre}:\n\n${fullName(c.reporter)} presentó el reporte #${n} sobre un incidente contigo en ${where(c)}.\nLos comisarios lo revisarán y te avisaremos de su decisión.${SIGNATURE}`,
    },
  ];
}

/** The decision, to both drivers. */
export function decisionMails(c: Context, decision: { aprobado: boolean; explicacion: string; penalty: Penalty | null }): MailMessage[] {
  const n = c.report.numeroReporte;
  const verdict = decision.aprobado ? 'Resuelto' : 'Rechazado';
  const penalty = decision.penalty ? `\nSanción para ${fullName(c.reported)}: ${describePenalty(decision.penalty)}.` : decision.aprobado ? '\nSin sanción.' : '';
  const body = (to: DriverAccount) =>
    `Hola, ${to.nombre}:\n\nLos comisarios decidieron el reporte #${n} (${fullName(c.reporter)} sobre ${fullName(c.reported)}, ${where(c)}).\nDecisión: ${verdict}.${penalty}\nExplicación: ${decision.explicacion}${SIGNATURE}`;
  return [c.reporter, c.reported].map((to) => ({ to: to.email, subject: `Decisión sobre el reporte #${n}: ${verdict}`, text: body(to) }));
}

/**
 * The decision as a push to the reported driver's devices (docs/adr/0056): the verdict and his own
 * penalty, naming no one else; it opens his profile, where 'Mis reportes' shows it whole.
 */
export function decisionNotice(c: Context & { report: { id: string } }, decision: { aprobado: boolean; penalty: Penalty | null }): DeviceNotice {
  const n = c.report.numeroReporte;
  const outcome = decision.penalty ? `Sanción: ${describePenalty(decision.penalty)}.` : decision.aprobado ? 'Sin sanción.' : 'Reporte rechazado: sin sanción.';
  return {
    userId: c.reported.id,
    tipo: 'decision',
    clave: `decision:${c.report.id}`,
    payload: { titulo: `Decisión de los comisarios: reporte #${n}`, cuerpo: `Reporte sobre ti en ${c.circuito}. ${outcome}`, url: '/perfil', etiqueta: `reporte-${c.report.id}` },
  };
}

/**
 * A panel without majority, to every admin: the report is 'En conflicto' until one of them decides it.
 * Names the drivers and each steward's vote with his reasoning (admins see every vote).
 */
export function conflictMails(c: Context, votes: ReadonlyArray<Pick<Vote, 'userId' | 'razonamiento'> & { descripcion: string }>, stewardName: (userId: string) => string, admins: DriverAccount[]): MailMessage[] {
  const n = c.report.numeroReporte;
  const lines = votes.map((v) => `- ${stewardName(v.userId)}: ${v.descripcion}. «${v.razonamiento}»`).join('\n');
  const body = (to: DriverAccount) =>
    `Hola, ${to.nombre}:\n\nLos ${votes.length} votos del panel sobre el reporte #${n} (${fullName(c.reporter)} sobre ${fullName(c.reported)}, ${where(c)}) no dieron mayoría: el reporte queda En conflicto hasta que un administrador lo decida en Reportes (/admin/reportes).\n\nVotos:\n${lines}${SIGNATURE}`;
  return admins.filter((a) => a.email).map((to) => ({ to: to.email, subject: `Reporte #${n} en conflicto: decide un administrador`, text: body(to) }));
}
