import { matchesSearch } from '../../../contracts/search-text.js';
import { STANDING_RECORDS_PAGE, TRACK_RECORDS_PAGE, trackRecordQuerySchema } from '../../../contracts/track-records.contract.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { isAdmin, type Actor } from '../../identity/index.js';
import { recordSearchTerm } from '../domain/track-record.entity.js';
import type { HolderAccounts, HolderNames } from './ports/sources.port.js';
import type { TrackRecordRepository } from './ports/track-record.repository.port.js';
import { placeAfter, readPlace, readStandingPlace, standingPlaceAfter } from './record-page.js';
import { toTrackRecordViews, type TrackRecordView } from './track-record-view.js';

export interface TrackRecordPage {
  data: TrackRecordView[];
  siguiente: string | null;
  total?: number;
}

/**
 * The records, for everybody. `vigentes` answers the standing record of each circuit and car (the
 * fastest) a page at a time by circuit and car, narrowed by `circuito` and `auto` (docs/adr/0068);
 * `usuario` the standing records that account holds, whole (one per circuit and car he holds). Without
 * either, every record ever, a page at a time in the places' order (docs/adr/0064), narrowed by
 * `search` to a circuit, car or holder (the holder's e-mail address too for administrators).
 */
export class ListTrackRecords {
  constructor(private readonly deps: { records: TrackRecordRepository; names: HolderNames; accounts: HolderAccounts }) {}

  async execute(viewer: Actor | null, query: Record<string, unknown> = {}): Promise<TrackRecordPage> {
    const { usuario, vigentes, search, circuito, auto, limite: asked, despues } = parseOrThrow(trackRecordQuerySchema, query);
    if (usuario) {
      const held = await this.deps.records.standing({ userId: usuario });
      return { data: await toTrackRecordViews(this.deps, held, viewer), siguiente: null };
    }
    if (vigentes) return this.standingPage(viewer, { circuito, auto, limite: asked ?? STANDING_RECORDS_PAGE.size, despues });
    const limite = asked ?? TRACK_RECORDS_PAGE.size;
    const after = despues === undefined ? undefined : readPlace(despues);
    const term = recordSearchTerm(search ?? '');
    const holders = term ? await this.holdersMatching(term, viewer) : undefined;
    // One more than the page says whether another follows.
    const records = await this.deps.records.page({ after, limit: limite + 1, ...(term ? { search: term, holders } : {}) });
    const shown = records.slice(0, limite);
    return { data: await toTrackRecordViews(this.deps, shown, viewer), siguiente: records.length > limite ? placeAfter(shown[shown.length - 1]!) : null };
  }

  /**
   * A page of standing records by circuit and car, after the one `despues` names, narrowed by the
   * circuit and car texts; the first page also says how many match in all.
   */
  private async standingPage(viewer: Actor | null, q: { circuito?: string; auto?: string; limite: number; despues?: string }): Promise<TrackRecordPage> {
    const after = q.despues === undefined ? undefined : readStandingPlace(q.despues);
    const texts = { circuit: recordSearchTerm(q.circuito ?? '') || undefined, car: recordSearchTerm(q.auto ?? '') || undefined };
    // One more than the page says whether another follows.
    const records = await this.deps.records.standing({ ...texts, after, limit: q.limite + 1 });
    const shown = records.slice(0, q.limite);
    const siguiente = records.length > q.limite ? standingPlaceAfter(shown[shown.length - 1]!) : null;
    const data = await toTrackRecordViews(this.deps, shown, viewer);
    if (after !== undefined) return { data, siguiente };
    const total = siguiente === null ? shown.length : await this.deps.records.countStanding(texts);
    return { data, siguiente, total };
  }

  /** The holders a search names: by full name, and by e-mail address for administrators (read at once, among the accounts that hold a record). */
  private async holdersMatching(term: string, viewer: Actor | null): Promise<string[]> {
    const ids = await this.deps.records.holderIds();
    if (ids.length === 0) return [];
    const people = isAdmin(viewer) ? await this.deps.accounts.findByIds(ids) : await this.deps.names.describe(ids);
    return people.filter((p) => matchesSearch(term, `${p.nombre} ${p.apellido}`, 'email' in p ? String(p.email) : undefined)).map((p) => p.id);
  }
}
