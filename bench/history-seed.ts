// A league's history, built through the site's own use cases (docs/adr/0061): SERIES series, one edition
// a season each, every edition with its races' iRacing events imported (DRIVERS invented drivers with
// site accounts, all entered) and, once its races are run, its season closed — so one season and ten
// seasons are the same league, older. Reusable: it adds only the seasons the database does not have yet.
// `extras` lets a bench add to each new edition (payments while its entry is open, reports once its
// events are imported, before its season is closed).
import { CHAMPIONSHIPS } from '../src/modules/championships/index.js';
import { IDENTITY } from '../src/modules/identity/index.js';
import { RESULTS } from '../src/modules/results/index.js';
import { SEASONS } from '../src/modules/seasons/index.js';
import { demoRaceExport } from '../src/demo/demo-results.js';
import type { RunningServer } from '../src/server.js';

export const HISTORY = {
  series: Number(process.env.HISTORY_SERIES ?? 10),
  drivers: Number(process.env.HISTORY_DRIVERS ?? 40),
  eventsPerEdition: Number(process.env.HISTORY_EVENTS ?? 3),
  /** The first season's year (HISTORY_FIRST_SEASON): seasons whose races are still to come stay open. */
  firstSeason: Number(process.env.HISTORY_FIRST_SEASON ?? 2017),
};
/** demoRaceExport's customer ids: 900 001 on, in the order of the names given. */
const FIRST_CUST_ID = 900_001;
/** The league's admin: every season is made in its name; a bench signs in as it. */
export const HISTORY_ADMIN = { email: 'historia@medicion.test', password: 'secreto-de-medicion' };
const ADMIN_EMAIL = HISTORY_ADMIN.email;

async function account(server: Pick<RunningServer, 'context'>, nombre: string, apellido: string, email: string) {
  const outcome = await server.context.container.get(IDENTITY.RegisterUser).execute({ nombre, apellido, email, password: HISTORY_ADMIN.password });
  if (!outcome.created) throw new Error(`${email} ya tenía una cuenta`);
  return outcome.user;
}

/** The admin and the drivers (made once), and the first driver's id (in every event). */
async function people(server: Pick<RunningServer, 'context'>): Promise<{ actor: HistoryActor; driverIds: string[]; names: string[] }> {
  const { knex } = server.context;
  let admin = await knex('users').where({ email: ADMIN_EMAIL }).first();
  if (!admin) {
    admin = await account(server, 'Directora', 'Historia', ADMIN_EMAIL);
  }
  // The league's owner, a superadmin (the audit log and cancelled accounts' data are theirs alone), with a
  // promotion's week to add a second factor (docs/adr/0046) from each run: a bench signs in and asks every admin list.
  await knex('users').where({ id: admin.id }).update({ rol: 'superadmin', segundoFactorPlazo: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString() });
  const driverIds: string[] = [];
  const names: string[] = [];
  for (let i = 0; i < HISTORY.drivers; i++) {
    const email = `historia${i + 1}@medicion.test`;
    let driver = await knex('users').where({ email }).first();
    if (!driver) {
      driver = await account(server, 'Piloto', `Historia ${i + 1}`, email);
      await knex('users').where({ id: driver.id }).update({ iracingId: FIRST_CUST_ID + i });
    }
    driverIds.push(String(driver.id));
    names.push(`Piloto Historia ${i + 1}`);
  }
  return { actor: { id: String(admin.id), rol: 'superadmin', suspendido: false }, driverIds, names };
}

export interface HistoryActor {
  id: string;
  rol: 'superadmin';
  suspendido: boolean;
}

type EditionPlace = { s: number; y: number; driverIds: string[] };

/** What a bench adds to each edition it creates: `s` the series, `y` the season (0 the first), the league's drivers. */
export interface EditionExtras {
  /** The edition's places (80 when not said). */
  capacity?: number;
  /** While its entry is open, after the drivers are entered. */
  whileOpen?(actor: HistoryActor, championshipId: string, at: EditionPlace): Promise<void>;
  /** Once its events are imported, with its races' ids. */
  afterImport?(actor: HistoryActor, championshipId: string, raceIds: string[], at: EditionPlace): Promise<void>;
}

/** Makes the league `seasons` seasons old (adding what is missing); answers the first driver's id. */
export async function seedHistory(server: Pick<RunningServer, 'context'>, seasons: number, extras: EditionExtras = {}): Promise<{ driverId: string; driverIds: string[]; actor: HistoryActor }> {
  const { container, knex } = server.context;
  const { actor, driverIds, names } = await people(server);
  for (let s = 0; s < HISTORY.series; s++) {
    const nombre = `Serie Historia ${s + 1}`;
    const existing = await knex('series').where({ nombre }).first();
    const serieId = existing ? String(existing.id) : (await container.get(SEASONS.CreateSeries).execute(actor, { fields: { nombre, categoria: 'Deportivos', descripcion: 'Una edición por temporada.' } })).id;
    for (let y = 0; y < seasons; y++) {
      const temporada = HISTORY.firstSeason + y;
      if (await knex('series_editions').where({ serieId, temporada }).first()) continue;
      const championship = await container.get(CHAMPIONSHIPS.CreateChampionship).execute(actor, {
        fields: {
          nombreCampeonato: `${nombre} ${temporada}`,
          categoria: 'Deportivos',
          detallesCampeonato: 'Tres fechas por temporada.',
          // Entered while open, then dated in its season (an admin's manual entry needs open enrolment).
          fechaInicio: '2099-03-01',
          fechaFin: '2099-05-31',
          participantesMaximos: String(extras.capacity ?? 80),
          precio: '0',
          premios: { primerPuesto: 'A', segundoPuesto: 'B', tercerPuesto: 'C' },
          serieId,
          temporada: String(temporada),
        },
      });
      for (const usuarioId of driverIds) await container.get(CHAMPIONSHIPS.EnrolUser).execute(actor, { campeonatoId: championship.id, usuarioId });
      await extras.whileOpen?.(actor, championship.id, { s, y, driverIds });
      await container.get(CHAMPIONSHIPS.UpdateChampionship).execute(actor, championship.id, { fields: { fechaInicio: `${temporada}-03-01`, fechaFin: `${temporada}-05-31` } });
      const raceIds: string[] = [];
      for (let e = 0; e < HISTORY.eventsPerEdition; e++) {
        const day = `${temporada}-0${3 + e}-07`;
        const race = await container.get(CHAMPIONSHIPS.CreateRace).execute(actor, {
          fields: { campeonato: championship.id, circuito: `Circuito ${e + 1}`, fechaInicio: day, horaInicio: '20:00', hasRace: 'true', raceDuration: '45', incidents: '3', clima: 'Soleado' },
        });
        const subsessionId = 870_000_000 + (s * 100 + y) * 10 + e;
        const file = demoRaceExport({ subsessionId, sessionName: championship.nombreCampeonato, track: race.circuito, start: new Date(`${day}T02:00:00.000Z`), raceMinutes: 45, drivers: names, round: s * 10 + y });
        await container.get(RESULTS.ImportEventFile).execute(actor, { bytes: JSON.stringify(file), carreraId: race.id });
        raceIds.push(race.id);
      }
      await extras.afterImport?.(actor, championship.id, raceIds, { s, y, driverIds });
      // A season already run (its races end in May) is closed, so the hall of champions and the archive have its champions.
      if (Date.parse(`${temporada}-06-01T00:00:00.000Z`) < Date.now()) await container.get(SEASONS.CloseSeason).execute(actor, championship.id);
    }
  }
  return { driverId: driverIds[0]!, driverIds, actor };
}
