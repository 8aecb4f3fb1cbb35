import { subsessionImportSchema } from '../../../contracts/iracing.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { ImportOutcome } from '../../results/index.js';
import { importInProgress, IracingNotFound, subsessionUnknown } from '../domain/iracing.errors.js';
import type { IracingApi } from './ports/iracing-api.port.js';
import type { SyncLedger } from './ports/iracing-store.port.js';
import type { ResultsStore } from './ports/other-modules.port.js';

/** Longer than fetching and importing the largest session takes; a process that dies frees the session after it. */
export const IMPORT_LEASE_MS = 5 * 60_000;

export const subsessionKey = (subsessionId: number) => `subsesion:${subsessionId}`;

interface Deps {
  api: IracingApi;
  results: ResultsStore;
  ledger: SyncLedger;
  clock: Clock;
  holder: string;
}

/**
 * Fetches one subsession's result and, for its main race, its lap chart, and imports them with the
 * rules of an uploaded file (one transaction, a re-import replaces, anything that is not a result is
 * refused). Without `claimed`, the import holds the subsession's lease, so a sync running at the same
 * time leaves it alone.
 */
export async function fetchAndImport(deps: Deps, actor: Actor, input: { subsessionId: number; carreraId?: string; sesion?: unknown }): Promise<ImportOutcome> {
  let result: unknown;
  try {
    result = await deps.api.subsessionResult(input.subsessionId);
  } catch (err) {
    if (err instanceof IracingNotFound) throw subsessionUnknown(input.subsessionId);
    throw err;
  }
  // A session without a race (practice only) has no lap chart: iRacing answers 404, and the event is imported without one.
  const lapChart = await deps.api.lapChart(input.subsessionId).catch((err: unknown) => {
    if (err instanceof IracingNotFound) return undefined;
    throw err;
  });
  return deps.results.importer.execute(actor, {
    bytes: JSON.stringify(result),
    carreraId: input.carreraId,
    sesion: input.sesion,
    lapChart: lapChart && lapChart.length ? lapChart : undefined,
  });
}

/** 'Importar desde iRacing': `POST /api/events/import-iracing` and `parrilla import --subsession`. */
export class ImportSubsession {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, input: unknown): Promise<ImportOutcome> {
    assertAdmin(actor);
    const fields = parseOrThrow(subsessionImportSchema, input);
    const key = subsessionKey(fields.subsessionId);
    if (!(await this.deps.ledger.claim(key, this.deps.holder, this.deps.clock.now(), IMPORT_LEASE_MS))) {
      throw importInProgress();
    }
    try {
      return await fetchAndImport(this.deps, actor, { subsessionId: fields.subsessionId, carreraId: fields.carreraId || undefined, sesion: fields.sesion });
    } finally {
      await this.deps.ledger.release(key, this.deps.holder);
    }
  }
}
