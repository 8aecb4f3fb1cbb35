import type { Clock } from '../../../platform/clock.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { offeredSuggestion, type SuggestionSources } from './suggestions.js';

/** Hides a suggestion for good; the next fastest lap of that circuit and car may then be offered. */
export class DismissTrackRecordSuggestion {
  constructor(private readonly deps: SuggestionSources & { clock: Clock }) {}

  async execute(actor: Actor, suggestionId: string): Promise<void> {
    assertAdmin(actor);
    const suggestion = await offeredSuggestion(this.deps, suggestionId);
    await this.deps.records.dismissSuggestion(suggestion.id, actor.id, this.deps.clock.now().toISOString());
  }
}
