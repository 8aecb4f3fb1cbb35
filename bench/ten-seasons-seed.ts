// The league of bench/ten-seasons.ts at one season or at ten, built through the site's own use cases
// (docs/adr/0061): the league of bench/history-seed.ts (series with one edition a season, every driver
// entered, their events imported) and, each season, what an admin's lists gather — accounts registered,
// payments recorded while an edition's entry is open, reports filed on its races, the edition closed
// once its events are in (its champions go to the hall), one-off events and track records. Reusable:
// only what the database does not have yet is added.
import { IDENTITY } from '../src/modules/identity/index.js';
import { PAYMENTS } from '../src/modules/payments/index.js';
import { SINGLE_EVENTS } from '../src/modules/single-events/index.js';
import { STEWARDING } from '../src/modules/stewarding/index.js';
import { TRACK_RECORDS } from '../src/modules/track-records/index.js';
import type { RunningServer } from '../src/server.js';
import { HISTORY, seedHistory, type HistoryActor } from './history-seed.js';

/** What each season adds beyond the league's editions and events. */
export interface SeasonScale {
  /** Accounts registered a season (the set: 2,000). */
  users: number;
  /** Manual payments recorded in each edition while its entry is open (50 × 10 series = 500 a season). */
  paymentsPerEdition: number;
  /** Reports an admin files on each edition's races (20 × 10 series = 200 a season). */
  reportsPerEdition: number;
  /** One-off events a season. */
  singleEvents: number;
  /** Track records a season (a new car on the league's circuits). */
  records: number;
}

export const SCALES: Record<'postgres' | 'sqlite', SeasonScale> = {
  postgres: { users: 2_000, paymentsPerEdition: 50, reportsPerEdition: 20, singleEvents: 4, records: 3 },
  sqlite: { users: 500, paymentsPerEdition: 12, reportsPerEdition: 5, singleEvents: 4, records: 3 },
};

const SURNAMES = ['García', 'Hernández', 'López', 'Martínez', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Jiménez', 'Reyes', 'Díaz', 'Torres', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz', 'Moreno', 'Castillo', 'Romero', 'Álvarez', 'Méndez', 'Chávez', 'Rivera', 'Juárez', 'Ramos', 'Domínguez', 'Herrera', 'Medina', 'Castro'];
const NAMES = ['Ana', 'Luis', 'María', 'José', 'Sofía', 'Diego', 'Valeria', 'Jorge', 'Camila', 'Andrés', 'Regina', 'Emilio', 'Ximena', 'Mateo', 'Renata', 'Íñigo'];

type Server = Pick<RunningServer, 'context'>;

/** Registers the season's accounts up to `seasons × users` (ten at a time: each mostly waits for the database). */
async function accounts(server: Server, seasons: number, scale: SeasonScale, log: (line: string) => void): Promise<string[]> {
  const { container, knex } = server.context;
  const register = container.get(IDENTITY.RegisterUser);
  const target = seasons * scale.users;
  const have = Number((await knex('users').where('email', 'like', 'cuenta%@medicion.test').count({ n: '*' }))[0]!.n);
  for (let from = have; from < target; from += 10) {
    const batch = [];
    for (let i = from; i < Math.min(from + 10, target); i += 1) {
      const email = `cuenta${String(i).padStart(6, '0')}@medicion.test`;
      batch.push(register.execute({ nombre: NAMES[i % NAMES.length]!, apellido: `${SURNAMES[(i * 7) % SURNAMES.length]} ${SURNAMES[(i * 13) % SURNAMES.length]}`, email, password: 'secreto-de-medicion' }));
    }
    await Promise.all(batch);
    if (from % 2000 < 10) log(`  ${from} cuentas…`);
  }
  return (await knex('users').where('email', 'like', 'cuenta%@medicion.test').orderBy('email').select('id')).map((u: { id: string }) => String(u.id));
}

/** Makes the league `seasons` seasons old with everything each season brings; answers what the bench reads. */
export async function seedTenSeasons(server: Server, seasons: number, scale: SeasonScale, log: (line: string) => void = console.log): Promise<{ driverId: string }> {
  const { container, knex } = server.context;
  const started = Date.now();
  const users = await accounts(server, seasons, scale, log);
  log(`  ${users.length} cuentas (${Math.round((Date.now() - started) / 1000)} s)`);
  let editions = 0;
  const { driverId, driverIds, actor } = await seedHistory(server, seasons, {
    capacity: 100,
    // Each edition's payments, from that season's own accounts (a payment completed enters the driver).
    whileOpen: async (admin: HistoryActor, campeonatoId: string, { s, y }) => {
      const record = container.get(PAYMENTS.CreateManualPayment);
      for (let from = 0; from < scale.paymentsPerEdition; from += 10) {
        const batch = [];
        for (let k = from; k < Math.min(from + 10, scale.paymentsPerEdition); k += 1) {
          const usuarioId = users[y * scale.users + ((s * scale.paymentsPerEdition + k) % scale.users)]!;
          batch.push(record.execute(admin, { usuarioId, campeonatoId, monto: String(1000 + (k % 7) * 250), moneda: k % 11 === 0 ? 'usd' : 'mxn', estado: k % 5 === 0 ? 'pendiente' : 'completado' }));
        }
        await Promise.all(batch);
      }
    },
    // Reports on its races (the seed then closes the season: its champions enter the hall).
    afterImport: async (admin, campeonatoId, raceIds, { s, y, driverIds: drivers }) => {
      for (let k = 0; k < scale.reportsPerEdition; k += 1) {
        const fields = { usuarioDenunciado: drivers[(k * 7 + s) % drivers.length]!, campeonato: campeonatoId, carrera: raceIds[k % raceIds.length]!, vuelta: String(1 + (k % 20)), descripcion: `Contacto en la curva ${1 + (k % 12)} (temporada ${HISTORY.firstSeason + y}).` };
        await container.get(STEWARDING.FileReport).execute(admin, { fields, screenshots: [] });
      }
      editions += 1;
      if (editions % 10 === 0) log(`  ${editions} ediciones nuevas (${Math.round((Date.now() - started) / 1000)} s)…`);
    },
  });
  for (let y = 0; y < seasons; y += 1) {
    const temporada = HISTORY.firstSeason + y;
    for (let k = 0; k < scale.singleEvents; k += 1) {
      const nombre = `Evento libre ${temporada} ${k + 1}`;
      if (await knex('single_events').where({ nombre }).first()) continue;
      await container.get(SINGLE_EVENTS.Create).execute(actor, {
        fields: { nombre, fechaInicio: `${temporada}-0${6 + (k % 4)}-14`, horaInicio: '20:00', participantesMaximos: '40', hasRace: 'true', raceDuration: '40', practiceDuration: '0', qualyDuration: '0', incidents: '17', detalles: 'Una noche de carreras fuera del campeonato.' },
      });
    }
    for (let k = 0; k < scale.records; k += 1) {
      const car = `Auto ${temporada}`;
      const circuit = `Circuito ${k + 1}`;
      if (await knex('track_records').where({ car, circuit }).first()) continue;
      await container.get(TRACK_RECORDS.Create).execute(actor, { user: driverIds[(y + k) % driverIds.length]!, circuit, car, lapTime: `1:2${k}.${String(100 + y).padStart(3, '0')}`, recordDate: `${temporada}-04-0${1 + k}` });
    }
  }
  log(`  listo en ${Math.round((Date.now() - started) / 1000)} s`);
  return { driverId };
}
