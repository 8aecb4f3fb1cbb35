import { expect } from 'chai';
import type { StandingsAnswer, StandingsDriverRowView } from '../../../src/contracts/standings.views.js';
import { StandingsOverlay, STANDINGS_OVERLAY_MSG } from '../../../src/modules/overlays/application/standings-overlay.use-case.js';
import { parseOverlayOptions, STANDINGS_COLUMNS, DEFAULT_STANDINGS_COLUMNS } from '../../../src/modules/overlays/domain/overlay-options.js';
import { NotFoundError, ValidationError } from '../../../src/platform/errors.js';

function line(custId: number, posicion: number, before: number | null, extra: Partial<StandingsDriverRowView> = {}): StandingsDriverRowView {
  return {
    posicion,
    puntos: 100 - posicion * 10,
    diferencia: (posicion - 1) * 10,
    victorias: posicion === 1 ? 2 : 0,
    podios: 0,
    poles: 0,
    vueltasRapidas: 0,
    deducciones: 0,
    rondas: [],
    posiciones: [
      { ronda: 1, posicion: before },
      { ronda: 2, posicion },
    ],
    piloto: { usuario: null, custId, nombreIracing: `Piloto ${custId}` },
    equipo: null,
    ...extra,
  };
}

const ANSWER: StandingsAnswer = {
  campeonatoId: 'c1',
  rondas: [
    { ronda: 1, carreraId: 'r1' },
    { ronda: 2, carreraId: 'r2' },
  ],
  hastaRonda: 2,
  grupos: [
    {
      clave: 'c:1',
      grupo: 'GT3',
      filas: [
        line(11, 1, 3, { piloto: { usuario: { id: 'u1', nombre: 'Ana', apellido: 'Pista', username: null, numeroAuto: 7 }, custId: 11, nombreIracing: 'Ana P' }, equipo: 'Volcán' }),
        line(12, 2, 1),
        line(13, 3, 2),
        line(14, 4, null),
      ],
    },
    { clave: 'c:2', grupo: 'GT4', filas: [line(21, 1, 2), line(22, 2, 1)] },
  ],
  equipos: [],
};

function overlay(answer: StandingsAnswer = ANSWER, names: Record<string, string> = { c1: 'Copa Volcán' }) {
  return new StandingsOverlay({
    standings: { evolution: () => Promise.resolve(answer) },
    championships: { nameOf: (id) => Promise.resolve(names[id] ?? null) },
  });
}

describe('The standings overlay', () => {
  it('shows the top rows of the first class, with each change of place since the round before', async () => {
    const view = await overlay().execute({ campeonato: 'c1', clase: null, filas: 3 });
    expect(view.campeonato).to.equal('Copa Volcán');
    expect(view.grupo).to.equal('GT3');
    expect(view.ronda).to.equal(2);
    expect(view.grupos).to.deep.equal([
      { clave: 'c:1', grupo: 'GT3' },
      { clave: 'c:2', grupo: 'GT4' },
    ]);
    expect(view.filas.map((f) => [f.clave, f.posicion, f.nombre, f.cambio])).to.deep.equal([
      ['11', 1, 'Ana Pista', 2],
      ['12', 2, 'Piloto 12', -1],
      ['13', 3, 'Piloto 13', -1],
    ]);
    expect(view.filas[0]).to.deep.include({ numero: 7, equipo: 'Volcán', puntos: 90, diferencia: 0, victorias: 2 });
  });

  it('shows no arrow for a driver who was not in the table after the round before', async () => {
    const view = await overlay().execute({ campeonato: 'c1', clase: null, filas: 10 });
    expect(view.filas.at(-1)).to.deep.include({ clave: '14', cambio: null });
  });

  it('shows the class asked by its key or its name, and the first one when that class has no table', async () => {
    expect((await overlay().execute({ campeonato: 'c1', clase: 'c:2', filas: 5 })).grupo).to.equal('GT4');
    expect((await overlay().execute({ campeonato: 'c1', clase: 'gt4', filas: 5 })).filas.map((f) => f.clave)).to.deep.equal(['21', '22']);
    expect((await overlay().execute({ campeonato: 'c1', clase: 'LMP2', filas: 5 })).grupo).to.equal('GT3');
  });

  it('shows an empty table before the first results', async () => {
    const view = await overlay({ ...ANSWER, grupos: [], hastaRonda: null }).execute({ campeonato: 'c1', clase: null, filas: 5 });
    expect(view).to.deep.include({ grupo: null, ronda: null, filas: [] });
  });

  it('refuses without a championship, and an unknown one', async () => {
    const missing = await overlay()
      .execute({ campeonato: null, clase: null, filas: 5 })
      .catch((e: unknown) => e);
    expect(missing).to.be.instanceOf(ValidationError).with.property('message', STANDINGS_OVERLAY_MSG.championshipMissing);
    const unknown = await overlay()
      .execute({ campeonato: 'nada', clase: null, filas: 5 })
      .catch((e: unknown) => e);
    expect(unknown).to.be.instanceOf(NotFoundError).with.property('message', STANDINGS_OVERLAY_MSG.championshipNotFound);
  });
});

describe('An overlay’s options in its URL', () => {
  const known = { columns: STANDINGS_COLUMNS, defaultColumns: DEFAULT_STANDINGS_COLUMNS, defaultRows: 10 };

  it('reads every option, with defaults for those not given', () => {
    expect(parseOverlayOptions({ campeonato: 'c1' }, known)).to.deep.equal({
      campeonato: 'c1',
      clase: null,
      filas: 10,
      columnas: DEFAULT_STANDINGS_COLUMNS,
      tema: 'oscuro',
      posicion: 'izquierda',
      animaciones: true,
    });
    expect(parseOverlayOptions({ campeonato: 'c1', clase: 'GT4', filas: '5', columnas: 'equipo,puntos', tema: 'claro', posicion: 'derecha', animaciones: 'no' }, known)).to.deep.equal({
      campeonato: 'c1',
      clase: 'GT4',
      filas: 5,
      columnas: ['equipo', 'puntos'],
      tema: 'claro',
      posicion: 'derecha',
      animaciones: false,
    });
  });

  it('refuses in Spanish, option by option, what it cannot use', () => {
    const refused = (() => {
      try {
        parseOverlayOptions({ filas: '0', columnas: 'puntos,sueldo', tema: 'rosa', posicion: 'arriba', animaciones: 'quizá' }, known);
      } catch (e) {
        return e;
      }
    })() as ValidationError;
    expect(refused).to.be.instanceOf(ValidationError);
    expect(Object.keys(refused.errors ?? {})).to.have.members(['filas', 'columnas', 'tema', 'posicion', 'animaciones']);
    expect(refused.errors?.columnas).to.contain('sueldo');
  });
});
