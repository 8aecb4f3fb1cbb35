/** What the series, seasons and hall-of-champions calls answer (docs/adr/0033, 0010). */

/** A series: the championship run once a season ('Copa Fórmulas'). */
export interface SeriesView {
  id: string;
  nombre: string;
  categoria: string;
  descripcion: string;
  logoUrl: string | null;
  /** How many editions it has, and the newest season among them (null when none). */
  ediciones: number;
  ultimaTemporada: number | null;
}

/** One place of a closed table's podium. */
export interface PodiumPlaceView {
  /** 'piloto' for a group's driver, 'equipo' for a team or roster. */
  tipo: 'piloto' | 'equipo';
  /** The table's stable key ('c:<class id>', 'g:<group>', 'equipos'…) and the name people read. */
  clave: string;
  grupo: string;
  posicion: number;
  nombre: string;
  /** The site user, when the driver has an account with his iRacing id. */
  userId: string | null;
  custId: number | null;
  puntos: number;
}

/** A championship as an edition of its series. */
export interface EditionView {
  campeonatoId: string;
  nombreCampeonato: string;
  serieId: string;
  temporada: number;
  diasPrioridad: number;
  /** Until when only the previous edition's drivers may enter (ISO); null when no such window. */
  prioridadHasta: string | null;
  cerrada: boolean;
  /** Once closed: the champion of every group and of the teams; empty while open. */
  campeones: PodiumPlaceView[];
}

/** POST /api/temporadas/{campeonatoId}/siguiente and `parrilla seasons next`: the new edition, to review before publishing. */
export interface NextSeasonView {
  campeonatoId: string;
  nombreCampeonato: string;
  serieId: string;
  temporada: number;
  carreras: number;
  prioridadHasta: string;
  /** Drivers of the previous edition e-mailed about their priority. */
  avisados: number;
}

export interface NextSeasonAnswer {
  message: string;
  data: NextSeasonView;
}

/** GET /api/series */
export interface SeriesListAnswer {
  data: SeriesView[];
}

/** GET /api/series/{id}: the series with its editions, newest first. */
export interface SeriesDetailAnswer {
  data: SeriesView & { edicionesLista: EditionView[] };
}

/** POST /api/series, PUT /api/series/{id} */
export interface SeriesSavedAnswer {
  message: string;
  data: SeriesView;
}

/** GET /api/series/ediciones/{campeonatoId}: null when the championship is in no series. */
export interface EditionAnswer {
  data: EditionView | null;
}

/** PUT /api/series/ediciones/{campeonatoId} */
export interface EditionSavedAnswer {
  message: string;
  data: EditionView;
}

/** One closing or reopening of a season, as the admin's log shows it. */
export interface ClosureLogView {
  accion: 'cerrar' | 'reabrir';
  motivo: string | null;
  /** Who: the admin's name (or the account id when it is gone). */
  quien: string;
  /** When: the instant (ISO) and the same in Mexico City as people read it ('14/03/2026 18:30'). */
  en: string;
  enTexto: string;
}

/** GET /api/temporadas/{campeonatoId}/cierre: the season's state, whether it may be closed now (or why not) and the log. */
export interface SeasonStatusView {
  campeonatoId: string;
  cerrada: boolean;
  cerradaEn: string | null;
  /** While open: null when it may be closed now, else the reason it may not. */
  impedimento: string | null;
  registro: ClosureLogView[];
  /** Once closed: the podium of every group and of the teams. */
  podios: PodiumPlaceView[];
  /**
   * What 'Preparar la siguiente temporada' would make, said before it is done: the new edition's name
   * and season, its races, the drivers e-mailed and their priority days; null when the championship is
   * in no series or its series already has the next season.
   */
  siguiente: { nombreCampeonato: string; temporada: number; carreras: number; avisados: number; diasPrioridad: number } | null;
}

/** POST /api/temporadas/{campeonatoId}/cerrar and /reabrir */
export interface SeasonStatusAnswer {
  message: string;
  data: SeasonStatusView;
}

/** One season of the archive: its championships (each an edition of a series) with their champions once closed. */
export interface SeasonArchiveView {
  temporada: number;
  campeonatos: Array<EditionView & { serie: { id: string; nombre: string; categoria: string } }>;
}

/** GET /api/temporadas: every season, newest first. GET /api/temporadas/{año}: `data` holds that one. */
export interface SeasonArchiveAnswer {
  data: SeasonArchiveView[];
}

/** GET /api/temporadas?desde=<año>&limite=N: a page of seasons, newest first, and the season the next page starts at. */
export interface SeasonArchivePageAnswer extends SeasonArchiveAnswer {
  /** The `desde` of the next page (an older season); null after the last. */
  siguiente: number | null;
}

/** One champion of a closed edition in the hall of champions: a group's driver or the teams' winner. */
export interface HallChampionView {
  tipo: 'piloto' | 'equipo';
  clave: string;
  grupo: string;
  nombre: string;
  /** The driver's page (`/pilotos/{userId}`) when he has a live account; null for teams and deleted accounts. */
  userId: string | null;
  custId: number | null;
  /** The driver's photo, when his account has one. */
  avatarUrl: string | null;
  puntos: number;
}

/** A closed edition with its champions and where its final table is read. */
export interface HallEditionView {
  campeonatoId: string;
  nombreCampeonato: string;
  temporada: number;
  /** The final table's page: `/campeonatos/{id}/clasificacion`. */
  tablaFinal: string;
  campeones: HallChampionView[];
}

/** A series with its newest closed editions (a page), newest season first. */
export interface HallSeriesView {
  id: string;
  nombre: string;
  categoria: string;
  logoUrl: string | null;
  ediciones: HallEditionView[];
  /** The `desde` of its next page of editions (GET /api/campeones/series/{id}); null when these are all. */
  siguiente: number | null;
}

/** GET /api/campeones/series/{id}?desde=<año>&limite=N: a later page of a series' closed editions. */
export interface HallEditionsPageAnswer {
  data: HallEditionView[];
  siguiente: number | null;
}

/** One title of a driver: which series, season and group. */
export interface HallTitleView {
  serie: string;
  temporada: number;
  campeonatoId: string;
  grupo: string;
}

/** A driver with titles or podiums across closed seasons. */
export interface HallDriverView {
  userId: string | null;
  custId: number | null;
  nombre: string;
  avatarUrl: string | null;
  titulos: number;
  segundos: number;
  terceros: number;
  /** First, second and third places together. */
  podios: number;
  /** His titles, newest season first. */
  campeonatos: HallTitleView[];
}

/** GET /api/campeones: per series every closed edition's champions, per driver his titles and podiums. */
export interface HallOfChampionsView {
  series: HallSeriesView[];
  /** The first HALL_DRIVERS_PAGE.size drivers of the ranking. */
  pilotos: HallDriverView[];
  /** Where the next page of the ranking starts (GET /api/campeones/pilotos?desde=N); null when these are all. */
  pilotosSiguiente: number | null;
}

/** GET /api/campeones/pilotos?desde=N&limite=M: a later page of the drivers' ranking. */
export interface HallDriversPageAnswer {
  data: HallDriverView[];
  siguiente: number | null;
}

export interface HallOfChampionsAnswer {
  data: HallOfChampionsView;
}
