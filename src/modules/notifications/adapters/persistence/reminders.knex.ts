import type { Knex } from 'knex';
import { toBool } from '../../../../platform/database/rows.js';
import type { MailMessage, MailOutbox } from '../../../../platform/mail/mail.port.js';
import type { ReminderCandidate, ReminderCandidates, ReminderLedger, ReminderPreferences } from '../../application/ports/reminders.port.js';

export const REMINDERS_TABLE = 'race_reminders';
export const PREFERENCES_TABLE = 'notification_preferences';

/** Races that may still be run: a cancelled or finished one is not reminded. */
const OPEN_RACE_STATES = ['pendiente', 'activa'];

/**
 * The read model behind reminders: one query over championships' and free events' tables (owned by
 * those modules, read here only), leaving out drivers who turned reminders off and those reminded.
 */
export class KnexReminderCandidates implements ReminderCandidates {
  constructor(private readonly knex: Knex) {}

  async between(fromDay: string, toDay: string): Promise<ReminderCandidate[]> {
    const k = this.knex;
    const wantsReminders = (q: Knex.QueryBuilder) =>
      q
        .whereNull('u.deletedAt')
        .andWhere((w) => w.whereNull('p.userId').orWhere('p.recordatoriosCarreras', true))
        .leftJoin(`${PREFERENCES_TABLE} as p`, 'p.userId', 'u.id');
    const notReminded = (tipo: string, idColumn: string) => (q: Knex.QueryBuilder) =>
      q.whereNotExists(k(`${REMINDERS_TABLE} as s`).select(k.raw('1')).where('s.tipo', tipo).andWhereRaw('?? = ??', ['s.competicionId', idColumn]).andWhereRaw('?? = ??', ['s.userId', 'u.id']));
    const fields = ['u.id as userId', 'u.email as email', 'u.nombre as nombrePiloto'];

    const races = k('races as r')
      .join('championships as c', 'c.id', 'r.campeonatoId')
      .join('championship_enrolments as e', 'e.campeonatoId', 'c.id')
      .join('users as u', 'u.id', 'e.userId')
      .select('r.id as competicionId', 'r.circuito as nombre', 'c.nombreCampeonato as campeonato', 'c.id as campeonatoId', 'r.fechaInicio', 'r.horaInicio', ...fields)
      .where('r.fechaInicio', '>=', fromDay)
      .andWhere('r.fechaInicio', '<', `${toDay}~`)
      .whereIn('r.estado', OPEN_RACE_STATES)
      .modify(wantsReminders)
      .modify(notReminded('carrera', 'r.id'));
    const events = k('single_events as ev')
      .join('single_event_participants as sp', 'sp.eventId', 'ev.id')
      .join('users as u', 'u.id', 'sp.userId')
      .select('ev.id as competicionId', 'ev.nombre as nombre', 'ev.fechaInicio', 'ev.horaInicio', ...fields)
      .where('ev.fechaInicio', '>=', fromDay)
      .andWhere('ev.fechaInicio', '<', `${toDay}~`)
      .modify(wantsReminders)
      .modify(notReminded('evento', 'ev.id'));
    const [raceRows, eventRows] = (await Promise.all([races, events])) as [Omit<ReminderCandidate, 'tipo'>[], Omit<ReminderCandidate, 'tipo' | 'campeonato' | 'campeonatoId'>[]];
    return [
      ...raceRows.map((r) => ({ ...r, tipo: 'carrera' as const })),
      ...eventRows.map((r) => ({ ...r, tipo: 'evento' as const, campeonato: null, campeonatoId: null })),
    ];
  }
}

/** Writes the reminder's record and its queued e-mail together; the primary key refuses a second one. */
export class KnexReminderLedger implements ReminderLedger {
  constructor(
    private readonly knex: Knex,
    private readonly outbox: MailOutbox,
  ) {}

  remindOnce(c: Pick<ReminderCandidate, 'tipo' | 'competicionId' | 'userId'>, mail: MailMessage, at: Date): Promise<boolean> {
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
