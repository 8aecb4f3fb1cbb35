import type { DiscordChannel } from '../../../contracts/notifications.contract.js';
import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';
import { championshipEmbeds, decisionEmbeds, resultsEmbeds, singleEventEmbeds } from './discord-embeds.js';
import type { DiscordNotice, DiscordOutbox, DiscordWebhooks, NotificationSettings } from './ports/discord.port.js';
import { NEWS_KEY } from './ports/news.port.js';
import type { NewsSource } from './ports/news.port.js';

/** The setting holding the instant announcements start from: what happened before is never announced. */
export const NEWS_SINCE = 'discord.avisosDesde';

/** Per kind of news, the setting holding the instant of the last pass that considered it (its watermark). */
export const NEWS_SEEN = {
  campeonatos: 'discord.avisosVistos.campeonatos',
  eventos: 'discord.avisosVistos.eventos',
  resultados: 'discord.avisosVistos.resultados',
  decisiones: 'discord.avisosVistos.decisiones',
} as const;

/**
 * How far before its watermark a pass reads again: a row written with an instant just before a pass
 * but committed just after it (or by a server whose clock is a little behind) is still seen; what
 * is read twice is dropped by its outbox clave.
 */
export const NEWS_OVERLAP_MS = 10 * 60_000;

/**
 * The scheduled job that turns what happened into Discord messages: new championships and free
 * events (with their enrolment open), results whose publication delay has passed, and stewards'
 * decisions. It reads the database instead of being called by the other modules, so nothing is lost
 * between a change and its message, and results are announced when they become public, not when
 * they are imported. Each thing gets one outbox row (its `clave`), whatever runs the job; a thing
 * whose channel has no webhook is recorded as omitted, so setting one later does not post the past.
 *
 * Each kind keeps a watermark (NEWS_SEEN): a pass asks the owners only for what is newer than the
 * last pass that considered that kind, less NEWS_OVERLAP_MS, never before `discord.avisosDesde`, so
 * the cost does not grow with the league's history. Results become visible at the later of their
 * import and their publication, so they are asked for what was imported *or* published since the
 * watermark: an event imported an hour before its publication is announced once it is public.
 * The watermarks move only after every notice of the pass is in the outbox.
 */
export class AnnounceNews implements ScheduledJob {
  readonly name = 'discord.avisos';
  readonly everyMs = 60_000;

  /** `discord`: whether the league uses Discord as a processor (privacy settings); while it is off, everything is recorded as omitted. */
  constructor(private readonly deps: { news: NewsSource; outbox: DiscordOutbox; webhooks: DiscordWebhooks; settings: NotificationSettings; publicUrl: string; discord: { isOn(): Promise<boolean> } }) {}

  async run(now: Date): Promise<string> {
    const { news, publicUrl, settings } = this.deps;
    const since = await settings.init(NEWS_SINCE, now.toISOString(), now);
    const from = async (kind: keyof typeof NEWS_SEEN): Promise<string> => {
      const seen = await settings.get(NEWS_SEEN[kind]);
      if (seen === null) return since;
      const overlapped = new Date(new Date(seen).getTime() - NEWS_OVERLAP_MS).toISOString();
      return overlapped > since ? overlapped : since;
    };
    const notices: DiscordNotice[] = [
      ...(await news.championships(await from('campeonatos'))).map((c) => ({ canal: 'anuncios' as const, clave: NEWS_KEY.championship(c.id), message: championshipEmbeds(c, publicUrl) })),
      ...(await news.singleEvents(await from('eventos'))).map((e) => ({ canal: 'anuncios' as const, clave: NEWS_KEY.singleEvent(e.id), message: singleEventEmbeds(e, publicUrl) })),
      ...(await news.publishedResults(since, now.toISOString(), await from('resultados'))).map((r) => ({ canal: 'resultados' as const, clave: NEWS_KEY.results(r.subsessionId), message: resultsEmbeds(r, publicUrl) })),
      ...(await news.decisions(await from('decisiones'))).map((d) => ({ canal: 'comisarios' as const, clave: NEWS_KEY.decision(d.reportId), message: decisionEmbeds(d) })),
    ];
    const discordOn = notices.length > 0 && (await this.deps.discord.isOn());
    const configured = new Map<DiscordChannel, boolean>();
    let queued = 0;
    for (const notice of notices) {
      if (!configured.has(notice.canal)) configured.set(notice.canal, (await this.deps.webhooks.get(notice.canal)) !== null);
      const omitted = !discordOn || !configured.get(notice.canal);
      if ((await this.deps.outbox.enqueue(notice, { omitted }, now)) && !omitted) queued += 1;
    }
    for (const key of Object.values(NEWS_SEEN)) await settings.put(key, now.toISOString(), now);
    return queued === 1 ? '1 mensaje de Discord en cola' : `${queued} mensajes de Discord en cola`;
  }
}
