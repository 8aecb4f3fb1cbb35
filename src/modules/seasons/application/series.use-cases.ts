import { createSeriesSchema, editionSchema, SEASON_ARCHIVE_PAGE, seasonPageQuerySchema, updateSeriesSchema, type SeasonPageQueryInput } from '../../../contracts/seasons.contract.js';
import type { EditionView, SeasonArchiveView, SeriesView } from '../../../contracts/seasons.views.js';
import { SEASONS_MSG } from '../../../contracts/seasons.messages.js';
import { changesBetween, staffChange, type AuditObject, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { NotFoundError } from '../../../platform/errors.js';
import type { Clock } from '../../../platform/clock.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { validateImage } from '../../../platform/files/image-validation.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { championshipNotFound, DEFAULT_PRIORITY_DAYS, editionTaken, seriesHasEditions, seriesNotFound, type Edition, type Series } from '../domain/series.js';
import type { ChampionshipCatalog } from './ports/championship-catalog.port.js';
import type { ClosureRepository } from './ports/closure.repository.port.js';
import type { SeriesRepository } from './ports/series.repository.port.js';
import { editionViews, NO_EDITIONS, seriesView, toSeriesView } from './series-views.js';

export const SERIES_LOGOS_FOLDER = 'series';

interface SeriesDeps {
  series: SeriesRepository;
  closures: ClosureRepository;
  catalog: ChampionshipCatalog;
  storage: FileStorage;
  clock: Clock;
  newId: IdGenerator;
  tx: TransactionRunner;
  audit: AuditTrail;
}

/** A series as the audit log names it (docs/adr/0051). */
const seriesObject = (s: Pick<Series, 'id' | 'nombre'>): AuditObject => ({ tipo: 'serie', id: s.id, nombre: s.nombre });

/**
 * GET /api/series: every series by name, with its number of editions and newest season, counted by
 * the database: no edition is read (docs/adr/0071).
 */
export class ListSeries {
  constructor(private readonly deps: Pick<SeriesDeps, 'series'>) {}

  async execute(): Promise<SeriesView[]> {
    const [series, totals] = await Promise.all([this.deps.series.list(), this.deps.series.editionTotals()]);
    return series.map((s) => seriesView(s, totals.get(s.id) ?? NO_EDITIONS));
  }
}

/** GET /api/series/{id}: a series with its editions, newest season first, each with its champions once closed. */
export class GetSeries {
  constructor(private readonly deps: Pick<SeriesDeps, 'series' | 'closures' | 'catalog'>) {}

  async execute(id: string): Promise<SeriesView & { edicionesLista: EditionView[] }> {
    const series = await this.deps.series.findById(id);
    if (!series) throw seriesNotFound();
    const editions = await this.deps.series.editions({ serieId: id });
    return { ...toSeriesView(series, editions), edicionesLista: await editionViews(editions, this.deps) };
  }
}

export class CreateSeries {
  constructor(private readonly deps: SeriesDeps) {}

  async execute(actor: Actor, input: { fields: Record<string, unknown>; logo?: Buffer }): Promise<SeriesView> {
    assertAdmin(actor);
    const fields = parseOrThrow(createSeriesSchema, input.fields);
    const extension = input.logo ? await validateImage(input.logo) : undefined;
    const logo = input.logo && extension ? await this.deps.storage.save(SERIES_LOGOS_FOLDER, input.logo, extension) : undefined;
    const now = this.deps.clock.now().toISOString();
    const series: Series = { id: this.deps.newId(), nombre: fields.nombre, categoria: fields.categoria, descripcion: fields.descripcion, logoUrl: logo?.url ?? null, createdAt: now, updatedAt: now };
    try {
      await this.deps.tx.run(async (trx) => {
        await this.deps.series.insert(series, trx);
        await this.deps.audit.record(staffChange(actor, 'serie.creada', seriesObject(series), null, series), trx);
      });
    } catch (err) {
      if (logo) await this.deps.storage.remove(logo.url);
      throw err;
    }
    return toSeriesView(series, []);
  }
}

export class UpdateSeries {
  constructor(private readonly deps: SeriesDeps) {}

  async execute(actor: Actor, id: string, input: { fields: Record<string, unknown>; logo?: Buffer }): Promise<SeriesView> {
    assertAdmin(actor);
    const fields = parseOrThrow(updateSeriesSchema, input.fields);
    const current = await this.deps.series.findById(id);
    if (!current) throw seriesNotFound();
    const extension = input.logo ? await validateImage(input.logo) : undefined;
    const patch: Partial<Series> = { updatedAt: this.deps.clock.now().toISOString() };
    for (const key of ['nombre', 'categoria', 'descripcion'] as const) if (fields[key] !== undefined) patch[key] = fields[key];
    const logo = input.logo && extension ? await this.deps.storage.save(SERIES_LOGOS_FOLDER, input.logo, extension) : undefined;
    if (logo) patch.logoUrl = logo.url;
    try {
      await this.deps.tx.run(async (trx) => {
        await this.deps.series.update(id, patch, trx);
        // The same form saved again changes nothing and records nothing.
        const cambios = changesBetween(current, { ...current, ...patch });
        if (cambios.length > 0) await this.deps.audit.record({ actor, accion: 'serie.editada', objeto: seriesObject({ ...current, ...patch }), cambios }, trx);
      });
    } catch (err) {
      if (logo) await this.deps.storage.remove(logo.url);
      throw err;
    }
    if (logo && current.logoUrl) await this.deps.storage.remove(current.logoUrl);
    return toSeriesView({ ...current, ...patch }, await this.deps.series.editions({ serieId: id }));
  }
}

/** Deleting a series with editions is refused (409); an empty one goes with its logo. */
export class DeleteSeries {
  constructor(private readonly deps: SeriesDeps) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    const logo = await this.deps.tx.run(async (trx) => {
      const series = await this.deps.series.findById(id, trx);
      if (!series) throw seriesNotFound();
      const editions = await this.deps.series.editions({ serieId: id }, trx);
      if (editions.length > 0) throw seriesHasEditions(editions.length);
      // Sent twice at once, both may read it: the one whose deletion removed nothing was beaten to it.
      if (!(await this.deps.series.delete(id, trx))) throw seriesNotFound();
      await this.deps.audit.record(staffChange(actor, 'serie.eliminada', seriesObject(series), series, null), trx);
      return series.logoUrl;
    });
    if (logo) await this.deps.storage.remove(logo);
  }
}

