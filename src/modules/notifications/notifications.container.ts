import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass, classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexReminderFilters, KnexReminderLedger, KnexReminderPreferences } from './adapters/persistence/reminders.knex.js';
import { GetReminderPreference, SetReminderPreference } from './application/reminder-preference.use-case.js';
import { SendRaceReminders } from './application/send-race-reminders.job.js';
import { FetchDiscordTransport } from './adapters/discord/fetch-discord.transport.js';
import { KnexDiscordOutbox, KnexDiscordWebhooks, KnexNotificationSettings } from './adapters/persistence/discord.knex.js';
import { KnexAnnouncedKeys } from './adapters/persistence/news.knex.js';
import { NewsReader } from './adapters/sources/news-reader.js';
import { ReminderCandidateReader } from './adapters/sources/reminder-candidates.js';
import { AnnounceNews } from './application/announce-news.job.js';
import { DeliverDiscord } from './application/deliver-discord.job.js';
import { NotifyPublishedResults } from './application/notify-published-results.job.js';
import { GetDiscordSettings, SaveDiscordSettings, SendDiscordTest } from './application/discord-settings.use-case.js';
import { NOTIFICATIONS_PRIVATE } from './notifications.private-tokens.js';
import { NOTIFICATIONS } from './notifications.tokens.js';

export const notificationsModule = new ContainerModule(({ bind }) => {
  const knex = (ctx: ResolutionContext) => ctx.get(PLATFORM.Knex);
  bind(NOTIFICATIONS_PRIVATE.ReminderFilters).toDynamicValue((ctx) => new KnexReminderFilters(knex(ctx))).inSingletonScope();
  bindClass(bind, NOTIFICATIONS_PRIVATE.ReminderCandidates, ReminderCandidateReader, (ctx) => ({
    championships: ctx.get(NOTIFICATIONS.Championships),
    singleEvents: ctx.get(NOTIFICATIONS.SingleEvents),
    drivers: ctx.get(NOTIFICATIONS.Drivers),
    filters: ctx.get(NOTIFICATIONS_PRIVATE.ReminderFilters),
    suspensions: ctx.get(NOTIFICATIONS.Suspensions),
  }));
  bind(NOTIFICATIONS_PRIVATE.ReminderLedger).toDynamicValue((ctx) => new KnexReminderLedger(knex(ctx), ctx.get(PLATFORM.MailOutbox), ctx.get(PLATFORM.DeviceNotices))).inSingletonScope();
  bind(NOTIFICATIONS_PRIVATE.ReminderPreferences).toDynamicValue((ctx) => new KnexReminderPreferences(knex(ctx))).inSingletonScope();
  bind(NOTIFICATIONS_PRIVATE.Settings).toDynamicValue((ctx) => new KnexNotificationSettings(knex(ctx))).inSingletonScope();
  bind(NOTIFICATIONS_PRIVATE.Webhooks)
    .toDynamicValue((ctx) => new KnexDiscordWebhooks(knex(ctx), ctx.get(PLATFORM.Config).jwtSecret, ctx.get(PLATFORM.Logger)))
    .inSingletonScope();
  bind(NOTIFICATIONS_PRIVATE.DiscordOutbox).toDynamicValue((ctx) => new KnexDiscordOutbox(knex(ctx), ctx.get(PLATFORM.NewId))).inSingletonScope();
  bind(NOTIFICATIONS_PRIVATE.DiscordTransport).toDynamicValue((ctx) => new FetchDiscordTransport(ctx.get(PLATFORM.Config).discordApiUrl)).inSingletonScope();
  bind(NOTIFICATIONS_PRIVATE.AnnouncedKeys).toDynamicValue((ctx) => new KnexAnnouncedKeys(knex(ctx))).inSingletonScope();
  bindClass(bind, NOTIFICATIONS_PRIVATE.News, NewsReader, (ctx) => ({
    championships: ctx.get(NOTIFICATIONS.Championships),
    singleEvents: ctx.get(NOTIFICATIONS.SingleEvents),
    results: ctx.get(NOTIFICATIONS.Results),
    decisions: ctx.get(NOTIFICATIONS.Decisions),
    drivers: ctx.get(NOTIFICATIONS.Drivers),
    mentions: ctx.get(NOTIFICATIONS.Mentions),
    announced: ctx.get(NOTIFICATIONS_PRIVATE.AnnouncedKeys),
  }));

  const useCase = classBinder(bind, (ctx) => ({
    preferences: ctx.get(NOTIFICATIONS_PRIVATE.ReminderPreferences),
    clock: ctx.get(PLATFORM.Clock),
    webhooks: ctx.get(NOTIFICATIONS_PRIVATE.Webhooks),
    transport: ctx.get(NOTIFICATIONS_PRIVATE.DiscordTransport),
    settings: ctx.get(NOTIFICATIONS_PRIVATE.Settings),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
    discord: ctx.get(NOTIFICATIONS.DiscordSwitch),
  }));
  useCase(NOTIFICATIONS.GetReminderPreference, GetReminderPreference);
  useCase(NOTIFICATIONS.SetReminderPreference, SetReminderPreference);
  useCase(NOTIFICATIONS.GetDiscordSettings, GetDiscordSettings);
  useCase(NOTIFICATIONS.SaveDiscordSettings, SaveDiscordSettings);
  useCase(NOTIFICATIONS.SendDiscordTest, SendDiscordTest);

  bindClass(bind, NOTIFICATIONS.RaceRemindersJob, SendRaceReminders, (ctx) => ({
    candidates: ctx.get(NOTIFICATIONS_PRIVATE.ReminderCandidates),
    ledger: ctx.get(NOTIFICATIONS_PRIVATE.ReminderLedger),
    publicUrl: ctx.get(PLATFORM.Config).publicUrl,
    logger: ctx.get(PLATFORM.Logger),
  }));

  bindClass(bind, NOTIFICATIONS.AnnounceNewsJob, AnnounceNews, (ctx) => ({
    news: ctx.get(NOTIFICATIONS_PRIVATE.News),
    outbox: ctx.get(NOTIFICATIONS_PRIVATE.DiscordOutbox),
    webhooks: ctx.get(NOTIFICATIONS_PRIVATE.Webhooks),
    settings: ctx.get(NOTIFICATIONS_PRIVATE.Settings),
    publicUrl: ctx.get(PLATFORM.Config).publicUrl,
    discord: ctx.get(NOTIFICATIONS.DiscordSwitch),
  }));
  bindClass(bind, NOTIFICATIONS.DeliverDiscordJob, DeliverDiscord, (ctx) => ({
    deliveries: ctx.get(NOTIFICATIONS_PRIVATE.DiscordOutbox),
    webhooks: ctx.get(NOTIFICATIONS_PRIVATE.Webhooks),
    transport: ctx.get(NOTIFICATIONS_PRIVATE.DiscordTransport),
    logger: ctx.get(PLATFORM.Logger),
    discord: ctx.get(NOTIFICATIONS.DiscordSwitch),
  }));
  bindClass(bind, NOTIFICATIONS.ResultsPushJob, NotifyPublishedResults, (ctx) => ({
    results: ctx.get(NOTIFICATIONS.Results),
    races: ctx.get(NOTIFICATIONS.Championships),
    accounts: ctx.get(NOTIFICATIONS.Accounts),
    notices: ctx.get(PLATFORM.DeviceNotices),
    settings: ctx.get(NOTIFICATIONS_PRIVATE.Settings),
    tx: ctx.get(PLATFORM.Tx),
  }));
});
