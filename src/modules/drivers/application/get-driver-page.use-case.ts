import type { DriverPageAnswer } from '../../../contracts/drivers.views.js';
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

  async execute(viewer: Actor | null, id: string): Promise<DriverPageAnswer> {
    const wanted = typeof id === 'string' ? id.trim() : '';
    if (!wanted || wanted.length > 64) throw driverNotFound();
    const [card] = await this.deps.cards.describe([wanted]);
    if (!card || card.deleted) throw driverNotFound();
    const [championships, results, titles] = await Promise.all([
      this.deps.championships.of(card.id),
      card.iracingId !== null ? this.deps.results.forCustomer(card.iracingId, { publishedOnly: !isAdmin(viewer) }) : Promise.resolve([]),
      this.deps.titles.of(card.id),
    ]);
    return {
      piloto: { id: card.id, nombre: card.nombre, apellido: card.apellido, username: card.username, avatarUrl: card.avatarUrl, iracingId: card.iracingId },
      campeonatos: championships.map((c) => ({ id: c.id, nombreCampeonato: c.nombreCampeonato, categoria: c.categoria, fechaInicio: c.fechaInicio, fechaFin: c.fechaFin, imagenPortada: c.imagenPortada })),
      resultados: results.map((r) => ({
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
      titulos: titles.map((t) => ({ serie: t.serie, temporada: t.temporada, campeonatoId: t.campeonatoId, grupo: t.grupo })),
    };
  }
}
