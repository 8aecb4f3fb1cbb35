import type { MyPlaceAnswer } from '../../../contracts/entries.views.js';
import type { Clock } from '../../../platform/clock.js';
import type { Actor } from '../../identity/index.js';
import { enrolmentClosesAt } from '../domain/championship.entity.js';
import { championshipNotFound } from '../domain/championships.errors.js';
import { freePlaces, offerIsLive, positionOf } from '../domain/waitlist.js';
import { countPlaces, type PlaceSources } from './place-count.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EntryRequestRepository } from './ports/entry-request.repository.port.js';
import type { CarNumberRepository } from './ports/car-number.repository.port.js';
import type { TeamRepository } from './ports/team.repository.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';

/**
 * GET /api/campeonatos/{id}/mi-lugar: where the signed-in driver stands: entered, waiting (his
 * place in the queue and any open offer with its deadline), or neither, and whether a place is free for him.
 */
export class GetMyPlace {
  constructor(
    private readonly deps: PlaceSources & { championships: ChampionshipRepository; requests: EntryRequestRepository; clock: Clock; carNumbers?: CarNumberRepository; teams?: TeamRepository; seasons?: Pick<SeasonRules, 'priorityUntil'> },
  ) {}

  async execute(actor: Actor, campeonatoId: string): Promise<MyPlaceAnswer> {
    {
      const championship = await this.deps.championships.findById(campeonatoId);
      if (!championship) throw championshipNotFound();
      const now = this.deps.clock.now();
      const inscrito = await this.deps.enrolments.exists(campeonatoId, actor.id);
      const count = await countPlaces(this.deps, campeonatoId, now);
      const own = count.queue.find((e) => e.userId === actor.id);
      const [number, teams, members] = await Promise.all([
        this.deps.carNumbers?.find(campeonatoId, actor.id) ?? null,
        this.deps.teams?.teamsOf(campeonatoId) ?? [],
        this.deps.teams?.membersOf(campeonatoId) ?? [],
      ]);
      const equipoId = members.find((m) => m.userId === actor.id)?.equipoId;
      const request = championship.requiereAprobacion ? await this.deps.requests.find(campeonatoId, actor.id) : null;
      const outcome = inscrito || own ? null : await this.deps.waitlist.outcomeOf(campeonatoId, actor.id);
      // A new edition's priority window keeps him out until then (docs/adr/0047): the page says so before he tries.
      const prioridadHasta = inscrito || own ? null : ((await this.deps.seasons?.priorityUntil(campeonatoId, actor.id)) ?? null);
      return {
        inscrito,
        lleno: freePlaces(count, championship.participantesMaximos, actor.id, now) === 0,
        enListaDeEspera: count.queue.length,
        numeroAuto: number?.numero ?? null,
        equipo: teams.find((t) => t.id === equipoId)?.nombre ?? null,
        solicitud: request
          ? {
              estado: request.estado,
              motivo: request.motivo,
              // Approved but not entered in a paid championship: paying completes his entry, until enrolment closes.
              pagarAntesDe: request.estado === 'aprobada' && !inscrito && championship.precioCentavos > 0 ? enrolmentClosesAt(championship).toISOString() : null,
            }
          : null,
        listaEspera: own
          ? { posicion: positionOf(count.queue, actor.id) ?? 0, total: count.queue.length, ofertaVenceEn: offerIsLive(own, now) ? own.ofertaVenceEn : null, ofertaVencida: !offerIsLive(own, now) && own.ofertaVenceEn !== null }
          : null,
        prioridadHasta,
        ofertaTerminada: outcome && outcome.resultado !== 'aceptada' ? { resultado: outcome.resultado, ofertaVenceEn: outcome.ofertaVenceEn, fecha: outcome.decididaEn } : null,
      };
    }
  }
}
