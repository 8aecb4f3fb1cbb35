import type { IracingSwitch } from './switched-api.js';
import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';
import type { Actor } from '../../identity/index.js';
import type { SyncLeagueSeasons } from './sync-league-seasons.use-case.js';

/** The scheduler acts as the system itself. */
const SCHEDULER_ACTOR: Actor = { id: 'programador', rol: 'superadmin', suspendido: false };

/**
 * The scheduled sync (docs/adr/0027): every 15 minutes, the championships with a race that started
 * between a week and an hour ago. Safe to run again after a crash: an imported session is never
 * fetched again, and a half-done import left nothing behind.
 */
export class SyncLeagueSeasonsJob implements ScheduledJob {
  readonly name = 'iracing.sincronizacion';
  readonly everyMs = 15 * 60_000;

  /** `iracing`: whether the league uses iRacing as a processor (privacy settings); stand-ins without it use it. */
  constructor(private readonly deps: { sync: Pick<SyncLeagueSeasons, 'due'>; configured(): Promise<boolean>; iracing?: IracingSwitch }) {}

  async run(): Promise<string> {
    if (this.deps.iracing && !(await this.deps.iracing.iracingOn())) return 'iRacing desactivado en los ajustes de privacidad';
    if (!(await this.deps.configured())) return 'iRacing sin configurar';
    const report = await this.deps.sync.due(SCHEDULER_ACTOR);
    const imported = report.campeonatos.reduce((n, c) => n + c.importadas.length, 0);
    const failed = report.campeonatos.filter((c) => c.error !== null);
    const summary = `${report.campeonatos.length} campeonatos, ${imported} sesiones importadas`;
    return failed.length ? `${summary}; con error: ${failed.map((c) => `${c.nombreCampeonato} (${c.error})`).join(', ')}` : summary;
  }
}
