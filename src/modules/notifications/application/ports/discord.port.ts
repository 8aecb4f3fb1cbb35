import type { Transaction } from '../../../../platform/transactions.js';
import type { DiscordChannel } from '../../../../contracts/notifications.contract.js';

/** A Discord embed, as the webhook API takes it. */
export interface DiscordEmbed {
  title: string;
  description?: string;
  url?: string;
  color?: number;
  fields?: { name: string; value: string; inline?: boolean }[];
  footer?: { text: string };
  timestamp?: string;
}

export interface DiscordMessage {
  content?: string;
  embeds: DiscordEmbed[];
}

/** Port: the webhook of each channel, kept secret (encrypted at rest). */
export interface DiscordWebhooks {
  get(canal: DiscordChannel): Promise<string | null>;
  set(canal: DiscordChannel, url: string | null, at: Date, trx?: Transaction): Promise<void>;
}

/** Port: small settings of the module (the instant announcements start from). */
export interface NotificationSettings {
  get(clave: string): Promise<string | null>;
  /** Stores `valor` unless the setting exists; answers the stored value. */
  init(clave: string, valor: string, at: Date): Promise<string>;
  /** Stores `valor`, replacing what the setting held. */
  put(clave: string, valor: string, at: Date): Promise<void>;
}

/** Thrown by a transport when Discord says to slow down (HTTP 429). */
export class DiscordRateLimited extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`Discord pidió esperar ${Math.ceil(retryAfterMs / 1000)} s (429)`);
  }
}

/** Port: posts one message to a webhook now, or throws (DiscordRateLimited for a 429). */
export interface DiscordTransport {
  post(webhookUrl: string, message: DiscordMessage): Promise<void>;
}

/** A message to post, and what it is about (its `clave`: one message per thing announced). */
export interface DiscordNotice {
  canal: DiscordChannel;
  clave: string;
  message: DiscordMessage;
}

/** Port: the durable outbox. `enqueue` ignores a notice whose clave is already there; answers whether it was added. */
export interface DiscordOutbox {
  enqueue(notice: DiscordNotice, options: { omitted: boolean }, at: Date): Promise<boolean>;
}
