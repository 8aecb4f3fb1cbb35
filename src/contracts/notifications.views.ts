/** Answers of the notification calls (docs/adr/0010). */
import type { DiscordChannel } from './notifications.contract.js';

export interface ReminderPreferenceView {
  recordatoriosCarreras: boolean;
}

/** One channel's webhook as the API shows it: never whole, only its start and the token's last 4 characters. */
export interface DiscordWebhookView {
  canal: DiscordChannel;
  configurado: boolean;
  /** 'https://discord.com/api/webhooks/…/abcd', or null when none is set. */
  url: string | null;
}

export interface DiscordSettingsAnswer {
  webhooks: DiscordWebhookView[];
  /** True while the league has Discord turned off as a processor (Ajustes › Privacidad): nothing is posted. */
  desactivado: boolean;
}

export interface ReminderPreferenceAnswer {
  message?: string;
  preferencia: ReminderPreferenceView;
}
