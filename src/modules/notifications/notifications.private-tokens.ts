import type { ServiceIdentifier } from 'inversify';
import type { ReminderCandidates, ReminderFilters, ReminderLedger, ReminderPreferences } from './application/ports/reminders.port.js';
import type { DiscordDeliveries } from './application/ports/delivery.port.js';
import type { DiscordOutbox, DiscordTransport, DiscordWebhooks, NotificationSettings } from './application/ports/discord.port.js';
import type { AnnouncedKeys, NewsSource } from './application/ports/news.port.js';

const token = <T>(name: string) => Symbol.for(`notifications.${name}`) as ServiceIdentifier<T>;

/** Notifications' insides: bound and read only within this module (never exported from index.ts). */
export const NOTIFICATIONS_PRIVATE = {
  ReminderCandidates: token<ReminderCandidates>('ReminderCandidates'),
  ReminderFilters: token<ReminderFilters>('ReminderFilters'),
  ReminderLedger: token<ReminderLedger>('ReminderLedger'),
  ReminderPreferences: token<ReminderPreferences>('ReminderPreferences'),
  Settings: token<NotificationSettings>('Settings'),
  Webhooks: token<DiscordWebhooks>('Webhooks'),
  DiscordOutbox: token<DiscordOutbox & DiscordDeliveries>('DiscordOutbox'),
  DiscordTransport: token<DiscordTransport>('DiscordTransport'),
  News: token<NewsSource>('News'),
  AnnouncedKeys: token<AnnouncedKeys>('AnnouncedKeys'),
};
