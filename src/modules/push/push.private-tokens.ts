import type { ServiceIdentifier } from 'inversify';
import type { PushAnnouncements, PushDevices, PushQueue, PushSender } from './application/ports/push.port.js';

const token = <T>(name: string) => Symbol.for(`push.${name}`) as ServiceIdentifier<T>;

/** Push's insides: bound and read only within this module (never exported from index.ts). */
export const PUSH_PRIVATE = {
  Devices: token<PushDevices>('Devices'),
  Queue: token<PushQueue>('Queue'),
  Announcements: token<PushAnnouncements>('Announcements'),
  Sender: token<PushSender>('Sender'),
};
