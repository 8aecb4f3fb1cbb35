import type { ServiceIdentifier } from 'inversify';
import type { GetReminderPreference, SetReminderPreference } from './application/reminder-preference.use-case.js';
import type { SendRaceReminders } from './application/send-race-reminders.job.js';
import type { AnnounceNews } from './application/announce-news.job.js';
import type { DeliverDiscord } from './application/deliver-discord.job.js';
import type { ChampionshipSource, DecisionSource, DiscordMentions, DriverAccounts, DriverContacts, RaceSuspensions, ResultSource, SingleEventSource } from './application/ports/sources.port.js';
import type { NotifyPublishedResults } from './application/notify-published-results.job.js';
import type { GetDiscordSettings, SaveDiscordSettings, SendDiscordTest } from './application/discord-settings.use-case.js';

const token = <T>(name: string) => Symbol.for(`notifications.${name}`) as ServiceIdentifier<T>;

/**
 * Notifications' public face: its use cases, the scheduled jobs the composition root hands to the
 * scheduler, and the ports it needs filled with what the owners of the facts offer (docs/adr/0023).
 */
export const NOTIFICATIONS = {
  /** Port filled by the composition root: championships and races (championships' Digest). */
  Championships: token<ChampionshipSource>('Championships'),
  /** Port filled by the composition root: free events (single events' Digest). */
  SingleEvents: token<SingleEventSource>('SingleEvents'),
  /** Port filled by the composition root: results made public (results' PublishedResults). */
  Results: token<ResultSource>('Results'),
  /** Port filled by the composition root: stewards' decisions (stewarding's DecisionDigest). */
  Decisions: token<DecisionSource>('Decisions'),
  /** Port filled by the composition root: drivers' names and addresses by id (identity's DriverCards). */
  Drivers: token<DriverContacts>('Drivers'),
  /** Port filled by the composition root: the site account holding each iRacing customer id (identity's IracingAccounts). */
  Accounts: token<DriverAccounts>('Accounts'),
  /** Port filled by the composition root: who allowed being named on Discord (privacy's choices). */
  Mentions: token<DiscordMentions>('Mentions'),
  /** Port filled by the composition root: whether the league uses Discord as a processor (privacy settings). */
  DiscordSwitch: token<{ isOn(): Promise<boolean> }>('DiscordSwitch'),
  /** Port filled by the composition root: who is suspended from which race (STEWARDING.Suspensions). */
  Suspensions: token<RaceSuspensions>('Suspensions'),
  GetReminderPreference: token<GetReminderPreference>('GetReminderPreference'),
  SetReminderPreference: token<SetReminderPreference>('SetReminderPreference'),
  RaceRemindersJob: token<SendRaceReminders>('RaceRemindersJob'),
  GetDiscordSettings: token<GetDiscordSettings>('GetDiscordSettings'),
  SaveDiscordSettings: token<SaveDiscordSettings>('SaveDiscordSettings'),
  SendDiscordTest: token<SendDiscordTest>('SendDiscordTest'),
  AnnounceNewsJob: token<AnnounceNews>('AnnounceNewsJob'),
  DeliverDiscordJob: token<DeliverDiscord>('DeliverDiscordJob'),
  /** Pushes each driver his position once his race's results are public (docs/adr/0056). */
  ResultsPushJob: token<NotifyPublishedResults>('ResultsPushJob'),
};
