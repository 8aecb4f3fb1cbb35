import type { PushKind, PushPayload } from '../../../../contracts/push.contract.js';
import type { Transaction } from '../../../../platform/transactions.js';

/** Where a push service takes a device's pushes, and the device's keys (RFC 8291). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A browser a driver turned notifications on in. */
export interface PushDevice extends PushTarget {
  id: string;
  userId: string;
  navegador: string;
  createdAt: string;
  lastSuccessAt: string | null;
  /** The kinds this device turned off; every other kind is on. */
  apagados: PushKind[];
}

export type NewPushDevice = Omit<PushDevice, 'lastSuccessAt' | 'apagados'>;

/** Port: the drivers' devices and their switches. */
export interface PushDevices {
  /**
   * Keeps a browser's subscription for the driver: the same endpoint again keeps its device (new keys),
   * an endpoint another account had becomes a new device of this one (that account's switches gone).
   */
  save(device: NewPushDevice, trx?: Transaction): Promise<PushDevice>;
  find(id: string, trx?: Transaction): Promise<PushDevice | null>;
  ofUser(userId: string): Promise<PushDevice[]>;
  /** The devices of these drivers that have this kind on. */
  wanting(userIds: readonly string[], tipo: PushKind, trx?: Transaction): Promise<PushDevice[]>;
  setSwitches(id: string, tipos: Partial<Record<PushKind, boolean>>, at: Date, trx?: Transaction): Promise<void>;
  remove(id: string, trx?: Transaction): Promise<boolean>;
  /** Removes the driver's device with this endpoint, if he has one (another driver's is left alone). */
  removeEndpoint(userId: string, endpoint: string): Promise<boolean>;
  markSuccess(id: string, at: Date): Promise<void>;
}

/** One push to queue: one device, one notice. */
export interface QueuedPush {
  suscripcionId: string;
  userId: string;
  tipo: PushKind;
  clave: string;
  avisoId?: string;
  payload: PushPayload;
}

/** A queued push claimed for delivery, with its device (null when the device was removed since). */
export interface ClaimedPush {
  id: string;
  suscripcionId: string;
  attempts: number;
  payload: PushPayload;
  device: PushTarget | null;
}

/** Port: the push outbox (one row per device and notice, docs/adr/0056). */
export interface PushQueue {
  /** Queues what is not queued yet (the (device, notice) pair is unique); answers how many were new. */
  enqueue(pushes: readonly QueuedPush[], at: Date, trx?: Transaction): Promise<number>;
  /** Claims due pending pushes under a lease (atomic: two servers never claim the same row). */
  claim(now: Date): Promise<ClaimedPush[]>;
  markSent(id: string, attempts: number, at: Date): Promise<void>;
  /** Records a failed attempt: due again at `nextAttemptAt`, or failed for good when null. */
  retryLater(id: string, attempts: number, nextAttemptAt: number | null, error: string): Promise<void>;
  /** Back to pending at `nextAttemptAt` without counting an attempt (the push service's 429). */
  postpone(id: string, nextAttemptAt: number, reason: string): Promise<void>;
  /** The device is gone (404/410, or removed since): the push is recorded as `caducado`. */
  expire(id: string, reason: string): Promise<void>;
}

/**
 * What a push service answered: accepted; the subscription is gone (404, 410); try again later (429,
 * 5xx, no answer), after `retryAfterMs` when it said so; or refused for good (any other 4xx).
 */
export type PushOutcome =
  | { estado: 'enviado' }
  | { estado: 'caducado'; detalle: string }
  | { estado: 'reintentar'; detalle: string; limitado: boolean; retryAfterMs?: number }
  | { estado: 'rechazado'; detalle: string };

/** Port: signs (VAPID), encrypts (RFC 8291) and posts one push. Adapter: WebPushSender. */
export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

export interface PushAnnouncement {
  id: string;
  campeonatoId: string;
  campeonato: string;
  titulo: string;
  cuerpo: string;
  autorId: string | null;
  createdAt: string;
}

export interface PushAnnouncementTally extends PushAnnouncement {
  dispositivos: number;
  enviados: number;
  fallidos: number;
  pendientes: number;
}

/** Port: the admins' announcements, with how their pushes went. */
export interface PushAnnouncements {
  insert(announcement: PushAnnouncement, trx: Transaction): Promise<void>;
  find(id: string): Promise<PushAnnouncementTally | null>;
  latest(limit: number): Promise<PushAnnouncementTally[]>;
}

/** Port filled by the composition root (championships' CompetitionLookup): a championship's name and who is entered. */
export interface ChampionshipEntrants {
  championships(ids: readonly string[]): Promise<Array<{ id: string; nombreCampeonato: string }>>;
  enrolledUserIds(campeonatoId: string): Promise<string[]>;
}
