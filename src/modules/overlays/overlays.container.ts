import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { OverlayStreams } from './application/overlay-streams.js';
import { StandingsOverlay } from './application/standings-overlay.use-case.js';
import { LastRaceOverlay } from './application/last-race-overlay.use-case.js';
import { NextRaceOverlay } from './application/next-race-overlay.use-case.js';
import { GridOverlay } from './application/grid-overlay.use-case.js';
import { DecisionsOverlay } from './application/decisions-overlay.use-case.js';
import { DriverLowerThird } from './application/driver-lower-third.use-case.js';
import { ChangeBroadcastControl, GetBroadcastControl, ReadBroadcastState } from './application/broadcast-control.use-cases.js';
import { KnexBroadcastStateRepository } from './adapters/persistence/broadcast-state.repository.knex.js';
import { OVERLAYS } from './overlays.tokens.js';

export const overlaysModule = new ContainerModule(({ bind }) => {
  bind(OVERLAYS.Streams)
    .toDynamicValue((ctx) => new OverlayStreams(ctx.get(PLATFORM.ChangeFeed)))
    .inSingletonScope();
  bindClass(bind, OVERLAYS.StandingsOverlay, StandingsOverlay, (ctx) => ({ standings: ctx.get(OVERLAYS.Standings), championships: ctx.get(OVERLAYS.Championships) }));
  bindClass(bind, OVERLAYS.GridOverlay, GridOverlay, (ctx) => ({ entries: ctx.get(OVERLAYS.Entries), championships: ctx.get(OVERLAYS.Championships) }));
  bindClass(bind, OVERLAYS.LowerThird, DriverLowerThird, (ctx) => ({ standings: ctx.get(OVERLAYS.Standings), entries: ctx.get(OVERLAYS.Entries), championships: ctx.get(OVERLAYS.Championships) }));
  bind(OVERLAYS.BroadcastStates).toDynamicValue((ctx) => new KnexBroadcastStateRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bindClass(bind, OVERLAYS.ReadBroadcastState, ReadBroadcastState, (ctx) => ({ states: ctx.get(OVERLAYS.BroadcastStates) }));
  const control = (ctx: ResolutionContext) => ({
    states: ctx.get(OVERLAYS.BroadcastStates),
    championships: ctx.get(OVERLAYS.Championships),
    standings: ctx.get(OVERLAYS.Standings),
    lowerThird: ctx.get(OVERLAYS.LowerThird),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
    clock: ctx.get(PLATFORM.Clock),
    feed: ctx.get(PLATFORM.ChangeFeed),
  });
  bindClass(bind, OVERLAYS.GetBroadcastControl, GetBroadcastControl, control);
  bindClass(bind, OVERLAYS.ChangeBroadcastControl, ChangeBroadcastControl, control);
  bindClass(bind, OVERLAYS.NextRaceOverlay, NextRaceOverlay, (ctx) => ({ results: ctx.get(OVERLAYS.RaceResults), clock: ctx.get(PLATFORM.Clock) }));
  bindClass(bind, OVERLAYS.DecisionsOverlay, DecisionsOverlay, (ctx) => ({ decisions: ctx.get(OVERLAYS.Decisions) }));
  bindClass(bind, OVERLAYS.LastRaceOverlay, LastRaceOverlay, (ctx) => ({ results: ctx.get(OVERLAYS.RaceResults), clock: ctx.get(PLATFORM.Clock) }));
});
