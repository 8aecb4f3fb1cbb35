import { DRIVER_RESULTS_PAGE, type DriverPageAnswer, type DriverResultsAnswer, type DriverResultView } from '../../../contracts/drivers.views.js';
import { CHAMPIONSHIP_MSG } from '../../../contracts/championships.messages.js';
import { ValidationError } from '../../../platform/errors.js';
import { isAdmin, type Actor } from '../../identity/index.js';
import { driverNotFound } from '../domain/drivers.errors.js';
import type { DriverCardSource, DriverTitleSource, EnteredChampionshipSource, ResultHistorySource } from './ports/driver-sources.port.js';

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
    const [championships, results, titles] = await Promise.all([this.deps.championships.of(card.id), this.page(viewer, card.iracingId, 0), this.deps.titles.of(card.id)]);
    return {
      piloto: { id: card.id, nombre: card.nombre, apellido: card.apellido, username: card.username, avatarUrl: card.avatarUrl, iracingId: card.iracingId },
      campeonatos: championships.map((c) => ({ id: c.id, nombreCampeonato: c.nombreCampeonato, categoria: c.categoria, fechaInicio: c.fechaInicio, fechaFin: c.fechaFin, imagenPortada: c.imagenPortada })),
      ...results,
      titulos: titles.map((t) => ({ serie: t.serie, temporada: t.temporada, campeonatoId: t.campeonatoId, grupo: t.grupo })),
    };
  }

  /** A later page of his results, from `desde` (as sent: a whole number from 0). */
  async results(viewer: Actor | null, id: string, desde: unknown): Promise<DriverResultsAnswer> {
    const offset = pageStart(desde);
    const card = await this.card(id);
    return this.page(viewer, card.iracingId, offset);
  }

  private async card(id: string) {
    const wanted = typeof id === 'string' ? id.trim() : '';
    if (!wanted || wanted.length > 64) throw driverNotFound();
    const [card] = await this.deps.cards.describe([wanted]);
    if (!card || card.deleted) throw driverNotFound();
    return card;
  }

  private async page(viewer: Actor | null, iracingId: number | null, offset: number): Promise<DriverResultsAnswer> {
    if (iracingId === null) return { resultados: [], siguiente: null };
    const { more, results } = await this.deps.results.forCustomer(iracingId, { publishedOnly: !isAdmin(viewer), offset, limit: DRIVER_RESULTS_PAGE });
    return {
      siguiente: more ? offset + DRIVER_RESULTS_PAGE : null,
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

/** `desde` as sent (absent: 0); refused unless a whole number from 0. */
function pageStart(raw: unknown): number {
  if (raw === undefined || raw === '') return 0;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw)) throw new ValidationError(CHAMPIONSHIP_MSG.pageStart, { desde: CHAMPIONSHIP_MSG.pageStart });
  return Number(raw);
}
