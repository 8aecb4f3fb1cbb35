import type { RoundOutlineView } from '../../../contracts/standings.views.js';
import { STANDINGS_MSG } from '../../../contracts/standings.messages.js';
import { NotFoundError } from '../../../platform/errors.js';
import { assertStewardOrAdmin, type Actor } from '../../identity/index.js';
import { penaltyEventOf } from '../domain/standings.js';
import type { ScoringConfigRepository } from './ports/scoring-config.repository.port.js';
import type { ChampionshipCalendar } from './ports/standings-sources.port.js';
import { effectiveConfig } from './scoring-config.use-cases.js';

const lower = (s: string) => s.trim().toLocaleLowerCase('es-MX');

/**
 * Offered (STANDINGS.RoundOutlines): the scored sessions and events of one round as the championship's
 * configuration (stored, else F1) says, for the stewards' forms and checks. Null when the race is not
 * one of the championship's.
 */
export class RoundOutlines {
  constructor(private readonly deps: { configs: ScoringConfigRepository; calendar: ChampionshipCalendar }) {}

  async outline(campeonatoId: string, carreraId: string): Promise<RoundOutlineView | null> {
    const races = await this.deps.calendar.racesOf(campeonatoId);
    const index = races.findIndex((r) => r.id === carreraId);
    if (index < 0) return null;
    const ronda = index + 1;
    const { configuracion: config } = await effectiveConfig(this.deps.configs, campeonatoId);
    const format = config.formato.rondas.find((r) => r.ronda === ronda)?.sesiones ?? config.formato.porDefecto;
    const sesiones = format.map((name, i) => {
      const type = config.tiposPuntuacion.find((t) => lower(t.nombre) === lower(name));
      return {
        sesion: i + 1,
        tipoPuntuacion: type?.nombre ?? name,
        eventos: (type?.eventos ?? []).map((e) => ({ nombre: e.nombre, sesionIracing: e.sesionIracing, tipo: e.tipo })),
      };
    });
    const principal = penaltyEventOf(
      config,
      ronda,
      sesiones.map((s) => s.sesion),
      { sesion: null, evento: null },
    );
    return { campeonatoId, carreraId, ronda, sesiones, principal };
  }
}

/** GET /api/campeonatos/{id}/puntuacion/carreras/{carreraId} (admin, or a steward choosing the event a penalty acts on). */
export class GetRoundOutline {
  constructor(private readonly deps: { outlines: RoundOutlines }) {}

  async execute(actor: Actor, campeonatoId: string, carreraId: string): Promise<RoundOutlineView> {
    assertStewardOrAdmin(actor);
    const outline = await this.deps.outlines.outline(campeonatoId, carreraId);
    if (!outline) throw new NotFoundError(STANDINGS_MSG.raceNotInChampionship, 'RACE_NOT_FOUND');
    return outline;
  }
}
