import type { DiscordChannel } from '../../../contracts/notifications.contract.js';
import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';
import { championshipEmbeds, decisionEmbeds, resultsEmbeds, singleEventEmbeds } from './discord-embeds.js';
import type { DiscordNotice, DiscordOutbox, DiscordWebhooks, NotificationSettings } from './ports/discord.port.js';
import { NEWS_KEY } from './news-reader.js';
import type { NewsSource } from './ports/news.port.js';

/** The setting holding the instant announcements start from: what happened before is never announced. */
export const NEWS_SINCE = 'discord.avisosDesde';

/**
 * The scheduled job that turns what happened into Discord messages: new championships and free
 * events (with their enrolment open), results whose publication delay has passed, and stewards'
 * decisions. It reads the database instead of being called by the other modules, so nothing is lost
 * between a change and its message, and results are announced when they become public, not when
 * they are imported. Each thing gets one outbox row (its `clave`), whatever runs the job; a thing
 * whose channel has no webhook is recorded as omitted, so setting one later does not post the past.
 */
export class AnnounceNews implements ScheduledJob {
  readonly name = 'discord.avisos';
  readonly everyMs = 60_000;

  constructor(private readonly deps: { news: NewsSource; outbox: DiscordOutbox; webhooks: DiscordWebhooks; settings: NotificationSettings; publicUrl: string }) {}

  async run(now: Date): Promise<string> {
    const since = await this.deps.settings.init(NEWS_SINCE, now.toISOString(), now);
    const { news, publicUrl } = this.deps;
    const notices: DiscordNotice[] = [
      ...(await news.championships(since)).map((c) => ({ canal: 'anuncios' as const, clave: NEWS_KEY.championship(c.id), message: championshipEmbeds(c, publicUrl) })),
      ...(await news.singleEvents(since)).map((e) => ({ canal: 'anuncios' as const, clave: NEWS_KEY.singleEvent(e.id), message: singleEventEmbeds(e, publicUrl) })),
      ...(await news.publishedResults(since, now.toISOString())).map((r) => ({ canal: 'resultados' as const, clave: NEWS_KEY.results(r.subsessionId), message: resultsEmbeds(r, publicUrl) })),
      ...(await news.decisions(since)).map((d) => ({ canal: 'comisarios' as const, clave: NEWS_KEY.decision(d.reportId), message: decisionEmbeds(d) })),
    ];
    const configured = new Map<DiscordChannel, boolean>();
    let queued = 0;
    for (const notice of notices) {
      if (!configured.has(notice.canal)) configured.set(notice.canal, (await this.deps.webhooks.get(notice.canal)) !== null);
      const omitted = !configured.get(notice.canal);
      if ((await this.deps.outbox.enqueue(notice, { omitted }, now)) && !omitted) queued += 1;
    }
    return queued === 1 ? '1 mensaje de Discord en cola' : `${queued} mensajes de Discord en cola`;
  }
}
