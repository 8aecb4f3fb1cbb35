import { NEWS_KEY, type AnnouncedKeys, type NewChampionship, type NewSingleEvent, type NewsSource, type PublishedResults, type StewardsDecision } from '../../application/ports/news.port.js';
import type { ChampionshipSource, DecisionSource, DiscordMentions, DriverContacts, ResultSource, SingleEventSource } from '../../application/ports/sources.port.js';

const unique = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => v !== null))];

/**
 * The news the Discord job announces (NewsSource), read from the modules that own it through their
 * ports and left to what has no outbox row yet; names (championships, circuits, drivers) are read in
 * one batch per kind for what is left.
 */
export class NewsReader implements NewsSource {
  constructor(
    private readonly deps: { championships: ChampionshipSource; singleEvents: SingleEventSource; results: ResultSource; decisions: DecisionSource; drivers: DriverContacts; mentions: DiscordMentions; announced: AnnouncedKeys },
  ) {}

  private async unannounced<T>(items: T[], key: (item: T) => string): Promise<T[]> {
    if (items.length === 0) return [];
    const done = await this.deps.announced.announced(items.map(key));
    return items.filter((item) => !done.has(key(item)));
  }

  async championships(since: string): Promise<NewChampionship[]> {
    return this.unannounced(await this.deps.championships.createdSince(since), (c) => NEWS_KEY.championship(c.id));
  }

  async singleEvents(since: string): Promise<NewSingleEvent[]> {
    return this.unannounced(await this.deps.singleEvents.createdSince(since), (e) => NEWS_KEY.singleEvent(e.id));
  }

  async publishedResults(since: string, now: string, changedSince?: string): Promise<PublishedResults[]> {
    const events = await this.unannounced(await this.deps.results.publishedSince(since, now, changedSince), (e) => NEWS_KEY.results(e.subsessionId));
    const raceIds = unique(events.map((e) => e.carreraId));
    const races = new Map(raceIds.length ? (await this.deps.championships.raceLabels(raceIds)).map((r) => [r.id, r]) : []);
    return events.map(({ carreraId, ...e }) => {
      const race = carreraId ? races.get(carreraId) : undefined;
      return { ...e, campeonato: race?.nombreCampeonato ?? null, circuito: race?.circuito ?? null };
    });
  }

  async decisions(since: string): Promise<StewardsDecision[]> {
    const decisions = await this.unannounced(await this.deps.decisions.decidedSince(since), (d) => NEWS_KEY.decision(d.reportId));
    if (decisions.length === 0) return [];
    const championshipIds = unique(decisions.map((d) => d.campeonatoId));
    const raceIds = unique(decisions.map((d) => d.carreraId));
    const driverIds = unique(decisions.flatMap((d) => [d.reporterId, d.reportedId]));
    const [championships, races, drivers, mentioned] = await Promise.all([
      championshipIds.length ? this.deps.championships.summaries(championshipIds) : [],
      raceIds.length ? this.deps.championships.raceLabels(raceIds) : [],
      driverIds.length ? this.deps.drivers.describe(driverIds) : [],
      driverIds.length ? this.deps.mentions.allowedAmong(driverIds) : new Set<string>(),
    ]);
    const championshipName = new Map(championships.map((c) => [c.id, c.nombreCampeonato]));
    const circuit = new Map(races.map((r) => [r.id, r.circuito]));
    // A driver is named on Discord only when he allowed it (the privacy notice's voluntary purpose) and his account is not blocked.
    const name = new Map(drivers.filter((d) => mentioned.has(d.id) && !d.blocked).map((d) => [d.id, `${d.nombre} ${d.apellido}`]));
    return decisions.map(({ campeonatoId, carreraId, reporterId, reportedId, ...d }) => ({
      ...d,
      campeonato: (campeonatoId && championshipName.get(campeonatoId)) ?? null,
      circuito: (carreraId && circuit.get(carreraId)) ?? null,
      reporter: (reporterId && name.get(reporterId)) || 'Piloto',
      reported: (reportedId && name.get(reportedId)) || 'Piloto',
    }));
  }
}