/**
 * GET /api/temporadas and /api/temporadas/{año} (public): every season newest first, each with its
 * championships (series by name) and, once closed, their champions; one season, or 404.
 */
export class ListSeasons {
  constructor(private readonly deps: Pick<SeriesDeps, 'series' | 'closures' | 'catalog'>) {}

  async execute(year?: string): Promise<SeasonArchiveView[]> {
    // A season is a year of four digits: anything else (1e308 included) is no season, never a query.
    if (year !== undefined && !/^\d{4}$/.test(year)) throw new NotFoundError(SEASONS_MSG.seasonNotFound, 'SEASON_NOT_FOUND');
    const wanted = year === undefined ? null : Number(year);
    const editions = await this.deps.series.editions(wanted === null ? {} : { temporadas: [wanted] });
    if (wanted !== null && editions.length === 0) throw new NotFoundError(SEASONS_MSG.seasonNotFound, 'SEASON_NOT_FOUND');
    return this.archive(editions);
  }

  /**
   * GET /api/temporadas (docs/adr/0061): at most `limite` seasons (1 to SEASON_ARCHIVE_PAGE.maxSize),
   * newest first, from `desde` (a season) back, and the season the next page starts at. Only the
   * page's seasons are read, then only their editions.
   */
  async page(query: { [K in keyof SeasonPageQueryInput]?: unknown }): Promise<{ data: SeasonArchiveView[]; siguiente: number | null }> {
    const { limite, desde } = parseOrThrow(seasonPageQuerySchema(SEASON_ARCHIVE_PAGE), query);
    const seasons = await this.deps.series.seasons({ upTo: desde, limit: limite + 1 });
    const shown = seasons.slice(0, limite);
    const editions = shown.length ? await this.deps.series.editions({ temporadas: shown }) : [];
    return { data: await this.archive(editions), siguiente: seasons[limite] ?? null };
  }

  /** These editions by season, newest first, each season's by series name. */
  private async archive(editions: Edition[]): Promise<SeasonArchiveView[]> {
    const [series, views] = await Promise.all([this.deps.series.findByIds([...new Set(editions.map((e) => e.serieId))]), editionViews(editions, this.deps)]);
    const seriesOf = new Map(series.map((s) => [s.id, { id: s.id, nombre: s.nombre, categoria: s.categoria }]));
    const seasons = [...new Set(views.map((v) => v.temporada))].sort((a, b) => b - a);
    return seasons.map((temporada) => ({
      temporada,
      campeonatos: views
        .filter((v) => v.temporada === temporada)
        .map((v) => ({ ...v, serie: seriesOf.get(v.serieId) ?? { id: v.serieId, nombre: '', categoria: '' } }))
        .sort((a, b) => a.serie.nombre.localeCompare(b.serie.nombre, 'es-MX')),
    }));
  }
}

