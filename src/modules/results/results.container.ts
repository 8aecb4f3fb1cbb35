import { ContainerModule } from 'inversify';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { CHAMPIONSHIPS } from '../championships/index.js';
import { ChampionshipRaceDirectory } from './adapters/championships/championship-race-directory.js';
import { KnexResultEventRepository } from './adapters/persistence/result-event.repository.knex.js';
import { AnalyzeEvent } from './application/analyze-event.use-case.js';
import { DeleteEvent } from './application/delete-event.use-case.js';
import { ExportEvent } from './application/export-event.use-case.js';
import { GetEvent } from './application/get-event.use-case.js';
import { GetPodium } from './application/get-podium.use-case.js';
import { ImportEventFile } from './application/import-event-file.use-case.js';
import { ListEvents } from './application/list-events.use-case.js';
import { RESULTS } from './results.tokens.js';

export const resultsModule = new ContainerModule(({ bind }) => {
  bind(RESULTS.EventRepository).toDynamicValue((ctx) => new KnexResultEventRepository(ctx.get(PLATFORM.Knex)));
  bind(RESULTS.ImportEventFile).toDynamicValue(
    (ctx) =>
      new ImportEventFile({
        events: ctx.get(RESULTS.EventRepository),
        races: new ChampionshipRaceDirectory(ctx.get(CHAMPIONSHIPS.Races)),
        tx: ctx.get(PLATFORM.Tx), clock: ctx.get(PLATFORM.Clock), newId: ctx.get(PLATFORM.NewId) }),
  );
  bind(RESULTS.ListEvents).toDynamicValue((ctx) => new ListEvents({ events: ctx.get(RESULTS.EventRepository), clock: ctx.get(PLATFORM.Clock) }));
  bind(RESULTS.GetEvent).toDynamicValue((ctx) => new GetEvent({ events: ctx.get(RESULTS.EventRepository), clock: ctx.get(PLATFORM.Clock) }));
  bind(RESULTS.AnalyzeEvent).toDynamicValue((ctx) => new AnalyzeEvent({ events: ctx.get(RESULTS.EventRepository), clock: ctx.get(PLATFORM.Clock) }));
  bind(RESULTS.GetPodium).toDynamicValue((ctx) => new GetPodium({ events: ctx.get(RESULTS.EventRepository), clock: ctx.get(PLATFORM.Clock) }));
  bind(RESULTS.DeleteEvent).toDynamicValue((ctx) => new DeleteEvent({ events: ctx.get(RESULTS.EventRepository), tx: ctx.get(PLATFORM.Tx) }));
  bind(RESULTS.ExportEvent).toDynamicValue((ctx) => new ExportEvent({ events: ctx.get(RESULTS.EventRepository), clock: ctx.get(PLATFORM.Clock) }));
});
