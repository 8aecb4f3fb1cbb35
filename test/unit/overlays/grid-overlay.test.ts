import { expect } from 'chai';
import type { EnteredDriverView } from '../../../src/contracts/entries.views.js';
import { GridOverlay } from '../../../src/modules/overlays/application/grid-overlay.use-case.js';
import { NotFoundError } from '../../../src/platform/errors.js';

const entered = (usuarioId: string, nombre: string, numeroAuto: number | null, equipo: string | null = null): EnteredDriverView => ({
  usuarioId,
  nombre,
  apellido: '',
  username: null,
  avatarUrl: null,
  iracingId: null,
  perfilPublico: true,
  numeroAuto,
  equipo,
  suspensiones: [],
});

const overlay = (list: EnteredDriverView[]) =>
  new GridOverlay({
    entries: { entered: () => Promise.resolve(list) },
    championships: { nameOf: (id) => Promise.resolve(id === 'c1' ? 'Copa Volcán' : null) },
  });

describe('The entry list overlay', () => {
  it('lists the entered drivers by car number, those without one last by name, the first rows asked', async () => {
    const view = await overlay([entered('u1', 'Zoe', null), entered('u2', 'Ana', 44, 'Volcán'), entered('u3', 'Beto', 7), entered('u4', 'Álvaro', null), entered('u5', 'Carla', 12)]).execute({ campeonato: 'c1', filas: 4 });
    expect(view.campeonato).to.equal('Copa Volcán');
    expect(view.total).to.equal(5);
    expect(view.filas.map((f) => [f.numero, f.nombre])).to.deep.equal([
      [7, 'Beto'],
      [12, 'Carla'],
      [44, 'Ana'],
      [null, 'Álvaro'],
    ]);
    expect(view.filas[2]).to.deep.include({ clave: 'u2', equipo: 'Volcán' });
  });

  it('refuses an unknown championship', async () => {
    expect(await overlay([]).execute({ campeonato: 'x', filas: 4 }).catch((e: unknown) => e)).to.be.instanceOf(NotFoundError);
  });
});
