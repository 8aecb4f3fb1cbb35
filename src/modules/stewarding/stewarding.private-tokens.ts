import type { ServiceIdentifier } from 'inversify';
import type { SuspensionStore } from './application/ports/suspension-store.port.js';
import type { AppealStore } from './application/ports/appeal-store.port.js';
import type { PanelSettingsStore } from './application/ports/panel-settings.port.js';
import type { ReportRepository } from './application/ports/report.repository.port.js';
import type { StewardAssignments } from './application/ports/steward-assignments.port.js';

const token = <T>(name: string) => Symbol.for(`stewarding.${name}`) as ServiceIdentifier<T>;

/** Stewarding's insides: bound and read only within this module (never exported from index.ts). */
export const STEWARDING_PRIVATE = {
  Reports: token<ReportRepository>('Reports'),
  Assignments: token<StewardAssignments>('Assignments'),
  Panels: token<PanelSettingsStore>('Panels'),
  Appeals: token<AppealStore>('Appeals'),
  Suspensions: token<SuspensionStore>('SuspensionStore'),
};
