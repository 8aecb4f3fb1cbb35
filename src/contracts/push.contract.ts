/** Push notifications: the kinds a device may receive, the requests about devices and the admin's announcement (docs/adr/0056). */
import { z } from 'zod';

/** What a notification is about. Every kind is on for a device until its owner turns it off there. */
export const PUSH_KINDS = ['recordatorio', 'resultados', 'decision', 'oferta', 'apartado', 'suspension', 'aviso'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  recordatorio: 'Recordatorio de carrera',
  resultados: 'Resultados publicados, con tu posición',
  decision: 'Decisiones de los comisarios sobre ti',
  oferta: 'Lugar ofrecido desde la lista de espera',
  apartado: 'Lugar apartado por vencer',
  suspension: 'Suspensiones',
  aviso: 'Avisos de la liga a los inscritos',
};

export const PUSH_MSG = {
  subscribed: 'Notificaciones activadas en este dispositivo',
  unsubscribed: 'Dispositivo quitado: ya no recibirá notificaciones',
  signedOut: 'Este dispositivo ya no recibirá notificaciones',
  switchesSaved: 'Preferencias de notificaciones guardadas',
  deviceNotFound: 'Dispositivo no encontrado',
  deviceTaken: 'Este navegador se acaba de suscribir con otra cuenta; vuelve a intentarlo',
  endpointInvalid: 'La suscripción del navegador no es válida',
  keysInvalid: 'Faltan las claves de la suscripción del navegador',
  kindInvalid: 'Tipo de notificación desconocido',
  switchRequired: 'Indica si quieres recibir este tipo de notificación',
  championshipRequired: 'Elige el campeonato',
  championshipNotFound: 'Campeonato no encontrado',
  titleRequired: 'Escribe el título del aviso',
  titleTooLong: 'El título admite hasta 80 caracteres',
  bodyRequired: 'Escribe el texto del aviso',
  bodyTooLong: 'El texto admite hasta 240 caracteres',
  announced: 'Aviso en camino a los dispositivos de los inscritos',
} as const;

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: PUSH_MSG.endpointInvalid })
    .trim()
    .max(1000, PUSH_MSG.endpointInvalid)
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, PUSH_MSG.endpointInvalid),
  keys: z.object(
    {
      p256dh: z.string({ error: PUSH_MSG.keysInvalid }).regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, PUSH_MSG.keysInvalid),
      auth: z.string({ error: PUSH_MSG.keysInvalid }).regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, PUSH_MSG.keysInvalid),
    },
    { error: PUSH_MSG.keysInvalid },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** Signing out in a browser: its subscription's endpoint, the device to forget. */
export const pushSignOutSchema = pushSubscriptionSchema.pick({ endpoint: true });
export type PushSignOutInput = z.infer<typeof pushSignOutSchema>;

/** A device's switches: any subset of the kinds, each on or off. */
export const pushSwitchesSchema = z.object({
  tipos: z.partialRecord(z.enum(PUSH_KINDS, { error: PUSH_MSG.kindInvalid }), z.boolean({ error: PUSH_MSG.switchRequired }), { error: PUSH_MSG.kindInvalid }),
});
export type PushSwitchesInput = z.infer<typeof pushSwitchesSchema>;

/** 'Aviso a los inscritos': a short notice pushed to every device of everyone entered in a championship. */
export const pushAnnouncementSchema = z.object({
  campeonatoId: z.string({ error: PUSH_MSG.championshipRequired }).trim().min(1, PUSH_MSG.championshipRequired).max(100, PUSH_MSG.championshipNotFound),
  titulo: z.string({ error: PUSH_MSG.titleRequired }).trim().min(1, PUSH_MSG.titleRequired).max(80, PUSH_MSG.titleTooLong),
  cuerpo: z.string({ error: PUSH_MSG.bodyRequired }).trim().min(1, PUSH_MSG.bodyRequired).max(240, PUSH_MSG.bodyTooLong),
});
export type PushAnnouncementInput = z.infer<typeof pushAnnouncementSchema>;

/**
 * What a device receives, encrypted (RFC 8291): the service worker shows `titulo` and `cuerpo` and opens
 * `url`, a path of this site, on a click; `etiqueta` replaces an earlier notification with the same tag.
 */
export interface PushPayload {
  titulo: string;
  cuerpo: string;
  url: string;
  etiqueta?: string;
}
