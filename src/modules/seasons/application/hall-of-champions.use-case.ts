import { HALL_DRIVERS_PAGE, HALL_EDITIONS_PAGE, hallDriversQuerySchema, seasonPageQuerySchema, type HallDriversQueryInput, type SeasonPageQueryInput } from '../../../contracts/seasons.contract.js';
import type { HallChampionView, HallDriverView, HallEditionView, HallOfChampionsView, HallSeriesView, HallTitleView } from '../../../contracts/seasons.views.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { seriesNotFound, type Edition } from '../domain/series.js';
import type { PodiumPlace } from './closure-record.js';
import type { ChampionshipCatalog } from './ports/championship-catalog.port.js';
import type { ClosureRepository } from './ports/closure.repository.port.js';
import type { SeasonDriverCards } from './ports/season-sources.port.js';
import type { SeriesRepository } from './ports/series.repository.port.js';

interface HallDeps {
  series: Pick<SeriesRepository, 'list' | 'findById' | 'closedEditions' | 'editionsOf' | 'findByIds'>;
  closures: Pick<ClosureRepository, 'podiums'>;
  catalog: ChampionshipCatalog;
  cards: SeasonDriverCards;
}

type Podium = PodiumPlace & { campeonatoId: string };
type Card = Awaited<ReturnType<SeasonDriverCards['describe']>>[number];

/** Where a closed edition's final table is read. */
export const finalTablePath = (campeonatoId: string): string => `/campeonatos/${encodeURIComponent(campeonatoId)}/clasificacion`;

/** How the hall names and links a podium place: a site driver as public pages name him now (his choice, or 'Piloto retirado'), not as the closing recorded him. */
function people(cards: Card[]) {
  const live = new Map(cards.filter((c) => !c.deleted).map((c) => [c.id, c]));
  const cardOf = (p: Podium) => (p.tipo === 'piloto' && p.userId ? live.get(p.userId) : undefined);
  return {
    shown: (p: Podium): string => {
      const card = cardOf(p);
      return card?.nombre !== undefined ? `${card.nombre} ${card.apellido ?? ''}`.trim() : p.nombre;
    },
    person: (p: Podium): Pick<HallChampionView, 'userId' | 'avatarUrl'> => {
      const card = cardOf(p);
      return { userId: card?.id ?? null, avatarUrl: card?.avatarUrl ?? null };
    },
  };
}

const podiumDrivers = (podiums: readonly Podium[]) => [...new Set(podiums.flatMap((p) => (p.tipo === 'piloto' && p.userId ? [p.userId] : [])))];

/** These closed editions as the hall shows them, newest first: name, final table and the champion of each group and of the teams. */
function editionCards(editions: readonly Edition[], champions: readonly Podium[], names: Map<string, string>, who: ReturnType<typeof people>): HallEditionView[] {
  return [...editions]
    .sort((a, b) => b.temporada - a.temporada || a.campeonatoId.localeCompare(b.campeonatoId))
    .map((e) => ({
      campeonatoId: e.campeonatoId,
      nombreCampeonato: names.get(e.campeonatoId) ?? '',
      temporada: e.temporada,
      tablaFinal: finalTablePath(e.campeonatoId),
      campeones: champions
        .filter((p) => p.campeonatoId === e.campeonatoId && p.posicion === 1)
        .sort((a, b) => (a.tipo === b.tipo ? 0 : a.tipo === 'piloto' ? -1 : 1))
        .map((p) => ({ tipo: p.tipo, clave: p.clave, grupo: p.grupo, nombre: who.shown(p), ...who.person(p), custId: p.custId, puntos: p.puntos })),
    }));
}

/**
 * GET /api/campeones (public, docs/adr/0033, 0061): per series (by name) its newest closed editions
 * (HALL_EDITIONS_PAGE.size, and where the next page starts) with the champion of each group and of the
 * teams; per driver his titles and podiums across seasons, most titles first. Read from the podiums
 * recorded when each season closed: nothing is computed.
 */
export class GetHallOfChampions {
  constructor(private readonly deps: HallDeps) {}

  async execute(): Promise<HallOfChampionsView> {
    const { series, pilotos } = await this.whole();
    return { series, pilotos: pilotos.slice(0, HALL_DRIVERS_PAGE.size), pilotosSiguiente: pilotos.length > HALL_DRIVERS_PAGE.size ? HALL_DRIVERS_PAGE.size : null };
  }

