import { expect } from 'chai';
import { computeStandings, penaltyEventOf } from '../../../src/modules/standings/index.js';
import { ANA, BETO, CARO, event, finished, penalty, round, row, rowOf, rules, session } from './season-builder.js';

describe('Standings: a penalty acts on the scored event it names', () => {
  // A sprint (session 1: its race) and the main race (session 2: pole, race, fastest lap).
  const scoring = rules({
    tiposPuntuacion: [
      { nombre: 'Sprint', eventos: [event('Carrera sprint', 'race', 'posicion', [8, 6, 4])] },
      {
        nombre: 'Principal',
        eventos: [event('Pole', 'qualifying', 'posicion', [3]), event('Carrera', 'race', 'posicion', [25, 18, 15]), event('Vuelta rápida', 'race', 'vueltaRapida', [2])],
      },
    ],
    formato: { porDefecto: ['Sprint', 'Principal'], rondas: [] },
  });
  // Ana wins both races from pole with the fastest lap of the main race.
  const season = [
    round(
      1,
      session(1, { race: finished(ANA, BETO, CARO) }),
      session(2, { qualifying: finished(ANA, BETO, CARO), race: finished(row(ANA, { bestLapTime: 90_000 }), row(BETO, { bestLapTime: 90_500 }), row(CARO, { bestLapTime: 91_000 })) }),
    ),
  ];
  const points = (standings: ReturnType<typeof computeStandings>, driver: typeof ANA) =>
    Object.fromEntries(rowOf(standings, driver).rondas[0]!.eventos.map((e) => [`${e.sesion} ${e.evento}`, e.puntos]));

  it("a main-race disqualification takes the race's points only: the pole, the fastest lap and the sprint stay", () => {
    const clean = computeStandings({ rules: scoring, rounds: season, penalties: [] });
    expect(points(clean, ANA)).to.deep.equal({ '1 Carrera sprint': 8, '2 Pole': 3, '2 Carrera': 25, '2 Vuelta rápida': 2 });

    const standings = computeStandings({ rules: scoring, rounds: season, penalties: [penalty(ANA, 1, 'descalificacion', null, { sesion: 2, evento: 'Carrera' })] });
    expect(points(standings, ANA)).to.deep.equal({ '1 Carrera sprint': 8, '2 Pole': 3, '2 Carrera': 0, '2 Vuelta rápida': 2 });
    // Those behind move up in that race only.
    expect(points(standings, BETO)).to.deep.equal({ '1 Carrera sprint': 6, '2 Pole': 0, '2 Carrera': 25, '2 Vuelta rápida': 0 });
    expect(rowOf(standings, ANA).puntos).to.equal(13);
  });

  it('a penalty naming the sprint session alone acts on its race, not the main race', () => {
    const standings = computeStandings({ rules: scoring, rounds: season, penalties: [penalty(ANA, 1, 'posiciones', 2, { sesion: 1 })] });
    expect(points(standings, ANA)).to.deep.equal({ '1 Carrera sprint': 4, '2 Pole': 3, '2 Carrera': 25, '2 Vuelta rápida': 2 });
  });

  it('names the event a penalty acts on: the one named, else the main race of the last session having one', () => {
    expect(penaltyEventOf(scoring, 1, [1, 2], { sesion: null, evento: null })).to.deep.equal({ sesion: 2, evento: 'Carrera' });
    expect(penaltyEventOf(scoring, 1, [1, 2], { sesion: 1, evento: null })).to.deep.equal({ sesion: 1, evento: 'Carrera sprint' });
    expect(penaltyEventOf(scoring, 1, [1, 2], { sesion: null, evento: 'vuelta RÁPIDA' })).to.deep.equal({ sesion: 2, evento: 'Vuelta rápida' });
    expect(penaltyEventOf(scoring, 1, [1, 2], { sesion: 1, evento: 'Pole' })).to.equal(null);
  });
});
