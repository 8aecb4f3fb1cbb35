import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';
import type { DeviceNotices } from '../../../platform/push/device-notices.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { NEWS_OVERLAP_MS } from './announce-news.job.js';
import type { NotificationSettings } from './ports/discord.port.js';
import type { ChampionshipSource, DriverAccounts, PublishedEvent, RaceFinish, ResultSource } from './ports/sources.port.js';

/** The instant results pushes start from: results imported before it are never pushed. */
export const RESULTS_PUSH_SINCE = 'push.resultadosDesde';
/** The instant of the last pass (its watermark). */
export const RESULTS_PUSH_SEEN = 'push.resultadosVistos';
/** A race that started longer ago than this is history being filled in, not news: no push. */
export const RESULTS_PUSH_MAX_AGE_MS = 7 * 24 * 3_600_000;

/** "Terminaste en el lugar 3 de 20." or, in a multi-class race, his class first. */
export function finishText(f: Pick<RaceFinish, 'posicion' | 'de' | 'clase' | 'posicionClase' | 'deClase'>): string {
  if (f.clase === null) return `Terminaste en el lugar ${f.posicion} de ${f.de}.`;
  return `Terminaste en el lugar ${f.posicionClase} de ${f.deClase} en ${f.clase} (${f.posicion} de ${f.de} en la general).`;
}

/**
 * Results published for a driver's race, with his position (docs/adr/0056): results have no e-mail, and
 * they become public when their publication instant passes, not when a write happens, so this job finds
 * what became public since its last pass (as the Discord announcements do: imported or published since
 * the watermark less NEWS_OVERLAP_MS, never what was imported before the job's first pass) and raises,
 * per event in one transaction, a notice for each driver with a result whose iRacing id a site account
 * holds. Its key is the subsession's, so each device gets it once whatever runs the job, however often.
 */
export class NotifyPublishedResults implements ScheduledJob {
  readonly name = 'push.resultados';
  readonly everyMs = 60_000;

  constructor(
    private readonly deps: {
      results: ResultSource;
      races: Pick<ChampionshipSource, 'raceLabels'>;
      accounts: DriverAccounts;
      notices: DeviceNotices;
      settings: NotificationSettings;
      tx: TransactionRunner;
    },
  ) {}

  async run(now: Date): Promise<string> {
    const { settings } = this.deps;
    const at = now.toISOString();
    const since = await settings.init(RESULTS_PUSH_SINCE, at, now);
    const seen = await settings.get(RESULTS_PUSH_SEEN);
    const overlapped = seen === null ? since : new Date(new Date(seen).getTime() - NEWS_OVERLAP_MS).toISOString();
    const events = (await this.deps.results.publishedSince(since, at, overlapped > since ? overlapped : since)).filter((e) => now.getTime() - Date.parse(e.startTime) <= RESULTS_PUSH_MAX_AGE_MS);
    let told = 0;
    if (events.length > 0) {
      const finishes = await this.deps.results.finishes(events.map((e) => e.id));
      const accounts = finishes.length ? await this.deps.accounts.userIdsByIracingId([...new Set(finishes.map((f) => f.custId))]) : new Map<number, string>();
      const raceIds = [...new Set(events.flatMap((e) => (e.carreraId ? [e.carreraId] : [])))];
      const races = new Map(raceIds.length ? (await this.deps.races.raceLabels(raceIds)).map((r) => [r.id, r]) : []);
      for (const event of events) {
        const mine = finishes.filter((f) => f.eventId === event.id && accounts.has(f.custId));
        if (mine.length === 0) continue;
        const title = `Resultados publicados: ${this.raceName(event, races)}`;
        await this.deps.tx.run(async (trx) => {
          for (const f of mine) {
            await this.deps.notices.notify(
              {
                userId: accounts.get(f.custId)!,
                tipo: 'resultados',
                clave: `resultados:${event.subsessionId}`,
                payload: { titulo: title, cuerpo: finishText(f), url: `/race-result?evento=${event.subsessionId}`, etiqueta: `resultados-${event.subsessionId}` },
              },
              trx,
            );
          }
        });
        told += mine.length;
      }
    }
    await settings.put(RESULTS_PUSH_SEEN, at, now);
    return told === 1 ? '1 piloto avisado de sus resultados' : `${told} pilotos avisados de sus resultados`;
  }

  private raceName(event: PublishedEvent, races: Map<string, { circuito: string; nombreCampeonato: string }>): string {
    const race = event.carreraId ? races.get(event.carreraId) : undefined;
    return race ? `${race.nombreCampeonato} en ${race.circuito}` : event.sessionName;
  }
}
