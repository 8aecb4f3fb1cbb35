import type { AppContext } from '../../../src/container.js';
import type { TestApi } from '../identity/identity-fixtures.js';
import { bearer } from '../identity/identity-fixtures.js';

export { bearer, TINY_PNG, useTestApi } from '../identity/identity-fixtures.js';

/** The fields of a valid championship form; override any. */
export function championshipFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    nombreCampeonato: 'Copa Volcán GT3',
    categoria: 'Deportivos',
    detallesCampeonato: 'Ocho fechas en circuitos clásicos. Una carrera por semana.',
    reglas: 'Máximo 3 incidentes por carrera.',
    fechaInicio: '2026-04-01',
    fechaFin: '2026-06-30',
    participantesMaximos: '20',
    precio: '1500',
    'premios[primerPuesto]': 'Volante de simulador',
    'premios[segundoPuesto]': 'Pedales',
    'premios[tercerPuesto]': 'Playera oficial',
    ...overrides,
  };
}

/** POSTs a championship form as an admin; answers the response. */
export function postChampionship(t: TestApi, token: string, fields: Record<string, string>, cover?: Buffer) {
  let req = t.api.request.post('/api/campeonatos').set(bearer(token));
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  if (cover) req = req.attach('imagenPortada', cover, 'portada.png');
  return req;
}

export async function createChampionship(t: TestApi, token: string, overrides: Record<string, string> = {}): Promise<{ id: string } & Record<string, unknown>> {
  const res = await postChampionship(t, token, championshipFields(overrides));
  if (res.status !== 201) throw new Error(`championship not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export function raceFields(campeonato: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    campeonato,
    circuito: 'Autódromo Hermanos Rodríguez',
    fechaInicio: '2026-04-04',
    horaInicio: '20:00',
    hasPractice: 'true',
    practiceDuration: '15',
    hasQualy: 'true',
    qualyDuration: '10',
    hasRace: 'true',
    raceDuration: '45',
    incidents: '3',
    clima: 'Soleado',
    ...overrides,
  };
}

export function postRace(t: TestApi, token: string, fields: Record<string, string>, extras: { image?: Buffer; videos?: string[] } = {}) {
  let req = t.api.request.post('/api/carreras').set(bearer(token));
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  (extras.videos ?? []).forEach((v, i) => (req = req.field(`videos[${i}]`, v)));
  if (extras.image) req = req.attach('imgCircuito', extras.image, 'circuito.png');
  return req;
}

/** A championship with one race, made through the API; answers the race's id. */
export async function createRace(t: TestApi, token: string): Promise<string> {
  const championship = await createChampionship(t, token);
  const res = await postRace(t, token, raceFields(championship.id));
  if (res.status !== 201) throw new Error(`race not created: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data ?? res.body).id;
}

export async function count(context: AppContext, table: string): Promise<number> {
  const [{ n }] = await context.knex(table).count({ n: '*' });
  return Number(n);
}
