import { PUSH_MSG, pushSignOutSchema, pushSubscriptionSchema, pushSwitchesSchema } from '../../../contracts/push.contract.js';
import type { PushDeviceView } from '../../../contracts/push.views.js';
import type { Clock } from '../../../platform/clock.js';
import { NotFoundError, UnauthenticatedError, ValidationError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertMayAct, browserName, type Actor } from '../../identity/index.js';
import { switchesOf } from './switches.js';
import type { PushDevice, PushDevices } from './ports/push.port.js';

export function deviceView(d: PushDevice): PushDeviceView {
  return { id: d.id, navegador: d.navegador, creadoEn: d.createdAt, ultimoEnvio: d.lastSuccessAt, tipos: switchesOf(d.apagados) };
}

function signedIn(actor: Actor | undefined): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

/** The server's VAPID public key, which a browser needs to subscribe. */
export class GetPushKey {
  constructor(private readonly deps: { publicKey: string }) {}

  execute(): { clavePublica: string } {
    return { clavePublica: this.deps.publicKey };
  }
}

/** The signed-in driver's devices with their switches, the newest first. */
export class ListMyDevices {
  constructor(private readonly deps: { devices: PushDevices }) {}

  async execute(actor: Actor | undefined): Promise<PushDeviceView[]> {
    const me = signedIn(actor);
    return (await this.deps.devices.ofUser(me.id)).map(deviceView);
  }
}

/**
 * Turns notifications on in this browser for the signed-in driver: every kind on. The same browser
 * subscribing again (new keys, the profile opened again) keeps its device and its switches.
 */
export class SubscribeDevice {
  /** `allowHttp`: push services on plain http (the tests' stand-in); everywhere else only https ones are taken. */
  constructor(private readonly deps: { devices: PushDevices; clock: Clock; newId: IdGenerator; allowHttp?: boolean }) {}

  async execute(actor: Actor | undefined, input: unknown, userAgent: string | null | undefined): Promise<PushDeviceView> {
    const me = signedIn(actor);
    assertMayAct(me);
    const { endpoint, keys } = parseOrThrow(pushSubscriptionSchema, input);
    if (!this.deps.allowHttp && !endpoint.startsWith('https://')) throw new ValidationError(PUSH_MSG.endpointInvalid, { endpoint: PUSH_MSG.endpointInvalid });
    const device = await this.deps.devices.save({
      id: this.deps.newId(),
      userId: me.id,
      endpoint,
      p256dh: keys.p256dh.replace(/=+$/, ''),
      auth: keys.auth.replace(/=+$/, ''),
      navegador: browserName(userAgent).slice(0, 300),
      createdAt: this.deps.clock.now().toISOString(),
    });
    return deviceView(device);
  }
}

/** One of the signed-in driver's devices; another's answers as a device that does not exist. */
async function ownDevice(devices: PushDevices, actor: Actor, id: string): Promise<PushDevice> {
  const device = typeof id === 'string' && id.length <= 36 ? await devices.find(id) : null;
  if (!device || device.userId !== actor.id) throw new NotFoundError(PUSH_MSG.deviceNotFound, 'PUSH_DEVICE_NOT_FOUND');
  return device;
}

/** Turns kinds on or off for one of the driver's devices. */
export class UpdateDeviceSwitches {
  constructor(private readonly deps: { devices: PushDevices; clock: Clock }) {}

  async execute(actor: Actor | undefined, id: string, input: unknown): Promise<PushDeviceView> {
    const me = signedIn(actor);
    assertMayAct(me);
    const { tipos } = parseOrThrow(pushSwitchesSchema, input);
    await ownDevice(this.deps.devices, me, id);
    await this.deps.devices.setSwitches(id, tipos, this.deps.clock.now());
    return deviceView((await this.deps.devices.find(id))!);
  }
}

/** Removes one of the driver's devices: it receives nothing more (its queued pushes are dropped). */
export class RemoveDevice {
  constructor(private readonly deps: { devices: PushDevices }) {}

  async execute(actor: Actor | undefined, id: string): Promise<void> {
    const me = signedIn(actor);
    await ownDevice(this.deps.devices, me, id);
    if (!(await this.deps.devices.remove(id))) throw new NotFoundError(PUSH_MSG.deviceNotFound, 'PUSH_DEVICE_NOT_FOUND');
  }
}

/**
 * Signing out in a browser (docs/adr/0056, addendum): the signed-in driver's device with that browser's
 * endpoint is removed, so a shared phone receives nothing more of his; what was queued for it is dropped
 * as for any removed device. Answers alike whether there was one (a second tab signing out, a browser he
 * never subscribed): another driver's device is never touched.
 */
export class ForgetThisBrowser {
  constructor(private readonly deps: { devices: PushDevices }) {}

  async execute(actor: Actor | undefined, input: unknown): Promise<void> {
    const me = signedIn(actor);
    const { endpoint } = parseOrThrow(pushSignOutSchema, input);
    await this.deps.devices.removeEndpoint(me.id, endpoint);
  }
}
