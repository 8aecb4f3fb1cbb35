import { expect } from 'chai';
import { AnnounceNews, NEWS_OVERLAP_MS, NEWS_SINCE } from '../../../src/modules/notifications/application/announce-news.job.js';
import { NewsReader } from '../../../src/modules/notifications/adapters/sources/news-reader.js';
import type { DiscordNotice, DiscordOutbox, DiscordWebhooks, NotificationSettings } from '../../../src/modules/notifications/application/ports/discord.port.js';
import type { ChampionshipSource, DecisionSource, ResultSource, SingleEventSource } from '../../../src/modules/notifications/application/ports/sources.port.js';
import { MemoryNotificationRecords, MemorySources } from '../../support/in-memory/notifications.js';

const SINCE = '2026-01-01T00:00:00.000Z';
const START = new Date('2026-04-05T12:00:00.000Z');
const MINUTE = 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms).toISOString();
const day = (n: number) => at(new Date(SINCE), n * 24 * 60 * MINUTE);

const championship = (id: string, createdAt: string) => ({ id, nombreCampeonato: `Copa ${id}`, categoria: 'GT3', detallesCampeonato: '', fechaInicio: '2026-04-01', fechaFin: '2026-06-01', participantesMaximos: 20, precioCentavos: 0, createdAt });
const event = (id: string, createdAt: string) => ({ id, nombre: `Noche ${id}`, fechaInicio: '2026-04-10', horaInicio: null, participantesMaximos: null, detalles: '', createdAt });
const result = (subsessionId: string, importedAt: string, publishedAt: string) => ({ id: `e${subsessionId}`, subsessionId, sessionName: `Sesión ${subsessionId}`, trackName: 'Monza', trackConfig: null, startTime: importedAt, publishedAt, carreraId: null, importedAt });
const decision = (reportId: string, decididoAt: string) => ({ reportId, numeroReporte: 1, aprobado: true, explicacion: 'Contacto evitable.', decididoAt, campeonatoId: null, carreraId: null, reporterId: null, reportedId: null, penalty: null });

/** The owners' ports over MemorySources, noting the arguments of each call and counting the rows they answer. */
function counted(sources: MemorySources) {
  const asked: Array<{ query: string; args: unknown[] }> = [];
  let rows = 0;
  const note = async <T>(query: string, args: unknown[], answer: Promise<T[]>): Promise<T[]> => {
    asked.push({ query, args });
    const found = await answer;
    rows += found.length;
    return found;
  };
  const championships = sources.championshipSource();
  const singleEvents = sources.singleEventSource();
  const ports = {
    championships: { ...championships, createdSince: (since: string) => note('championships', [since], championships.createdSince(since)) } satisfies ChampionshipSource,
    singleEvents: { ...singleEvents, createdSince: (since: string) => note('singleEvents', [since], singleEvents.createdSince(since)) } satisfies SingleEventSource,
    results: { publishedSince: (since: string, now: string, changedSince?: string) => note('results', [since, now, changedSince], sources.publishedSince(since, now, changedSince)), finishes: (ids: readonly string[]) => sources.finishes(ids) } satisfies ResultSource,
    decisions: { decidedSince: (since: string) => note('decisions', [since], sources.decidedSince(since)) } satisfies DecisionSource,
  };
  return {
    ports,
    asked,
    takeRows: () => {
      const n = rows;
      rows = 0;
      asked.length = 0;
      return n;
    },
  };
}

function job(discordOn = true) {
  const sources = new MemorySources();
  const records = new MemoryNotificationRecords();
  const owners = counted(sources);
  const posted: DiscordNotice[] = [];
  const omitted: string[] = [];
  const outbox: DiscordOutbox = {
    enqueue: async (notice, options) => {
      if (records.claves.has(notice.clave)) return false;
      if (options.omitted) omitted.push(notice.clave);
      records.claves.add(notice.clave);
      posted.push(notice);
      return true;
    },
  };
  const values = new Map<string, string>([[NEWS_SINCE, SINCE]]);
  const settings: NotificationSettings = {
    get: async (clave) => values.get(clave) ?? null,
    init: async (clave, valor) => {
      if (!values.has(clave)) values.set(clave, valor);
      return values.get(clave)!;
    },
    put: async (clave, valor) => void values.set(clave, valor),
  };
  const webhooks: DiscordWebhooks = { get: async () => 'https://discord.com/api/webhooks/1/x', set: async () => undefined };
  const news = new NewsReader({ ...owners.ports, drivers: sources, announced: records, mentions: { allowedAmong: async (ids) => new Set(ids) } });
  const announce = new AnnounceNews({ news, outbox, webhooks, settings, publicUrl: 'https://liga.example', discord: { isOn: async () => discordOn } });
  return { sources, records, owners, posted, omitted, announce };
}

