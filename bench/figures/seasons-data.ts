// The seasons' figures (docs/adr/0033): 20 seasons × 5 series, every edition raced (one round of 60
// invented drivers, two classes) and closed through the same use cases as the site, so 100 final
// tables of 60 drivers and their podiums are stored; the 60 drivers have site accounts.
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { RESULTS } from '../../src/modules/results/index.js';
import { SEASONS } from '../../src/modules/seasons/index.js';
import { demoRaceExport } from '../../src/demo/demo-results.js';
import type { RunningServer } from '../../src/server.js';

const SEASONS_COUNT = 20;
const SERIES_COUNT = 5;
const DRIVERS_PER_TABLE = 60;
const LAST_SEASON = 2025;
/** demoRaceExport's customer ids: 900 001 on, in the order of the names given. */
const FIRST_CUST_ID = 900_001;

let seeded: Promise<{ closedId: string }> | undefined;

/** A new account (the bench's database starts empty, so every address is free). */
async function account(server: RunningServer, nombre: string, apellido: string, email: string) {
  const outcome = await server.context.container.get(IDENTITY.RegisterUser).execute({ nombre, apellido, email, password: 'secreto-de-medicion' });
  if (!outcome.created) throw new Error(`${email} ya tenía una cuenta`);
  return outcome.user;
}

async function seed(server: RunningServer): Promise<{ closedId: string }> {
  const { container, knex } = server.context;
  const admin = await account(server, 'Directora', 'Temporadas', 'temporadas@medicion.test');
  await knex('users').where({ id: admin.id }).update({ rol: 'admin' });
  const actor = { id: admin.id, rol: 'admin' as const, suspendido: false };
  const names: string[] = [];
  for (let i = 0; i < DRIVERS_PER_TABLE; i++) {
    const driver = await account(server, 'Campeón', `Medición ${i + 1}`, `campeon${i + 1}@medicion.test`);
    await knex('users').where({ id: driver.id }).update({ iracingId: FIRST_CUST_ID + i });
    names.push(`Campeón Medición ${i + 1}`);
  }
  let closedId = '';
  let subsession = 880_000_000;
  for (let s = 0; s < SERIES_COUNT; s++) {
    const series = await container.get(SEASONS.CreateSeries).execute(actor, { fields: { nombre: `Serie Medición ${s + 1}`, categoria: 'Deportivos', descripcion: 'Una edición por temporada.' } });
    for (let y = 0; y < SEASONS_COUNT; y++) {
      const temporada = LAST_SEASON - y;
      const championship = await container.get(CHAMPIONSHIPS.CreateChampionship).execute(actor, {
        fields: { nombreCampeonato: `Serie Medición ${s + 1} ${temporada}`, categoria: 'Deportivos', detallesCampeonato: 'Una fecha.', fechaInicio: `${temporada}-03-01`, fechaFin: `${temporada}-03-31`, participantesMaximos: '80', precio: '0', premios: { primerPuesto: 'A', segundoPuesto: 'B', tercerPuesto: 'C' } },
      });
      const race = await container.get(CHAMPIONSHIPS.CreateRace).execute(actor, {
        fields: { campeonato: championship.id, circuito: `Circuito ${s + 1}`, fechaInicio: `${temporada}-03-07`, horaInicio: '20:00', hasRace: 'true', raceDuration: '45', incidents: '3', clima: 'Soleado' },
      });
      subsession += 1;
      const file = demoRaceExport({ subsessionId: subsession, sessionName: championship.nombreCampeonato, track: race.circuito, start: new Date(`${temporada}-03-08T02:00:00.000Z`), raceMinutes: 45, drivers: names, round: s * SEASONS_COUNT + y });
      await container.get(RESULTS.ImportEventFile).execute(actor, { bytes: JSON.stringify(file), carreraId: race.id });
      await container.get(SEASONS.SetEdition).execute(actor, championship.id, { serieId: series.id, temporada });
      await container.get(SEASONS.CloseSeason).execute(actor, championship.id);
      closedId ||= championship.id;
    }
  }
  return { closedId };
}

/** Seeds the 100 closed editions once; answers the id of one of them (the newest season of the first series). */
export function seedClosedSeasons(server: RunningServer): Promise<{ closedId: string }> {
  seeded ??= seed(server);
  return seeded;
}
