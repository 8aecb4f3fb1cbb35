/** What a driver's public page answers: declared once for the API and the page. */

/** The driver: what anyone may see (no e-mail, no private profile fields). */
export interface DriverProfileView {
  id: string;
  nombre: string;
  apellido: string;
  username: string | null;
  avatarUrl: string | null;
  iracingId: number | null;
}

/** A championship the driver entered. */
export interface DriverChampionshipView {
  id: string;
  nombreCampeonato: string;
  categoria: string;
  fechaInicio: string;
  fechaFin: string;
  imagenPortada: string | null;
}

/** The driver's finish in the main race of one imported iRacing event, matched by their iRacing id. */
export interface DriverResultView {
  eventoId: string;
  subsessionId: number;
  evento: string;
  pista: string;
  /** UTC instant of the start; shown in Mexico City time. */
  fecha: string;
  posicion: number;
  posicionClase: number;
  clase: string;
  coche: string;
  incidentes: number;
  iratingAntes: number | null;
  iratingDespues: number | null;
  /** null when iRacing did not report it (leagues often do not). */
  cambioIrating: number | null;
  equipo: string | null;
}

/** How many of a driver's events one page of his results covers, newest first. */
export const DRIVER_RESULTS_PAGE = 20;
/**
 * The furthest start a page of his results may be asked from by number (`desde=N`, as the pages were
 * asked before docs/adr/0072): the first ten pages; the pages go on by place.
 */
export const DRIVER_RESULTS_MAX_START = DRIVER_RESULTS_PAGE * 10;

/** GET /api/pilotos/{id}/resultados?desde=<siguiente> (public): a later page of his results. */
export interface DriverResultsAnswer {
  resultados: DriverResultView[];
  /** The `desde` of the next page (opaque: where the page's last event stands); null after the last. */
  siguiente: string | null;
}

/** GET /api/pilotos/{id}/campeonatos?desde=&limite= (public): a later page of the championships he entered. */
export interface DriverChampionshipsAnswer {
  campeonatos: DriverChampionshipView[];
  /** The `desde` of the next page (opaque); null after the last. */
  siguiente: string | null;
}

/** GET /api/pilotos/{id} (public). */
export interface DriverPageAnswer extends DriverResultsAnswer {
  piloto: DriverProfileView;
  /** The first page of the championships he entered, the latest start first (DRIVER_CHAMPIONSHIPS_PAGE.size). */
  campeonatos: DriverChampionshipView[];
  /** The `desde` of their next page (GET /api/pilotos/{id}/campeonatos); null when these are all. */
  campeonatosSiguiente: string | null;
  /** The first page of his titles in closed seasons, newest first ('Campeón de <serie> <temporada>'; DRIVER_TITLES_PAGE.size). */
  titulos: DriverTitleView[];
  /** The `desde` of their next page (GET /api/pilotos/{id}/titulos); null when these are all. */
  titulosSiguiente: number | null;
}

/** GET /api/pilotos/{id}/titulos?desde=N&limite=M (public): a later page of his titles. */
export interface DriverTitlesAnswer {
  titulos: DriverTitleView[];
  /** The `desde` of the next page; null after the last. */
  siguiente: number | null;
}

/** One title: the series, season and group he won, and the championship whose final table shows it. */
export interface DriverTitleView {
  serie: string;
  temporada: number;
  campeonatoId: string;
  grupo: string;
}