/** GET /api/series/ediciones/{campeonatoId}: the series and season of a championship, or null. */
export class GetEdition {
  constructor(private readonly deps: Pick<SeriesDeps, 'series' | 'closures' | 'catalog'>) {}

  async execute(campeonatoId: string): Promise<EditionView | null> {
    const edition = await this.deps.series.editionOf(campeonatoId);
    if (!edition) return null;
    const [view] = await editionViews([edition], this.deps);
    return view ?? null;
  }
}

type EditionFields = ReturnType<typeof editionSchema.parse>;

/**
 * Saves a championship's series and season in `trx`: the series must exist and no other championship
 * hold that season; answers the edition saved, or the championship that holds the season.
 */
async function saveEditionIn(deps: Pick<SeriesDeps, 'series' | 'clock'>, campeonatoId: string, fields: EditionFields, trx: Transaction): Promise<Edition | { taken: string }> {
  if (!(await deps.series.findById(fields.serieId, trx))) throw seriesNotFound();
  const holder = await deps.series.findEdition(fields.serieId, fields.temporada, trx);
  if (holder && holder.campeonatoId !== campeonatoId) return { taken: holder.campeonatoId };
  const current = await deps.series.editionOf(campeonatoId, trx);
  const now = deps.clock.now().toISOString();
  const saved: Edition = {
    campeonatoId,
    serieId: fields.serieId,
    temporada: fields.temporada,
    diasPrioridad: fields.diasPrioridad ?? current?.diasPrioridad ?? DEFAULT_PRIORITY_DAYS,
    prioridadHasta: current?.prioridadHasta ?? null,
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
  };
  // Two requests for the same season at once: the unique key (serieId, temporada) refuses the second (seasonTaken).
  await deps.series.saveEdition(saved, trx);
  return saved;
}

/**
 * A championship being created, put in its series in the transaction that creates it (offered to
 * championships through SEASONS.SeasonRules): any refusal undoes the championship too.
 */
export async function placeNewChampionship(deps: Pick<SeriesDeps, 'series' | 'clock' | 'catalog'>, campeonatoId: string, body: Record<string, unknown>, trx: Transaction): Promise<void> {
  const fields = parseOrThrow(editionSchema, body);
  const saved = await saveEditionIn(deps, campeonatoId, fields, trx);
  if ('taken' in saved) {
    const [other] = await deps.catalog.summaries([saved.taken], trx);
    throw editionTaken(fields.temporada, other?.nombreCampeonato ?? saved.taken);
  }
}

/** PUT /api/series/ediciones/{campeonatoId}: puts a championship in a series as one season; one edition per season. */
export class SetEdition {
  constructor(private readonly deps: SeriesDeps) {}

  async execute(actor: Actor, campeonatoId: string, body: unknown): Promise<EditionView> {
    assertAdmin(actor);
    const fields = parseOrThrow(editionSchema, body ?? {});
    const [championship] = await this.deps.catalog.summaries([campeonatoId]);
    if (!championship) throw championshipNotFound();
    // Named after the transaction: the names are read from the pool, which SQLite's one connection holds now.
    const edition = await this.deps.tx.run(async (trx) => {
      const before = await this.deps.series.editionOf(campeonatoId, trx);
      const saved = await saveEditionIn(this.deps, campeonatoId, fields, trx);
      if ('taken' in saved) return saved;
      // The same series and season again change nothing and record nothing.
      const shown = (e: Edition | null) => (e ? { serieId: e.serieId, temporada: e.temporada, diasPrioridad: e.diasPrioridad } : null);
      const cambios = changesBetween(shown(before), shown(saved));
      if (cambios.length > 0) await this.deps.audit.record({ actor, accion: 'campeonato.edicion', objeto: { tipo: 'campeonato', id: campeonatoId, nombre: championship.nombreCampeonato }, cambios }, trx);
      return saved;
    });
    if ('taken' in edition) {
      const [other] = await this.deps.catalog.summaries([edition.taken]);
      throw editionTaken(fields.temporada, other?.nombreCampeonato ?? edition.taken);
    }
    const [view] = await editionViews([edition], this.deps);
    return view!;
  }
}
