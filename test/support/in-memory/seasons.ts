import type { ChampionshipCatalog } from '../../../src/modules/seasons/application/ports/championship-catalog.port.js';
import type { ClosureRepository } from '../../../src/modules/seasons/application/ports/closure.repository.port.js';
import type { SeriesRepository } from '../../../src/modules/seasons/application/ports/series.repository.port.js';
import type { Closure, ClosureLogEntry, PodiumPlace } from '../../../src/modules/seasons/application/closure-record.js';
import { seriesKey, seriesNameTaken, type Edition, type Series } from '../../../src/modules/seasons/domain/series.js';
import { MemoryTable, type Snapshottable } from './transactions.js';

/** Series and their editions in memory (editions keyed by championship). */
export class MemorySeries extends MemoryTable<Series> implements SeriesRepository {
  editionRows = new Map<string, Edition>();

  override snapshot(): () => void {
    const restore = super.snapshot();
    const copy = new Map([...this.editionRows].map(([id, e]) => [id, { ...e }]));
    return () => {
      restore();
      this.editionRows = copy;
    };
  }
  async list(): Promise<Series[]> {
    return this.all().sort((a, b) => a.nombre.localeCompare(b.nombre));
  }
  async findById(id: string): Promise<Series | null> {
    return this.all().find((s) => s.id === id) ?? null;
  }
  /** The unique key on the name, as the database's. */
  private assertNameFree(nombre: string | undefined, id: string): void {
    if (nombre !== undefined && this.all().some((s) => s.id !== id && seriesKey(s.nombre) === seriesKey(nombre))) throw seriesNameTaken();
  }
  async insert(series: Series): Promise<void> {
    this.assertNameFree(series.nombre, series.id);
    this.rows.set(series.id, structuredClone(series));
  }
  async update(id: string, changes: Partial<Series>): Promise<void> {
    this.assertNameFree(changes.nombre, id);
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, ...changes });
  }
  async delete(id: string): Promise<boolean> {
    if ([...this.editionRows.values()].some((e) => e.serieId === id)) throw new Error('clave foránea: la serie tiene ediciones');
    return this.rows.delete(id);
  }
  async findByIds(ids: readonly string[]): Promise<Series[]> {
    return (await this.list()).filter((s) => ids.includes(s.id));
  }
  async editionsOf(campeonatoIds: readonly string[]): Promise<Edition[]> {
    return (await this.editions()).filter((e) => campeonatoIds.includes(e.campeonatoId));
  }
  /** What `editions`, `seasons` and `closedEditions` were asked, in order. */
  editionsAsked: Array<{ serieId?: string; temporadas?: readonly number[] }> = [];
  seasonsAsked: Array<{ upTo?: number; limit: number }> = [];
  closedAsked: Array<{ serieId: string; upTo?: number; limit: number }> = [];
  /** The closures `closedEditions` checks, when a test needs them. */
  closures: MemoryClosures | null = null;
  async seasons(page: { upTo?: number; limit: number }): Promise<number[]> {
    this.seasonsAsked.push({ ...page });
    const years = [...new Set([...this.editionRows.values()].map((e) => e.temporada))].filter((y) => page.upTo === undefined || y <= page.upTo);
    return years.sort((a, b) => b - a).slice(0, page.limit);
  }
  async closedEditions(serieId: string, page: { upTo?: number; limit: number }): Promise<Edition[]> {
    this.closedAsked.push({ serieId, ...page });
    if (!this.closures) throw new Error('closedEditions: dale a MemorySeries sus cierres (closures)');
    const closed = this.closures.closures;
    return [...this.editionRows.values()]
      .filter((e) => e.serieId === serieId && closed.has(e.campeonatoId) && (page.upTo === undefined || e.temporada <= page.upTo))
      .sort((a, b) => b.temporada - a.temporada)
      .slice(0, page.limit)
      .map((e) => ({ ...e }));
  }
  async editionTotals(): Promise<Map<string, { ediciones: number; ultimaTemporada: number }>> {
    const totals = new Map<string, { ediciones: number; ultimaTemporada: number }>();
    for (const e of this.editionRows.values()) {
      const t = totals.get(e.serieId);
      totals.set(e.serieId, t ? { ediciones: t.ediciones + 1, ultimaTemporada: Math.max(t.ultimaTemporada, e.temporada) } : { ediciones: 1, ultimaTemporada: e.temporada });
    }
    return totals;
  }
  async editions(filter: { serieId?: string; temporadas?: readonly number[] } = {}): Promise<Edition[]> {
    this.editionsAsked.push({ ...filter });
    return [...this.editionRows.values()]
      .filter((e) => (!filter.serieId || e.serieId === filter.serieId) && (!filter.temporadas || filter.temporadas.includes(e.temporada)))
      .sort((a, b) => b.temporada - a.temporada)
      .map((e) => ({ ...e }));
  }
  async editionOf(campeonatoId: string): Promise<Edition | null> {
    const row = this.editionRows.get(campeonatoId);
    return row ? { ...row } : null;
  }
  async lockEdition(campeonatoId: string): Promise<Edition | null> {
    return this.editionOf(campeonatoId);
  }
  async findEdition(serieId: string, temporada: number): Promise<Edition | null> {
    return (await this.editions({ serieId })).find((e) => e.temporada === temporada) ?? null;
  }
  async saveEdition(edition: Edition): Promise<void> {
    const taken = [...this.editionRows.values()].find((e) => e.serieId === edition.serieId && e.temporada === edition.temporada && e.campeonatoId !== edition.campeonatoId);
    if (taken) throw new Error('única: la serie ya tiene esa temporada');
    this.editionRows.set(edition.campeonatoId, { ...edition });
  }
}

