import type { AppContext } from '../../../src/container.js';
import type { TestHttp } from '../../support/http.js';
import { bearer } from '../identity/identity-fixtures.js';

/** The instant the tests' clock starts at: well before the events they create. */
export const NOW = '2026-03-01T18:00:00.000Z';

export const EVENT_FIELDS = {
  nombre: 'Noche de GT3 en Monza',
  fechaInicio: '2026-03-14',
  horaInicio: '20:30',
  participantesMaximos: '12',
  hasPractice: 'true',
  practiceDuration: '15',
  hasQualy: 'true',
  qualyDuration: '10',
  hasRace: 'true',
  raceDuration: '45',
  incidents: '17',
  detalles: 'Carrera abierta para todos.\nTrae tu mejor reglaje.',
  reglas: 'Respeta los límites de pista.\nNada de chocar en la primera curva.',
} as const;

/** POST /api/eventos-unicos as multipart, the way the admin form sends it. */
export function postEvent(api: TestHttp, token: string, fields: Record<string, string | undefined>, cover?: { content: Buffer; name: string }) {
  let req = api.request.post('/api/eventos-unicos').set(bearer(token));
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) req = req.field(key, value);
  if (cover) req = req.attach('imagenPortada', cover.content, cover.name);
  return req;
}

export async function createEvent(api: TestHttp, token: string, fields: Record<string, string | undefined> = {}): Promise<{ id: string } & Record<string, unknown>> {
  const res = await postEvent(api, token, { ...EVENT_FIELDS, ...fields });
  if (res.status !== 201) throw new Error(`create event failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function participantCount(context: AppContext, eventId: string): Promise<number> {
  const [{ n }] = await context.knex('single_event_participants').where({ eventId }).count({ n: '*' });
  return Number(n);
}
