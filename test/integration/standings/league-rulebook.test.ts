import { expect } from 'chai';
import type { StandingsConfigInput } from '../../../src/contracts/standings-config.contract.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { useTestApi } from '../championships/championship-fixtures.js';
import { driverPoints, useInventedLeague } from './league-season.js';

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
});
