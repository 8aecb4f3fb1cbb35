import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass, classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexPushAnnouncements, KnexPushDevices, KnexPushQueue } from './adapters/persistence/push.knex.js';
import { WebPushSender } from './adapters/web-push/web-push.sender.js';
import { AnnounceToEntrants, ListAnnouncements } from './application/announce.use-cases.js';
import { DeliverPush } from './application/deliver-push.job.js';
import { ForgetThisBrowser, GetPushKey, ListMyDevices, RemoveDevice, SubscribeDevice, UpdateDeviceSwitches } from './application/devices.use-cases.js';
import { QueueDeviceNotices } from './application/queue-device-notices.js';
import { PUSH_PRIVATE } from './push.private-tokens.js';
import { PUSH } from './push.tokens.js';

export const pushModule = new ContainerModule(({ bind }) => {
  const knex = (ctx: ResolutionContext) => ctx.get(PLATFORM.Knex);
  bind(PUSH_PRIVATE.Devices).toDynamicValue((ctx) => new KnexPushDevices(knex(ctx))).inSingletonScope();
  bind(PUSH_PRIVATE.Queue).toDynamicValue((ctx) => new KnexPushQueue(knex(ctx), ctx.get(PLATFORM.NewId))).inSingletonScope();
  bind(PUSH_PRIVATE.Announcements).toDynamicValue((ctx) => new KnexPushAnnouncements(knex(ctx))).inSingletonScope();
  bind(PUSH_PRIVATE.Sender).toDynamicValue((ctx) => new WebPushSender(ctx.get(PLATFORM.Config).vapid)).inSingletonScope();

  bindClass(bind, PUSH.Notices, QueueDeviceNotices, (ctx) => ({ devices: ctx.get(PUSH_PRIVATE.Devices), queue: ctx.get(PUSH_PRIVATE.Queue), clock: ctx.get(PLATFORM.Clock) }));
  bind(PUSH.GetKey).toDynamicValue((ctx) => new GetPushKey({ publicKey: ctx.get(PLATFORM.Config).vapid.publicKey })).inSingletonScope();

  const useCase = classBinder(bind, (ctx) => ({
    devices: ctx.get(PUSH_PRIVATE.Devices),
    queue: ctx.get(PUSH_PRIVATE.Queue),
    announcements: ctx.get(PUSH_PRIVATE.Announcements),
    entrants: ctx.get(PUSH.Entrants),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
    allowHttp: ctx.get(PLATFORM.Config).env === 'test',
  }));
  useCase(PUSH.ListMyDevices, ListMyDevices);
  useCase(PUSH.Subscribe, SubscribeDevice);
  useCase(PUSH.UpdateSwitches, UpdateDeviceSwitches);
  useCase(PUSH.RemoveDevice, RemoveDevice);
  useCase(PUSH.ForgetThisBrowser, ForgetThisBrowser);
  useCase(PUSH.Announce, AnnounceToEntrants);
  useCase(PUSH.ListAnnouncements, ListAnnouncements);

  bindClass(bind, PUSH.DeliverJob, DeliverPush, (ctx) => ({
    queue: ctx.get(PUSH_PRIVATE.Queue),
    devices: ctx.get(PUSH_PRIVATE.Devices),
    sender: ctx.get(PUSH_PRIVATE.Sender),
    logger: ctx.get(PLATFORM.Logger),
  }));
});
