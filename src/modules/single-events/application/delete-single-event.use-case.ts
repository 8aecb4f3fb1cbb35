import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { eventNotFound } from '../domain/single-event.errors.js';
import type { SingleEventRepository } from './ports/single-event.repository.port.js';

/** DELETE /api/eventos-unicos/{id} (admin): the event, its sign-ups and its cover go. */
export class DeleteSingleEvent {
  constructor(private readonly deps: { events: SingleEventRepository; storage: FileStorage }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    const event = await this.deps.events.findById(id);
    if (!event || !(await this.deps.events.delete(id))) throw eventNotFound();
    if (event.imagenPortada) await this.deps.storage.remove(event.imagenPortada);
  }
}
