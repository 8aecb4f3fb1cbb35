import { BROADCAST_MSG, BROADCAST_PANELS, changeBroadcastSchema, type BroadcastControlView, type BroadcastPanel, type BroadcastStateView } from '../../../contracts/broadcast.contract.js';
import { changesBetween, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { ChangeFeed } from '../../../platform/change-feed/change-feed.port.js';
import type { Clock } from '../../../platform/clock.js';
import { NotFoundError, ValidationError } from '../../../platform/errors.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertBroadcasterOrAdmin, type Actor } from '../../identity/index.js';
import { stateView, untouchedState, type BroadcastStateRecord } from '../domain/broadcast-state.js';
import type { DriverLowerThird } from './driver-lower-third.use-case.js';
import type { BroadcastStateRepository } from './ports/broadcast-state.repository.port.js';
import type { ChampionshipNames, StandingsSource } from './ports/standings-source.port.js';
import { STANDINGS_OVERLAY_MSG } from './standings-overlay.use-case.js';

interface Deps {
  states: BroadcastStateRepository;
  championships: ChampionshipNames;
  standings: StandingsSource;
  lowerThird: Pick<DriverLowerThird, 'roster'>;
  tx: TransactionRunner;
  audit: AuditTrail;
  clock: Clock;
  feed: Pick<ChangeFeed, 'publish'>;
}

/** What the overlays of a championship show now (public: the overlays draw with it). */
export class ReadBroadcastState {
  constructor(private readonly deps: { states: BroadcastStateRepository }) {}

  async execute(campeonatoId: string): Promise<BroadcastStateView> {
    const record = await this.deps.states.find(campeonatoId);
    return record ? stateView(record) : untouchedState(campeonatoId);
  }
}

async function championshipName(names: ChampionshipNames, campeonatoId: string): Promise<string> {
  const name = await names.nameOf(campeonatoId);
  if (name === null) throw new NotFoundError(STANDINGS_OVERLAY_MSG.championshipNotFound);
  return name;
}

async function controlView(deps: Deps, campeonatoId: string, campeonato: string, record: BroadcastStateRecord | null): Promise<BroadcastControlView> {
  const [pilotos, standings] = await Promise.all([deps.lowerThird.roster(campeonatoId), deps.standings.evolution(campeonatoId)]);
  return {
    ...(record ? stateView(record) : untouchedState(campeonatoId)),
    campeonato,
    pilotos,
    clases: standings.grupos.map((g) => ({ clave: g.clave, grupo: g.grupo })),
    actualizado: record?.updatedAt ?? null,
  };
}

/** GET /api/transmision/{campeonatoId}: the state and what one may choose (admin or broadcast team). */
export class GetBroadcastControl {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, campeonatoId: string): Promise<BroadcastControlView> {
    assertBroadcasterOrAdmin(actor);
    const name = await championshipName(this.deps.championships, campeonatoId);
    return controlView(this.deps, campeonatoId, name, await this.deps.states.find(campeonatoId));
  }
}

/**
 * PUT /api/transmision/{campeonatoId} (docs/adr/0059): an admin or the broadcast team changes what the
 * championship's overlays show: the driver on the lower third, the panels out of the frame, the
 * standings class. Only the fields sent change; each is checked against the championship (a driver who
 * races in it, a class of its standings, a known panel) and refused in Spanish, field by field, changing
 * nothing. The change and its audit entry commit together; then the new state is published on the
 * change feed, which every app server hands to its open overlays.
 */
export class ChangeBroadcastControl {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, campeonatoId: string, body: unknown): Promise<BroadcastControlView> {
    assertBroadcasterOrAdmin(actor);
    const input = parseOrThrow(changeBroadcastSchema, body);
    const name = await championshipName(this.deps.championships, campeonatoId);
    const errors: Record<string, string> = {};
    const [roster, standings] = await Promise.all([
      input.piloto ? this.deps.lowerThird.roster(campeonatoId) : Promise.resolve([]),
      input.clase ? this.deps.standings.evolution(campeonatoId) : Promise.resolve(null),
    ]);
    if (input.piloto && !roster.some((d) => d.clave === input.piloto)) errors.piloto = BROADCAST_MSG.driverNotInChampionship;
    let clase: string | null | undefined = input.clase;
    if (input.clase) {
      const wanted = input.clase.toLowerCase();
      const group = standings?.grupos.find((g) => g.clave.toLowerCase() === wanted || g.grupo.toLowerCase() === wanted);
      if (group) clase = group.clave;
      else errors.clase = BROADCAST_MSG.classNotInStandings;
    }
    let oculto: BroadcastPanel[] | undefined;
    if (input.oculto) {
      const unknown = input.oculto.filter((p) => !(BROADCAST_PANELS as readonly string[]).includes(p));
      if (unknown.length) errors.oculto = BROADCAST_MSG.unknownPanels([...new Set(unknown)]);
      else oculto = BROADCAST_PANELS.filter((p) => input.oculto!.includes(p));
    }
    if (Object.keys(errors).length) throw new ValidationError(BROADCAST_MSG.invalid, errors);

    const saved = await this.deps.tx.run(async (trx) => {
      const before = await this.deps.states.find(campeonatoId, trx);
      const current = before ? stateView(before) : untouchedState(campeonatoId);
      const next: BroadcastStateRecord = {
        campeonatoId,
        piloto: input.piloto === undefined ? current.piloto : input.piloto,
        oculto: oculto ?? current.oculto,
        clase: clase === undefined ? current.clase : clase,
        updatedAt: this.deps.clock.now().toISOString(),
      };
      const cambios = changesBetween(current, stateView(next));
      if (cambios.length === 0 && before) return before;
      await this.deps.states.save(next, trx);
      await this.deps.audit.record({ actor, accion: 'transmision.cambiada', objeto: { tipo: 'campeonato', id: campeonatoId, nombre: name }, cambios }, trx);
      return next;
    });
    const { campeonatoId: id, piloto, oculto: hidden, clase: shown } = stateView(saved);
    await this.deps.feed.publish({ tema: 'control', detalle: { campeonatoId: id, piloto, oculto: hidden, clase: shown } });
    return controlView(this.deps, campeonatoId, name, saved);
  }
}
