import { expect } from 'chai';
import { standingsConfigSchema } from '../../../src/contracts/standings-config.contract.js';
import { computeStandings, type ScoringRules } from '../../../src/modules/standings/index.js';
import { ANA, BETO, CARO, DANI, ELI, finished, penalty, pointsOf, raceRound, round, row, rules, session, tableNamed } from './season-builder.js';

/** Groups scored on overall positions, in a race of two car classes. */
function overallGroups(extra: Partial<ScoringRules> = {}, sancionesSoloEnSuClase = false): ScoringRules {
  return rules({
    tabla: [10, 8, 6, 4, 2],
    agrupacion: 'grupos',
    grupos: [{ nombre: 'Liga', posicionesGenerales: true, sancionesSoloEnSuClase }],
    grupoPorDefecto: 'Liga',
    ...extra,
  });
}

const gt3 = { carClassId: 1, carClassName: 'GT3' };
const gt4 = { carClassId: 2, carClassName: 'GT4' };

describe('Rulebook options: a listed driver in no group, penalties within the class', () => {
  describe('a listed driver with grupo null', () => {
    const listed = (extra: Partial<ScoringRules> = {}) =>
      rules({
        tabla: [10, 6, 3],
        agrupacion: 'grupos',
        grupos: [{ nombre: 'Oro', posicionesGenerales: true, sancionesSoloEnSuClase: false }],
        grupoPorDefecto: 'Oro',
        pilotos: [{ custId: BETO.custId, nombre: BETO.name, grupo: null, cambios: [] }],
        ...extra,
      });

    it('scores nothing, takes nobody’s place (overall too) and is in no table, though a default group exists', () => {
      const standings = computeStandings({ rules: listed(), rounds: [raceRound(1, BETO, ANA, CARO)], penalties: [] });
      expect(pointsOf(tableNamed(standings, 'Oro'))).to.deep.equal([
        [ANA.name, 10],
        [CARO.name, 6],
      ]);
      expect(standings.grupos.flatMap((t) => t.filas.map((r) => r.custId))).to.not.include(BETO.custId);
    });

    it('leaves his group from a round on with a change to null, and a points deduction lists him nowhere', () => {
      const rulebook = listed({ pilotos: [{ custId: BETO.custId, nombre: BETO.name, grupo: 'Oro', cambios: [{ desdeRonda: 2, grupo: null }] }] });
      const standings = computeStandings({
        rules: rulebook,
        rounds: [raceRound(1, BETO, ANA), raceRound(2, BETO, ANA)],
        penalties: [],
      });
      expect(pointsOf(tableNamed(standings, 'Oro'))).to.deep.equal([
        [ANA.name, 16],
        [BETO.name, 10],
      ]);
      const fresh = computeStandings({ rules: listed(), rounds: [raceRound(1, ANA)], penalties: [penalty(BETO, 1, 'puntos', 5)] });
      expect(fresh.grupos.flatMap((t) => t.filas.map((r) => r.custId))).to.deep.equal([ANA.custId]);
    });

    it('is accepted by the rulebook, in pilotos and in a change, and refused in a group that does not exist', () => {
      const doc = {
        tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [10] }] }],
        agrupacion: 'grupos',
        grupos: [{ nombre: 'Oro' }],
        pilotos: [
          { custId: 1, nombre: 'Invitado', grupo: null },
          { custId: 2, nombre: 'Sale', grupo: 'Oro', cambios: [{ desdeRonda: 3, grupo: null }] },
        ],
        formato: { porDefecto: ['Carrera'] },
      };
      const parsed = standingsConfigSchema.parse(doc);
      expect(parsed.pilotos[0]!.grupo).to.equal(null);
      expect(parsed.pilotos[1]!.cambios[0]!.grupo).to.equal(null);
      expect(standingsConfigSchema.safeParse({ ...doc, pilotos: [{ custId: 1, nombre: 'X', grupo: 'Bronce' }] }).success).to.equal(false);
    });
  });

  describe('penalties within the penalised driver’s class (sancionesSoloEnSuClase)', () => {
    // Overall: Ana GT3, Beto GT4, Caro GT3, Dani GT4, Eli GT3.
    const race = () => raceRound(1, row(ANA, gt3), row(BETO, gt4), row(CARO, gt3), row(DANI, gt4), row(ELI, gt3));

    it('off: one place moves Ana behind the next driver of her group, whatever his class', () => {
      const standings = computeStandings({ rules: overallGroups(), rounds: [race()], penalties: [penalty(ANA, 1, 'posiciones', 1)] });
      expect(pointsOf(tableNamed(standings, 'Liga'))).to.deep.equal([
        [BETO.name, 10],
        [ANA.name, 8],
        [CARO.name, 6],
        [DANI.name, 4],
        [ELI.name, 2],
      ]);
    });

    it('on: one place moves Ana behind the next GT3, into his overall place; the GT4 cars keep theirs', () => {
      const standings = computeStandings({ rules: overallGroups({}, true), rounds: [race()], penalties: [penalty(ANA, 1, 'posiciones', 1)] });
      expect(pointsOf(tableNamed(standings, 'Liga'))).to.deep.equal([
        [CARO.name, 10],
        [BETO.name, 8],
        [ANA.name, 6],
        [DANI.name, 4],
        [ELI.name, 2],
      ]);
    });

    it('on: a disqualification leaves the other class’s places as they were; the class-mates behind move up within the class', () => {
      const standings = computeStandings({ rules: overallGroups({}, true), rounds: [race()], penalties: [penalty(ANA, 1, 'descalificacion')] });
      // GT3 places (1st, 3rd, 5th overall) go to Caro and Eli; Beto and Dani keep 2nd and 4th.
      expect(pointsOf(tableNamed(standings, 'Liga'))).to.deep.equal([
        [CARO.name, 10],
        [BETO.name, 8],
        [ELI.name, 6],
        [DANI.name, 4],
        [ANA.name, 0],
      ]);
    });

    it('on: a time penalty passes only class-mates with a lower time', () => {
      const rows = finished(row(ANA, gt3), row(BETO, gt4), row(CARO, gt3), row(DANI, gt4), row(ELI, gt3));
      // Intervals 0, 2, 4, 6, 8 s: 5 s puts Ana at 5 s, behind Caro (4 s), ahead of Eli (8 s).
      const standings = computeStandings({ rules: overallGroups({}, true), rounds: [round(1, session(1, { race: rows }))], penalties: [penalty(ANA, 1, 'tiempo', 5)] });
      expect(pointsOf(tableNamed(standings, 'Liga'))).to.deep.equal([
        [CARO.name, 10],
        [BETO.name, 8],
        [ANA.name, 6],
        [DANI.name, 4],
        [ELI.name, 2],
      ]);
    });

    it('is refused on a group that scores within itself, in Spanish on the field', () => {
      const result = standingsConfigSchema.safeParse({
        tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [10] }] }],
        agrupacion: 'grupos',
        grupos: [{ nombre: 'Oro', sancionesSoloEnSuClase: true }],
        formato: { porDefecto: ['Carrera'] },
      });
      expect(result.success).to.equal(false);
      const issue = result.error!.issues.find((i) => i.path.join('.') === 'grupos.0.sancionesSoloEnSuClase');
      expect(issue?.message).to.equal('Las sanciones dentro de la clase solo aplican a un grupo que puntúa por posiciones generales: marca también «posiciones generales» en «Oro»');
    });
  });
});
