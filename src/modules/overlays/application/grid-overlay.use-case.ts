import type { EnteredDriverView } from '../../../contracts/entries.views.js';
import { NotFoundError, ValidationError } from '../../../platform/errors.js';
import type { ChampionshipNames } from './ports/standings-source.port.js';
import { STANDINGS_OVERLAY_MSG } from './standings-overlay.use-case.js';

/** Port filled by the composition root: a championship's public entry list (championships' ListEntries). */
export interface EntrySource {
  entered(campeonatoId: string): Promise<EnteredDriverView[]>;
}

export interface GridRow {
  clave: string;
  numero: number | null;
  nombre: string;
  equipo: string | null;
}

export interface GridView {
  campeonato: string;
  total: number;
  filas: GridRow[];
}

/**
 * The entry list overlay: a championship's entered drivers as its public entry list names them, by
 * car number (those without one last, by name), the first `filas`.
 */
export class GridOverlay {
  constructor(private readonly deps: { entries: EntrySource; championships: ChampionshipNames }) {}

  async execute(options: { campeonato: string | null; filas: number }): Promise<GridView> {
    if (!options.campeonato) throw new ValidationError(STANDINGS_OVERLAY_MSG.championshipMissing, { campeonato: STANDINGS_OVERLAY_MSG.championshipMissing });
    const name = await this.deps.championships.nameOf(options.campeonato);
    if (name === null) throw new NotFoundError(STANDINGS_OVERLAY_MSG.championshipNotFound);
    const entered = await this.deps.entries.entered(options.campeonato);
    const rows = entered
      .map((e): GridRow => ({ clave: e.usuarioId, numero: e.numeroAuto, nombre: `${e.nombre} ${e.apellido}`.trim(), equipo: e.equipo }))
      .sort((a, b) => (a.numero ?? Number.MAX_SAFE_INTEGER) - (b.numero ?? Number.MAX_SAFE_INTEGER) || a.nombre.localeCompare(b.nombre, 'es-MX', { numeric: true }));
    return { campeonato: name, total: rows.length, filas: rows.slice(0, options.filas) };
  }
}
