import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass, classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexPublishedResults } from './adapters/persistence/published-results.knex.js';
import { KnexResultEventRepository } from './adapters/persistence/result-event.repository.knex.js';
import { AnalyzeEvent } from './application/analyze-event.use-case.js';
import { DriverLicences } from './application/driver-licences.js';
import { DeleteEvent } from './application/delete-event.use-case.js';
import { ExportEvent } from './application/export-event.use-case.js';
import { GetEvent } from './application/get-event.use-case.js';
import { GetLapChart } from './application/get-lap-chart.use-case.js';
import { GetPodium } from './application/get-podium.use-case.js';
import { ImportedSubsessions } from './application/imported-subsessions.js';
import { StoreLapChart } from './application/store-lap-chart.use-case.js';
import { ImportEventFile } from './application/import-event-file.use-case.js';
import { ListEvents } from './application/list-events.use-case.js';
import { NextPublication } from './application/next-publication.use-case.js';
import { DriverResultHistory } from './application/driver-result-history.js';
import { ScoredSessionResults } from './application/scored-session-results.js';
import { SessionLapTimes } from './application/session-laps.js';
import { RESULTS_PRIVATE } from './results.private-tokens.js';
import { RESULTS } from './results.tokens.js';

/** Binds results' own tokens only; RESULTS.Races and RESULTS.ClosedSeasons are ports the composition root fills. */
export const resultsModule = new ContainerModule(({ bind }) => {
  bind(RESULTS_PRIVATE.EventRepository).toDynamicValue((ctx) => new KnexResultEventRepository(ctx.get(PLATFORM.Knex)));
  bind(RESULTS.PublishedResults).toDynamicValue((ctx) => new KnexPublishedResults(ctx.get(PLATFORM.Knex))).inSingletonScope();

  const deps = (ctx: ResolutionContext) => ({
    events: ctx.get(RESULTS_PRIVATE.EventRepository),
    races: ctx.get(RESULTS.Races),
    closedSeasons: ctx.get(RESULTS.ClosedSeasons),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
  });
  const useCase = classBinder(bind, deps);
  // Told of each event's best laps in their transaction; bound apart, so the other use cases never resolve it.
  const followed = (ctx: ResolutionContext) => ({ ...deps(ctx), bestLaps: ctx.get(RESULTS.BestLapsFollower) });
  bindClass(bind, RESULTS.ImportEventFile, ImportEventFile, followed);
  useCase(RESULTS.ListEvents, ListEvents);
  useCase(RESULTS.GetEvent, GetEvent);
  bindClass(bind, RESULTS.AnalyzeEvent, AnalyzeEvent, (ctx) => ({ ...deps(ctx), names: ctx.get(RESULTS.PublicNames) }));
  bindClass(bind, RESULTS.GetPodium, GetPodium, (ctx) => ({ ...deps(ctx), names: ctx.get(RESULTS.PublicNames) }));
  useCase(RESULTS.NextPublication, NextPublication);
  bindClass(bind, RESULTS.DeleteEvent, DeleteEvent, followed);
  useCase(RESULTS.ExportEvent, ExportEvent);
  useCase(RESULTS.ScoredSessionResults, ScoredSessionResults);
  useCase(RESULTS.DriverResultHistory, DriverResultHistory);
  useCase(RESULTS.DriverLicences, DriverLicences);
  useCase(RESULTS.GetLapChart, GetLapChart);
  useCase(RESULTS.StoreLapChart, StoreLapChart);
  useCase(RESULTS.ImportedSubsessions, ImportedSubsessions);
  useCase(RESULTS.SessionLaps, SessionLapTimes);
});
