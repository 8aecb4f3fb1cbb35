import type { Knex } from 'knex';
import { toBool } from '../../../../platform/database/rows.js';
import { inSlices } from '../../../../platform/database/slices.js';
import type { MailMessage, MailOutbox } from '../../../../platform/mail/mail.port.js';
import type { DeviceNotice, DeviceNotices } from '../../../../platform/push/device-notices.port.js';
import type { CompetitionKind, ReminderCandidate, ReminderFilters, ReminderLedger, ReminderPreferences } from '../../application/ports/reminders.port.js';

export const REMINDERS_TABLE = 'race_reminders';
export const PREFERENCES_TABLE = 'notification_preferences';

/** Who turned reminders off and who was reminded, over this module's own tables. */
export class KnexReminderFilters implements ReminderFilters {
  constructor(private readonly knex: Knex) {}

  async optedOut(userIds: readonly string[]): Promise<Set<string>> {
    const rows = await inSlices(userIds, (slice): Promise<{ userId: string }[]> =>
      this.knex(PREFERENCES_TABLE).whereIn('userId', slice).andWhere('recordatoriosCarreras', false).select('userId'),
    );
    return new Set(rows.map((r) => r.userId));
  }

  async reminded(tipo: CompetitionKind, competicionIds: readonly string[]): Promise<Set<string>> {
    const rows = await inSlices(competicionIds, (slice): Promise<{ competicionId: string; userId: string }[]> =>
      this.knex(REMINDERS_TABLE).where('tipo', tipo).whereIn('competicionId', slice).select('competicionId', 'userId'),
    );
    return new Set(rows.map((r) => `${r.competicionId}:${r.userId}`));
  }
}

/** Writes the reminder's record, its queued e-mail and its pushes together; the primary key refuses a second one. */
export class KnexReminderLedger implements ReminderLedger {
  constructor(
    private readonly knex: Knex,
    private readonly outbox: MailOutbox,
    private readonly notices?: DeviceNotices,
  ) {}

  remindOnce(c: Pick<ReminderCandidate, 'tipo' | 'competicionId' | 'userId'>, mail: MailMessage, at: Date, notice?: DeviceNotice): Promise<boolean> {
    return this.knex.transaction(async (trx) => {
      const placeholder = 'pendiente';
      const inserted = (await trx(REMINDERS_TABLE)
        .insert({ tipo: c.tipo, competicionId: c.competicionId, userId: c.userId, mailId: placeholder, createdAt: at.toISOString() })
        .onConflict(['tipo', 'competicionId', 'userId'])
        .ignore()
        .returning(['userId'])) as unknown[];
      if (inserted.length === 0) return false;
      const mailId = await this.outbox.enqueue(mail, trx);
      await trx(REMINDERS_TABLE).where({ tipo: c.tipo, competicionId: c.competicionId, userId: c.userId }).update({ mailId });
      if (notice) await this.notices?.notify(notice, trx);
      return true;
    });
  }
}

export class KnexReminderPreferences implements ReminderPreferences {
  constructor(private readonly knex: Knex) {}

  async get(userId: string): Promise<boolean> {
    const row = await this.knex(PREFERENCES_TABLE).where({ userId }).first('recordatoriosCarreras');
    return row ? toBool(row.recordatoriosCarreras) : true;
  }

  async set(userId: string, recordatoriosCarreras: boolean, at: Date): Promise<void> {
    await this.knex(PREFERENCES_TABLE)
      .insert({ userId, recordatoriosCarreras, updatedAt: at.toISOString() })
      .onConflict('userId')
      .merge(['recordatoriosCarreras', 'updatedAt']);
  }
}
