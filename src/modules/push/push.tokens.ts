import type { ServiceIdentifier } from 'inversify';
import type { DeviceNotices } from '../../platform/push/device-notices.port.js';
import type { AnnounceToEntrants, ListAnnouncements } from './application/announce.use-cases.js';
import type { DeliverPush } from './application/deliver-push.job.js';
import type { ForgetThisBrowser, GetPushKey, ListMyDevices, RemoveDevice, SubscribeDevice, UpdateDeviceSwitches } from './application/devices.use-cases.js';
import type { ChampionshipEntrants } from './application/ports/push.port.js';

const token = <T>(name: string) => Symbol.for(`push.${name}`) as ServiceIdentifier<T>;

/** Push's public face: its use cases, the delivery job, what it offers and the ports it needs filled (docs/adr/0056). */
export const PUSH = {
  /** Port filled by the composition root: a championship's name and who is entered (championships' CompetitionLookup). */
  Entrants: token<ChampionshipEntrants>('Entrants'),
  /** Offered: PLATFORM.DeviceNotices, the push outbox every module queues its drivers' notices in. */
  Notices: token<DeviceNotices>('Notices'),
  GetKey: token<GetPushKey>('GetKey'),
  ListMyDevices: token<ListMyDevices>('ListMyDevices'),
  Subscribe: token<SubscribeDevice>('Subscribe'),
  UpdateSwitches: token<UpdateDeviceSwitches>('UpdateSwitches'),
  RemoveDevice: token<RemoveDevice>('RemoveDevice'),
  ForgetThisBrowser: token<ForgetThisBrowser>('ForgetThisBrowser'),
  Announce: token<AnnounceToEntrants>('Announce'),
  ListAnnouncements: token<ListAnnouncements>('ListAnnouncements'),
  DeliverJob: token<DeliverPush>('DeliverJob'),
};
