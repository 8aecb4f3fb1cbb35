/** Notification requests and messages: race reminders (the driver's profile) and Discord (the admin's 'Ajustes'). */
import { z } from 'zod';

export const NOTIFICATION_MSG = {
  reminderLabel: 'Recibir recordatorios de carreras por correo',
  reminderHelp: 'Te escribimos 24 horas antes de cada carrera y evento libre en el que estás inscrito.',
  reminderRequired: 'Indica si quieres recibir recordatorios',
  reminderSaved: 'Preferencia de recordatorios guardada',
  webhookInvalid: 'Debe ser una URL de webhook de Discord (https://discord.com/api/webhooks/…)',
  settingsSaved: 'Ajustes guardados',
  testSent: 'Mensaje de prueba enviado a Discord',
  channelNotConfigured: 'Ese canal no tiene un webhook configurado',
  channelInvalid: 'Canal desconocido: debe ser anuncios, resultados o comisarios',
} as const;

/** The Discord channels the league posts to, each with its own webhook. */
export const DISCORD_CHANNELS = ['anuncios', 'resultados', 'comisarios'] as const;
export type DiscordChannel = (typeof DISCORD_CHANNELS)[number];

export const DISCORD_CHANNEL_LABELS: Record<DiscordChannel, string> = {
  anuncios: 'Anuncios',
  resultados: 'Resultados',
  comisarios: 'Comisarios',
};

export const DISCORD_CHANNEL_HELP: Record<DiscordChannel, string> = {
  anuncios: 'Campeonatos y eventos libres nuevos, con sus inscripciones abiertas.',
  resultados: 'Resultados de cada carrera cuando se hacen públicos.',
  comisarios: 'Decisiones de los comisarios sobre los reportes.',
};

export const reminderPreferenceSchema = z.object({
  recordatoriosCarreras: z.boolean({ error: NOTIFICATION_MSG.reminderRequired }),
});
export type ReminderPreferenceInput = z.infer<typeof reminderPreferenceSchema>;

/** A Discord webhook: https on discord.com (or discordapp.com, ptb., canary.), /api/webhooks/<id>/<token>. */
export const DISCORD_WEBHOOK_PATTERN = /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api(?:\/v\d+)?\/webhooks\/\d{5,30}\/[\w-]{20,200}$/;

/**
 * One channel's field: a new webhook URL, '' to remove it, or absent (or the masked form the API
 * answered) to keep the one stored.
 */
const webhookField = z
  .string()
  .trim()
  .max(500, NOTIFICATION_MSG.webhookInvalid)
  .refine((v) => v === '' || v.includes('…') || DISCORD_WEBHOOK_PATTERN.test(v), NOTIFICATION_MSG.webhookInvalid)
  .optional();

export const discordSettingsSchema = z.object({
  anuncios: webhookField,
  resultados: webhookField,
  comisarios: webhookField,
});
export type DiscordSettingsInput = z.infer<typeof discordSettingsSchema>;

export const discordChannelSchema = z.enum(DISCORD_CHANNELS, { error: NOTIFICATION_MSG.channelInvalid });
