import { subsessionImportSchema } from '../../../contracts/iracing.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { ImportOutcome } from '../../results/index.js';
import { championshipNotFound, importInProgress, IracingNotFound, subsessionUnknown } from '../domain/iracing.errors.js';
import { ValidationError } from '../../../platform/errors.js';
import { HeldLeases } from './held-leases.js';
import type { IracingApi } from './ports/iracing-api.port.js';
import type { SyncLedger } from './ports/iracing-store.port.js';
import type { ResultsStore, SeasonChampionships } from './ports/other-modules.port.js';

export const subsessionKey = (subsessionId: number) => `subsesion:${subsessionId}`;

interface Deps {
  api: IracingApi;
  results: ResultsStore;
  ledger: SyncLedger;
  clock: Clock;
  holder: string;
  heartbeatMs?: number;
  /** To check that the race named belongs to the championship the call names (a championship's sessions screen). */
  championships?: Pick<SeasonChampionships, 'find'>;
}

/** What iRacing has of one subsession: its result and, for its main race, its lap chart rows. */
export interface FetchedSession {
  /** The export's text. */
  result: string;
  lapChart: unknown[] | undefined;
}

/**
 * Fetches one subsession's result and lap chart, both asked at once. A session without a race
 * (practice only) has no lap chart: iRacing answers 404, and the event is imported without one.
 */
export async function fetchSession(api: IracingApi, subsessionId: number): Promise<FetchedSession> {
  const [result, lapChart] = await Promise.all([
    api.subsessionResult(subsessionId).catch((err: unknown) => {
      if (err instanceof IracingNotFound) throw subsessionUnknown(subsessionId);
      throw err;
    }),
    api.lapChart(subsessionId).catch((err: unknown) => {
      if (err instanceof IracingNotFound) return undefined;
      throw err;
    }),
  ]);
  return { result, lapChart: lapChart && lapChart.length ? lapChart : undefined };
}

/** Imports what was fetched with the rules of an uploaded file (one transaction, a re-import replaces, anything that is not a result is refused). */
export function importFetched(deps: Pick<Deps, 'results'>, actor: Actor, fetched: FetchedSession, link: { carreraId?: string; sesion?: unknown }): Promise<ImportOutcome> {
  return deps.results.importer.execute(actor, { bytes: fetched.result, carreraId: link.carreraId, sesion: link.sesion, lapChart: fetched.lapChart });
}

/**
 * 'Importar desde iRacing': `POST /api/events/import-iracing` and `parrilla import --subsession`, and a
 * championship's session imported from its sessions screen (`within.campeonatoId`: the race must be one
 * of that championship's).
 */
export class ImportSubsession {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, input: unknown, within: { campeonatoId?: string } = {}): Promise<ImportOutcome> {
    assertAdmin(actor);
    const fields = parseOrThrow(subsessionImportSchema, input);
    const link = { carreraId: fields.carreraId || undefined, sesion: fields.sesion };
    if (within.campeonatoId !== undefined) await this.assertRaceOf(within.campeonatoId, link.carreraId);
    // Everything known here is checked before a call of iRacing's rate limit is spent on it.
    await this.deps.results.importer.check(actor, { subsessionId: fields.subsessionId, ...link });
    const lease = await HeldLeases.claim(this.deps, [subsessionKey(fields.subsessionId)]);
    if (!lease.has(subsessionKey(fields.subsessionId))) throw importInProgress();
    try {
      return await importFetched(this.deps, actor, await fetchSession(this.deps.api, fields.subsessionId), link);
    } finally {
      await lease.release();
    }
  }

  private async assertRaceOf(campeonatoId: string, carreraId: string | undefined): Promise<void> {
    if (!this.deps.championships) throw new Error('ImportSubsession: the championships port is needed to import into a championship');
    const championship = await this.deps.championships.find(campeonatoId);
    if (!championship) throw championshipNotFound();
    if (!carreraId || !championship.carreras.some((r) => r.id === carreraId)) {
      throw new ValidationError('Esa carrera no es de este campeonato', { carreraId: 'Esa carrera no es de este campeonato' });
    }
  }
}
