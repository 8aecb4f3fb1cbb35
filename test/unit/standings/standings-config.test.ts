import { expect } from 'chai';
import {
  SCORING_PRESET_IDS,
  SCORING_PRESETS,
  scoringPreset,
  STANDINGS_LIMITS,
  standingsConfigSchema,
  type StandingsConfigInput,
} from '../../../src/contracts/standings-config.contract.js';
import { computeStandings } from '../../../src/modules/standings/index.js';
import { ANA, BETO, raceRound } from './season-builder.js';

const messagesOf = (input: unknown) => {
  const result = standingsConfigSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

const minimal = (): StandingsConfigInput => ({
  tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [10, 6, 3] }] }],
  formato: { porDefecto: ['Carrera'] },
});

describe('Scoring configuration contract', () => {
  describe('presets', () => {
    it('offers F1, MotoGP and Personalizado by the names people see', () => {
      expect(SCORING_PRESETS.map((p) => p.nombre)).to.deep.equal(['F1 (25-18-15-12-10-8-6-4-2-1)', 'MotoGP (25-20-16-13-11-10-9-8-7-6-5-4-3-2-1)', 'Personalizado']);
    });

    for (const id of SCORING_PRESET_IDS) {
      it(`builds a full document for ${id} that parses back unchanged`, () => {
        const config = scoringPreset(id);
        expect(standingsConfigSchema.parse(JSON.parse(JSON.stringify(config)))).to.deep.equal(config);
        expect(config.plantilla).to.equal(id);
      });
    }

    it('scores an F1 race 25-18-15-12-10-8-6-4-2-1 and a MotoGP race 25-20-16-…-1', () => {
      const names = Array.from({ length: 16 }, (_, i) => ({ custId: 200 + i, name: `Piloto ${i + 1}` }));
      const season = [raceRound(1, ...names)];
      const points = (id: 'f1' | 'motogp') => computeStandings({ rules: scoringPreset(id), rounds: season, penalties: [] }).grupos[0]!.filas.map((r) => r.puntos);
      expect(points('f1')).to.deep.equal([25, 18, 15, 12, 10, 8, 6, 4, 2, 1, 0, 0, 0, 0, 0, 0]);
      expect(points('motogp')).to.deep.equal([25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    });
  });

  describe('defaults', () => {
    it('fills in no reasons, positions not closed up, penalties on non-scorers moving, car classes, no drops and 0 minimum laps', () => {
      const config = standingsConfigSchema.parse(minimal());
      expect(config).to.include({ version: 2, plantilla: 'personalizado', cerrarPosiciones: false, sancionSinPuntosNoMueveAOtros: false, agrupacion: 'clases', grupoPorDefecto: null, rondasDescartadas: 0 });
      expect(config.equipos.descartarPeorPiloto).to.equal(false);
      expect(config.motivosSinPuntos).to.deep.equal([]);
      expect(config.rondasNoDescartables).to.deep.equal([]);
      expect(config.tiposPuntuacion[0]!.eventos[0]!.vueltasMinimas).to.equal(0);
      expect(config.formato.rondas).to.deep.equal([]);
    });

    it("lists the drivers without results, and has rosters add every round without drops or the drivers' deductions, in a new document (version 2, or no version said)", () => {
      for (const config of [standingsConfigSchema.parse(minimal()), standingsConfigSchema.parse({ ...minimal(), version: 2 })]) {
        expect(config).to.include({ version: 2, mostrarPilotosSinResultados: true });
        expect(config.equipos).to.deep.equal({ plantillas: [], descartes: 0, incluirDeduccionesDePilotos: false, descartarPeorPiloto: false });
      }
    });

    it('refuses the rosters as a bare list in a document that says version 2, saying where they go', () => {
      expect(messagesOf({ ...minimal(), version: 2, equipos: [{ nombre: 'Rayo', pilotos: [ANA.custId] }] })).to.have.property('equipos').that.match(/^En la versión 2, «equipos» es un objeto/);
    });
  });

  describe('a version 1 document (every rulebook stored before version 2)', () => {
    // The document as version 1 stored it: every field it knew, filled in.
    const stored = (): Record<string, unknown> => ({
      version: 1,
      plantilla: 'personalizado',
      tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [10, 6, 3], vueltasMinimas: 0 }] }],
      motivosSinPuntos: [],
      cerrarPosiciones: false,
      agrupacion: 'clases',
      grupos: [],
      pilotos: [],
      grupoPorDefecto: null,
      rondasDescartadas: 0,
      rondasNoDescartables: [],
      equipos: [],
      descartarPeorPilotoDeEquipo: false,
      formato: { porDefecto: ['Carrera'], rondas: [] },
    });

    it('reads as version 2 with the meaning it had: drivers without results are not listed, penalties on non-scorers move', () => {
      const config = standingsConfigSchema.parse(stored());
      expect(config).to.include({ version: 2, mostrarPilotosSinResultados: false, sancionSinPuntosNoMueveAOtros: false });
      // Read again (as GET answers it and --set takes it back), it stays the same.
      expect(standingsConfigSchema.parse(JSON.parse(JSON.stringify(config)))).to.deep.equal(config);
    });

    it('keeps its rosters, dropping as many rounds as the drivers and less the drivers\' deductions, as they did', () => {
      const rosters = [{ nombre: 'Rayo', pilotos: [ANA.custId, BETO.custId] }];
      const config = standingsConfigSchema.parse({ ...stored(), rondasDescartadas: 2, equipos: rosters });
      expect(config.equipos).to.deep.equal({ plantillas: rosters, descartes: 2, incluirDeduccionesDePilotos: true, descartarPeorPiloto: false });
      expect(standingsConfigSchema.parse({ ...stored(), equipos: undefined }).equipos).to.deep.equal({ plantillas: [], descartes: 0, incluirDeduccionesDePilotos: true, descartarPeorPiloto: false });
      expect(messagesOf({ ...stored(), equipos: [{ nombre: 'Rayo', pilotos: [0] }] })).to.deep.equal({ 'equipos.plantillas.0.pilotos.0': `El ID de cliente de iRacing de un piloto del equipo debe estar entre 1 y ${STANDINGS_LIMITS.custId}` });
    });

    it('keeps what it says about an option version 2 added', () => {
      expect(standingsConfigSchema.parse({ ...stored(), mostrarPilotosSinResultados: true })).to.include({ version: 2, mostrarPilotosSinResultados: true });
    });

    it('is the only older version: any other is refused in Spanish', () => {
      expect(messagesOf({ ...minimal(), version: 3 })).to.deep.equal({ version: 'La versión de la configuración debe ser 1 o 2' });
      expect(messagesOf({ ...minimal(), version: '1' })).to.deep.equal({ version: 'La versión de la configuración debe ser 1 o 2' });
    });
  });

  describe('Spanish errors naming the field', () => {
    it('refuses something that is not a configuration', () => {
      expect(messagesOf(null)).to.deep.equal({ '': 'La configuración de puntuación debe ser un objeto' });
    });

    it('names an unknown field instead of dropping it', () => {
      expect(messagesOf({ ...minimal(), descartes: 2 })).to.deep.equal({ '': 'La configuración de puntuación tiene campos desconocidos: descartes' });
    });

    it('names each bad value where it is', () => {
      const bad = {
        ...minimal(),
        tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: '', sesionIracing: 'practice', tipo: 'posicion', tabla: [], vueltasMinimas: 1.5 }] }],
        cerrarPosiciones: 'sí',
        sancionSinPuntosNoMueveAOtros: 1,
        mostrarPilotosSinResultados: null,
        rondasDescartadas: 1.5,
      };
      expect(messagesOf(bad)).to.deep.equal({
        'tiposPuntuacion.0.eventos.0.nombre': 'El nombre del evento puntuable no puede quedar vacío',
        'tiposPuntuacion.0.eventos.0.sesionIracing': 'La sesión de iRacing del evento debe ser qualifying o race',
        'tiposPuntuacion.0.eventos.0.tabla': 'La tabla de puntos debe tener al menos un elemento',
        'tiposPuntuacion.0.eventos.0.vueltasMinimas': 'El mínimo de vueltas debe estar entre 0 y 1',
        cerrarPosiciones: 'La opción de cerrar posiciones debe ser verdadero o falso',
        sancionSinPuntosNoMueveAOtros: 'La opción de que la sanción a quien no puntúa no mueva a nadie debe ser verdadero o falso',
        mostrarPilotosSinResultados: 'La opción de mostrar a los pilotos sin resultados debe ser verdadero o falso',
        rondasDescartadas: 'El número de rondas descartadas debe ser un número entero',
      });
    });

    it('refuses names that refer to nothing and names that repeat', () => {
      const bad: StandingsConfigInput = {
        ...minimal(),
        agrupacion: 'grupos',
        grupos: [{ nombre: 'Oro' }, { nombre: 'oro' }],
        grupoPorDefecto: 'Bronce',
        pilotos: [
          { custId: 101, nombre: 'Ana', grupo: 'Plata' },
          { custId: 101, nombre: 'Otra Ana', grupo: 'Oro', cambios: [{ desdeRonda: 4, grupo: 'Oro' }, { desdeRonda: 3, grupo: 'Oro' }] },
        ],
        equipos: {
          plantillas: [
            { nombre: 'Rayo', pilotos: [101] },
            { nombre: 'Trueno', pilotos: [101] },
          ],
        },
        formato: { porDefecto: ['Sprint'], rondas: [{ ronda: 2, sesiones: ['Carrera'] }, { ronda: 2, sesiones: ['Carrera'] }] },
      };
      expect(messagesOf(bad)).to.deep.equal({
        'formato.porDefecto.0': 'El formato por defecto usa «Sprint», que no es un tipo de puntuación',
        'formato.rondas.1.ronda': 'El formato de la ronda 2 está repetido',
        'grupos.1.nombre': 'El grupo «oro» está repetido',
        grupoPorDefecto: 'El grupo por defecto «Bronce» no es uno de los grupos',
        'pilotos.1.custId': 'El piloto con ID de cliente 101 está repetido',
        'pilotos.0.grupo': 'El grupo «Plata» del piloto Ana no es uno de los grupos',
        'pilotos.1.cambios.1.desdeRonda': 'Los cambios de grupo de Otra Ana deben ir en orden de ronda, sin repetirla',
        'equipos.plantillas.1.pilotos.0': 'El piloto con ID de cliente 101 ya está en el equipo «Rayo»',
      });
    });

    it('asks for groups when scoring by groups', () => {
      expect(messagesOf({ ...minimal(), agrupacion: 'grupos' })).to.deep.equal({ grupos: 'Los grupos no pueden quedar vacíos cuando se puntúa por grupos' });
    });
  });

  describe('bounds', () => {
    const withEvent = (extra: object) => ({ ...minimal(), tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [1], ...extra }] }] });

    it('takes a points table of 60 places and no more', () => {
      expect(standingsConfigSchema.safeParse(withEvent({ tabla: Array.from({ length: 60 }, (_, i) => 60 - i) })).success).to.equal(true);
      expect(messagesOf(withEvent({ tabla: Array.from({ length: 61 }, () => 1) }))).to.deep.equal({ 'tiposPuntuacion.0.eventos.0.tabla': 'La tabla de puntos admite como máximo 60 elementos' });
    });

    it('refuses negative or huge points', () => {
      expect(messagesOf(withEvent({ tabla: [-1] }))).to.deep.equal({ 'tiposPuntuacion.0.eventos.0.tabla.0': 'Los puntos de la tabla no pueden ser negativos' });
      expect(messagesOf(withEvent({ tabla: [1e9] }))).to.deep.equal({ 'tiposPuntuacion.0.eventos.0.tabla.0': `Los puntos de la tabla deben ser como máximo ${STANDINGS_LIMITS.puntosPorPosicion}` });
    });

    it('bounds every list a person sends', () => {
      const drivers = Array.from({ length: STANDINGS_LIMITS.pilotos + 1 }, (_, i) => ({ custId: i + 1, nombre: `P${i}`, grupo: 'Oro' }));
      expect(messagesOf({ ...minimal(), agrupacion: 'grupos', grupos: [{ nombre: 'Oro' }], pilotos: drivers })).to.deep.equal({ pilotos: `La lista de pilotos asignados admite como máximo ${STANDINGS_LIMITS.pilotos} elementos` });
      expect(messagesOf({ ...minimal(), equipos: { plantillas: [{ nombre: 'Rayo', pilotos: [1, 2, 3, 4, 5] }] } })).to.deep.equal({ 'equipos.plantillas.0.pilotos': 'La lista de pilotos del equipo admite como máximo 4 elementos' });
      expect(messagesOf({ ...minimal(), equipos: { descartes: 51 } })).to.deep.equal({ 'equipos.descartes': 'El número de rondas que descarta cada equipo debe estar entre 0 y 50' });
      expect(messagesOf({ ...minimal(), formato: { porDefecto: ['Carrera', 'Carrera', 'Carrera', 'Carrera'] } })).to.deep.equal({ 'formato.porDefecto': 'La lista del formato por defecto admite como máximo 3 elementos' });
      expect(messagesOf({ ...minimal(), rondasDescartadas: 51 })).to.deep.equal({ rondasDescartadas: 'El número de rondas descartadas debe estar entre 0 y 50' });
      expect(messagesOf({ ...minimal(), motivosSinPuntos: ['x'.repeat(61)] })).to.deep.equal({ 'motivosSinPuntos.0': 'Un motivo que no puntúa debe tener como máximo 60 caracteres' });
    });

    it('refuses a customer id that is not a positive integer', () => {
      expect(messagesOf({ ...minimal(), equipos: { plantillas: [{ nombre: 'Rayo', pilotos: [ANA.custId, -BETO.custId] }] } })).to.deep.equal({
        'equipos.plantillas.0.pilotos.1': `El ID de cliente de iRacing de un piloto del equipo debe estar entre 1 y ${STANDINGS_LIMITS.custId}`,
      });
    });
  });
});
