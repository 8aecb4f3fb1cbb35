// A league's history, built through the site's own use cases (docs/adr/0061): SERIES series, one edition
// a season each, every edition with its races' iRacing events imported (DRIVERS invented drivers with
// site accounts, all entered) and, once its races are run, its season closed — so one season and ten
// seasons are the same league, older. Reusable: it adds only the seasons the database does not have yet.
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
const ADMIN_EMAIL = 'historia@medicion.test';

async function account(server: RunningServer, nombre: string, apellido: string, email: string) {
  const outcome = await server.context.container.get(IDENTITY.RegisterUser).execute({ nombre, apellido, email, password: 'secreto-de-medicion' });
  if (!outcome.created) throw new Error(`${email} ya tenía una cuenta`);
  return outcome.user;
}

/** The admin and the drivers (made once), and the first driver's id (in every event). */
async function people(server: RunningServer): Promise<{ actor: { id: string; rol: 'admin'; suspendido: boolean }; driverIds: string[]; names: string[] }> {
  const { knex } = server.context;
  let admin = await knex('users').where({ email: ADMIN_EMAIL }).first();
  if (!admin) {
    admin = await account(server, 'Directora', 'Historia', ADMIN_EMAIL);
    await knex('users').where({ id: admin.id }).update({ rol: 'admin' });
  }
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
  return { actor: { id: String(admin.id), rol: 'admin', suspendido: false }, driverIds, names };
}

/** Makes the league `seasons` seasons old (adding what is missing); answers the first driver's id. */
export async function seedHistory(server: RunningServer, seasons: number): Promise<{ driverId: string }> {
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
          participantesMaximos: '80',
          precio: '0',
          premios: { primerPuesto: 'A', segundoPuesto: 'B', tercerPuesto: 'C' },
          serieId,
          temporada: String(temporada),
        },
      });
      for (const usuarioId of driverIds) await container.get(CHAMPIONSHIPS.EnrolUser).execute(actor, { campeonatoId: championship.id, usuarioId });
      await container.get(CHAMPIONSHIPS.UpdateChampionship).execute(actor, championship.id, { fields: { fechaInicio: `${temporada}-03-01`, fechaFin: `${temporada}-05-31` } });
      for (let e = 0; e < HISTORY.eventsPerEdition; e++) {
        const day = `${temporada}-0${3 + e}-07`;
        const race = await container.get(CHAMPIONSHIPS.CreateRace).execute(actor, {
          fields: { campeonato: championship.id, circuito: `Circuito ${e + 1}`, fechaInicio: day, horaInicio: '20:00', hasRace: 'true', raceDuration: '45', incidents: '3', clima: 'Soleado' },
        });
        const subsessionId = 870_000_000 + (s * 100 + y) * 10 + e;
        const file = demoRaceExport({ subsessionId, sessionName: championship.nombreCampeonato, track: race.circuito, start: new Date(`${day}T02:00:00.000Z`), raceMinutes: 45, drivers: names, round: s * 10 + y });
        await container.get(RESULTS.ImportEventFile).execute(actor, { bytes: JSON.stringify(file), carreraId: race.id });
      }
      // A season already run (its races end in May) is closed, so the hall of champions and the archive have its champions.
      if (Date.parse(`${temporada}-06-01T00:00:00.000Z`) < Date.now()) await container.get(SEASONS.CloseSeason).execute(actor, championship.id);
    }
  }
  return { driverId: driverIds[0]! };
}
