import { matchesSearch } from '../../../contracts/search-text.js';
import { trackRecordQuerySchema } from '../../../contracts/track-records.contract.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { isAdmin, type Actor } from '../../identity/index.js';
import { byCircuitCarTime, recordKey, recordSearchTerm, standingRecords } from '../domain/track-record.entity.js';
import type { HolderAccounts, HolderNames } from './ports/sources.port.js';
import type { TrackRecordRepository } from './ports/track-record.repository.port.js';
import { placeAfter, readPlace } from './record-page.js';
import { toTrackRecordViews, type TrackRecordView } from './track-record-view.js';

export interface TrackRecordPage {
  data: TrackRecordView[];
  siguiente: string | null;
}

/**
 * The records, for everybody. `vigentes` answers the standing record of each circuit and car (the
 * fastest), `usuario` the standing records that account holds: whole, by circuit, car and time (one per
 * circuit and car, bounded by the calendar). Without either, every record ever, a page at a time in
 * the places' order (docs/adr/0064), narrowed by `search` to a circuit, car or holder (the holder's
 * e-mail address too for administrators).
 */
export class ListTrackRecords {
  constructor(private readonly deps: { records: TrackRecordRepository; names: HolderNames; accounts: HolderAccounts }) {}

  async execute(viewer: Actor | null, query: Record<string, unknown> = {}): Promise<TrackRecordPage> {
    const { usuario, vigentes, search, limite, despues } = parseOrThrow(trackRecordQuerySchema, query);
    if (vigentes || usuario) {
      const records = await this.deps.records.list();
      const standing = standingRecords(records);
      let shown = records.filter((r) => standing.get(recordKey(r.circuit, r.car))?.id === r.id);
      if (usuario) shown = shown.filter((r) => r.userId === usuario);
      return { data: await toTrackRecordViews(this.deps, shown.sort(byCircuitCarTime), viewer), siguiente: null };
    }
    const after = despues === undefined ? undefined : readPlace(despues);
    const term = recordSearchTerm(search ?? '');
    const holders = term ? await this.holdersMatching(term, viewer) : undefined;
    // One more than the page says whether another follows.
    const records = await this.deps.records.page({ after, limit: limite + 1, ...(term ? { search: term, holders } : {}) });
    const shown = records.slice(0, limite);
    return { data: await toTrackRecordViews(this.deps, shown, viewer), siguiente: records.length > limite ? placeAfter(shown[shown.length - 1]!) : null };
  }

  /** The holders a search names: by full name, and by e-mail address for administrators (read at once, among the accounts that hold a record). */
  private async holdersMatching(term: string, viewer: Actor | null): Promise<string[]> {
    const ids = await this.deps.records.holderIds();
    if (ids.length === 0) return [];
    const people = isAdmin(viewer) ? await this.deps.accounts.findByIds(ids) : await this.deps.names.describe(ids);
    return people.filter((p) => matchesSearch(term, `${p.nombre} ${p.apellido}`, 'email' in p ? String(p.email) : undefined)).map((p) => p.id);
  }
}
