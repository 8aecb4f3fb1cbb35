import type { HallChampionView, HallDriverView, HallOfChampionsView, HallSeriesView, HallTitleView } from '../../../contracts/seasons.views.js';
import type { ChampionshipCatalog } from './ports/championship-catalog.port.js';
import type { ClosureRepository } from './ports/closure.repository.port.js';
import type { SeasonDriverCards } from './ports/season-sources.port.js';
import type { SeriesRepository } from './ports/series.repository.port.js';

interface HallDeps {
  series: Pick<SeriesRepository, 'list' | 'editions' | 'editionsOf' | 'findByIds'>;
  closures: Pick<ClosureRepository, 'podiums'>;
  catalog: ChampionshipCatalog;
  cards: SeasonDriverCards;
}

/** Where a closed edition's final table is read. */
export const finalTablePath = (campeonatoId: string): string => `/campeonatos/${encodeURIComponent(campeonatoId)}/clasificacion`;

/**
 * GET /api/campeones (public, docs/adr/0033): per series (by name) every closed edition newest first
 * with the champion of each group and of the teams; per driver his titles and podiums across seasons,
 * most titles first. Read from the podiums recorded when each season closed: nothing is computed.
 */
export class GetHallOfChampions {
  constructor(private readonly deps: HallDeps) {}

  async execute(): Promise<HallOfChampionsView> {
    const [allSeries, editions, podiums] = await Promise.all([this.deps.series.list(), this.deps.series.editions(), this.deps.closures.podiums({ upTo: 3 })]);
    const closedIds = [...new Set(podiums.map((p) => p.campeonatoId))];
    const closed = editions.filter((e) => closedIds.includes(e.campeonatoId));
    const [names, cards] = await Promise.all([
      this.deps.catalog.summaries(closed.map((e) => e.campeonatoId)),
      this.deps.cards.describe([...new Set(podiums.flatMap((p) => (p.tipo === 'piloto' && p.userId ? [p.userId] : [])))]),
    ]);
    const nameOf = new Map(names.map((c) => [c.id, c.nombreCampeonato]));
    const live = new Map(cards.filter((c) => !c.deleted).map((c) => [c.id, c]));
    const editionOf = new Map(closed.map((e) => [e.campeonatoId, e]));
    const seriesName = new Map(allSeries.map((s) => [s.id, s.nombre]));

    // A site driver is named as public pages name him now (his choice, or 'Piloto retirado'), not as the closing recorded him.
    const shown = (p: (typeof podiums)[number]): string => {
      const card = p.tipo === 'piloto' && p.userId ? live.get(p.userId) : undefined;
      return card?.nombre !== undefined ? `${card.nombre} ${card.apellido ?? ''}`.trim() : p.nombre;
    };
    const person = (p: (typeof podiums)[number]): Pick<HallChampionView, 'userId' | 'avatarUrl'> => {
      const card = p.tipo === 'piloto' && p.userId ? live.get(p.userId) : undefined;
      return { userId: card?.id ?? null, avatarUrl: card?.avatarUrl ?? null };
    };

    const series: HallSeriesView[] = allSeries.flatMap((s) => {
      const mine = closed.filter((e) => e.serieId === s.id).sort((a, b) => b.temporada - a.temporada || a.campeonatoId.localeCompare(b.campeonatoId));
      if (mine.length === 0) return [];
      return [
        {
          id: s.id,
          nombre: s.nombre,
          categoria: s.categoria,
          logoUrl: s.logoUrl,
          ediciones: mine.map((e) => ({
            campeonatoId: e.campeonatoId,
            nombreCampeonato: nameOf.get(e.campeonatoId) ?? '',
            temporada: e.temporada,
            tablaFinal: finalTablePath(e.campeonatoId),
            campeones: podiums
              .filter((p) => p.campeonatoId === e.campeonatoId && p.posicion === 1)
              .sort((a, b) => (a.tipo === b.tipo ? 0 : a.tipo === 'piloto' ? -1 : 1))
              .map((p) => ({ tipo: p.tipo, clave: p.clave, grupo: p.grupo, nombre: shown(p), ...person(p), custId: p.custId, puntos: p.puntos })),
          })),
        },
      ];
    });

    // A driver is his account when it is live, else his iRacing id, else the name the table gave him.
    const drivers = new Map<string, HallDriverView & { newest: number }>();
    for (const p of podiums) {
      const edition = editionOf.get(p.campeonatoId);
      if (p.tipo !== 'piloto' || !edition) continue;
      const who = person(p);
      const key = who.userId ? `u:${who.userId}` : p.custId !== null ? `c:${p.custId}` : `n:${p.nombre}`;
      const nombre = shown(p);
      const row = drivers.get(key) ?? { ...who, custId: p.custId, nombre, titulos: 0, segundos: 0, terceros: 0, podios: 0, campeonatos: [], newest: 0 };
      if (edition.temporada >= row.newest) Object.assign(row, { nombre, newest: edition.temporada });
      row.podios += 1;
      if (p.posicion === 1) {
        row.titulos += 1;
        row.campeonatos.push({ serie: seriesName.get(edition.serieId) ?? '', temporada: edition.temporada, campeonatoId: p.campeonatoId, grupo: p.grupo });
      } else if (p.posicion === 2) row.segundos += 1;
      else row.terceros += 1;
      drivers.set(key, row);
    }
    const pilotos = [...drivers.values()]
      .map(({ newest: _newest, ...d }) => ({ ...d, campeonatos: d.campeonatos.sort((a, b) => b.temporada - a.temporada || a.serie.localeCompare(b.serie, 'es-MX')) }))
      .sort((a, b) => b.titulos - a.titulos || b.segundos - a.segundos || b.terceros - a.terceros || a.nombre.localeCompare(b.nombre, 'es-MX'));
    return { series, pilotos };
  }
}

/**
 * Offered to the driver page (SEASONS.DriverTitles): a driver's titles in closed seasons, newest
 * first, read from the recorded podiums.
 */
export class DriverTitles {
  constructor(private readonly deps: Pick<HallDeps, 'series' | 'closures'>) {}

  async of(userId: string): Promise<HallTitleView[]> {
    const won = (await this.deps.closures.podiums({ userId, upTo: 1 })).filter((p) => p.tipo === 'piloto');
    if (won.length === 0) return [];
    const editions = await this.deps.series.editionsOf([...new Set(won.map((p) => p.campeonatoId))]);
    const seriesName = new Map((await this.deps.series.findByIds([...new Set(editions.map((e) => e.serieId))])).map((s) => [s.id, s.nombre]));
    const editionOf = new Map(editions.map((e) => [e.campeonatoId, e]));
    return won
      .flatMap((p) => {
        const edition = editionOf.get(p.campeonatoId);
        return edition ? [{ serie: seriesName.get(edition.serieId) ?? '', temporada: edition.temporada, campeonatoId: p.campeonatoId, grupo: p.grupo }] : [];
      })
      .sort((a, b) => b.temporada - a.temporada || a.serie.localeCompare(b.serie, 'es-MX'));
  }
}
