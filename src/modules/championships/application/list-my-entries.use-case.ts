import { MY_ENTRIES_PAGE, type MyEntriesAnswer, type MyEntryView } from '../../../contracts/entries.views.js';
import { LOST_PAGE } from '../../../platform/keyset.js';
import type { Actor } from '../../identity/index.js';
import { enteredPlaceAfter, readEnteredPlace } from './driver-championships.js';
import type { CarNumberRepository } from './ports/car-number.repository.port.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EntryRequestRepository } from './ports/entry-request.repository.port.js';
import type { TeamRepository } from './ports/team.repository.port.js';

/**
 * GET /api/campeonatos/mis-inscripciones: the championships the signed-in driver entered, the latest
 * start first, MY_ENTRIES_PAGE at a time (`despues`, the `siguiente` of the page before), and on the
 * first page those whose approval he awaits, first; each with his state, car number and team, for his
 * profile. One query each for the page, the pending ones, their numbers and their teams, however many
 * seasons he raced. His queues and offers are `GET …/mis-listas-espera`.
 */
export class ListMyEntries {
  constructor(private readonly deps: { championships: ChampionshipRepository; requests: EntryRequestRepository; carNumbers: CarNumberRepository; teams: TeamRepository }) {}

  async execute(actor: Actor, query: { despues?: unknown } = {}): Promise<MyEntriesAnswer> {
    const despues = query.despues === undefined || query.despues === '' ? undefined : query.despues;
    const after = despues === undefined ? undefined : readEnteredPlace(typeof despues === 'string' && despues.length <= 400 ? despues : '', 'despues', LOST_PAGE);
    // One more than shown: whether it comes says if a next page follows. His pending requests (open ones only) go on the first page.
    const [found, pending] = await Promise.all([this.deps.championships.enteredBy(actor.id, { after, limit: MY_ENTRIES_PAGE + 1 }), after ? Promise.resolve([]) : this.deps.requests.pendingOf(actor.id)]);
    const entered = found.slice(0, MY_ENTRIES_PAGE);
    const awaited = pending.length ? await this.deps.championships.listAmong(pending.map((r) => r.campeonatoId)) : [];
    const rows: Array<{ id: string; nombreCampeonato: string; estado: MyEntryView['estado'] }> = [
      ...awaited.map((c) => ({ id: c.id, nombreCampeonato: c.nombreCampeonato, estado: 'pendiente' as const })),
      ...entered.map((c) => ({ id: c.id, nombreCampeonato: c.nombreCampeonato, estado: 'inscrito' as const })),
    ];
    const ids = rows.map((r) => r.id);
    const [numbers, teams] = await Promise.all([this.deps.carNumbers.ofDriverIn(actor.id, ids), this.deps.teams.teamsOfDriverIn(actor.id, ids)]);
    const numberIn = new Map(numbers.map((n) => [n.campeonatoId, n.numero]));
    const teamIn = new Map(teams.map((t) => [t.campeonatoId, t.nombre]));
    const data: MyEntryView[] = rows.map((r) => ({ campeonatoId: r.id, nombreCampeonato: r.nombreCampeonato, estado: r.estado, numeroAuto: numberIn.get(r.id) ?? null, equipo: teamIn.get(r.id) ?? null }));
    return { success: true, data, siguiente: found.length > MY_ENTRIES_PAGE ? enteredPlaceAfter(entered[entered.length - 1]!) : null };
  }
}