  /** GET /api/campeones/pilotos: a later page of the drivers' ranking, at most `limite` (1 to HALL_DRIVERS_PAGE.maxSize) from position `desde`. */
  async drivers(query: { [K in keyof HallDriversQueryInput]?: unknown }): Promise<{ data: HallDriverView[]; siguiente: number | null }> {
    const { limite, desde } = parseOrThrow(hallDriversQuerySchema, query);
    const { pilotos } = await this.whole();
    return { data: pilotos.slice(desde, desde + limite), siguiente: pilotos.length > desde + limite ? desde + limite : null };
  }

  private async whole(): Promise<{ series: HallSeriesView[]; pilotos: HallDriverView[] }> {
    const [allSeries, podiums] = await Promise.all([this.deps.series.list(), this.deps.closures.podiums({ upTo: 3 })]);
    // Each series' newest closed editions, one more than a page: the unique key (serieId, temporada) read backwards.
    const pages = await Promise.all(allSeries.map((s) => this.deps.series.closedEditions(s.id, { limit: HALL_EDITIONS_PAGE.size + 1 })));
    const shown = pages.flatMap((page) => page.slice(0, HALL_EDITIONS_PAGE.size));
    const podiumIds = [...new Set(podiums.map((p) => p.campeonatoId))];
    const [names, cards, closed] = await Promise.all([
      this.deps.catalog.summaries(shown.map((e) => e.campeonatoId)),
      this.deps.cards.describe(podiumDrivers(podiums)),
      this.deps.series.editionsOf(podiumIds),
    ]);
    const nameOf = new Map(names.map((c) => [c.id, c.nombreCampeonato]));
    const who = people(cards);
    const { shown: shownName, person } = who;
    const editionOf = new Map(closed.map((e) => [e.campeonatoId, e]));
    const seriesName = new Map(allSeries.map((s) => [s.id, s.nombre]));

    const series: HallSeriesView[] = allSeries.flatMap((s, i) => {
      const page = pages[i]!;
      if (page.length === 0) return [];
      const mine = page.slice(0, HALL_EDITIONS_PAGE.size);
      return [{ id: s.id, nombre: s.nombre, categoria: s.categoria, logoUrl: s.logoUrl, ediciones: editionCards(mine, podiums, nameOf, who), siguiente: page[HALL_EDITIONS_PAGE.size]?.temporada ?? null }];
    });

    // A driver is his account when it is live, else his iRacing id, else the name the table gave him.
    const drivers = new Map<string, HallDriverView & { newest: number }>();
    for (const p of podiums) {
      const edition = editionOf.get(p.campeonatoId);
      if (p.tipo !== 'piloto' || !edition) continue;
      const account = person(p);
      const key = account.userId ? `u:${account.userId}` : p.custId !== null ? `c:${p.custId}` : `n:${p.nombre}`;
      const nombre = shownName(p);
      const row = drivers.get(key) ?? { ...account, custId: p.custId, nombre, titulos: 0, segundos: 0, terceros: 0, podios: 0, campeonatos: [], newest: 0 };
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

  /**
   * GET /api/campeones/series/{id} (docs/adr/0061): a later page of a series' closed editions, at most
   * `limite` (1 to HALL_EDITIONS_PAGE.maxSize), newest first, from the season `desde` back.
   */
  async editionsPage(serieId: string, query: { [K in keyof SeasonPageQueryInput]?: unknown }): Promise<{ data: HallEditionView[]; siguiente: number | null }> {
    const { limite, desde } = parseOrThrow(seasonPageQuerySchema(HALL_EDITIONS_PAGE), query);
    if (typeof serieId !== 'string' || serieId.length > 36 || !(await this.deps.series.findById(serieId))) throw seriesNotFound();
    const page = await this.deps.series.closedEditions(serieId, { upTo: desde, limit: limite + 1 });
    const mine = page.slice(0, limite);
    const ids = mine.map((e) => e.campeonatoId);
    const champions = ids.length ? await this.deps.closures.podiums({ campeonatoIds: ids, upTo: 1 }) : [];
    const [names, cards] = await Promise.all([this.deps.catalog.summaries(ids), this.deps.cards.describe(podiumDrivers(champions))]);
    return { data: editionCards(mine, champions, new Map(names.map((c) => [c.id, c.nombreCampeonato])), people(cards)), siguiente: page[limite]?.temporada ?? null };
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
      // A whole order (the group and championship break ties), so the driver page's pages never overlap.
      .sort((a, b) => b.temporada - a.temporada || a.serie.localeCompare(b.serie, 'es-MX') || a.grupo.localeCompare(b.grupo, 'es-MX') || (a.campeonatoId < b.campeonatoId ? -1 : a.campeonatoId > b.campeonatoId ? 1 : 0));
  }
}
