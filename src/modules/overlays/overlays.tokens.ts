import type { ServiceIdentifier } from 'inversify';
import type { OverlayStreams } from './application/overlay-streams.js';
import type { ChampionshipBranding, ChampionshipNames, StandingsSource } from './application/ports/standings-source.port.js';
import type { StandingsOverlay } from './application/standings-overlay.use-case.js';
import type { LastRaceOverlay } from './application/last-race-overlay.use-case.js';
import type { NextRaceOverlay } from './application/next-race-overlay.use-case.js';
import type { EntrySource, GridOverlay } from './application/grid-overlay.use-case.js';
import type { RaceResultsSource } from './application/ports/results-source.port.js';
import type { DecisionSource, DecisionsOverlay } from './application/decisions-overlay.use-case.js';
import type { DriverLowerThird } from './application/driver-lower-third.use-case.js';
import type { ChangeBroadcastControl, GetBroadcastControl, ReadBroadcastState } from './application/broadcast-control.use-cases.js';
import type { BroadcastStateRepository } from './application/ports/broadcast-state.repository.port.js';

const token = <T>(name: string) => Symbol.for(`overlays.${name}`) as ServiceIdentifier<T>;

/** Overlays' public face (docs/adr/0058). */
export const OVERLAYS = {
  /** This server's open event streams. */
  Streams: token<OverlayStreams>('Streams'),
  /** Port filled by the composition root: public standings with each line's positions (standings' GetStandings). */
  Standings: token<StandingsSource>('Standings'),
  /** Port filled by the composition root: championships' public names (championships' GetChampionship). */
  Championships: token<ChampionshipNames>('Championships'),
  StandingsOverlay: token<StandingsOverlay>('StandingsOverlay'),
  /** Port filled by the composition root: races, published events and their classifications as visitors see them. */
  RaceResults: token<RaceResultsSource>('RaceResults'),
  LastRaceOverlay: token<LastRaceOverlay>('LastRaceOverlay'),
  NextRaceOverlay: token<NextRaceOverlay>('NextRaceOverlay'),
  /** Port filled by the composition root: the public entry list (championships' ListEntries). */
  Entries: token<EntrySource>('Entries'),
  GridOverlay: token<GridOverlay>('GridOverlay'),
  /** Port filled by the composition root: a championship's public decision log (stewarding's GetDecisionLog). */
  Decisions: token<DecisionSource>('Decisions'),
  DecisionsOverlay: token<DecisionsOverlay>('DecisionsOverlay'),
  /** Port filled by the composition root: a championship's colour on the stream (championships' GetChampionship), null for none. */
  Branding: token<ChampionshipBranding>('Branding'),
  /** The lower third of one driver (docs/adr/0059). */
  LowerThird: token<DriverLowerThird>('LowerThird'),
  /** Each championship's broadcast state, kept in its table (docs/adr/0059). */
  BroadcastStates: token<BroadcastStateRepository>('BroadcastStates'),
  /** What a championship's overlays show now (public: the overlays draw with it). */
  ReadBroadcastState: token<ReadBroadcastState>('ReadBroadcastState'),
  /** The 'Transmisión' page: the state and what one may choose (admin or broadcast team). */
  GetBroadcastControl: token<GetBroadcastControl>('GetBroadcastControl'),
  /** The 'Transmisión' page's changes (admin or broadcast team), audited and published on the change feed. */
  ChangeBroadcastControl: token<ChangeBroadcastControl>('ChangeBroadcastControl'),
};
