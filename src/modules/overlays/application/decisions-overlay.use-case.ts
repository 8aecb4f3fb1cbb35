import { driverName, penaltyText } from '../../../contracts/penalty-text.js';
import type { DecisionLogAnswer, DecisionLogEntry } from '../../../contracts/stewarding.views.js';
import { NotFoundError, ValidationError } from '../../../platform/errors.js';
import { STANDINGS_OVERLAY_MSG } from './standings-overlay.use-case.js';

/** Port filled by the composition root: a championship's public decision log (stewarding's GetDecisionLog), null when there is none. */
export interface DecisionSource {
  log(campeonatoId: string): Promise<DecisionLogAnswer | null>;
}

export interface TickerDecision {
  /** Stable across updates: the report's number, or the penalty of a review without report. */
  clave: string;
  /** 'Reporte #12' or 'Revisión de oficio'. */
  titulo: string;
  /** 'Autódromo de Querétaro · vuelta 7'. */
  carrera: string;
  /** 'Ana R. reportó a Beto L.', or the penalised driver of a review without report. */
  pilotos: string;
  /** 'Resuelto', 'Rechazado' or 'Sanción sin reporte'. */
  decision: string;
  /** The penalty as the decision log writes it, or 'Sin sanción'. */
  sancion: string;
  /** The stewards' explanation, cut to what a ticker can carry. */
  explicacion: string;
}

export interface DecisionsView {
  campeonato: string;
  decisiones: TickerDecision[];
}

/** The longest explanation a ticker item carries (the decision page has it whole). */
export const TICKER_EXPLANATION_CHARS = 160;

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= TICKER_EXPLANATION_CHARS ? flat : `${flat.slice(0, TICKER_EXPLANATION_CHARS - 1).trimEnd()}…`;
};

function tickerItem(d: DecisionLogEntry, index: number): TickerDecision {
  const own = d.numeroReporte === null;
  return {
    clave: own ? `oficio-${d.sancion?.id ?? `${d.fecha}-${index}`}` : `reporte-${d.numeroReporte}`,
    titulo: own ? 'Revisión de oficio' : `Reporte #${d.numeroReporte}`,
    carrera: (d.carrera ? d.carrera.circuito : 'Carrera eliminada') + (d.vuelta !== null ? ` · vuelta ${d.vuelta}` : ''),
    pilotos: own ? driverName(d.usuarioDenunciado) : `${driverName(d.usuario)} reportó a ${driverName(d.usuarioDenunciado)}`,
    decision: d.decision,
    sancion: d.sancion ? penaltyText(d.sancion) : 'Sin sanción',
    explicacion: shorten(d.explicacion),
  };
}

/**
 * The stewards' decisions ticker: the latest `filas` decisions of a championship's public decision log
 * (newest first), each as the public decision page words it: the report or the review, the race and
 * lap, the drivers as public pages name them, the decision, the penalty and the explanation. The
 * panel's votes are left out: the stewards are named on the decision page only when the championship says so.
 */
export class DecisionsOverlay {
  constructor(private readonly deps: { decisions: DecisionSource }) {}

  async execute(options: { campeonato: string | null; filas: number }): Promise<DecisionsView> {
    if (!options.campeonato) throw new ValidationError(STANDINGS_OVERLAY_MSG.championshipMissing, { campeonato: STANDINGS_OVERLAY_MSG.championshipMissing });
    const log = await this.deps.decisions.log(options.campeonato);
    if (!log) throw new NotFoundError(STANDINGS_OVERLAY_MSG.championshipNotFound);
    return { campeonato: log.campeonato.nombreCampeonato, decisiones: log.decisiones.slice(0, options.filas).map(tickerItem) };
  }
}
