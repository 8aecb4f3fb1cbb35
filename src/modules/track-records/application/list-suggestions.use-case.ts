import type { TrackRecordSuggestionView } from '../../../contracts/track-records.views.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { currentSuggestions, toSuggestionView, type SuggestionSources } from './suggestions.js';

/** 'Sugerido desde resultados': the records the imported results propose, by circuit and car. */
export class ListTrackRecordSuggestions {
  constructor(private readonly deps: SuggestionSources) {}

  async execute(actor: Actor): Promise<TrackRecordSuggestionView[]> {
    assertAdmin(actor);
    const { suggestions, holders } = await currentSuggestions(this.deps);
    return suggestions.map((s) => toSuggestionView(s, holders));
  }
}
