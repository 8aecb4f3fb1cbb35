import { expect } from 'chai';
import { scoringPreset } from '../../../src/contracts/standings-config.contract.js';
import { computeStandings, ScoreChampionship, toStandingsAnswer } from '../../../src/modules/standings/index.js';
import { ANA, BETO, CARO, raceRound, row, rules } from './season-builder.js';

describe('Standings answer of the API', () => {
  const season = [raceRound(1, ANA, row(BETO, { carClassId: 2, carClassName: 'GT4' }), CARO)];
  const standings = computeStandings({ rules: { ...rules({ tabla: [10, 6] }), equipos: { plantillas: [{ nombre: 'Rayo', pilotos: [ANA.custId, CARO.custId] }], descartes: 0, incluirDeduccionesDePilotos: false, descartarPeorPiloto: false } }, rounds: season, penalties: [] });
  const ana = { id: 'u-ana', nombre: 'Ana', apellido: 'Robles', username: 'anar' };

  it('shows the site user matched by iRacing id, else the iRacing name and id', () => {
    const answer = toStandingsAnswer('camp-1', standings, { users: new Map([[ANA.custId, ana]]) });
    const gt3 = answer.grupos.find((g) => g.grupo === 'GT3')!;
    // GT3: Ana 10, Caro 6 (Beto races alone in GT4).
    expect(gt3.filas.map((f) => [f.piloto, f.puntos, f.equipo])).to.deep.equal([
      [{ usuario: ana, custId: ANA.custId, nombreIracing: ANA.name }, 10, 'Rayo'],
      [{ usuario: null, custId: CARO.custId, nombreIracing: CARO.name }, 6, 'Rayo'],
    ]);
    expect(answer.equipos[0]!.filas[0]).to.deep.include({ tipo: 'plantilla', teamId: null, nombre: 'Rayo', puntos: 16 });
    expect(answer.equipos[0]!.filas[0]!.pilotos[0]!.usuario).to.deep.equal(ana);
    expect(answer).to.include({ campeonatoId: 'camp-1', hastaRonda: 1 });
  });

  it('gives per-event points only when asked', () => {
    expect(toStandingsAnswer('camp-1', standings).grupos[0]!.filas[0]!.rondas[0]).to.not.have.property('eventos');
    expect(toStandingsAnswer('camp-1', standings, { eventos: true }).grupos[0]!.filas[0]!.rondas[0]!.eventos).to.deep.equal([{ sesion: 1, evento: 'Carrera', puntos: 10, posicion: 1 }]);
  });

  it('keeps only the group asked for, by its name or key', () => {
    expect(toStandingsAnswer('camp-1', standings, { clase: 'gt4' }).grupos.map((g) => g.filas.map((f) => f.piloto.custId))).to.deep.equal([[BETO.custId]]);
    expect(toStandingsAnswer('camp-1', standings, { clase: 'c:1' }).grupos.map((g) => g.grupo)).to.deep.equal(['GT3']);
  });

  it('scores a stored configuration through the use case', () => {
    const answer = new ScoreChampionship().execute({ campeonatoId: 'camp-1', config: scoringPreset('f1'), rounds: season, penalties: [] });
    // F1 preset, GT3: Ana 1st 25, Caro 2nd 18.
    expect(answer.grupos[0]!.filas.map((f) => f.puntos)).to.deep.equal([25, 18]);
  });
});
