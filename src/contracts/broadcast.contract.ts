/**
 * The broadcast control ('Transmisión', docs/adr/0059): what the overlays of a championship show on the
 * stream, changed from the admin page by an admin or the broadcast team. Shared by the API and the page.
 */
import { z } from 'zod';

export * from './broadcast.messages.js';
import { BROADCAST_MSG, BROADCAST_PANELS, OVERLAY_KINDS, OVERLAY_MAX_ROWS } from './broadcast.messages.js';

const optionalKey = (max: number, message: string) =>
  z
    .union([z.string({ error: message }).trim().max(max, message), z.null()], { error: message })
    .transform((v) => (v === '' ? null : v))
    .optional();

/** PUT /api/transmision/{campeonatoId}: only the fields sent change; null takes the driver off or goes back to the URL's class. */
export const changeBroadcastSchema = z
  .object({
    piloto: optionalKey(36, BROADCAST_MSG.driverNotInChampionship),
    oculto: z.array(z.string({ error: BROADCAST_MSG.unknownPanels(['?']) }).max(40), { error: BROADCAST_MSG.unknownPanels(['?']) }).max(BROADCAST_PANELS.length * 2).optional(),
    clase: optionalKey(120, BROADCAST_MSG.classNotInStandings),
  })
  .refine((v) => v.piloto !== undefined || v.oculto !== undefined || v.clase !== undefined, { message: BROADCAST_MSG.nothingToChange, path: ['_'] });
export type ChangeBroadcastRequest = z.input<typeof changeBroadcastSchema>;

/** The 'Transmisión' page's link builder: one overlay's options (the server reads the same ones from the link). */
export const overlayLinkSchema = z.object({
  tipo: z.enum(OVERLAY_KINDS, { error: 'Elige un overlay' }),
  campeonato: z.string({ error: 'Elige un campeonato' }).trim().min(1, 'Elige un campeonato'),
  clase: z.string().trim().max(120).optional(),
  filas: z.coerce
    .number({ error: `Las filas deben ser un número entero del 1 al ${OVERLAY_MAX_ROWS}` })
    .int(`Las filas deben ser un número entero del 1 al ${OVERLAY_MAX_ROWS}`)
    .min(1, `Las filas deben ser un número entero del 1 al ${OVERLAY_MAX_ROWS}`)
    .max(OVERLAY_MAX_ROWS, `Las filas deben ser un número entero del 1 al ${OVERLAY_MAX_ROWS}`),
  columnas: z.array(z.string()),
  tema: z.enum(['oscuro', 'claro']),
  posicion: z.enum(['izquierda', 'centro', 'derecha']),
  animaciones: z.boolean(),
  piloto: z.string().trim().max(36).optional(),
});
export type OverlayLinkForm = z.input<typeof overlayLinkSchema>;