describe('The Discord news job keeps a watermark per kind, in memory', () => {
  it('queues nothing to Discord while the league has Discord turned off as a processor: each thing is recorded as omitted', async () => {
    const { sources, omitted, announce } = job(false);
    sources.championships.push(championship('nueva', at(START, -30_000)));
    expect(await announce.run(START)).to.equal('0 mensajes de Discord en cola');
    expect(omitted).to.deep.equal(['campeonato:nueva']);
  });

  it('does not re-read a long history already announced, and announces what comes after it once', async () => {
    const { sources, records, owners, posted, announce } = job();
    for (let i = 0; i < 300; i += 1) sources.championships.push(championship(`c${i}`, day(i % 90)));
    for (let i = 0; i < 200; i += 1) sources.events.push(event(`ev${i}`, day(i % 90)));
    for (let i = 0; i < 200; i += 1) sources.results.push(result(String(1000 + i), day(i % 90), at(new Date(day(i % 90)), 60 * MINUTE)));
    for (let i = 0; i < 200; i += 1) sources.decisionList.push(decision(`d${i}`, day(i % 90)));

    for (const c of sources.championships) records.claves.add(`campeonato:${c.id}`);
    for (const e of sources.events) records.claves.add(`evento:${e.id}`);
    for (const r of sources.results) records.claves.add(`resultados:${r.subsessionId}`);
    for (const d of sources.decisionList) records.claves.add(`decision:${d.reportId}`);

    // The first pass (no watermark yet, as right after this change is deployed) reads the history once.
    expect(await announce.run(START)).to.equal('0 mensajes de Discord en cola');
    expect(owners.takeRows()).to.equal(900);

    const next = new Date(START.getTime() + MINUTE);
    expect(await announce.run(next)).to.equal('0 mensajes de Discord en cola');
    expect(owners.takeRows()).to.equal(0);

    const later = new Date(START.getTime() + 2 * MINUTE);
    sources.championships.push(championship('nueva', at(later, -30_000)));
    sources.decisionList.push(decision('nueva', at(later, -20_000)));
    expect(await announce.run(later)).to.equal('2 mensajes de Discord en cola');
    const from = at(next, -NEWS_OVERLAP_MS);
    expect(owners.asked).to.deep.equal([
      { query: 'championships', args: [from] },
      { query: 'singleEvents', args: [from] },
      { query: 'results', args: [SINCE, later.toISOString(), from] },
      { query: 'decisions', args: [from] },
    ]);
    expect(owners.takeRows()).to.equal(2);
    expect(posted.map((n) => n.clave)).to.deep.equal(['campeonato:nueva', 'decision:nueva']);

    expect(await announce.run(new Date(later.getTime() + MINUTE))).to.equal('0 mensajes de Discord en cola');
    expect(posted).to.have.length(2);
  });

  it('announces once a result imported long before its publication, when the publication passes', async () => {
    const { sources, posted, announce } = job();
    await announce.run(START);
    sources.results.push(result('77', at(START, 30_000), at(START, 90 * MINUTE)));
    const counts: number[] = [];
    for (let minute = 1; minute <= 120; minute += 1) {
      await announce.run(new Date(START.getTime() + minute * MINUTE));
      counts.push(posted.length);
    }
    expect(posted.map((n) => n.clave)).to.deep.equal(['resultados:77']);
    expect(counts.indexOf(1)).to.equal(89);
  });

  it('announces once a result imported after its publication instant, even one older than the watermark', async () => {
    const { sources, posted, announce } = job();
    await announce.run(START);
    await announce.run(new Date(START.getTime() + 60 * MINUTE));
    sources.results.push(result('88', at(START, 61 * MINUTE), day(20)));
    await announce.run(new Date(START.getTime() + 62 * MINUTE));
    await announce.run(new Date(START.getTime() + 63 * MINUTE));
    expect(posted.map((n) => n.clave)).to.deep.equal(['resultados:88']);
  });
});
