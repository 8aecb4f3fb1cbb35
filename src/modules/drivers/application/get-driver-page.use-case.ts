import { DRIVER_CHAMPIONSHIPS_MSG, DRIVER_CHAMPIONSHIPS_PAGE, DRIVER_TITLES_PAGE, driverChampionshipsQuerySchema, driverTitlesQuerySchema, type DriverChampionshipsQueryInput, type DriverTitlesQueryInput } from '../../../contracts/drivers.contract.js';
import { DRIVER_RESULTS_MAX_START, DRIVER_RESULTS_PAGE, type DriverTitlesAnswer, type DriverChampionshipsAnswer, type DriverChampionshipView, type DriverPageAnswer, type DriverResultsAnswer, type DriverResultView } from '../../../contracts/drivers.views.js';
import { CHAMPIONSHIP_MSG } from '../../../contracts/championships.messages.js';
import { EVENTS_PAGE_MSG } from '../../../contracts/results.contract.js';
import { ValidationError } from '../../../platform/errors.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { enteredPlaceAfter, readEnteredPlace } from '../../championships/index.js';
import { isAdmin, type Actor } from '../../identity/index.js';
import { driverNotFound } from '../domain/drivers.errors.js';
import type { DriverCardSource, DriverTitleSource, EnteredChampionshipSource, EnteredPlace, ResultHistorySource } from './ports/driver-sources.port.js';

/**
 * GET /api/pilotos/{id}: a driver's public page, composed from identity (the card), championships
 * (what they entered), seasons (his titles) and results (their finishes, matched by iRacing id). A deleted account has no
 * page. Visitors see published results only; an admin sees every imported event, as on the results pages.
 */
export class GetDriverPage {
  constructor(private readonly deps: { cards: DriverCardSource; championships: EnteredChampionshipSource; results: ResultHistorySource; titles: DriverTitleSource }) {}

  /** The next instant time alone changes a visitor's answer (an event becoming public), or null. */
  nextChange(): Promise<Date | null> {
    return this.deps.results.nextPublication();
  }

  async execute(viewer: Actor | null, id: string): Promise<DriverPageAnswer> {
    const card = await this.card(id);
    const [championships, results, titles] = await Promise.all([this.entered(card.id, undefined, DRIVER_CHAMPIONSHIPS_PAGE.size), this.page(viewer, card.iracingId, { offset: 0 }), this.titlesFrom(card.id, 0, DRIVER_TITLES_PAGE.size)]);
    return {
      piloto: { id: card.id, nombre: card.nombre, apellido: card.apellido, username: card.username, avatarUrl: card.avatarUrl, iracingId: card.iracingId },
      campeonatos: championships.campeonatos,
      campeonatosSiguiente: championships.siguiente,
      ...results,
      titulos: titles.titulos,
      titulosSiguiente: titles.siguiente,
    };
  }

  /**
   * A later page of his titles (GET /api/pilotos/{id}/titulos): at most `limite` (1 to
   * DRIVER_TITLES_PAGE.maxSize, refused beyond) from position `desde`, newest season first.
   */
  async titles(_viewer: Actor | null, id: string, query: { [K in keyof DriverTitlesQueryInput]?: unknown }): Promise<DriverTitlesAnswer> {
    const { limite, desde } = parseOrThrow(driverTitlesQuerySchema, query);
    const card = await this.card(id);
    return this.titlesFrom(card.id, desde, limite);
  }

  /**
   * One page of his titles. They are read whole from the seasons' recorded podiums (one row a title:
   * at most one a series a season, his own history, never the league's) and cut here, so the answer
   * is a page however many he won (docs/adr/0066).
   */
  private async titlesFrom(userId: string, offset: number, limit: number): Promise<DriverTitlesAnswer> {
    const all = await this.deps.titles.of(userId);
    const titulos = all.slice(offset, offset + limit).map((t) => ({ serie: t.serie, temporada: t.temporada, campeonatoId: t.campeonatoId, grupo: t.grupo }));
    return { titulos, siguiente: all.length > offset + limit ? offset + limit : null };
  }

