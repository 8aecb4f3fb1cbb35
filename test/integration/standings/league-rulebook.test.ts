import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { StandingsConfigInput } from '../../../src/contracts/standings-config.contract.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { useTestApi } from '../championships/championship-fixtures.js';
import { driverPoints, rosterPoints, useInventedLeague } from './league-season.js';

/**
 * A league's rulebook run through the standings as a league runs a season: the rulebook through the
 * API, the exports with `parrilla import`, the penalties with `POST /api/reportes/sanciones`. Every
 * expected table is worked out by hand in the test; the comments show the moves and the sums.
 */
const ANA = { custId: 810_001, nombre: 'Ana', apellido: 'Robles' };
const BETO = { custId: 810_002, nombre: 'Beto', apellido: 'Salas' };
const CARO = { custId: 810_003, nombre: 'Caro', apellido: 'Ibáñez' };
const DANI = { custId: 810_004, nombre: 'Dani', apellido: 'Quiroz' };

/** One race a round, scored 10-6-3-1 by place. */
const RACE_ONLY: StandingsConfigInput = {
  tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [10, 6, 3, 1] }] }],
  formato: { porDefecto: ['Carrera'] },
};

describeEachDatabase("A real league's rulebook through the standings", (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  const league = useInventedLeague(t, clock, kind);

  describe('penalties of one event', () => {
    it('apply in the order the stewards recorded them, across drivers, each from where the driver stands then', async () => {
      const l = await league([ANA, BETO, CARO, DANI], 1);
      await l.rulebook(RACE_ONLY);
      await l.race(1, [ANA, BETO, CARO, DANI]);
      // Recorded in this order: Ana one place, Beto one place, Ana one more place.
      await l.penalise(1, ANA, { tipo: 'posiciones', posiciones: 1 });
      await l.penalise(1, BETO, { tipo: 'posiciones', posiciones: 1 });
      await l.penalise(1, ANA, { tipo: 'posiciones', posiciones: 1 });

      // [Ana Beto Caro Dani] → Ana down one: [Beto Ana Caro Dani] → Beto down one: [Ana Beto Caro Dani]
      // → Ana down one: [Beto Ana Caro Dani]. Beto 10, Ana 6, Caro 3, Dani 1.
      // (Ana's two penalties together, then Beto's, would give [Caro Beto Ana Dani] instead.)
      expect(driverPoints(await l.standings())).to.deep.equal([
        ['Beto Salas', 10],
        ['Ana Robles', 6],
        ['Caro Ibáñez', 3],
        ['Dani Quiroz', 1],
      ]);
    });
  });

  describe("a penalty on a driver who scores nothing ('Disconnected')", () => {
    it('moves nobody with penalizacionSinPuntosNoMueve, and the table, the CSV, the chart and parrilla standings show all say so', async () => {
      const l = await league([ANA, BETO, CARO, DANI], 2);
      await l.rulebook({
        tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [10, 6, 3, 1], vueltasMinimas: 0.75 }] }],
        formato: { porDefecto: ['Carrera'] },
        motivosSinPuntos: ['Disconnected'],
        penalizacionSinPuntosNoMueve: true,
      });
      // Round 1: Beto lost his connection after 19 laps, ahead of Caro (19) and Dani (18), who score (15 laps needed).
      await l.race(1, [ANA, { driver: BETO, laps: 19, reasonOut: 'Disconnected' }, { driver: CARO, laps: 19 }, { driver: DANI, laps: 18 }]);
      await l.race(2, [DANI, CARO, BETO, ANA]);
      await l.penalise(1, BETO, { tipo: 'posiciones', posiciones: 2 });

      // Round 1, Beto's penalty moving nobody: Ana P1 10, Beto P2 (nothing), Caro P3 3, Dani P4 1.
      // (Moving him would give [Ana Caro Dani Beto]: Caro 6, Dani 3.)
      // Round 2: Dani 10, Caro 6, Beto 3, Ana 1.
      // Ana 10 + 1 = 11, Dani 1 + 10 = 11, Caro 3 + 6 = 9, Beto 0 + 3 = 3. Ana and Dani: a win and a
      // fourth place each; Dani won the latest round.
      const answer = await l.standings();
      expect(driverPoints(answer)).to.deep.equal([
        ['Dani Quiroz', 11],
        ['Ana Robles', 11],
        ['Caro Ibáñez', 9],
        ['Beto Salas', 3],
      ]);

      // The chart: after round 1 Ana 10, Caro 3, Dani 1, Beto 0; after round 2 as above.
      const chart = await l.standings('?evolucion=true');
      expect(chart.grupos[0]!.filas.map((r) => [r.piloto.custId, (r.posiciones ?? []).map((p) => p.posicion)])).to.deep.equal([
        [DANI.custId, [3, 1]],
        [ANA.custId, [1, 2]],
        [CARO.custId, [2, 3]],
        [BETO.custId, [4, 4]],
      ]);

      // The CSV: place, name, id, roster, points, gap, wins, podiums, poles, fastest laps, deductions, R1, R2.
      const csv = await l.file(`/api/campeonatos/${l.id}/clasificacion.csv`);
      const grupo = answer.grupos[0]!.grupo;
      expect(csv.trim().split('\n').slice(1)).to.deep.equal([
        `${grupo},1,Dani Quiroz,${DANI.custId},,11,0,1,1,0,0,0,1,10`,
        `${grupo},2,Ana Robles,${ANA.custId},,11,0,1,1,0,0,0,10,1`,
        `${grupo},3,Caro Ibáñez,${CARO.custId},,9,2,0,2,0,0,0,3,6`,
        `${grupo},4,Beto Salas,${BETO.custId},,3,8,0,1,0,0,0,0,3`,
      ]);

      // parrilla standings show: the same CSV, and the same order in its table.
      const shownCsv = await l.cli(['standings', 'show', l.id, '--csv']);
      expect(shownCsv.code, shownCsv.stderr).to.equal(0);
      expect(shownCsv.stdout.trim()).to.equal(csv.replace('\uFEFF', '').trim());
      const shown = await l.cli(['standings', 'show', l.id]);
      expect(shown.code, shown.stderr).to.equal(0);
      const lines = ['Dani Quiroz', 'Ana Robles', 'Caro Ibáñez', 'Beto Salas'].map((name) => shown.stdout.indexOf(name));
      expect(lines.every((at, i) => at > 0 && (i === 0 || at > lines[i - 1]!)), shown.stdout).to.equal(true);
    });
  });

  describe('registered drivers without results (mostrarPilotosSinResultados)', () => {
    it('are listed at 0 in their group from the first day and at every hastaRonda, after those with points', async () => {
      const l = await league([ANA, BETO, CARO, DANI], 2);
      // Eli is registered in the rulebook but has no site account and never races.
      const ELI = { custId: 810_005, nombre: 'Eli Montes' };
      await l.rulebook({
        ...RACE_ONLY,
        agrupacion: 'grupos',
        grupos: [{ nombre: 'Oro' }, { nombre: 'Plata' }],
        pilotos: [
          { custId: ANA.custId, nombre: 'Ana Robles', grupo: 'Oro' },
          { custId: BETO.custId, nombre: 'Beto Salas', grupo: 'Oro' },
          { custId: CARO.custId, nombre: 'Caro Ibáñez', grupo: 'Plata' },
          { custId: DANI.custId, nombre: 'Dani Quiroz', grupo: 'Plata' },
          { custId: ELI.custId, nombre: ELI.nombre, grupo: 'Plata' },
        ],
        mostrarPilotosSinResultados: true,
      });
      const got = await l.cli(['standings', 'config', l.id, '--get']);
      expect(JSON.parse(got.stdout)).to.include({ version: 2, mostrarPilotosSinResultados: true });

      // The first day: every group with its drivers at 0, by name.
      const firstDay = await l.standings();
      expect(firstDay.rondas).to.deep.equal([]);
      expect(driverPoints(firstDay, 'Oro')).to.deep.equal([
        ['Ana Robles', 0],
        ['Beto Salas', 0],
      ]);
      expect(driverPoints(firstDay, 'Plata')).to.deep.equal([
        ['Caro Ibáñez', 0],
        ['Dani Quiroz', 0],
        ['Eli Montes', 0],
      ]);

      // Round 1: Oro Ana 10, Beto 6; Plata Caro 10. Round 2 (Dani's first): Oro Beto 10, Ana 6; Plata Dani 10, Caro 6.
      await l.race(1, [ANA, BETO, CARO]);
      await l.race(2, [DANI, CARO, BETO, ANA]);

      // After round 1: Dani and Eli at 0, after Caro.
      const afterOne = await l.standings('?hastaRonda=1');
      expect(driverPoints(afterOne, 'Oro')).to.deep.equal([
        ['Ana Robles', 10],
        ['Beto Salas', 6],
      ]);
      expect(driverPoints(afterOne, 'Plata')).to.deep.equal([
        ['Caro Ibáñez', 10],
        ['Dani Quiroz', 0],
        ['Eli Montes', 0],
      ]);
      const eli = afterOne.grupos[1]!.filas[2]!;
      expect(eli).to.deep.include({ posicion: 3, diferencia: 10, victorias: 0 });
      expect(eli.piloto).to.deep.equal({ usuario: null, custId: ELI.custId, nombreIracing: ELI.nombre });
      expect(eli.rondas.map((r) => [r.ronda, r.puntos, r.participo])).to.deep.equal([[1, 0, false]]);

      // After round 2: Oro Ana 10 + 6 = 16, Beto 6 + 10 = 16 (a win and a second each; Beto won the latest);
      // Plata Caro 10 + 6 = 16, Dani 0 + 10 = 10, Eli 0.
      const final = await l.standings();
      expect(driverPoints(final, 'Oro')).to.deep.equal([
        ['Beto Salas', 16],
        ['Ana Robles', 16],
      ]);
      expect(driverPoints(final, 'Plata')).to.deep.equal([
        ['Caro Ibáñez', 16],
        ['Dani Quiroz', 10],
        ['Eli Montes', 0],
      ]);
      const csv = await l.file(`/api/campeonatos/${l.id}/clasificacion.csv`);
      expect(csv.trim().split('\n').at(-1)).to.equal(`Plata,3,Eli Montes,${ELI.custId},,0,16,0,0,0,0,0,0,0`);
    });
  });

  describe("the rosters' table (equipos)", () => {
    // Rayo: Ana and Beto; Trueno: Caro and Dani. The drivers drop their worst round.
    const plantillas = [
      { nombre: 'Rayo', pilotos: [ANA.custId, BETO.custId] },
      { nombre: 'Trueno', pilotos: [CARO.custId, DANI.custId] },
    ];

    it("adds every round of every driver with the roster's own drops, without the drivers' deductions unless the rulebook says so", async () => {
      const l = await league([ANA, BETO, CARO, DANI], 3);
      await l.rulebook({ ...RACE_ONLY, rondasDescartadas: 1, equipos: { plantillas } });
      // Round 1: Ana 10, Caro 6, Beto 3, Dani 1. Round 2: Caro 10, Dani 6, Ana 3, Beto 1. Round 3: Beto 10, Ana 6, Dani 3, Caro 1.
      await l.race(1, [ANA, CARO, BETO, DANI]);
      await l.race(2, [CARO, DANI, ANA, BETO]);
      await l.race(3, [BETO, ANA, DANI, CARO]);
      await l.penalise(1, BETO, { tipo: 'puntos', puntos: 4 });

      // Drivers: Ana 10, 3, 6 drops R2: 16; Caro 6, 10, 1 drops R3: 16 (Ana has a third place, Caro none);
      // Beto 3, 1, 10 drops R2: 13 − 4 = 9; Dani 1, 6, 3 drops R1: 9 (Beto has a win).
      const answer = await l.standings();
      expect(driverPoints(answer)).to.deep.equal([
        ['Ana Robles', 16],
        ['Caro Ibáñez', 16],
        ['Beto Salas', 9],
        ['Dani Quiroz', 9],
      ]);
      // Rosters, no drop and no deduction (a new rulebook's defaults): Rayo 13 + 4 + 16 = 33, Trueno 7 + 16 + 4 = 27.
      expect(rosterPoints(answer)).to.deep.equal([
        ['Rayo', 33, 0],
        ['Trueno', 27, 0],
      ]);
      const got = JSON.parse((await l.cli(['standings', 'config', l.id, '--get'])).stdout);
      expect(got.equipos).to.deep.equal({ plantillas, descartes: 0, incluirDeduccionesDePilotos: false, descartarPeorPiloto: false });
      expect(got).to.not.have.property('descartarPeorPilotoDeEquipo');

      // One roster drop and the drivers' deductions, as rosters added up before (the drivers' drop count):
      // Rayo without R2: 13 + 16 − 4 = 25; Trueno without R3: 7 + 16 = 23.
      await l.rulebook({ ...RACE_ONLY, rondasDescartadas: 1, equipos: { plantillas, descartes: 1, incluirDeduccionesDePilotos: true } });
      const before = await l.standings();
      expect(rosterPoints(before)).to.deep.equal([
        ['Rayo', 25, 4],
        ['Trueno', 23, 0],
      ]);
      expect(before.equipos[0]!.filas.map((r) => r.rondas.filter((x) => x.descartada).map((x) => x.ronda))).to.deep.equal([[2], [3]]);
      expect(driverPoints(before)).to.deep.equal(driverPoints(answer));
    });
  });

  describe('a rulebook stored before these options', () => {
    it('reads back with its old meaning: --get prints every new option with the value that keeps its tables, and --set of that text changes nothing', async () => {
      const l = await league([ANA, BETO, CARO, DANI], 3);
      // As the previous version stored it (version 1, every field it knew): Eli is listed but never races.
      const ELI = 810_005;
      const stored = {
        version: 1,
        plantilla: 'personalizado',
        tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [10, 6, 3, 1], vueltasMinimas: 0.75 }] }],
        motivosSinPuntos: ['Disconnected'],
        cerrarPosiciones: false,
        agrupacion: 'grupos',
        grupos: [{ nombre: 'Oro', posicionesGenerales: false }],
        pilotos: [ANA, BETO, CARO, DANI, { custId: ELI, nombre: 'Eli', apellido: 'Montes' }].map((d) => ({ custId: d.custId, nombre: `${d.nombre} ${d.apellido}`, grupo: 'Oro', cambios: [] })),
        grupoPorDefecto: null,
        rondasDescartadas: 1,
        rondasNoDescartables: [],
        equipos: [
          { nombre: 'Rayo', pilotos: [ANA.custId, BETO.custId] },
          { nombre: 'Trueno', pilotos: [CARO.custId, DANI.custId] },
        ],
        descartarPeorPilotoDeEquipo: false,
        formato: { porDefecto: ['Carrera'], rondas: [] },
      };
      await t.context.knex('standings_configs').insert({ campeonatoId: l.id, configuracion: JSON.stringify(stored), actualizadoPor: l.admin.id, updatedAt: '2026-03-01T12:00:00.000Z' });

      // Round 1: Beto lost his connection after 19 laps, ahead of Caro (19) and Dani (18).
      await l.race(1, [ANA, { driver: BETO, laps: 19, reasonOut: 'Disconnected' }, { driver: CARO, laps: 19 }, { driver: DANI, laps: 18 }]);
      await l.race(2, [CARO, DANI, ANA, BETO]);
      await l.race(3, [BETO, ANA, DANI, CARO]);
      await l.penalise(1, BETO, { tipo: 'posiciones', posiciones: 2 });
      await l.penalise(2, DANI, { tipo: 'puntos', puntos: 2 });

      const got = await l.cli(['standings', 'config', l.id, '--get']);
      expect(got.code, got.stderr).to.equal(0);
      const printed = JSON.parse(got.stdout);
      const { descartarPeorPilotoDeEquipo: _moved, ...rest } = stored;
      expect(printed).to.deep.equal({
        ...rest,
        version: 2,
        grupos: stored.grupos.map((g) => ({ ...g, sancionesSoloEnSuClase: false })),
        sancionSinPuntosNoMueveAOtros: false,
        mostrarPilotosSinResultados: false,
        equipos: { plantillas: stored.equipos, descartes: 1, incluirDeduccionesDePilotos: true, descartarPeorPiloto: false },
      });

      // As before: round 1, Beto (scoring nothing) is moved two places: [Ana Caro Dani Beto]: Ana 10, Caro 6, Dani 3.
      // Round 2: Caro 10, Dani 6, Ana 3, Beto 1. Round 3: Beto 10, Ana 6, Dani 3, Caro 1.
      // Ana 10, 3, 6 drops R2: 16; Caro 6, 10, 1 drops R3: 16 (Ana has a third place, Caro none);
      // Beto 0, 1, 10 drops R1: 11; Dani 3, 6, 3 drops R1 (the earlier of two): 9 − 2 = 7. Eli, without results, is not listed.
      const answer = await l.standings();
      expect(driverPoints(answer)).to.deep.equal([
        ['Ana Robles', 16],
        ['Caro Ibáñez', 16],
        ['Beto Salas', 11],
        ['Dani Quiroz', 7],
      ]);
      // Rosters as before: the drivers' drop count, less their deductions.
      // Rayo 10, 4, 16 drops R2: 26. Trueno 9, 16, 4 drops R3: 25 − 2 = 23.
      expect(rosterPoints(answer)).to.deep.equal([
        ['Rayo', 26, 0],
        ['Trueno', 23, 2],
      ]);

      // What --get printed goes back in through --set and scores the same.
      const file = path.join(os.tmpdir(), `parrilla-reglamento-${kind}-${l.id}.json`);
      writeFileSync(file, got.stdout);
      try {
        const set = await l.cli(['standings', 'config', l.id, '--set', file]);
        expect(set.code, set.stderr).to.equal(0);
      } finally {
        rmSync(file, { force: true });
      }
      expect((await l.cli(['standings', 'config', l.id, '--get'])).stdout).to.equal(got.stdout);
      expect(await l.standings()).to.deep.equal(answer);
    });
  });
});
