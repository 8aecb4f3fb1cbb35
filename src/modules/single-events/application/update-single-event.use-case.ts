import { singleEventFieldsSchema } from '../../../contracts/single-events.contract.js';
import type { Clock } from '../../../platform/clock.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { validateImage } from '../../../platform/files/image-validation.js';
import { changesBetween, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { eventNotFound } from '../domain/single-event.errors.js';
import type { SingleEvent } from '../domain/single-event.entity.js';
import { COVERS_FOLDER, eventObject, type SingleEventInput } from './create-single-event.use-case.js';
import { applyChanges } from './event-fields.js';
import { withParticipants } from './single-event-reader.js';
import type { SingleEventView } from './single-event-view.js';

/** PUT /api/eventos-unicos/{id} (admin): changes the fields given; a new cover replaces the old one. */
export class UpdateSingleEvent {
  constructor(
    private readonly deps: Parameters<typeof withParticipants>[0] & { storage: FileStorage; clock: Clock; tx: TransactionRunner; audit: AuditTrail },
  ) {}

  async execute(actor: Actor, id: string, input: SingleEventInput): Promise<SingleEventView> {
    assertAdmin(actor);
    const fields = parseOrThrow(singleEventFieldsSchema, input.fields);
    if (!(await this.deps.events.findById(id))) throw eventNotFound();
    const extension = input.cover ? await validateImage(input.cover) : undefined;
    const cover = input.cover && extension ? await this.deps.storage.save(COVERS_FOLDER, input.cover, extension) : undefined;

    let previousCover: string | null = null;
    const updated = await this.deps.tx
      .run(async (trx) => {
        // Locked like a sign-up, so a new limit is compared with a count no sign-up can change meanwhile.
        const event = await this.deps.events.lockById(id, trx);
        if (!event) throw eventNotFound();
        const draft = applyChanges(event, fields, await this.deps.events.countParticipants(id, trx));
        const changes: Partial<SingleEvent> = { ...draft, updatedAt: this.deps.clock.now().toISOString() };
        if (cover) changes.imagenPortada = cover.url;
        await this.deps.events.update(id, changes, trx);
        previousCover = event.imagenPortada;
        // The same form saved again changes nothing and records nothing.
        const cambios = changesBetween(event, { ...event, ...changes });
        if (cambios.length > 0) await this.deps.audit.record({ actor, accion: 'evento.editado', objeto: eventObject({ ...event, ...changes }), cambios }, trx);
        return { ...event, ...changes };
      })
      .catch(async (err: unknown) => {
        // A refused edit must not leave the new cover behind on disk.
        if (cover) await this.deps.storage.remove(cover.url);
        throw err;
      });
    if (cover && previousCover) await this.deps.storage.remove(previousCover);
    const [view] = await withParticipants(this.deps, [updated]);
    return view;
  }
}