  /**
   * A later page of his results, from `desde`: the `siguiente` of the page before (a place, walked from
   * there however late), or a start by number as the pages were asked before (the first ten pages).
   */
  async results(viewer: Actor | null, id: string, desde: unknown): Promise<DriverResultsAnswer> {
    const start = pageStart(desde);
    const card = await this.card(id);
    return this.page(viewer, card.iracingId, start);
  }

  /**
   * A later page of the championships he entered (GET /api/pilotos/{id}/campeonatos): at most `limite`
   * (1 to DRIVER_CHAMPIONSHIPS_PAGE.maxSize, refused beyond) from `desde`, the `siguiente` of the page before.
   */
  async championships(_viewer: Actor | null, id: string, query: { [K in keyof DriverChampionshipsQueryInput]?: unknown }): Promise<DriverChampionshipsAnswer> {
    const { limite, desde } = parseOrThrow(driverChampionshipsQuerySchema, query);
    const after = desde === undefined ? undefined : readEnteredPlace(desde, 'desde', DRIVER_CHAMPIONSHIPS_MSG.lost);
    const card = await this.card(id);
    return this.entered(card.id, after, limite);
  }

  /** One page of his championships: one more than asked is read, to know whether a next page follows. */
  private async entered(userId: string, after: EnteredPlace | undefined, limit: number): Promise<DriverChampionshipsAnswer> {
    const found = await this.deps.championships.page(userId, { after, limit: limit + 1 });
    const campeonatos = found.slice(0, limit).map((c): DriverChampionshipView => ({ id: c.id, nombreCampeonato: c.nombreCampeonato, categoria: c.categoria, fechaInicio: c.fechaInicio, fechaFin: c.fechaFin, imagenPortada: c.imagenPortada }));
    return { campeonatos, siguiente: found.length > limit ? enteredPlaceAfter(campeonatos[campeonatos.length - 1]!) : null };
  }

  private async card(id: string) {
    const wanted = typeof id === 'string' ? id.trim() : '';
    if (!wanted || wanted.length > 64) throw driverNotFound();
    const [card] = await this.deps.cards.describe([wanted]);
    if (!card || card.deleted) throw driverNotFound();
    return card;
  }

  private async page(viewer: Actor | null, iracingId: number | null, start: PageStart): Promise<DriverResultsAnswer> {
    if (iracingId === null) return { resultados: [], siguiente: null };
    const { siguiente, results } = await this.deps.results.forCustomer(iracingId, { publishedOnly: !isAdmin(viewer), ...start, limit: DRIVER_RESULTS_PAGE });
    return {
      siguiente,
      resultados: results.map((r): DriverResultView => ({
        eventoId: r.eventId,
        subsessionId: r.subsessionId,
        evento: r.eventName,
        pista: r.trackConfig ? `${r.trackName} – ${r.trackConfig}` : r.trackName,
        fecha: r.startTime,
        posicion: r.finishPosition,
        posicionClase: r.finishPositionInClass,
        clase: r.carClassName,
        coche: r.carName,
        incidentes: r.incidents,
        iratingAntes: r.oldIrating,
        iratingDespues: r.newIrating,
        cambioIrating: r.iratingChange,
        equipo: r.teamName,
      })),
    };
  }
}

/** Where a page of his results starts: after a place, or a number of events from the top. */
type PageStart = { after: string } | { offset: number };

/**
 * `desde` as sent: absent, the top; a number (the pages' starts before docs/adr/0072), a whole one from
 * 0 up to DRIVER_RESULTS_MAX_START; any other text, a place (the results module reads it, refusing one no
 * page gave).
 */
function pageStart(raw: unknown): PageStart {
  if (raw === undefined || raw === '') return { offset: 0 };
  if (typeof raw !== 'string' || raw.length > 200) throw new ValidationError(EVENTS_PAGE_MSG.lost, { desde: EVENTS_PAGE_MSG.lost });
  if (/^[-+]?[\d.]+$/.test(raw)) {
    if (!/^\d{1,6}$/.test(raw)) throw new ValidationError(CHAMPIONSHIP_MSG.pageStart, { desde: CHAMPIONSHIP_MSG.pageStart });
    if (Number(raw) > DRIVER_RESULTS_MAX_START) throw new ValidationError(CHAMPIONSHIP_MSG.pageStartTooFar, { desde: CHAMPIONSHIP_MSG.pageStartTooFar });
    return { offset: Number(raw) };
  }
  return { after: raw };
}
