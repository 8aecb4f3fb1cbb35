import type { EditionView, SeriesView } from '../../../contracts/seasons.views.js';
import type { Edition, Series } from '../domain/series.js';
import type { ChampionshipCatalog } from './ports/championship-catalog.port.js';
import type { ClosureRepository } from './ports/closure.repository.port.js';

/** How many editions a series has and its newest season (null with none). */
export interface EditionTotals {
  ediciones: number;
  ultimaTemporada: number | null;
}

export const NO_EDITIONS: EditionTotals = { ediciones: 0, ultimaTemporada: null };

/** A series as its lists show it, from its editions' totals. */
export const seriesView = (s: Series, totals: EditionTotals): SeriesView => ({
  id: s.id,
  nombre: s.nombre,
  categoria: s.categoria,
  descripcion: s.descripcion,
  logoUrl: s.logoUrl,
  ediciones: totals.ediciones,
  ultimaTemporada: totals.ultimaTemporada,
});

export const toSeriesView = (s: Series, editions: readonly Edition[]): SeriesView => {
  const mine = editions.filter((e) => e.serieId === s.id);
  return seriesView(s, mine.length ? { ediciones: mine.length, ultimaTemporada: Math.max(...mine.map((e) => e.temporada)) } : NO_EDITIONS);
};

/** Editions as people read them: newest season first, each with its name and, once closed, its champions. */
export async function editionViews(editions: readonly Edition[], deps: { catalog: ChampionshipCatalog; closures: ClosureRepository }): Promise<EditionView[]> {
  const ids = editions.map((e) => e.campeonatoId);
  const [names, closed, champions] = await Promise.all([
    deps.catalog.summaries(ids),
    deps.closures.closedAmong(ids),
    ids.length ? deps.closures.podiums({ campeonatoIds: ids, upTo: 1 }) : Promise.resolve([]),
  ]);
  const nameOf = new Map(names.map((c) => [c.id, c.nombreCampeonato]));
  return [...editions]
    .sort((a, b) => b.temporada - a.temporada || a.campeonatoId.localeCompare(b.campeonatoId))
    .map((e) => ({
      campeonatoId: e.campeonatoId,
      nombreCampeonato: nameOf.get(e.campeonatoId) ?? '',
      serieId: e.serieId,
      temporada: e.temporada,
      diasPrioridad: e.diasPrioridad,
      prioridadHasta: e.prioridadHasta,
      cerrada: closed.has(e.campeonatoId),
      campeones: champions.filter((p) => p.campeonatoId === e.campeonatoId).map(({ campeonatoId: _id, ...place }) => place),
    }));
}
