import { expect } from 'chai';
import type { EnteredDriverView } from '../../../src/contracts/entries.views.js';
import type { StandingsAnswer, StandingsDriverRowView } from '../../../src/contracts/standings.views.js';
import { DriverLowerThird, LOWER_THIRD_MSG } from '../../../src/modules/overlays/application/driver-lower-third.use-case.js';
import { STANDINGS_OVERLAY_MSG } from '../../../src/modules/overlays/application/standings-overlay.use-case.js';
import { NotFoundError, ValidationError } from '../../../src/platform/errors.js';

function line(custId: number, posicion: number, extra: Partial<StandingsDriverRowView> = {}): StandingsDriverRowView {
  return {
    posicion,
    puntos: 120 - posicion * 20,
    diferencia: (posicion - 1) * 20,
    victorias: posicion === 1 ? 3 : 0,
    podios: posicion <= 3 ? 4 - posicion : 0,
    poles: 0,
    vueltasRapidas: 0,
    deducciones: 0,
    rondas: [],
    piloto: { usuario: null, custId, nombreIracing: `Piloto ${custId}` },
    equipo: null,
    ...extra,
  };
}

// As the public standings answer a visitor: the site's drivers already named by the public-name rule ("Ana P.").
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
      filas: [line(11, 1), line(12, 2, { piloto: { usuario: { id: 'u-ana', nombre: 'Ana', apellido: 'P.', username: null, numeroAuto: 7 }, custId: 12, nombreIracing: 'Ana Pista' }, equipo: 'Volcán' })],
    },
    { clave: 'c:2', grupo: 'GT4', filas: [line(21, 1), line(22, 2)] },
  ],
  equipos: [],
};

const entered = (usuarioId: string, nombre: string, apellido: string, numeroAuto: number | null, equipo: string | null = null): EnteredDriverView => ({
  usuarioId,
  nombre,
  apellido,
  username: null,
  avatarUrl: null,
  iracingId: null,
  perfilPublico: true,
  numeroAuto,
  equipo,
  suspensiones: [],
});

const ENTRIES = [entered('u-ana', 'Ana', 'P.', 7, 'Volcán'), entered('u-beto', 'Beto', 'R.', 33, 'Norte')];

function lowerThird(answer: StandingsAnswer = ANSWER, entries: EnteredDriverView[] = ENTRIES) {
  return new DriverLowerThird({
    standings: { evolution: () => Promise.resolve(answer) },
    entries: { entered: () => Promise.resolve(entries) },
    championships: { nameOf: (id) => Promise.resolve(id === 'c1' ? 'Copa Volcán' : null) },
  });
}

describe('The lower third of a driver', () => {
  it('shows a site driver by his account as the public standings name him, with his number, team and season in his class', async () => {
    const view = await lowerThird().execute({ campeonato: 'c1', piloto: 'u-ana' });
    expect(view.campeonato).to.equal('Copa Volcán');
    expect(view.piloto).to.deep.equal({
      clave: 'u-ana',
      nombre: 'Ana P.',
      numero: 7,
      equipo: 'Volcán',
      grupo: 'GT3',
      ronda: 2,
      posicion: 2,
      puntos: 80,
      victorias: 0,
      podios: 2,
    });
  });

  it('finds a driver without an account by his iRacing id, named as iRacing names him', async () => {
    const view = await lowerThird().execute({ campeonato: 'c1', piloto: '21' });
    expect(view.piloto).to.deep.include({ clave: '21', nombre: 'Piloto 21', numero: null, equipo: null, grupo: 'GT4', posicion: 1, puntos: 100, victorias: 3, podios: 3 });
  });

  it('shows an entered driver with no result yet, with his number and team and no season figures', async () => {
    const view = await lowerThird().execute({ campeonato: 'c1', piloto: 'u-beto' });
    expect(view.piloto).to.deep.equal({ clave: 'u-beto', nombre: 'Beto R.', numero: 33, equipo: 'Norte', grupo: null, ronda: null, posicion: null, puntos: null, victorias: null, podios: null });
  });

  it('shows nobody when no driver is asked', async () => {
    expect(await lowerThird().execute({ campeonato: 'c1', piloto: null })).to.deep.equal({ campeonato: 'Copa Volcán', piloto: null });
  });

  it('refuses without a championship, an unknown championship and a driver who does not race in it, in Spanish', async () => {
    const missing = await lowerThird()
      .execute({ campeonato: null, piloto: 'u-ana' })
      .catch((e: unknown) => e);
    expect(missing).to.be.instanceOf(ValidationError).with.property('message', STANDINGS_OVERLAY_MSG.championshipMissing);
    const unknown = await lowerThird()
      .execute({ campeonato: 'nada', piloto: 'u-ana' })
      .catch((e: unknown) => e);
    expect(unknown).to.be.instanceOf(NotFoundError).with.property('message', STANDINGS_OVERLAY_MSG.championshipNotFound);
    const stranger = await lowerThird()
      .execute({ campeonato: 'c1', piloto: 'u-nadie' })
      .catch((e: unknown) => e);
    expect(stranger).to.be.instanceOf(NotFoundError).with.property('message', LOWER_THIRD_MSG.driverNotFound);
  });

  it('lists the drivers one may show: those in the standings and those entered, each once, by car number then name', async () => {
    const roster = await lowerThird().roster('c1');
    expect(roster.map((d) => [d.clave, d.nombre, d.numero])).to.deep.equal([
      ['u-ana', 'Ana P.', 7],
      ['u-beto', 'Beto R.', 33],
      ['11', 'Piloto 11', null],
      ['21', 'Piloto 21', null],
      ['22', 'Piloto 22', null],
    ]);
  });
});
