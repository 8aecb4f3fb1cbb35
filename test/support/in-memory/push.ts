import type { PushKind, PushPayload } from '../../../src/contracts/push.contract.js';
import type {
  ClaimedPush,
  NewPushDevice,
  PushDevice,
  PushDevices,
  PushOutcome,
  PushQueue,
  PushSender,
  PushTarget,
  QueuedPush,
} from '../../../src/modules/push/application/ports/push.port.js';
import type { DeviceNotice, DeviceNotices } from '../../../src/platform/push/device-notices.port.js';
import type { Snapshottable } from './transactions.js';

/** PLATFORM.DeviceNotices in memory: the notices raised, rolled back with the transaction that raised them. */
export class MemoryDeviceNotices implements DeviceNotices, Snapshottable {
  raised: DeviceNotice[] = [];

  async notify(notice: DeviceNotice): Promise<void> {
    this.raised.push(structuredClone(notice));
  }

  snapshot(): () => void {
    const copy = [...this.raised];
    return () => {
      this.raised = copy;
    };
  }
}

/** Devices and their switches in memory, with the rules of the database's (endpoint unique, switches per device). */
export class MemoryPushDevices implements PushDevices {
  readonly rows = new Map<string, PushDevice>();

  async save(device: NewPushDevice): Promise<PushDevice> {
    const existing = [...this.rows.values()].find((d) => d.endpoint === device.endpoint);
    if (existing && existing.userId === device.userId) {
      Object.assign(existing, { p256dh: device.p256dh, auth: device.auth, navegador: device.navegador });
      return structuredClone(existing);
    }
    if (existing) this.rows.delete(existing.id);
    const row: PushDevice = { ...device, lastSuccessAt: null, apagados: [] };
    this.rows.set(row.id, row);
    return structuredClone(row);
  }
  async find(id: string): Promise<PushDevice | null> {
    const row = this.rows.get(id);
    return row ? structuredClone(row) : null;
  }
  async ofUser(userId: string): Promise<PushDevice[]> {
    return [...this.rows.values()].filter((d) => d.userId === userId).map((d) => structuredClone(d));
  }
  async wanting(userIds: readonly string[], tipo: PushKind): Promise<PushDevice[]> {
    return [...this.rows.values()].filter((d) => userIds.includes(d.userId) && !d.apagados.includes(tipo)).map((d) => structuredClone(d));
  }
  async setSwitches(id: string, tipos: Partial<Record<PushKind, boolean>>): Promise<void> {
    const row = this.rows.get(id);
    if (!row) return;
    for (const [tipo, on] of Object.entries(tipos) as [PushKind, boolean][]) {
      row.apagados = on ? row.apagados.filter((k) => k !== tipo) : [...new Set([...row.apagados, tipo])];
    }
  }
  async remove(id: string): Promise<boolean> {
    return this.rows.delete(id);
  }
  async removeEndpoint(userId: string, endpoint: string): Promise<boolean> {
    const row = [...this.rows.values()].find((d) => d.userId === userId && d.endpoint === endpoint);
    return row ? this.rows.delete(row.id) : false;
  }
  async markSuccess(id: string, at: Date): Promise<void> {
    const row = this.rows.get(id);
    if (row) row.lastSuccessAt = at.toISOString();
  }
}

export interface MemoryPush extends QueuedPush {
  id: string;
  status: 'pendiente' | 'enviado' | 'fallido' | 'caducado';
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
}

/** The push outbox in memory: (device, key) unique, due rows claimed in order. */
export class MemoryPushQueue implements PushQueue {
  readonly rows: MemoryPush[] = [];
  constructor(private readonly devices: MemoryPushDevices) {}

  async enqueue(pushes: readonly QueuedPush[], at: Date): Promise<number> {
    let added = 0;
    for (const p of pushes) {
      if (this.rows.some((r) => r.suscripcionId === p.suscripcionId && r.clave === p.clave)) continue;
      this.rows.push({ ...structuredClone(p), id: `push-${this.rows.length + 1}`, status: 'pendiente', attempts: 0, nextAttemptAt: at.getTime(), lastError: null });
      added += 1;
    }
    return added;
  }
  async claim(now: Date): Promise<ClaimedPush[]> {
    return this.rows
      .filter((r) => r.status === 'pendiente' && r.nextAttemptAt <= now.getTime())
      .map((r) => {
        const d = this.devices.rows.get(r.suscripcionId);
        return { id: r.id, suscripcionId: r.suscripcionId, attempts: r.attempts, payload: structuredClone(r.payload), device: d ? { endpoint: d.endpoint, p256dh: d.p256dh, auth: d.auth } : null };
      });
  }
  private row(id: string): MemoryPush {
    return this.rows.find((r) => r.id === id)!;
  }
  async markSent(id: string, attempts: number): Promise<void> {
    Object.assign(this.row(id), { status: 'enviado', attempts, lastError: null });
  }
  async retryLater(id: string, attempts: number, nextAttemptAt: number | null, error: string): Promise<void> {
    Object.assign(this.row(id), { status: nextAttemptAt === null ? 'fallido' : 'pendiente', attempts, lastError: error, ...(nextAttemptAt === null ? {} : { nextAttemptAt }) });
  }
  async postpone(id: string, nextAttemptAt: number, reason: string): Promise<void> {
    Object.assign(this.row(id), { nextAttemptAt, lastError: reason });
  }
  async expire(id: string, reason: string): Promise<void> {
    Object.assign(this.row(id), { status: 'caducado', lastError: reason });
  }
}

/** A push service's answers in order, per endpoint (201 when none is left), and what it was sent. */
export class ScriptedPushSender implements PushSender {
  readonly sent: Array<{ endpoint: string; payload: PushPayload }> = [];
  private readonly script = new Map<string, PushOutcome[]>();

  answer(endpoint: string, ...outcomes: PushOutcome[]): void {
    this.script.set(endpoint, [...(this.script.get(endpoint) ?? []), ...outcomes]);
  }
  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    this.sent.push({ endpoint: target.endpoint, payload });
    return this.script.get(target.endpoint)?.shift() ?? { estado: 'enviado' };
  }
}
