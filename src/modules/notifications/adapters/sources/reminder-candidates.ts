import type { CompetitionKind, ReminderCandidate, ReminderCandidates, ReminderFilters } from '../../application/ports/reminders.port.js';
import type { ChampionshipSource, DriverContacts, RaceSuspensions, SingleEventSource } from '../../application/ports/sources.port.js';

/**
 * The drivers to remind (ReminderCandidates): races and free events of the days asked with who is
 * entered, read from championships and single events through their ports; the live accounts among
 * them from identity in one batch; then this module's own filters, in one query each (who turned
 * reminders off, who was already reminded). Reading in several queries rather than one join is
 * safe: the ledger's unique key, not this read, is what keeps a reminder from going out twice.
 */
export class ReminderCandidateReader implements ReminderCandidates {
  constructor(
    private readonly deps: { championships: Pick<ChampionshipSource, 'openRacesBetween'>; singleEvents: Pick<SingleEventSource, 'between'>; drivers: DriverContacts; filters: ReminderFilters; suspensions: RaceSuspensions },
  ) {}

  async between(fromDay: string, toDay: string): Promise<ReminderCandidate[]> {
    const [races, events] = await Promise.all([this.deps.championships.openRacesBetween(fromDay, toDay), this.deps.singleEvents.between(fromDay, toDay)]);
    const userIds = [...new Set([...races.flatMap((r) => r.entrantIds), ...events.flatMap((e) => e.participantIds)])];
    if (userIds.length === 0) return [];
    // A driver suspended from a race (licence points) is not reminded of it.
    const suspended = new Set(
      (await Promise.all([...new Set(races.map((r) => r.campeonatoId))].map((id) => this.deps.suspensions.suspendedIn(id)))).flat().map((s) => `${s.carreraId}:${s.userId}`),
    );
    const [drivers, optedOut, remindedRaces, remindedEvents] = await Promise.all([
      this.deps.drivers.describe(userIds),
      this.deps.filters.optedOut(userIds),
      races.length ? this.deps.filters.reminded('carrera', races.map((r) => r.id)) : new Set<string>(),
      events.length ? this.deps.filters.reminded('evento', events.map((e) => e.id)) : new Set<string>(),
    ]);
    const live = new Map(drivers.filter((d) => !d.deleted).map((d) => [d.id, d]));
    const reminded: Record<CompetitionKind, Set<string>> = { carrera: remindedRaces, evento: remindedEvents };
    const toRemind = (tipo: CompetitionKind, competicionId: string, ids: string[]) =>
      ids.flatMap((userId) => {
        const driver = live.get(userId);
        return driver && !optedOut.has(userId) && !reminded[tipo].has(`${competicionId}:${userId}`) ? [driver] : [];
      });
    return [
      ...races.flatMap((r) =>
        toRemind('carrera', r.id, r.entrantIds.filter((id) => !suspended.has(`${r.id}:${id}`))).map((d) => ({
          tipo: 'carrera' as const,
          competicionId: r.id,
          nombre: r.circuito,
          campeonato: r.nombreCampeonato,
          campeonatoId: r.campeonatoId,
          fechaInicio: r.fechaInicio,
          horaInicio: r.horaInicio,
          userId: d.id,
          email: d.email,
          nombrePiloto: d.nombre,
        })),
      ),
      ...events.flatMap((e) =>
        toRemind('evento', e.id, e.participantIds).map((d) => ({
          tipo: 'evento' as const,
          competicionId: e.id,
          nombre: e.nombre,
          campeonato: null,
          campeonatoId: null,
          fechaInicio: e.fechaInicio,
          horaInicio: e.horaInicio,
          userId: d.id,
          email: d.email,
          nombrePiloto: d.nombre,
        })),
      ),
    ];
  }
}
