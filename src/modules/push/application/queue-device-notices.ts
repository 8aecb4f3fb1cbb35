import type { Clock } from '../../../platform/clock.js';
import type { DeviceNotice, DeviceNotices } from '../../../platform/push/device-notices.port.js';
import type { Transaction } from '../../../platform/transactions.js';
import type { PushDevices, PushQueue } from './ports/push.port.js';

/**
 * PLATFORM.DeviceNotices as this module answers it: one row in the push outbox for each of the driver's
 * devices that has the notice's kind on, in the caller's transaction. The (device, notice key) pair is
 * unique, so raising the same notice again queues nothing.
 */
export class QueueDeviceNotices implements DeviceNotices {
  constructor(private readonly deps: { devices: PushDevices; queue: PushQueue; clock: Clock }) {}

  async notify(notice: DeviceNotice, trx: Transaction): Promise<void> {
    const devices = await this.deps.devices.wanting([notice.userId], notice.tipo, trx);
    if (devices.length === 0) return;
    await this.deps.queue.enqueue(
      devices.map((d) => ({ suscripcionId: d.id, userId: notice.userId, tipo: notice.tipo, clave: notice.clave, payload: notice.payload })),
      this.deps.clock.now(),
      trx,
    );
  }
}
