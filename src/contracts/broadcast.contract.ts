/**
 * The broadcast control ('Transmisión', docs/adr/0059): what the overlays of a championship show on the
 * stream, changed from the admin page by an admin or the broadcast team. Shared by the API and the page.
 */
import { z } from 'zod';

export * from './broadcast.messages.js';
import { BROADCAST_MSG, BROADCAST_PANELS } from './broadcast.messages.js';

const optionalKey = (max: number, message: string) =>
  z
    .union([z.string({ error: message }).trim().max(max, message), z.null()], { error: message })
    .transform((v) => (v === '' ? null : v))
    .optional();

/** PATCH /api/transmision/{campeonatoId}: only the fields sent change; null takes the driver off or goes back to the URL's class. */
export const changeBroadcastSchema = z
  .object({
    piloto: optionalKey(36, BROADCAST_MSG.driverNotInChampionship),
    oculto: z.array(z.string({ error: BROADCAST_MSG.unknownPanels(['?']) }).max(40), { error: BROADCAST_MSG.unknownPanels(['?']) }).max(BROADCAST_PANELS.length * 2).optional(),
    clase: optionalKey(120, BROADCAST_MSG.classNotInStandings),
  })
  .refine((v) => v.piloto !== undefined || v.oculto !== undefined || v.clase !== undefined, { message: BROADCAST_MSG.nothingToChange, path: ['_'] });
export type ChangeBroadcastRequest = z.input<typeof changeBroadcastSchema>;