/** Closed seasons, their podiums and the log in memory. */
export class MemoryClosures implements ClosureRepository, Snapshottable {
  closures = new Map<string, Closure>();
  podiumRows: Array<PodiumPlace & { campeonatoId: string }> = [];
  entries: ClosureLogEntry[] = [];

  snapshot(): () => void {
    const closures = new Map(this.closures);
    const podiums = [...this.podiumRows];
    const entries = [...this.entries];
    return () => {
      this.closures = closures;
      this.podiumRows = podiums;
      this.entries = entries;
    };
  }
  async find(campeonatoId: string): Promise<Closure | null> {
    const found = this.closures.get(campeonatoId);
    return found ? structuredClone(found) : null;
  }
  async closedAmong(ids: readonly string[]): Promise<Set<string>> {
    return new Set(ids.filter((id) => this.closures.has(id)));
  }
  async insert(closure: Closure, podium: PodiumPlace[]): Promise<boolean> {
    if (this.closures.has(closure.campeonatoId)) return false;
    this.closures.set(closure.campeonatoId, structuredClone(closure));
    this.podiumRows.push(...podium.map((p) => ({ ...p, campeonatoId: closure.campeonatoId })));
    return true;
  }
  async delete(campeonatoId: string): Promise<boolean> {
    this.podiumRows = this.podiumRows.filter((p) => p.campeonatoId !== campeonatoId);
    return this.closures.delete(campeonatoId);
  }
  async podiums(filter: { campeonatoIds?: readonly string[]; userId?: string; upTo?: number }): Promise<Array<PodiumPlace & { campeonatoId: string }>> {
    return this.podiumRows.filter(
      (p) => (!filter.campeonatoIds || filter.campeonatoIds.includes(p.campeonatoId)) && (!filter.userId || p.userId === filter.userId) && (!filter.upTo || p.posicion <= filter.upTo),
    );
  }
  async log(entry: ClosureLogEntry): Promise<void> {
    this.entries.push({ ...entry });
  }
  async logOf(campeonatoId: string): Promise<ClosureLogEntry[]> {
    return this.entries.filter((e) => e.campeonatoId === campeonatoId);
  }
}

/** Championships by name, as championships' Digest names them. */
export class MemoryCatalog implements ChampionshipCatalog {
  constructor(readonly names: Map<string, { nombreCampeonato: string; categoria: string }> = new Map()) {}
  async summaries(ids: readonly string[]) {
    return ids.flatMap((id) => {
      const found = this.names.get(id);
      return found ? [{ id, ...found }] : [];
    });
  }
}
