import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { scoringPreset, standingsConfigSchema } from '../../../src/contracts/standings-config.contract.js';
import type { StandingsAnswer, StandingsDriverRowView } from '../../../src/contracts/standings.views.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { STEWARDING } from '../../../src/modules/stewarding/index.js';
import { describeEachDatabase } from '../../support/databases.js';
import { cliEnv, parrilla } from '../../support/cli.js';
import { createUser } from '../../support/http.js';
import { describeWithFixtures, rawFixture } from '../../support/iracing-exports.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';
import { addRace, enrol } from '../stewarding/stewarding-fixtures.js';

/**
 * A whole season: 10 rounds of 60 drivers, each round's race built from a real single-class export. An
 * export with fewer drivers is stretched in memory: its rows are used again for invented drivers (new
 * customer ids and names), finishing in laps order. Nothing is written in the project; the files the
 * CLI imports go to a temporary folder.
 */
const BASES = ['league-hosted-single-class.json', 'official-single-class-weather.json', 'league-2021-export-multiclass.json'];
const ROUNDS = 10;
const F1 = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];
const DROPS = 2;
/** The last round, run as two scored sessions (two iRacing events), cannot be dropped. */
const TWO_SESSIONS_ROUND = 10;

const FIRST = ['Abril', 'Bruno', 'Citlali', 'Darío', 'Elena', 'Fausto', 'Gisela', 'Héctor', 'Itzel', 'Joaquín'];
const LAST = ['Arriaga', 'Becerril', 'Cuevas', 'Durán', 'Escobedo', 'Fonseca'];
const DRIVERS = Array.from({ length: 60 }, (_, i) => ({ custId: 7_300_001 + i, name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length)]}` }));

/** A small deterministic generator, so every run builds the same season. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any>;

/** One scored session's export: the base's main race only, with the 60 drivers in an order of their own. */
function sessionExport(ronda: number, sesion: number): { bytes: Buffer; race: Row[] } {
  const base = rawFixture(BASES[(ronda + sesion) % BASES.length]!);
  const race = base.session_results.find((s: Row) => s.simsession_type === 6 && s.simsession_number === 0);
  const rows = [...(race.results as Row[])].sort((a, b) => a.finish_position - b.finish_position);
  const templates = DRIVERS.map((_, i) => ({ row: rows[i % rows.length]!, copy: Math.floor(i / rows.length), i }));
  // Finishing order: more laps first, then the base's order (a copy behind the original).
  templates.sort((a, b) => b.row.laps_complete - a.row.laps_complete || a.row.finish_position - b.row.finish_position || a.copy - b.copy);
  const drivers = shuffled(DRIVERS, ronda * 10 + sesion);
  const results = templates.map((tpl, place) => ({
    ...tpl.row,
    cust_id: drivers[place]!.custId,
    display_name: drivers[place]!.name,
    finish_position: place,
    finish_position_in_class: place,
    position: place + 1,
    starting_position: tpl.i,
    starting_position_in_class: tpl.i,
  }));
  const data = {
    ...base,
    subsession_id: 880_000_000 + ronda * 10 + sesion,
    session_results: [{ ...race, results }],
  };
  return { bytes: Buffer.from(JSON.stringify(data)), race: results };
}

/** The F1 preset worked out here: points by place for drivers with 75 % of the winner's laps. */
function f1Points(race: Row[]): Map<number, { points: number; place: number }> {
  const leaderLaps = race[0]!.laps_complete as number;
  return new Map(race.map((r, place) => [r.cust_id as number, { place, points: r.laps_complete >= 0.75 * leaderLaps ? (F1[place] ?? 0) : 0 }]));
}

describeWithFixtures('A full season of 10 rounds × 60 drivers from real exports', () => {
  describeEachDatabase('imported through the API and the CLI', (kind) => {
    const clock = new ManualClock();
    const t = useTestApi(kind, { clock });
    let dir: string;
    before(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'parrilla-temporada-'));
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('scores every driver as worked out from the files, with drops and a deduction, and the CLI answers the same', async function () {
      this.timeout(120_000);
      clock.set('2026-03-01T12:00:00.000Z');
      const admin = await createUser(t.context, { rol: 'admin' });
      const actor = { id: admin.id, rol: 'admin' as const, suspendido: false };
      const { id } = await createChampionship(t, admin.token);
      const races: string[] = [];
      for (let r = 0; r < ROUNDS; r++) races.push(await addRace(t, admin.token, id, { fechaInicio: `2026-04-${String(4 + r * 2).padStart(2, '0')}` }));
      const env = cliEnv(t.context.config.dataDir, kind);

      // The league's rulebook: F1 with the two worst rounds dropped, two sessions in the last round.
      const f1 = scoringPreset('f1');
      const config = standingsConfigSchema.parse({
        ...f1,
        plantilla: 'personalizado',
        rondasDescartadas: DROPS,
        rondasNoDescartables: [TWO_SESSIONS_ROUND],
        formato: { porDefecto: ['Carrera'], rondas: [{ ronda: TWO_SESSIONS_ROUND, sesiones: ['Carrera', 'Carrera'] }] },
      });
      const put = await t.api.request.put(`/api/campeonatos/${id}/puntuacion`).set(bearer(admin.token)).send(config);
      expect(put.status, JSON.stringify(put.body)).to.equal(200);

      // Odd rounds uploaded as an admin does on the site, even rounds with `parrilla import`.
      const expected = new Map<number, number[]>(DRIVERS.map((d) => [d.custId, Array.from({ length: ROUNDS }, () => 0)]));
      const wins = new Map<number, number>();
      for (let ronda = 1; ronda <= ROUNDS; ronda++) {
        const sessions = ronda === TWO_SESSIONS_ROUND ? [1, 2] : [1];
        for (const sesion of sessions) {
          const { bytes, race } = sessionExport(ronda, sesion);
          for (const [custId, { points, place }] of f1Points(race)) {
            expected.get(custId)![ronda - 1]! += points;
            if (place === 0) wins.set(custId, (wins.get(custId) ?? 0) + 1);
          }
          const carrera = races[ronda - 1]!;
          if (ronda % 2 === 1) {
            const res = await t.api.request
              .post('/api/events/import-file')
              .set(bearer(admin.token))
              .field('carreraId', carrera)
              .field('sesion', String(sesion))
              .attach('eventfile', bytes, `ronda-${ronda}-${sesion}.json`);
            expect(res.status, JSON.stringify(res.body)).to.equal(201);
          } else {
            const file = path.join(dir, `${kind}-ronda-${ronda}-${sesion}.json`);
            writeFileSync(file, bytes);
            const run = await parrilla(['import', file, '--carrera', carrera, '--sesion', String(sesion)], env);
            expect(run.code, run.stderr + run.stdout).to.equal(0);
          }
        }
      }

      // Two drivers have site accounts; one of them is penalised 7 points in round 3.
      const [matched, penalised] = [DRIVERS[4]!, DRIVERS[31]!];
      const users = new Map<number, { id: string; username: string }>();
      for (const d of [matched, penalised]) {
        const [nombre, apellido] = d.name.split(' ');
        const user = await createUser(t.context, { nombre, apellido });
        await t.context.knex('users').where({ id: user.id }).update({ iracingId: d.custId });
        const { username } = await t.context.knex('users').where({ id: user.id }).first('username');
        users.set(d.custId, { id: user.id, username });
      }
      await enrol(t, admin.token, id, users.get(penalised.custId)!.id);
      await t.context.container
        .get(STEWARDING.RecordPenalty)
        .execute(actor, { campeonato: id, carrera: races[2]!, piloto: users.get(penalised.custId)!.id, explicacion: 'Contacto evitable.', sancion: { tipo: 'puntos', puntos: 7 } });

      const res = await t.api.request.get(`/api/campeonatos/${id}/clasificacion`).set(bearer(admin.token));
      expect(res.status).to.equal(200);
      const answer = res.body as StandingsAnswer;
      expect(answer.hastaRonda).to.equal(ROUNDS);
      expect(answer.rondas).to.deep.equal(races.map((carreraId, i) => ({ ronda: i + 1, carreraId })));
      expect(answer.grupos).to.have.length(1);
      const rows = answer.grupos[0]!.filas;
      expect(rows).to.have.length(DRIVERS.length);

      // Every driver: his rounds, the two worst droppable ones struck (the earlier of equals first), the total less the deduction.
      for (const d of DRIVERS) {
        const perRound = expected.get(d.custId)!;
        const droppable = perRound.map((puntos, i) => ({ ronda: i + 1, puntos })).filter((r) => r.ronda !== TWO_SESSIONS_ROUND);
        const dropped = new Set(droppable.sort((a, b) => a.puntos - b.puntos || a.ronda - b.ronda).slice(0, DROPS).map((r) => r.ronda));
        const deduction = d === penalised ? 7 : 0;
        const total = perRound.reduce((s, p, i) => (dropped.has(i + 1) ? s : s + p), 0) - deduction;
        const row = rows.find((r) => r.piloto.custId === d.custId);
        expect(row, d.name).not.to.equal(undefined);
        expect(row!.rondas.map((r) => [r.ronda, r.puntos, r.descartada, r.participo]), d.name).to.deep.equal(perRound.map((p, i) => [i + 1, p, dropped.has(i + 1), true]));
        expect(row!, d.name).to.deep.include({ puntos: total, deducciones: deduction, victorias: wins.get(d.custId) ?? 0 });
        expect(row!.piloto.nombreIracing).to.equal(d.name);
      }
      // Ordered by points, positions 1…60, the gap to the leader.
      expect(rows.map((r) => r.posicion)).to.deep.equal(DRIVERS.map((_, i) => i + 1));
      for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.puntos).to.be.at.least(rows[i]!.puntos);
      for (const r of rows) expect(r.diferencia).to.equal(rows[0]!.puntos - r.puntos);
      const byId = (custId: number) => rows.find((r) => r.piloto.custId === custId)!;
      for (const d of [matched, penalised]) {
        const [nombre, apellido] = d.name.split(' ');
        expect(byId(d.custId).piloto.usuario).to.deep.equal({ id: users.get(d.custId)!.id, nombre, apellido, username: users.get(d.custId)!.username });
      }
      expect(rows.filter((r) => r.piloto.usuario !== null)).to.have.length(2);

      // The CLI: its JSON is the API's answer to an admin, its CSV a line per driver with the same figures.
      const json = await parrilla(['standings', 'show', id, '--json'], env);
      expect(json.code, json.stderr).to.equal(0);
      expect(JSON.parse(json.stdout)).to.deep.equal(answer);
      const csv = await parrilla(['standings', 'show', id, '--csv'], env);
      expect(csv.code, csv.stderr).to.equal(0);
      const lines = csv.stdout.trim().split('\n');
      // Twelve columns (group, place, driver, iRacing id, roster, points, gap, wins, podiums, poles, fastest laps, deductions), then R1…R10.
      const header = lines[0]!.split(',');
      expect(header).to.have.length(12 + ROUNDS);
      expect(header.slice(12)).to.deep.equal(races.map((_, i) => `R${i + 1}`));
      const shown = (r: StandingsDriverRowView) => (r.piloto.usuario ? `${r.piloto.usuario.nombre} ${r.piloto.usuario.apellido}` : r.piloto.nombreIracing);
      expect(lines.slice(1)).to.deep.equal(
        rows.map((r) =>
          [answer.grupos[0]!.grupo, r.posicion, shown(r), r.piloto.custId, '', r.puntos, r.diferencia, r.victorias, r.podios, r.poles, r.vueltasRapidas, r.deducciones, ...r.rondas.map((x) => (x.descartada ? `(${x.puntos})` : String(x.puntos)))].join(','),
        ),
      );

      // The rulebook goes out through --get and back in through --set unchanged, byte for byte.
      const got = await parrilla(['standings', 'config', id, '--get'], env);
      expect(got.code, got.stderr).to.equal(0);
      expect(JSON.parse(got.stdout)).to.deep.equal(config);
      const file = path.join(dir, `${kind}-reglamento.json`);
      writeFileSync(file, got.stdout);
      const set = await parrilla(['standings', 'config', id, '--set', file], env);
      expect(set.code, set.stderr).to.equal(0);
      const again = await parrilla(['standings', 'config', id, '--get'], env);
      expect(again.stdout).to.equal(got.stdout);
      const after = await t.api.request.get(`/api/campeonatos/${id}/clasificacion`).set(bearer(admin.token));
      expect(after.body).to.deep.equal(answer);
    });
  });
});
