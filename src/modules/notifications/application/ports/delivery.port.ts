import type { DiscordChannel } from '../../../../contracts/notifications.contract.js';
import type { DiscordMessage } from './discord.port.js';

export interface ClaimedDelivery {
  id: string;
  canal: DiscordChannel;
  message: DiscordMessage;
  attempts: number;
}

/** Port: the delivery side of the Discord outbox. */
export interface DiscordDeliveries {
  /** Claims due pending messages under a lease (atomic: two servers never claim the same row). */
  claim(now: Date): Promise<ClaimedDelivery[]>;
  markSent(id: string, attempts: number, at: Date): Promise<void>;
  /** Records a failed attempt: due again at `nextAttemptAt`, or failed for good when null. */
  retryLater(id: string, attempts: number, nextAttemptAt: number | null, error: string): Promise<void>;
  /** Back to pending at `nextAttemptAt` without counting an attempt (Discord's 429). */
  postpone(id: string, nextAttemptAt: number, reason: string): Promise<void>;
  release(ids: string[]): Promise<void>;
  omit(id: string): Promise<void>;
}
