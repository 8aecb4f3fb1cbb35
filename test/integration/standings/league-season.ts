import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { StandingsConfigInput } from '../../../src/contracts/standings-config.contract.js';
import type { StandingsAnswer, StandingsDriverRowView, StandingsTeamRowView } from '../../../src/contracts/standings.views.js';
import type { ManualClock } from '../../../src/platform/clock.js';
import type { DatabaseKind } from '../../support/databases.js';
import { cliEnv, parrilla } from '../../support/cli.js';
import { createUser } from '../../support/http.js';
import { endedRace, row } from '../../support/iracing-exports.js';
import { createChampionship, type useTestApi } from '../championships/championship-fixtures.js';
import { addRace, bearer, enrol } from '../stewarding/stewarding-fixtures.js';

type TestApi = ReturnType<typeof useTestApi>;

/** An invented driver: his iRacing customer id and the name of his site account. */
export interface InventedDriver {
  custId: number;
  nombre: string;
  apellido: string;
}

/** How one driver finished an invented race: laps and reason out default to a full, running race. */
export type Finisher = InventedDriver | { driver: InventedDriver; laps?: number; reasonOut?: string };

export interface InventedLeague {
  id: string;
  admin: { id: string; token: string };
  /** The races in calendar order: round 1 first. */
  races: string[];
  /** Each driver's site account, by iRacing customer id. */
  userOf: (driver: InventedDriver) => string;
  /** `PUT /api/campeonatos/{id}/puntuacion`, as the admin editor sends it. */
  rulebook: (config: StandingsConfigInput | Record<string, unknown>) => Promise<void>;
  /** One scored session of a round imported with `parrilla import --carrera --sesion`: the drivers in finishing order. */
  race: (ronda: number, finishers: Finisher[], sesion?: number) => Promise<void>;
  /** `POST /api/reportes/sanciones`, one minute after the penalty recorded before it. */
  penalise: (ronda: number, driver: InventedDriver, sancion: Record<string, unknown>) => Promise<void>;
  /** `GET /api/campeonatos/{id}/clasificacion` as the admin. */
  standings: (query?: string) => Promise<StandingsAnswer>;
  /** A text answer (the CSV) as the admin. */
  file: (url: string) => Promise<string>;
  /** `parrilla <args>` on the test's database. */
  cli: (args: string[]) => Promise<{ code: number | null; stdout: string; stderr: string }>;
}

const LEADER_LAPS = 20;

/**
 * A small invented league run as a real one is: drivers with site accounts holding their iRacing ids,
 * enrolled in a championship of `rounds` races; each round's export imported with `parrilla import`, the
 * rulebook set through the API and the penalties recorded through the API, in the order given.
 */
export function useInventedLeague(t: TestApi, clock: ManualClock, kind: DatabaseKind) {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'parrilla-liga-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  return async function league(drivers: readonly InventedDriver[], rounds: number): Promise<InventedLeague> {
    // Enrolment is open before the first race.
    clock.set('2026-03-20T18:00:00.000Z');
    const admin = await createUser(t.context, { rol: 'admin', nombre: 'Comisario', apellido: 'Jefe' });
    const { id } = await createChampionship(t, admin.token);
    const races: string[] = [];
    for (let r = 0; r < rounds; r++) races.push(await addRace(t, admin.token, id, { fechaInicio: `2026-04-${String(4 + 7 * r).padStart(2, '0')}` }));
    const users = new Map<number, string>();
    for (const d of drivers) {
      const user = await createUser(t.context, { nombre: d.nombre, apellido: d.apellido });
      await t.context.knex('users').where({ id: user.id }).update({ iracingId: d.custId });
      await enrol(t, admin.token, id, user.id);
      users.set(d.custId, user.id);
    }
    // After the season: every export is over.
    clock.set('2026-06-01T12:00:00.000Z');
    const env = cliEnv(t.context.config.dataDir, kind);
    let imported = 0;

    return {
      id,
      admin,
      races,
      userOf: (d) => users.get(d.custId)!,
      async rulebook(config) {
        const res = await t.api.request.put(`/api/campeonatos/${id}/puntuacion`).set(bearer(admin.token)).send(config);
        expect(res.status, JSON.stringify(res.body)).to.equal(200);
      },
      async race(ronda, finishers, sesion = 1) {
        const rows = finishers.map((f, place) => {
          const { driver, laps, reasonOut } = 'driver' in f ? f : { driver: f, laps: undefined, reasonOut: undefined };
          return row({
            cust_id: driver.custId,
            display_name: `${driver.nombre} ${driver.apellido}`,
            finish_position: place,
            laps_complete: laps ?? LEADER_LAPS,
            incidents: 0,
            reason_out: reasonOut ?? 'Running',
          });
        });
        imported++;
        const file = path.join(dir, `${kind}-${id}-ronda-${ronda}-${sesion}.json`);
        writeFileSync(file, JSON.stringify(endedRace(new Date('2026-05-01T12:00:00.000Z'), 0, rows, { subsession_id: 95_000_000 + imported })));
        const run = await parrilla(['import', file, '--carrera', races[ronda - 1]!, '--sesion', String(sesion)], env);
        expect(run.code, run.stderr + run.stdout).to.equal(0);
      },
      async penalise(ronda, driver, sancion) {
        clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
        const res = await t.api.request
          .post('/api/reportes/sanciones')
          .set(bearer(admin.token))
          .send({ campeonato: id, carrera: races[ronda - 1], piloto: users.get(driver.custId), explicacion: 'Sanción de prueba.', sancion });
        expect(res.status, JSON.stringify(res.body)).to.equal(201);
      },
      async standings(query = '') {
        const res = await t.api.request.get(`/api/campeonatos/${id}/clasificacion${query}`).set(bearer(admin.token));
        expect(res.status, JSON.stringify(res.body)).to.equal(200);
        return res.body as StandingsAnswer;
      },
      async file(url) {
        const res = await t.api.request.get(url).set(bearer(admin.token)).buffer(true);
        expect(res.status).to.equal(200);
        return res.text;
      },
      cli: (args) => parrilla(args, env),
    };
  };
}

/** A drivers' table as [name, points] in order: the shape the expectations are written in. */
export const driverPoints = (answer: StandingsAnswer, grupo?: string): Array<[string, number]> => {
  const table = grupo === undefined ? answer.grupos[0] : answer.grupos.find((g) => g.grupo === grupo);
  return (table?.filas ?? []).map((r: StandingsDriverRowView) => [`${r.piloto.usuario?.nombre ?? ''} ${r.piloto.usuario?.apellido ?? ''}`.trim() || r.piloto.nombreIracing, r.puntos]);
};

/** The rosters' table as [name, points, deductions] in order. */
export const rosterPoints = (answer: StandingsAnswer): Array<[string, number, number]> =>
  (answer.equipos.find((t) => t.clave === 'equipos')?.filas ?? []).map((r: StandingsTeamRowView) => [r.nombre, r.puntos, r.deducciones]);
