import { expect } from 'chai';
import { DriverTitles, GetHallOfChampions } from '../../../src/modules/seasons/application/hall-of-champions.use-case.js';
import type { PodiumPlace } from '../../../src/modules/seasons/application/closure-record.js';
import { HALL_DRIVERS_PAGE, HALL_EDITIONS_PAGE } from '../../../src/contracts/seasons.contract.js';
import { MemoryCatalog, MemoryClosures, MemorySeries } from '../../support/in-memory/seasons.js';
import { refusal } from '../../support/refusal.js';

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
  series.closures = closures;
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
  return { useCase, asked, series, closures, catalog, close, titles: new DriverTitles({ series, closures }) };
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

  it("shows each series' newest closed editions only, and where its next page starts; older ones by pages, refusals in Spanish", async () => {
    const h = await hall();
    // Copa Fórmulas closed every season from 2015 to 2026 but 2020 (and 2027 still runs): 11 closed.
    const closedYears = [2015, 2016, 2017, 2018, 2019, 2021, 2022, 2023, 2024];
    for (const year of [...closedYears, 2020]) {
      h.catalog.names.set(`f${year}`, { nombreCampeonato: `Copa Fórmulas ${year}`, categoria: 'Fórmulas' });
      await h.series.saveEdition({ campeonatoId: `f${year}`, serieId: 'copa', temporada: year, diasPrioridad: 7, prioridadHasta: null, createdAt: at, updatedAt: at });
      if (year !== 2020) await h.close(`f${year}`, [place(1, `Campeón ${year}`, null, year)]);
    }
    const newestFirst = [2026, 2025, ...[...closedYears].reverse()];
    const { series } = await h.useCase.execute();
    const copa = series.find((s) => s.id === 'copa')!;
    expect(copa.ediciones.map((e) => e.temporada)).to.deep.equal(newestFirst.slice(0, HALL_EDITIONS_PAGE.size));
    expect(copa.siguiente).to.equal(newestFirst[HALL_EDITIONS_PAGE.size]);
    expect(series.find((s) => s.id === 'ovalos')!.siguiente).to.equal(null);
    // Each series was asked one more than a page, never all its editions.
    expect(h.series.closedAsked.map((a) => a.limit)).to.deep.equal((await h.series.list()).map(() => HALL_EDITIONS_PAGE.size + 1));

    const later = await h.useCase.editionsPage('copa', { desde: String(copa.siguiente) });
    expect(later.data.map((e) => [e.temporada, e.nombreCampeonato, e.campeones.map((c) => c.nombre)])).to.deep.equal(
      newestFirst.slice(HALL_EDITIONS_PAGE.size, HALL_EDITIONS_PAGE.size * 2).map((y) => [y, `Copa Fórmulas ${y}`, [y > 2024 ? (y === 2026 ? 'Beto Curva' : 'Ana Pista') : `Campeón ${y}`]]),
    );
    for (const limite of ['1', '3', String(HALL_EDITIONS_PAGE.maxSize)]) {
      const seen: number[] = [];
      let desde: string | undefined;
      for (;;) {
        const page = await h.useCase.editionsPage('copa', { limite, desde });
        expect(page.data.length).to.be.at.most(Number(limite));
        seen.push(...page.data.map((e) => e.temporada));
        if (page.siguiente === null) break;
        desde = String(page.siguiente);
      }
      expect(seen, `limite ${limite}`).to.deep.equal(newestFirst);
    }
    for (const limite of ['0', String(HALL_EDITIONS_PAGE.maxSize + 1), 'mil']) {
      const error = await refusal(h.useCase.editionsPage('copa', { limite }));
      expect([error.code, error.errors?.limite], limite).to.deep.equal(['VALIDATION_ERROR', 'Se muestran de 1 a 20 temporadas por página']);
    }
    const lost = await refusal(h.useCase.editionsPage('copa', { desde: 'antier' }));
    expect(lost.errors?.desde).to.equal('La página pedida no es válida: vuelve al inicio de la lista');
    expect((await refusal(h.useCase.editionsPage('no-existe', {}))).code).to.equal('SERIES_NOT_FOUND');
  });

  it("answers the drivers' ranking a page at a time: the first on the page, the rest from a position; sizes beyond the most refused", async () => {
    const h = await hall();
    // 2024's closing put 30 more drivers on podiums (one per group).
    h.catalog.names.set('f24', { nombreCampeonato: 'Copa Fórmulas 2024', categoria: 'Fórmulas' });
    await h.series.saveEdition({ campeonatoId: 'f24', serieId: 'copa', temporada: 2024, diasPrioridad: 7, prioridadHasta: null, createdAt: at, updatedAt: at });
    await h.close('f24', Array.from({ length: 30 }, (_, i) => place(3, `Piloto ${String(i).padStart(2, '0')}`, null, 500 + i, `Grupo ${i}`)));
    const whole = [
      'Ana Pista',
      'Beto Curva',
      'Carla Recta',
      'Ida Borrada',
      ...Array.from({ length: 30 }, (_, i) => `Piloto ${String(i).padStart(2, '0')}`),
    ];
    const first = await h.useCase.execute();
    expect(first.pilotos.map((p) => p.nombre)).to.deep.equal(whole.slice(0, HALL_DRIVERS_PAGE.size));
    expect(first.pilotosSiguiente).to.equal(HALL_DRIVERS_PAGE.size);
    const rest = await h.useCase.drivers({ desde: String(first.pilotosSiguiente) });
    expect([rest.data.map((p) => p.nombre), rest.siguiente]).to.deep.equal([whole.slice(HALL_DRIVERS_PAGE.size), null]);
    const small = await h.useCase.drivers({ desde: '2', limite: '3' });
    expect([small.data.map((p) => p.nombre), small.siguiente]).to.deep.equal([whole.slice(2, 5), 5]);
    for (const limite of ['0', String(HALL_DRIVERS_PAGE.maxSize + 1), 'todos']) {
      expect((await refusal(h.useCase.drivers({ limite }))).errors?.limite, limite).to.equal('Se muestran de 1 a 50 pilotos por página');
    }
    expect((await refusal(h.useCase.drivers({ desde: '-1' }))).errors?.desde).to.equal('El inicio de la página debe ser un número entero de 0 en adelante.');
  });

  it('is empty while no season is closed', async () => {
    const series = new MemorySeries();
    series.closures = new MemoryClosures();
    const useCase = new GetHallOfChampions({ series, closures: series.closures, catalog: new MemoryCatalog(), cards: { describe: async () => [] } });
    expect(await useCase.execute()).to.deep.equal({ series: [], pilotos: [], pilotosSiguiente: null });
  });
});
