import type { ServiceIdentifier } from 'inversify';
import type { ReminderCandidates, ReminderLedger, ReminderPreferences } from './application/ports/reminders.port.js';

const token = <T>(name: string) => Symbol.for(`notifications.${name}`) as ServiceIdentifier<T>;

/** Notifications' insides: bound and read only within this module (never exported from index.ts). */
export const NOTIFICATIONS_PRIVATE = {
  ReminderCandidates: token<ReminderCandidates>('ReminderCandidates'),
  ReminderLedger: token<ReminderLedger>('ReminderLedger'),
  ReminderPreferences: token<ReminderPreferences>('ReminderPreferences'),
};
