import type { PushKind, PushPayload } from '../../contracts/push.contract.js';
import type { Transaction } from '../transactions.js';

/**
 * One notice for one driver's devices: what it is about (`tipo`, which each device may have turned
 * off), the payload every device receives, and `clave`, the notice's identity: a device gets a notice
 * with the same key once, however many times the code that raises it runs.
 */
export interface DeviceNotice {
  userId: string;
  tipo: PushKind;
  clave: string;
  payload: PushPayload;
}

/**
 * Port filled by the composition root (the push module, docs/adr/0056): queues a push to each of the
 * driver's devices that wants this kind, in the transaction of the change it tells about, next to its
 * e-mail, so both are sent or neither is. A driver with no device: nothing is queued.
 */
export interface DeviceNotices {
  notify(notice: DeviceNotice, trx: Transaction): Promise<void>;
}
