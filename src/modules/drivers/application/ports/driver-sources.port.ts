/** Ports of the driver page, each filled by the composition root with what another module offers. */

/** A driver's card (identity's DriverCards); `email` is never shown here. */
export interface DriverCardSource {
  describe(ids: readonly string[]): Promise<Array<{ id: string; nombre: string; apellido: string; username: string | null; avatarUrl: string | null; iracingId: number | null; deleted: boolean }>>;
}

/** A driver's titles in closed seasons, newest first (seasons' DriverTitles). */
export interface DriverTitleSource {
  of(userId: string): Promise<Array<{ serie: string; temporada: number; campeonatoId: string; grupo: string }>>;
}

/** Where a page of a driver's championships ends: the last one's start, name and id. */
export interface EnteredPlace {
  fechaInicio: string;
  nombreCampeonato: string;
  id: string;
}

/** The championships a driver entered (championships' DriverChampionships), a page at a time. */
export interface EnteredChampionshipSource {
  /**
   * At most `limit` of them, the latest `fechaInicio` first, then by name and id (ascending), those
   * after `after` only: the query reads one page, not his whole history.
   */
  page(
    userId: string,
    options: { after?: EnteredPlace; limit: number },
  ): Promise<Array<{ id: string; nombreCampeonato: string; categoria: string; fechaInicio: string; fechaFin: string; imagenPortada: string | null }>>;
}

/** One iRacing customer's finishes (results' DriverResultHistory), by pages of his events, newest first. */
export interface ResultHistorySource {
  /** The next instant an imported event becomes public (the public page changes then), or null. */
  nextPublication(): Promise<Date | null>;
  /**
   * A page of `limit` of his events: after `after` (the `siguiente` of the page before, opaque; one no
   * page gave is refused in Spanish), else `offset` events from the top (the caller bounds it).
   */
  forCustomer(
    custId: number,
    options: { publishedOnly?: boolean; after?: string; offset?: number; limit: number },
  ): Promise<{
    /** Where the next page starts (opaque), null when he has no events after this page. */
    siguiente: string | null;
    results: Array<{
      eventId: string;
      subsessionId: number;
      eventName: string;
      trackName: string;
      trackConfig: string | null;
      startTime: string;
      finishPosition: number;
      finishPositionInClass: number;
      carClassName: string;
      carName: string;
      incidents: number;
      oldIrating: number | null;
      newIrating: number | null;
      iratingChange: number | null;
      teamName: string | null;
    }>;
  }>;
}
