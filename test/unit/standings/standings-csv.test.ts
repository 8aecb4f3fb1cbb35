import { expect } from 'chai';
import type { StandingsAnswer } from '../../../src/contracts/standings.views.js';
import { standingsCsv } from '../../../src/modules/standings/index.js';

const line = { diferencia: 0, victorias: 1, podios: 1, poles: 0, vueltasRapidas: 0, deducciones: 0 };

describe('The standings CSV (parrilla standings show --csv and GET …/clasificacion.csv)', () => {
  it('writes Spanish headers, the site name or the iRacing one, quotes fields with commas or quotes, a dropped round in parentheses and a missed one empty', () => {
    const answer: StandingsAnswer = {
      campeonatoId: 'c1',
      rondas: [
        { ronda: 1, carreraId: 'r1' },
        { ronda: 2, carreraId: 'r2' },
      ],
      hastaRonda: 2,
      grupos: [
        {
          clave: 'c:10',
          grupo: 'GT3, Pro',
          filas: [
            {
              ...line,
              posicion: 1,
              puntos: 25,
              piloto: { usuario: { id: 'u1', nombre: 'Tobías', apellido: 'Núñez', username: null }, custId: 7, nombreIracing: 'Tobias Nunez' },
              equipo: 'Escudería "Norte"',
              rondas: [
                { ronda: 1, carreraId: 'r1', puntos: 25, descartada: false, participo: true },
                { ronda: 2, carreraId: 'r2', puntos: 18, descartada: true, participo: true },
              ],
            },
            {
              ...line,
              posicion: 2,
              puntos: 18,
              diferencia: 7,
              piloto: { usuario: null, custId: 8, nombreIracing: 'Ana Pista' },
              equipo: null,
              rondas: [{ ronda: 2, carreraId: 'r2', puntos: 18, descartada: false, participo: true }],
            },
          ],
        },
      ],
      equipos: [],
    };
    expect(standingsCsv(answer).split('\n')).to.deep.equal([
      'Grupo,Posición,Piloto,ID de iRacing,Equipo,Puntos,Diferencia,Victorias,Podios,Poles,Vueltas rápidas,Deducciones,R1,R2',
      '"GT3, Pro",1,Tobías Núñez,7,"Escudería ""Norte""",25,0,1,1,0,0,0,25,(18)',
      '"GT3, Pro",2,Ana Pista,8,,18,7,1,1,0,0,0,,18',
    ]);
  });
});
