import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass, classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexReminderCandidates, KnexReminderLedger, KnexReminderPreferences } from './adapters/persistence/reminders.knex.js';
import { GetReminderPreference, SetReminderPreference } from './application/reminder-preference.use-case.js';
import { SendRaceReminders } from './application/send-race-reminders.job.js';
import { NOTIFICATIONS_PRIVATE } from './notifications.private-tokens.js';
import { NOTIFICATIONS } from './notifications.tokens.js';

export const notificationsModule = new ContainerModule(({ bind }) => {
  const knex = (ctx: ResolutionContext) => ctx.get(PLATFORM.Knex);
  bind(NOTIFICATIONS_PRIVATE.ReminderCandidates).toDynamicValue((ctx) => new KnexReminderCandidates(knex(ctx))).inSingletonScope();
  bind(NOTIFICATIONS_PRIVATE.ReminderLedger).toDynamicValue((ctx) => new KnexReminderLedger(knex(ctx), ctx.get(PLATFORM.MailOutbox))).inSingletonScope();
  bind(NOTIFICATIONS_PRIVATE.ReminderPreferences).toDynamicValue((ctx) => new KnexReminderPreferences(knex(ctx))).inSingletonScope();

  const useCase = classBinder(bind, (ctx) => ({
    preferences: ctx.get(NOTIFICATIONS_PRIVATE.ReminderPreferences),
    clock: ctx.get(PLATFORM.Clock),
  }));
  useCase(NOTIFICATIONS.GetReminderPreference, GetReminderPreference);
  useCase(NOTIFICATIONS.SetReminderPreference, SetReminderPreference);

  bindClass(bind, NOTIFICATIONS.RaceRemindersJob, SendRaceReminders, (ctx) => ({
    candidates: ctx.get(NOTIFICATIONS_PRIVATE.ReminderCandidates),
    ledger: ctx.get(NOTIFICATIONS_PRIVATE.ReminderLedger),
    publicUrl: ctx.get(PLATFORM.Config).publicUrl,
    logger: ctx.get(PLATFORM.Logger),
  }));
});
