import { suspends } from '../domain/licence.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { SuspensionStore } from './ports/suspension-store.port.js';

/** A driver kept out of a race by a suspension not lifted. */
export interface RaceSuspension {
  carreraId: string;
  userId: string;
}

/**
 * Offered (STEWARDING.Suspensions): who is suspended from which race of a championship, for standings
 * (his result counts as a disqualification), reminders (skipped) and the entry view (shown, docs/adr/0029).
 */
export class SuspensionQuery {
  constructor(private readonly deps: { suspensions: SuspensionStore; competitions: CompetitionDirectory }) {}

  async suspendedIn(campeonatoId: string): Promise<RaceSuspension[]> {
    const suspensions = (await this.deps.suspensions.ofChampionship(campeonatoId)).filter((s) => s.levantadaAt === null);
    if (suspensions.length === 0) return [];
    const order = (await this.deps.competitions.racesOf(campeonatoId)).map((r) => r.id);
    const out = new Map<string, RaceSuspension>();
    for (const s of suspensions) for (const carreraId of order) if (suspends(s, carreraId, order)) out.set(`${carreraId}:${s.userId}`, { carreraId, userId: s.userId });
    return [...out.values()];
  }
}
