import type { MailMessage } from '../../../../platform/mail/mail.port.js';
import type { DeviceNotice } from '../../../../platform/push/device-notices.port.js';

export type CompetitionKind = 'carrera' | 'evento';

/** A driver entered in a race or free event, not yet reminded of it and wanting reminders. */
export interface ReminderCandidate {
  tipo: CompetitionKind;
  competicionId: string;
  /** The race's circuit, or the free event's name. */
  nombre: string;
  /** The championship's name, for a race. */
  campeonato: string | null;
  campeonatoId: string | null;
  fechaInicio: string;
  horaInicio: string | null;
  userId: string;
  email: string;
  nombrePiloto: string;
}

/**
 * Port: the drivers to remind (docs/adr/0018): races and events whose day falls in [fromDay, toDay],
 * not cancelled or finished, of live accounts that have not turned reminders off and were not
 * reminded. ReminderCandidateReader answers it through the owners' ports (docs/adr/0023).
 */
export interface ReminderCandidates {
  between(fromDay: string, toDay: string): Promise<ReminderCandidate[]>;
}

/**
 * Port: records that a driver was reminded of a race and queues the e-mail and the push (when given), in one transaction.
 * Answers false, queuing nothing, when the record already exists (another server got there first).
 */
export interface ReminderLedger {
  remindOnce(candidate: Pick<ReminderCandidate, 'tipo' | 'competicionId' | 'userId'>, mail: MailMessage, at: Date, notice?: DeviceNotice): Promise<boolean>;
}

/** Port: this module's own records, read in one query per question for a batch of drivers or competitions. */
export interface ReminderFilters {
  /** The drivers among these who turned reminders off. */
  optedOut(userIds: readonly string[]): Promise<Set<string>>;
  /** `competicionId:userId` of every reminder already recorded for these races or events. */
  reminded(tipo: CompetitionKind, competicionIds: readonly string[]): Promise<Set<string>>;
}

/** Port: each driver's choice; a driver who never chose receives reminders. */
export interface ReminderPreferences {
  get(userId: string): Promise<boolean>;
  set(userId: string, recordatoriosCarreras: boolean, at: Date): Promise<void>;
}
