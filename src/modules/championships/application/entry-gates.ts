import { ENTRY_MSG } from '../../../contracts/entries.messages.js';
import { GATE_MSG } from '../../../contracts/entry-gates.messages.js';
import { ConflictError } from '../../../platform/errors.js';
import { figureUnknown, gateOf, gateRefusalMessage, meetsGate, type DriverRating, type EntryGate } from '../domain/entry-gate.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { DriverRatings } from './ports/driver-ratings.port.js';
import type { EntrantDirectory } from './ports/entrant-directory.port.js';
import type { GateExemptionRepository } from './ports/gate-exemption.repository.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';

/** How a driver stands against a championship's gate, as the admin entry list shows it. */
export interface GateStanding {
  /** The figure in the gate's category; null when unknown. */
  figura: DriverRating | null;
  cumple: boolean;
  exento: boolean;
}

/** One driver against one championship's gate (`gate` null: it asks for nothing). */
export interface DriverGateStanding {
  gate: EntryGate | null;
  estado: 'sin-requisitos' | 'exento' | 'sin-iracing' | 'desconocida' | 'no-cumple' | 'cumple';
  figura: DriverRating | null;
}

export const iracingIdRequired = () => new ConflictError('IRACING_ID_REQUIRED', GATE_MSG.iracingIdMissing, { iracingId: GATE_MSG.iracingIdMissing });

export const gateNotMet = (gate: EntryGate, rating: DriverRating | null) => {
  const message = gateRefusalMessage(gate, rating);
  const field = gate.licenciaMinima && !meetsGate({ ...gate, iratingMinimo: null, iratingMaximo: null }, rating) ? 'licenciaMinima' : 'irating';
  return new ConflictError('GATE_NOT_MET', message, { [field]: message });
};

/**
 * The licence and iRating gate (docs/adr/0037), asked by every way a driver enters by himself (free
 * entry and approval request, paid checkout, joining the waiting list; an offer is taken through the
 * first two). Read before the caller's transaction (SQLite has one connection): the figures come from
 * other modules and, where configured, from iRacing over the network, which no lock may wait on.
 * Admins' manual entries and payment fulfilment (already checked at the checkout) do not ask.
 */
export class EntryGates {
  constructor(
    private readonly deps: {
      championships: Pick<ChampionshipRepository, 'findById'>;
      entrants: EntrantDirectory;
      ratings: DriverRatings;
      exemptions: Pick<GateExemptionRepository, 'has'>;
    },
  ) {}

  /** Refuses (409, the rule and his figure in Spanish) a driver outside the championship's gate; an exempted driver passes. */
  async assertMayEnter(campeonatoId: string, userId: string): Promise<void> {
    const standing = await this.standingOf(campeonatoId, userId);
    if (standing.estado === 'sin-iracing') throw iracingIdRequired();
    if (standing.gate && (standing.estado === 'desconocida' || standing.estado === 'no-cumple')) throw gateNotMet(standing.gate, standing.figura);
  }

  /**
   * How one driver stands against the championship's gate: none, exempted, no iRacing id, his figure
   * unknown (he may ask for an exemption), falling short, or meeting it.
   */
  async standingOf(campeonatoId: string, userId: string): Promise<DriverGateStanding> {
    const championship = await this.deps.championships.findById(campeonatoId);
    const gate = championship ? gateOf(championship) : null;
    if (!gate) return { gate: null, estado: 'sin-requisitos', figura: null };
    if (await this.deps.exemptions.has(campeonatoId, userId)) return { gate, estado: 'exento', figura: null };
    const [card] = await this.deps.entrants.describe([userId]);
    if (!card?.iracingId) return { gate, estado: 'sin-iracing', figura: null };
    const figura = ratingIn(gate, (await this.deps.ratings.ratingsOf([card.iracingId])).get(card.iracingId));
    if (meetsGate(gate, figura)) return { gate, estado: 'cumple', figura };
    return { gate, estado: figureUnknown(gate, figura) ? 'desconocida' : 'no-cumple', figura };
  }

  /** Each driver's figure and standing against the gate (null without one), for the admin entry list. */
  async standings(gate: EntryGate | null, drivers: readonly { userId: string; iracingId: number | null }[], exempted: ReadonlySet<string>): Promise<Map<string, GateStanding>> {
    const out = new Map<string, GateStanding>();
    if (!gate) return out;
    const ids = drivers.map((d) => d.iracingId).filter((id): id is number => id !== null);
    const ratings = ids.length ? await this.deps.ratings.ratingsOf(ids) : new Map<number, DriverRating[]>();
    for (const d of drivers) {
      const figura = d.iracingId === null ? null : ratingIn(gate, ratings.get(d.iracingId));
      out.set(d.userId, { figura, cumple: meetsGate(gate, figura), exento: exempted.has(d.userId) });
    }
    return out;
  }
}

function ratingIn(gate: EntryGate, ratings: readonly DriverRating[] | undefined): DriverRating | null {
  return ratings?.find((r) => r.categoria === gate.categoria) ?? null;
}

/** The seasons' answers a driver's own way in asks (docs/adr/0033, 0047). */
export type EntrySeasons = Pick<SeasonRules, 'assertMayEnter' | 'closedAmong'>;

export const seasonClosedForEntry = () => new ConflictError('SEASON_CLOSED', ENTRY_MSG.seasonClosed, { campeonatoId: ENTRY_MSG.seasonClosed });

/**
 * What every way a driver enters by himself asks before any lock (free entry and approval request,
 * paid checkout, joining the waiting list), in this order: the season is not closed, the new
 * edition's priority window does not keep him out (docs/adr/0047: during it he may neither enter nor
 * queue, and is told until when), and the licence gate. Admins' manual entries and payment
 * fulfilment do not ask again. Stand-ins without seasons or gates have none.
 */
export async function assertDriverMayEnter(deps: { seasons?: EntrySeasons; gates?: Pick<EntryGates, 'assertMayEnter'> }, campeonatoId: string, userId: string): Promise<void> {
  if (deps.seasons) {
    if ((await deps.seasons.closedAmong([campeonatoId])).has(campeonatoId)) throw seasonClosedForEntry();
    await deps.seasons.assertMayEnter(campeonatoId, userId);
  }
  await deps.gates?.assertMayEnter(campeonatoId, userId);
}

/** Offered to payments (`CHAMPIONSHIPS.EntryRules`): the checkout asks what every driver's own way in asks. */
export class EntryRules {
  constructor(private readonly deps: { gates: Pick<EntryGates, 'assertMayEnter'>; seasons?: EntrySeasons }) {}

  assertMayEnter(campeonatoId: string, userId: string): Promise<void> {
    return assertDriverMayEnter(this.deps, campeonatoId, userId);
  }
}
