import { mexicoCityInstant } from '../../../contracts/formats.js';
import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';
import type { Logger } from '../../../platform/logger.js';
import { reminderMail, reminderNotice } from './reminder-mail.js';
import type { ReminderCandidates, ReminderLedger } from './ports/reminders.port.js';

/** How long before the start a driver is reminded. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The scheduled job behind race reminders: every driver entered in a race or free event that starts
 * within the next 24 hours gets one e-mail, and a push on each of his devices that wants reminders. Each reminder is recorded with its queued e-mail in one
 * transaction under a unique (race, driver) key, so two servers (or a cron run beside them) never
 * send it twice; a server that was down catches up as long as the race has not started.
 */
export class SendRaceReminders implements ScheduledJob {
  readonly name = 'recordatorios.carreras';
  readonly everyMs = 5 * 60_000;

  constructor(private readonly deps: { candidates: ReminderCandidates; ledger: ReminderLedger; publicUrl: string; logger: Logger }) {}

  async run(now: Date): Promise<string> {
    const at = now.getTime();
    // Race days are calendar days in Mexico City: a day either side covers every offset.
    const candidates = await this.deps.candidates.between(day(at - DAY_MS), day(at + 2 * DAY_MS));
    let sent = 0;
    for (const candidate of candidates) {
      const start = mexicoCityInstant(candidate.fechaInicio, candidate.horaInicio);
      if (start.getTime() <= at || start.getTime() > at + REMINDER_LEAD_MS) continue;
      if (await this.deps.ledger.remindOnce(candidate, reminderMail(candidate, start, this.deps.publicUrl), now, reminderNotice(candidate, start))) sent += 1;
    }
    if (sent > 0) this.deps.logger.info({ sent }, 'recordatorios de carreras en cola');
    return sent === 1 ? '1 recordatorio en cola' : `${sent} recordatorios en cola`;
  }
}
