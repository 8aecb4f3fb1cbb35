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
});
