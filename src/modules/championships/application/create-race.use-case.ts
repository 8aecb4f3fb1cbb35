import { createRaceSchema } from '../../../contracts/championships.contract.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { validateImage } from '../../../platform/files/image-validation.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { normaliseSessions, type Race } from '../domain/championship.entity.js';
import { championshipNotFound } from '../domain/championships.errors.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';
import { raceObject } from './audit-objects.js';
import { toRaceView, type RaceView } from './views.js';

export interface RaceInput {
  fields: Record<string, unknown>;
  /** A new circuit image, when one was uploaded. */
  image?: Buffer;
  /** The form asked to remove the circuit image (an empty `imgCircuito`). */
  removeImage?: boolean;
}

export const CIRCUITS_FOLDER = 'circuits';

export class CreateRace {
  constructor(private readonly deps: { championships: ChampionshipRepository; races: RaceRepository; seasons: Pick<SeasonRules, 'assertOpen'>; storage: FileStorage; clock: Clock; newId: IdGenerator; tx: TransactionRunner; audit: AuditTrail }) {}

  /** Given `trx`, runs in the caller's transaction (the next edition's copy), which then owns the image it answers. */
  async execute(actor: Actor, input: RaceInput, trx?: Transaction): Promise<RaceView> {
    assertAdmin(actor);
    const fields = normaliseSessions(parseOrThrow(createRaceSchema, input.fields));
    if (!(await this.deps.championships.findById(fields.campeonato, trx))) throw championshipNotFound();
    // A closed season's calendar feeds its final table (docs/adr/0033).
    await this.deps.seasons.assertOpen(fields.campeonato, trx);
    const extension = input.image ? await validateImage(input.image) : undefined;
    const image = input.image && extension ? await this.deps.storage.save(CIRCUITS_FOLDER, input.image, extension) : undefined;
    const now = this.deps.clock.now().toISOString();
    const race: Race = {
      id: this.deps.newId(),
      campeonatoId: fields.campeonato,
      circuito: fields.circuito,
      imgCircuito: image?.url ?? null,
      fechaInicio: fields.fechaInicio,
      horaInicio: fields.horaInicio,
      hasPractice: fields.hasPractice ?? false,
      practiceDuration: fields.hasPractice ? fields.practiceDuration : 0,
      hasQualy: fields.hasQualy ?? false,
      qualyDuration: fields.hasQualy ? fields.qualyDuration : 0,
      hasRace: fields.hasRace ?? true,
      raceDuration: fields.hasRace === false ? 0 : fields.raceDuration,
      incidents: fields.incidents,
      clima: fields.clima,
      videos: fields.videos ?? [],
      estado: fields.estado ?? 'pendiente',
      createdAt: now,
      updatedAt: now,
    };
    try {
      const write = async (t: Transaction) => {
        await this.deps.races.insert(race, t);
        await this.deps.audit.record(staffChange(actor, 'carrera.creada', raceObject(race), null, race), t);
      };
      await (trx ? write(trx) : this.deps.tx.run(write));
    } catch (err) {
      if (image) await this.deps.storage.remove(image.url);
      throw err;
    }
    return toRaceView(race);
  }
}
