import { expect } from 'chai';
import { DriverTitles, GetHallOfChampions } from '../../../src/modules/seasons/application/hall-of-champions.use-case.js';
import type { PodiumPlace } from '../../../src/modules/seasons/application/closure-record.js';
import { MemoryCatalog, MemoryClosures, MemorySeries } from '../../support/in-memory/seasons.js';

const at = '2026-01-01T00:00:00.000Z';
const table = (campeonatoId: string) => ({ campeonatoId, rondas: [], hastaRonda: 1, grupos: [], equipos: [] });
const place = (posicion: number, nombre: string, userId: string | null, custId: number | null, grupo = 'Pro'): PodiumPlace => ({ tipo: 'piloto', clave: `g:${grupo}`, grupo, posicion, nombre, userId, custId, puntos: 100 - posicion });

async function hall() {
  const series = new MemorySeries();
  const closures = new MemoryClosures();
  const catalog = new MemoryCatalog(
    new Map([
      ['f25', { nombreCampeonato: 'Copa Fórmulas 2025', categoria: 'Fórmulas' }],
      ['f26', { nombreCampeonato: 'Copa Fórmulas 2026', categoria: 'Fórmulas' }],
      ['f27', { nombreCampeonato: 'Copa Fórmulas 2027', categoria: 'Fórmulas' }],
      ['o26', { nombreCampeonato: 'Óvalos 2026', categoria: 'Óvalos' }],
    ]),
  );
  const cards = [
    { id: 'ana', avatarUrl: '/uploads/perfiles/ana.png', deleted: false },
    { id: 'beto', avatarUrl: null, deleted: false },
    { id: 'ida', avatarUrl: '/uploads/perfiles/ida.png', deleted: true },
  ];
  const asked: string[][] = [];
  await series.insert({ id: 'copa', nombre: 'Copa Fórmulas', categoria: 'Fórmulas', descripcion: '', logoUrl: '/uploads/series/copa.png', createdAt: at, updatedAt: at });
  await series.insert({ id: 'ovalos', nombre: 'Óvalos', categoria: 'Óvalos', descripcion: '', logoUrl: null, createdAt: at, updatedAt: at });
  await series.insert({ id: 'gt', nombre: 'GT', categoria: 'GT', descripcion: '', logoUrl: null, createdAt: at, updatedAt: at });
  for (const [campeonatoId, serieId, temporada] of [['f25', 'copa', 2025], ['f26', 'copa', 2026], ['f27', 'copa', 2027], ['o26', 'ovalos', 2026]] as const) {
    await series.saveEdition({ campeonatoId, serieId, temporada, diasPrioridad: 7, prioridadHasta: null, createdAt: at, updatedAt: at });
  }
  const close = (id: string, podium: PodiumPlace[]) => closures.insert({ campeonatoId: id, tabla: table(id), cerradaEn: at, cerradaPor: 'admin' }, podium);
  await close('f25', [place(1, 'Ana Pista', 'ana', 1), place(2, 'Beto Curva', 'beto', 2), place(3, 'Carla Recta', null, 3)]);
  await close('f26', [
    place(1, 'Beto Curva', 'beto', 2),
    place(2, 'Ana Pista', 'ana', 1),
    place(3, 'Ida Borrada', 'ida', 9),
    { tipo: 'equipo', clave: 'equipos', grupo: 'Equipos', posicion: 1, nombre: 'Escudería Norte', userId: null, custId: null, puntos: 300 },
  ]);
  await close('o26', [place(1, 'Ana Pista', 'ana', 1, 'Óvalo'), place(2, 'Carla Recta', null, 3, 'Óvalo')]);
  // f27 is still open; GT has no edition at all.
  const useCase = new GetHallOfChampions({
    series,
    closures,
    catalog,
    cards: { describe: async (ids) => (asked.push([...ids]), cards.filter((c) => ids.includes(c.id))) },
  });
  return { useCase, asked, titles: new DriverTitles({ series, closures }) };
}

describe('The hall of champions', () => {
  it('shows per series every closed edition newest first with the champion of each group and of the teams, photo and final table', async () => {
    const { useCase, asked } = await hall();
    const { series } = await useCase.execute();
    expect(series.map((s) => [s.nombre, s.ediciones.map((e) => e.temporada)])).to.deep.equal([
      ['Copa Fórmulas', [2026, 2025]],
      ['Óvalos', [2026]],
    ]);
    const [f26, f25] = series[0]!.ediciones;
    expect(f26).to.deep.include({ campeonatoId: 'f26', nombreCampeonato: 'Copa Fórmulas 2026', tablaFinal: '/campeonatos/f26/clasificacion' });
    expect(f26!.campeones.map((c) => [c.tipo, c.grupo, c.nombre, c.userId, c.avatarUrl])).to.deep.equal([
      ['piloto', 'Pro', 'Beto Curva', 'beto', null],
      ['equipo', 'Equipos', 'Escudería Norte', null, null],
    ]);
    expect(f25!.campeones.map((c) => [c.nombre, c.avatarUrl])).to.deep.equal([['Ana Pista', '/uploads/perfiles/ana.png']]);
    expect(series[0]!.logoUrl).to.equal('/uploads/series/copa.png');
    // The photos are asked once, for every account on a podium.
    expect(asked.map((ids) => [...ids].sort())).to.deep.equal([['ana', 'beto', 'ida']]);
  });

  it('counts per driver titles and podiums across seasons, most titles first, and hides deleted accounts', async () => {
    const { useCase } = await hall();
    const { pilotos } = await useCase.execute();
    expect(pilotos.map((p) => [p.nombre, p.userId, p.custId, p.titulos, p.segundos, p.terceros, p.podios])).to.deep.equal([
      ['Ana Pista', 'ana', 1, 2, 1, 0, 3],
      ['Beto Curva', 'beto', 2, 1, 1, 0, 2],
      ['Carla Recta', null, 3, 0, 1, 1, 2],
      ['Ida Borrada', null, 9, 0, 0, 1, 1],
    ]);
    expect(pilotos[0]!.campeonatos).to.deep.equal([
      { serie: 'Óvalos', temporada: 2026, campeonatoId: 'o26', grupo: 'Óvalo' },
      { serie: 'Copa Fórmulas', temporada: 2025, campeonatoId: 'f25', grupo: 'Pro' },
    ]);
    expect(pilotos[3]!.avatarUrl).to.equal(null);
  });

  it("gives a driver's titles newest first for his page, and none to a driver without", async () => {
    const { titles } = await hall();
    expect(await titles.of('ana')).to.deep.equal([
      { serie: 'Óvalos', temporada: 2026, campeonatoId: 'o26', grupo: 'Óvalo' },
      { serie: 'Copa Fórmulas', temporada: 2025, campeonatoId: 'f25', grupo: 'Pro' },
    ]);
    expect(await titles.of('ida')).to.deep.equal([]);
  });

  it('is empty while no season is closed', async () => {
    const useCase = new GetHallOfChampions({ series: new MemorySeries(), closures: new MemoryClosures(), catalog: new MemoryCatalog(), cards: { describe: async () => [] } });
    expect(await useCase.execute()).to.deep.equal({ series: [], pilotos: [] });
  });
});
