import { expect } from 'chai';
import { ignoredOptions, standingsConfigSchema, type StandingsConfigInput } from '../../../src/contracts/standings-config.contract.js';

const messagesOf = (input: unknown) => {
  const result = standingsConfigSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

const minimal = (): StandingsConfigInput => ({
  tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [10, 6, 3] }] }],
  formato: { porDefecto: ['Carrera'] },
});
const rosters = [{ nombre: 'Rayo', pilotos: [1, 2, 3] }];

describe('The rulebook file: old files read, each option in its place and named for what it does', () => {
  it('reads a file written before version 2 without `version` (rosters as a list) with the new defaults', () => {
    const config = standingsConfigSchema.parse({ ...minimal(), equipos: rosters, rondasDescartadas: 2 });
    expect(config.version).to.equal(2);
    expect(config.equipos).to.deep.equal({ plantillas: rosters, descartes: 0, incluirDeduccionesDePilotos: false, descartarPeorPiloto: false });
    expect(config.mostrarPilotosSinResultados).to.equal(true);
  });

  it('refuses the list in a document that says version 2, saying where it goes', () => {
    expect(messagesOf({ ...minimal(), version: 2, equipos: rosters })).to.deep.equal({
      equipos: 'En la versión 2, «equipos» es un objeto: pon la lista de equipos en «equipos.plantillas» (o quita «version» para leer el archivo con las opciones nuevas)',
    });
  });

  it('keeps the worst-driver drop inside `equipos`, and reads it from its old place outside', () => {
    expect(standingsConfigSchema.parse({ ...minimal(), equipos: { plantillas: rosters, descartarPeorPiloto: true } }).equipos.descartarPeorPiloto).to.equal(true);
    const old = standingsConfigSchema.parse({ ...minimal(), equipos: { plantillas: rosters }, descartarPeorPilotoDeEquipo: true });
    expect(old.equipos.descartarPeorPiloto).to.equal(true);
    expect(old).to.not.have.property('descartarPeorPilotoDeEquipo');
    // A version 1 file had it outside too.
    expect(standingsConfigSchema.parse({ ...minimal(), version: 1, equipos: rosters, descartarPeorPilotoDeEquipo: true }).equipos.descartarPeorPiloto).to.equal(true);
    expect(messagesOf({ ...minimal(), equipos: { descartarPeorPiloto: false }, descartarPeorPilotoDeEquipo: true })).to.deep.equal({
      descartarPeorPilotoDeEquipo: '«descartarPeorPilotoDeEquipo» es el nombre anterior de «equipos.descartarPeorPiloto»: deja solo uno',
    });
  });

  it('names the penalty option for what it does (places, time and disqualifications), and reads the old name', () => {
    expect(standingsConfigSchema.parse({ ...minimal(), sancionSinPuntosNoMueveAOtros: true }).sancionSinPuntosNoMueveAOtros).to.equal(true);
    const old = standingsConfigSchema.parse({ ...minimal(), penalizacionSinPuntosNoMueve: true });
    expect(old.sancionSinPuntosNoMueveAOtros).to.equal(true);
    expect(old).to.not.have.property('penalizacionSinPuntosNoMueve');
    expect(messagesOf({ ...minimal(), penalizacionSinPuntosNoMueve: true, sancionSinPuntosNoMueveAOtros: false })).to.deep.equal({
      penalizacionSinPuntosNoMueve: '«penalizacionSinPuntosNoMueve» es el nombre anterior de «sancionSinPuntosNoMueveAOtros»: deja solo uno',
    });
  });

  it('explains in Spanish the options a file sets that grouping by car class ignores, and nothing otherwise', () => {
    expect(ignoredOptions({ ...minimal(), mostrarPilotosSinResultados: true, pilotos: [{ custId: 1, nombre: 'Ana', grupo: null }] })).to.deep.equal([
      '«mostrarPilotosSinResultados» no se aplica al agrupar por clases de auto: un piloto sin resultados todavía no tiene clase.',
      '«pilotos» no se aplica al agrupar por clases de auto: cada piloto puntúa en la clase de su auto.',
    ]);
    expect(ignoredOptions({ ...minimal(), agrupacion: 'grupos', grupos: [{ nombre: 'Oro' }], mostrarPilotosSinResultados: true })).to.deep.equal([]);
    expect(ignoredOptions({ ...minimal(), mostrarPilotosSinResultados: true })).to.deep.equal([]);
    expect(ignoredOptions({ ...minimal(), mostrarPilotosSinResultados: false, pilotos: [{ custId: 1, nombre: 'Ana', grupo: null }] })).to.deep.equal([
      '«pilotos» no se aplica al agrupar por clases de auto: cada piloto puntúa en la clase de su auto.',
    ]);
  });
});
