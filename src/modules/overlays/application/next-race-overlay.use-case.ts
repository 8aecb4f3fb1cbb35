import { formatLongDateTime, formatWeekday, MEXICO_TIME_NOTE } from '../../../contracts/formats.js';
import type { Clock } from '../../../platform/clock.js';
import { NotFoundError, ValidationError } from '../../../platform/errors.js';
import type { RaceResultsSource } from './ports/results-source.port.js';
import { STANDINGS_OVERLAY_MSG } from './standings-overlay.use-case.js';

export interface NextRaceView {
  campeonato: string;
  /** Null when no race of the championship is still to start. */
  carrera: {
    ronda: number;
    circuito: string;
    /** The circuit's map, when the race has one. */
    mapa: string | null;
    /** The start instant (ISO), which the page counts down to. */
    inicio: string;
    /** 'sábado 7 de marzo de 2026 a las 20:00 (hora del centro de México)'. */
    hora: string;
    /** What is left, as the page first shows it (its script counts it down from there). */
    faltan: string;
  } | null;
}

/** Time left as a broadcast shows it: '2 d 03:12:05', '03:12:05' under a day, '¡Arrancamos!' once started. */
export function countdownText(ms: number): string {
  if (ms <= 0) return '¡Arrancamos!';
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${days} d ${clock}` : clock;
}

/**
 * The next race overlay: the championship's first race that has not started (in calendar order), its
 * circuit and map, its start in Mexico City time and what is left until it.
 */
export class NextRaceOverlay {
  constructor(private readonly deps: { results: RaceResultsSource; clock: Clock }) {}

  async execute(options: { campeonato: string | null }): Promise<NextRaceView> {
    if (!options.campeonato) throw new ValidationError(STANDINGS_OVERLAY_MSG.championshipMissing, { campeonato: STANDINGS_OVERLAY_MSG.championshipMissing });
    const championship = await this.deps.results.championship(options.campeonato);
    if (!championship) throw new NotFoundError(STANDINGS_OVERLAY_MSG.championshipNotFound);
    const now = this.deps.clock.now().getTime();
    const next = (await this.deps.results.races(options.campeonato)).filter((r) => new Date(r.inicio).getTime() > now).sort((a, b) => a.inicio.localeCompare(b.inicio))[0];
    if (!next) return { campeonato: championship.nombre, carrera: null };
    return {
      campeonato: championship.nombre,
      carrera: {
        ronda: next.ronda,
        circuito: next.circuito,
        mapa: next.mapa ?? null,
        inicio: next.inicio,
        hora: `${formatWeekday(next.inicio)} ${formatLongDateTime(next.inicio)} (${MEXICO_TIME_NOTE})`,
        faltan: countdownText(new Date(next.inicio).getTime() - now),
      },
    };
  }
}
