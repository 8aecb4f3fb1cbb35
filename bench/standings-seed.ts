// A championship for the standings figure: 20 rounds × 2 scored sessions (each its own iRacing event
// with a qualifying and a race) × 60 drivers, imported through the same use case as `parrilla import`,
// built from a real single-class export stretched to 60 invented drivers; the rulebook of the
// in-memory measure (7 scored events a round, drops), 30 drivers with a site account and 40 penalties.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONSOLE_ACTOR } from '../cli/cli-runtime.js';
import { CHAMPIONSHIPS } from '../src/modules/championships/index.js';
import { IDENTITY } from '../src/modules/identity/index.js';
import { RESULTS } from '../src/modules/results/index.js';
import { STANDINGS } from '../src/modules/standings/index.js';
import { STEWARDING } from '../src/modules/stewarding/index.js';
import type { RunningServer } from '../src/server.js';
import { benchSeason } from './standings-compute.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../shared/fixtures/iracing');
const BASE = 'league-hosted-single-class.json';
const ROUNDS = 20;
const SESSIONS = 2;
const DRIVERS = 60;
const FIRST_CUST_ID = 7_500_001;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** A small deterministic random (mulberry32), so every run stores the same season. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One iRacing session of the base export with the 60 drivers in a random order, rows reused in laps order. */
function stretched(session: Json, next: () => number): Json {
  const rows = [...(session.results as Json[])].sort((a, b) => a.finish_position - b.finish_position);
  const templates = Array.from({ length: DRIVERS }, (_, i) => rows[i % rows.length]!).sort((a, b) => b.laps_complete - a.laps_complete);
  const ids = Array.from({ length: DRIVERS }, (_, i) => FIRST_CUST_ID + i).sort(() => next() - 0.5);
  const results = templates.map((row, place) => ({
    ...row,
    cust_id: ids[place],
    display_name: `Piloto ${ids[place]! - FIRST_CUST_ID + 1}`,
    finish_position: place,
    finish_position_in_class: place,
    starting_position: Math.floor(next() * DRIVERS),
  }));
  return { ...session, results };
}

function seasonExports(): Buffer[] {
  const text = readFileSync(path.join(FIXTURES, BASE), 'utf8').replace(/^\uFEFF/, '');
  const parsed = JSON.parse(text) as Json;
  const base = parsed.type === 'event_result' ? parsed.data : parsed;
  const next = random(14);
  const files: Buffer[] = [];
  for (let i = 0; i < ROUNDS * SESSIONS; i++) {
    const sessions = (base.session_results as Json[]).filter((s) => s.simsession_type === 6 || s.simsession_type === 5 || s.simsession_type === 4).map((s) => stretched(s, next));
    files.push(Buffer.from(JSON.stringify({ ...base, subsession_id: 870_000_000 + i, session_results: sessions })));
  }
  return files;
}

let seeded: Promise<string> | undefined;

/** A new account (the bench's database starts empty, so every address is free). */
async function account(server: RunningServer, fields: { nombre: string; apellido: string; email: string }) {
  const outcome = await server.context.container.get(IDENTITY.RegisterUser).execute({ ...fields, password: 'secreto-de-medicion' });
  if (!outcome.created) throw new Error(`${fields.email} ya tenía una cuenta`);
  return outcome.user;
}

async function seed(server: RunningServer): Promise<string> {
  const { container, knex } = server.context;
  const admin = await account(server, { nombre: 'Comisario', apellido: 'Medición', email: 'comisario@medicion.test' });
  await knex('users').where({ id: admin.id }).update({ rol: 'admin' });
  const actor = { id: admin.id, rol: 'admin' as const, suspendido: false };
  const championship = await container.get(CHAMPIONSHIPS.CreateChampionship).execute(actor, {
    fields: { nombreCampeonato: 'Copa Medición', categoria: 'Deportivos', detallesCampeonato: 'Veinte fechas.', fechaInicio: '2027-01-01', fechaFin: '2027-12-31', participantesMaximos: '80', precio: '0', premios: { primerPuesto: 'A', segundoPuesto: 'B', tercerPuesto: 'C' } },
  });
  const races: string[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const day = new Date(Date.UTC(2027, 0, 9 + 7 * r)).toISOString().slice(0, 10);
    const race = await container.get(CHAMPIONSHIPS.CreateRace).execute(actor, {
      fields: { campeonato: championship.id, circuito: `Circuito ${r + 1}`, fechaInicio: day, horaInicio: '20:00', hasPractice: 'false', hasQualy: 'true', qualyDuration: '10', hasRace: 'true', raceDuration: '45', incidents: '3', clima: 'Soleado' },
    });
    races.push(race.id);
  }
  await container.get(STANDINGS.SetScoringConfig).execute(actor, championship.id, benchSeason().config);

  if (existsSync(path.join(FIXTURES, BASE))) {
    const importFile = container.get(RESULTS.ImportEventFile);
    const files = seasonExports();
    for (const [i, bytes] of files.entries()) await importFile.execute(CONSOLE_ACTOR, { bytes, carreraId: races[Math.floor(i / SESSIONS)]!, sesion: (i % SESSIONS) + 1 });
  } else {
    console.warn(`[aviso] sin ${FIXTURES}: la clasificación se mide sin resultados`);
  }

  // Half the drivers have a site account; twenty of them are enrolled and penalised twice.
  const kinds = ['tiempo', 'posiciones', 'puntos', 'descalificacion'] as const;
  for (let i = 0; i < DRIVERS / 2; i++) {
    const user = await account(server, { nombre: 'Piloto', apellido: `Número ${i + 1}`, email: `piloto${i + 1}@medicion.test` });
    await knex('users').where({ id: user.id }).update({ iracingId: FIRST_CUST_ID + i });
    if (i >= 20) continue;
    await container.get(CHAMPIONSHIPS.EnrolUser).execute(actor, { campeonatoId: championship.id, usuarioId: user.id });
    for (const k of [0, 1]) {
      const tipo = kinds[(i + k) % kinds.length]!;
      const sancion = tipo === 'tiempo' ? { tipo, segundos: 5 } : tipo === 'posiciones' ? { tipo, posiciones: 3 } : tipo === 'puntos' ? { tipo, puntos: 2 } : { tipo };
      await container.get(STEWARDING.RecordPenalty).execute(actor, { campeonato: championship.id, carrera: races[(i * 2 + k) % ROUNDS]!, piloto: user.id, explicacion: 'Contacto evitable.', sancion });
    }
  }
  return championship.id;
}

/** Seeds the championship once; answers its id. */
export function seedStandings(server: RunningServer): Promise<string> {
  seeded ??= seed(server);
  return seeded;
}
