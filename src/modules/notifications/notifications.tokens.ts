import type { ServiceIdentifier } from 'inversify';
import type { GetReminderPreference, SetReminderPreference } from './application/reminder-preference.use-case.js';
import type { SendRaceReminders } from './application/send-race-reminders.job.js';
import type { AnnounceNews } from './application/announce-news.job.js';
import type { DeliverDiscord } from './application/deliver-discord.job.js';
import type { GetDiscordSettings, SaveDiscordSettings, SendDiscordTest } from './application/discord-settings.use-case.js';

const token = <T>(name: string) => Symbol.for(`notifications.${name}`) as ServiceIdentifier<T>;

/** Notifications' public face: its use cases and the scheduled jobs the composition root hands to the scheduler. */
export const NOTIFICATIONS = {
  GetReminderPreference: token<GetReminderPreference>('GetReminderPreference'),
  SetReminderPreference: token<SetReminderPreference>('SetReminderPreference'),
  RaceRemindersJob: token<SendRaceReminders>('RaceRemindersJob'),
  GetDiscordSettings: token<GetDiscordSettings>('GetDiscordSettings'),
  SaveDiscordSettings: token<SaveDiscordSettings>('SaveDiscordSettings'),
  SendDiscordTest: token<SendDiscordTest>('SendDiscordTest'),
  AnnounceNewsJob: token<AnnounceNews>('AnnounceNewsJob'),
  DeliverDiscordJob: token<DeliverDiscord>('DeliverDiscordJob'),
};
