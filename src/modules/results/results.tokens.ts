import type { ServiceIdentifier } from 'inversify';
import type { AnalyzeEvent } from './application/analyze-event.use-case.js';
import type { DeleteEvent } from './application/delete-event.use-case.js';
import type { ExportEvent } from './application/export-event.use-case.js';
import type { GetEvent } from './application/get-event.use-case.js';
import type { GetPodium } from './application/get-podium.use-case.js';
import type { ImportEventFile } from './application/import-event-file.use-case.js';
import type { ListEvents } from './application/list-events.use-case.js';
import type { ResultEventRepository } from './application/ports/result-event.repository.port.js';

const token = <T>(name: string) => Symbol.for(`results.${name}`) as ServiceIdentifier<T>;

export const RESULTS = {
  EventRepository: token<ResultEventRepository>('EventRepository'),
  ImportEventFile: token<ImportEventFile>('ImportEventFile'),
  ListEvents: token<ListEvents>('ListEvents'),
  GetEvent: token<GetEvent>('GetEvent'),
  AnalyzeEvent: token<AnalyzeEvent>('AnalyzeEvent'),
  GetPodium: token<GetPodium>('GetPodium'),
  DeleteEvent: token<DeleteEvent>('DeleteEvent'),
  ExportEvent: token<ExportEvent>('ExportEvent'),
};
