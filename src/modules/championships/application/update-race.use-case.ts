import { updateRaceSchema } from '../../../contracts/championships.contract.js';
import { changesBetween, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { Clock } from '../../../platform/clock.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { validateImage } from '../../../platform/files/image-validation.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { normaliseSessions, type Race } from '../domain/championship.entity.js';
import { raceNotFound } from '../domain/championships.errors.js';
import { CIRCUITS_FOLDER, type RaceInput } from './create-race.use-case.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';
import { raceObject } from './audit-objects.js';
import { toRaceView, type RaceView } from './views.js';

/** Changes the fields sent; the circuit image is replaced by a new file or removed by an empty field. */
export class UpdateRace {
  constructor(private readonly deps: { races: RaceRepository; seasons: Pick<SeasonRules, 'assertOpen'>; storage: FileStorage; clock: Clock; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, id: string, input: RaceInput): Promise<RaceView> {
    assertAdmin(actor);
    const fields = parseOrThrow(updateRaceSchema, input.fields);
    const current = await this.deps.races.findById(id);
    if (!current) throw raceNotFound();
    // A closed season's races feed its final table (docs/adr/0033).
    await this.deps.seasons.assertOpen(current.campeonatoId);
    const extension = input.image ? await validateImage(input.image) : undefined;

    const merged = normaliseSessions({ ...current, ...stripUndefined(fields) } as Race);
    const patch: Partial<Race> = {
      circuito: merged.circuito,
      fechaInicio: merged.fechaInicio,
      horaInicio: 'horaInicio' in input.fields ? (fields.horaInicio ?? null) : current.horaInicio,
      hasPractice: merged.hasPractice,
      practiceDuration: merged.hasPractice ? merged.practiceDuration : 0,
      hasQualy: merged.hasQualy,
      qualyDuration: merged.hasQualy ? merged.qualyDuration : 0,
      hasRace: merged.hasRace,
      raceDuration: merged.hasRace ? merged.raceDuration : 0,
      incidents: merged.incidents,
      clima: merged.clima,
      estado: merged.estado,
      videos: fields.videos ?? current.videos,
      updatedAt: this.deps.clock.now().toISOString(),
    };
    const image = input.image && extension ? await this.deps.storage.save(CIRCUITS_FOLDER, input.image, extension) : undefined;
    if (image) patch.imgCircuito = image.url;
    else if (input.removeImage) patch.imgCircuito = null;
    try {
      await this.deps.tx.run(async (trx) => {
        await this.deps.races.update(id, patch, trx);
        // The same form saved again changes nothing and records nothing.
        const cambios = changesBetween(current, { ...current, ...patch });
        if (cambios.length > 0) await this.deps.audit.record({ actor, accion: 'carrera.editada', objeto: raceObject({ ...current, ...patch }), cambios }, trx);
      });
    } catch (err) {
      if (image) await this.deps.storage.remove(image.url);
      throw err;
    }
    if ((image || input.removeImage) && current.imgCircuito) await this.deps.storage.remove(current.imgCircuito);
    return toRaceView({ ...current, ...patch } as Race);
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
