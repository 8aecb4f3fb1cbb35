import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../../src/container.js';
import { uploadsRoot } from '../../../src/platform/platform.container.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, postRace, raceFields } from '../championships/championship-fixtures.js';
import type { TestApi } from '../identity/identity-fixtures.js';

export { bearer, count, TINY_PNG } from '../championships/championship-fixtures.js';
export { queuedMails } from '../identity/identity-fixtures.js';

/** Before the championship's races: enrolment open. */
export const BEFORE_RACE = '2026-03-20T18:00:00.000Z';
/** The fixture race starts 2026-04-04 20:00 in Mexico City, 2026-04-05T02:00Z; this is 10 hours later. */
export const AFTER_RACE = '2026-04-05T12:00:00.000Z';
export const RACE_START = '2026-04-05T02:00:00.000Z';

export type Driver = Awaited<ReturnType<typeof createUser>>;

export interface League {
  admin: Driver;
  campeonatoId: string;
  carreraId: string;
  ana: Driver;
  beto: Driver;
}

export async function addRace(t: TestApi, token: string, campeonatoId: string, overrides: Record<string, string> = {}): Promise<string> {
  const res = await postRace(t, token, raceFields(campeonatoId, overrides));
  if (res.status !== 201) throw new Error(`race not created: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data ?? res.body).id;
}

export async function enrol(t: TestApi, adminToken: string, campeonatoId: string, usuarioId: string): Promise<void> {
  const res = await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(adminToken)).send({ campeonatoId, usuarioId });
  if (res.status !== 201) throw new Error(`enrolment failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** An admin, a championship with one race, and two enrolled drivers (Ana and Beto). Call with the clock before the race. */
export async function league(t: TestApi): Promise<League> {
  const admin = await createUser(t.context, { rol: 'admin', nombre: 'Comisario', apellido: 'Jefe' });
  const championship = await createChampionship(t, admin.token);
  const carreraId = await addRace(t, admin.token, championship.id);
  const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Ruiz' });
  const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Luna' });
  await enrol(t, admin.token, championship.id, ana.id);
  await enrol(t, admin.token, championship.id, beto.id);
  return { admin, campeonatoId: championship.id, carreraId, ana, beto };
}

export function reportFields(l: League, overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    usuarioDenunciado: l.beto.id,
    campeonato: l.campeonatoId,
    carrera: l.carreraId,
    vuelta: '7',
    descripcion: 'Me sacó de la pista en la curva 1 al frenar tarde.',
    ...overrides,
  };
}

/** POST /api/reportes as multipart, the way the report form sends it. */
export function postReport(t: TestApi, token: string | undefined, fields: Record<string, string | undefined>, shots: Array<{ content: Buffer; name: string }> = [], videos: string[] = []) {
  let req = t.api.request.post('/api/reportes');
  if (token) req = req.set(bearer(token));
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) req = req.field(key, value);
  videos.forEach((v, i) => (req = req.field(`videos[${i}]`, v)));
  for (const shot of shots) req = req.attach('capturasPantalla', shot.content, shot.name);
  return req;
}

/** Files a report and answers its id and number. */
export async function fileReport(t: TestApi, token: string, fields: Record<string, string | undefined>): Promise<{ id: string; numeroReporte: number }> {
  const res = await postReport(t, token, fields);
  if (res.status !== 201) throw new Error(`report not filed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body._id, numeroReporte: res.body.numeroReporte };
}

/** The screenshots stored on disk. */
export function storedScreenshots(context: AppContext): string[] {
  try {
    return readdirSync(path.join(uploadsRoot(context.config), 'report-screenshots'));
  } catch {
    return [];
  }
}

/** Empties the screenshot folder (the tables are emptied between tests, the data folder is not). */
export function clearScreenshots(context: AppContext): void {
  rmSync(path.join(uploadsRoot(context.config), 'report-screenshots'), { recursive: true, force: true });
}
