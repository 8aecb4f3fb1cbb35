import { DISCORD_CHANNELS, discordChannelSchema, discordSettingsSchema, NOTIFICATION_MSG, type DiscordChannel } from '../../../contracts/notifications.contract.js';
import type { DiscordSettingsAnswer, DiscordWebhookView } from '../../../contracts/notifications.views.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { ConflictError, ServiceUnavailableError, ValidationError } from '../../../platform/errors.js';
import { PROCESSOR_OFF_MSG } from '../../../contracts/privacy.messages.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { testEmbeds } from './discord-embeds.js';
import { NEWS_SINCE } from './announce-news.job.js';
import { DiscordRateLimited, type DiscordTransport, type DiscordWebhooks, type NotificationSettings } from './ports/discord.port.js';

/** A webhook as the API shows it: its start and the last 4 characters of its token, never the rest. */
export function maskWebhook(url: string): string {
  const origin = url.match(/^https:\/\/[^/]+/)?.[0] ?? '';
  return `${origin}/api/webhooks/…/${url.slice(-4)}`;
}

interface Deps {
  webhooks: DiscordWebhooks;
  transport: DiscordTransport;
  clock: Clock;
  settings: NotificationSettings;
  /** Whether the league uses Discord as a processor (privacy settings); stand-ins without it use it. */
  discord?: { isOn(): Promise<boolean> };
}

async function settingsOf(webhooks: DiscordWebhooks, discord: Deps['discord']): Promise<DiscordSettingsAnswer> {
  const views: DiscordWebhookView[] = [];
  for (const canal of DISCORD_CHANNELS) {
    const url = await webhooks.get(canal);
    views.push({ canal, configurado: url !== null, url: url === null ? null : maskWebhook(url) });
  }
  return { webhooks: views, desactivado: discord ? !(await discord.isOn()) : false };
}

/** The admin's 'Ajustes': each channel's webhook, masked. */
export class GetDiscordSettings {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor): Promise<DiscordSettingsAnswer> {
    assertAdmin(actor);
    return settingsOf(this.deps.webhooks, this.deps.discord);
  }
}

/**
 * Saves the webhooks: a new URL replaces the channel's, '' removes it, the masked form (or nothing)
 * keeps it. All fields are checked before anything is stored. The first webhook saved starts the
 * announcements (`discord.avisosDesde`, kept afterwards): what is created from then on is announced,
 * even when the news job first runs much later (cron, SCHEDULER=false).
 */
export class SaveDiscordSettings {
  constructor(private readonly deps: Deps & { tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, input: unknown): Promise<DiscordSettingsAnswer> {
    assertAdmin(actor);
    const fields = parseOrThrow(discordSettingsSchema, input);
    const changes: [DiscordChannel, string | null, string | null][] = [];
    for (const canal of DISCORD_CHANNELS) {
      const value = fields[canal];
      if (value === undefined) continue;
      if (value.includes('…')) {
        const current = await this.deps.webhooks.get(canal);
        if (current === null || maskWebhook(current) !== value) throw new ValidationError(NOTIFICATION_MSG.webhookInvalid, { [canal]: NOTIFICATION_MSG.webhookInvalid });
        continue;
      }
      const before = await this.deps.webhooks.get(canal);
      const after = value === '' ? null : value;
      if (before !== after) changes.push([canal, after, before]);
    }
    const now = this.deps.clock.now();
    if (changes.length > 0) {
      await this.deps.tx.run(async (trx) => {
        for (const [canal, url] of changes) await this.deps.webhooks.set(canal, url, now, trx);
        // A webhook's address holds its token: only its masked form is kept.
        const shown = (url: string | null) => (url === null ? null : maskWebhook(url));
        const cambios = changes.map(([canal, url, before]) => ({ campo: canal, antes: shown(before), despues: shown(url) }));
        await this.deps.audit.record({ actor, accion: 'ajustes.discord', objeto: { tipo: 'ajustes', id: 'discord', nombre: 'Canales de Discord' }, cambios }, trx);
      });
    }
    if (changes.some(([, url]) => url !== null)) await this.deps.settings.init(NEWS_SINCE, now.toISOString(), now);
    return settingsOf(this.deps.webhooks, this.deps.discord);
  }
}

/** 'Enviar prueba': posts a test message to a channel now and says whether Discord took it. */
export class SendDiscordTest {
  constructor(private readonly deps: Deps & { tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, canalInput: unknown): Promise<void> {
    assertAdmin(actor);
    const canal = parseOrThrow(discordChannelSchema, canalInput);
    if (this.deps.discord && !(await this.deps.discord.isOn())) throw new ConflictError('PROCESSOR_OFF', PROCESSOR_OFF_MSG.discord);
    const url = await this.deps.webhooks.get(canal);
    if (!url) throw new ConflictError('DISCORD_NOT_CONFIGURED', NOTIFICATION_MSG.channelNotConfigured, { [canal]: NOTIFICATION_MSG.channelNotConfigured });
    try {
      await this.deps.transport.post(url, testEmbeds(canal, this.deps.clock.now()));
    } catch (err) {
      const detail = err instanceof DiscordRateLimited ? `Discord pidió esperar ${Math.ceil(err.retryAfterMs / 1000)} s antes de otro mensaje` : 'Discord no aceptó el mensaje; revisa que el webhook exista';
      throw new ServiceUnavailableError('DISCORD_UNAVAILABLE', `No se pudo enviar la prueba: ${detail}.`, err);
    }
    // The message went out: recorded with the channel and the webhook masked (its address holds its token).
    await this.deps.tx.run((trx) =>
      this.deps.audit.record({ actor, accion: 'ajustes.discord-probado', objeto: { tipo: 'ajustes', id: 'discord', nombre: 'Canales de Discord' }, cambios: [{ campo: canal, antes: null, despues: `Prueba enviada a ${maskWebhook(url)}` }] }, trx),
    );
  }
}
