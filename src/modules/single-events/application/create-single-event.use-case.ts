import { singleEventFieldsSchema } from '../../../contracts/single-events.contract.js';
import { staffChange, type AuditObject, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { Clock } from '../../../platform/clock.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { validateImage } from '../../../platform/files/image-validation.js';
import type { IdGenerator } from '../../../platform/ids.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { SingleEvent } from '../domain/single-event.entity.js';
import { draftFromFields } from './event-fields.js';
import type { SingleEventRepository } from './ports/single-event.repository.port.js';
import { toEventView, type SingleEventView } from './single-event-view.js';

export const COVERS_FOLDER = 'event-covers';

/** A one-off event as the audit log names it (docs/adr/0051). */
export const eventObject = (e: Pick<SingleEvent, 'id' | 'nombre'>): AuditObject => ({ tipo: 'evento', id: e.id, nombre: e.nombre });

export interface SingleEventInput {
  fields: Record<string, unknown>;
  /** The cover image, when one was chosen. */
  cover?: Buffer;
}

/** POST /api/eventos-unicos (admin): validates everything, then stores the cover and the event. */
export class CreateSingleEvent {
  constructor(private readonly deps: { events: SingleEventRepository; storage: FileStorage; clock: Clock; newId: IdGenerator; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, input: SingleEventInput): Promise<SingleEventView> {
    assertAdmin(actor);
    const draft = draftFromFields(parseOrThrow(singleEventFieldsSchema, input.fields));
    const extension = input.cover ? await validateImage(input.cover) : undefined;
    const cover = input.cover && extension ? await this.deps.storage.save(COVERS_FOLDER, input.cover, extension) : undefined;
    const now = this.deps.clock.now().toISOString();
    const event: SingleEvent = { id: this.deps.newId(), ...draft, imagenPortada: cover?.url ?? null, createdAt: now, updatedAt: now };
    try {
      await this.deps.tx.run(async (trx) => {
        await this.deps.events.insert(event, trx);
        await this.deps.audit.record(staffChange(actor, 'evento.creado', eventObject(event), null, event), trx);
      });
    } catch (err) {
      if (cover) await this.deps.storage.remove(cover.url);
      throw err;
    }
    return toEventView(event, []);
  }
}
