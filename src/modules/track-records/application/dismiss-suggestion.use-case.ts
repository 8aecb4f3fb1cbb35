import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { Clock } from '../../../platform/clock.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { offeredSuggestion, suggestionGone, type SuggestionSources } from './suggestions.js';

/**
 * Hides a suggestion for good; the next fastest lap of that circuit and car may then be offered. Of
 * two dismissals at once (a double click) the first hides it; the other finds it gone.
 */
export class DismissTrackRecordSuggestion {
  constructor(private readonly deps: SuggestionSources & { clock: Clock; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, suggestionId: string): Promise<void> {
    assertAdmin(actor);
    const suggestion = await offeredSuggestion(this.deps, suggestionId);
    await this.deps.tx.run(async (trx) => {
      if (!(await this.deps.records.dismissSuggestion(suggestion.id, actor.id, this.deps.clock.now().toISOString(), trx))) throw suggestionGone();
      await this.deps.audit.record(
        staffChange(actor, 'sugerencia-record.descartada', { tipo: 'sugerencia-record', id: suggestion.id, nombre: `${suggestion.lap.circuit} · ${suggestion.lap.car}` }, null, { piloto: suggestion.lap.userId, lapTimeMs: suggestion.lap.lapTimeMs, subsessionId: suggestion.lap.subsessionId }),
        trx,
      );
    });
  }
}
