import { CHAMPIONSHIP_MSG, updateChampionshipSchema } from '../../../contracts/championships.contract.js';
import { IRACING_MSG } from '../../../contracts/iracing.contract.js';
import { ValidationError } from '../../../platform/errors.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { validateImage } from '../../../platform/files/image-validation.js';
import { changesBetween, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { pesosToCents, type Championship } from '../domain/championship.entity.js';
import { gateProblem } from '../domain/entry-gate.js';
import { capacityBelowEnrolled, championshipNotFound } from '../domain/championships.errors.js';
import { viewsOf } from './championship-reader.js';
import { COVERS_FOLDER, type ChampionshipInput } from './create-championship.use-case.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import { championshipObject } from './audit-objects.js';
import type { ChampionshipView } from './views.js';
import type { ChampionshipReadSources } from './championship-reader.js';

export class UpdateChampionship {
  constructor(
    private readonly deps: ChampionshipReadSources & {
      championships: ChampionshipRepository;
      storage: FileStorage;
      tx: TransactionRunner;
      audit: AuditTrail;
    },
  ) {}

  async execute(actor: Actor, id: string, input: ChampionshipInput): Promise<ChampionshipView> {
    assertAdmin(actor);
    const fields = parseOrThrow(updateChampionshipSchema, input.fields);
    const extension = input.cover ? await validateImage(input.cover) : undefined;

    let newCover: string | undefined;
    const saved = await this.deps.tx.run(async (trx) => {
      const current = await this.deps.championships.lockById(id, trx);
      if (!current) throw championshipNotFound();
      const patch: Partial<Championship> = {};
      for (const key of ['nombreCampeonato', 'categoria', 'detallesCampeonato', 'reglas', 'fechaInicio', 'fechaFin', 'participantesMaximos', 'plazoReportesHoras', 'horasParaAceptar', 'requiereAprobacion', 'maxPilotosPorEquipo', 'maxBajas', 'maxAusencias', 'categoriaLicencia', 'licenciaMinima', 'iratingMinimo', 'iratingMaximo', 'color'] as const) {
        if (fields[key] !== undefined) (patch as Record<string, unknown>)[key] = fields[key];
      }
      if (fields.iracingLigaId !== undefined) patch.iracingLigaId = fields.iracingLigaId;
      if (fields.iracingTemporadaId !== undefined) patch.iracingTemporadaId = fields.iracingTemporadaId;
      // Without a league there is no season to read.
      if (patch.iracingLigaId === null) patch.iracingTemporadaId = null;
      if (fields.precio !== undefined) patch.precioCentavos = pesosToCents(fields.precio);
      if (fields.premios) patch.premios = { ...current.premios, ...stripUndefined(fields.premios) };
      const next = { ...current, ...patch };
      if ((patch.iracingTemporadaId ?? next.iracingTemporadaId) && !(patch.iracingLigaId ?? next.iracingLigaId)) {
        throw new ValidationError(IRACING_MSG.seasonWithoutLeague, { iracingLigaId: IRACING_MSG.seasonWithoutLeague });
      }
      const gate = gateProblem(next);
      if (gate) throw new ValidationError(Object.values(gate)[0]!, gate);
      if (next.fechaFin < next.fechaInicio) throw new ValidationError(CHAMPIONSHIP_MSG.endBeforeStart, { fechaFin: CHAMPIONSHIP_MSG.endBeforeStart });
      if (patch.participantesMaximos !== undefined) {
        const enrolled = await this.deps.enrolments.countFor(id, trx);
        if (patch.participantesMaximos < enrolled) throw capacityBelowEnrolled(enrolled);
      }
      // Stored last, inside the transaction, so a refused change leaves no file behind.
      if (input.cover && extension) patch.imagenPortada = newCover = (await this.deps.storage.save(COVERS_FOLDER, input.cover, extension)).url;
      patch.updatedAt = this.deps.clock.now().toISOString();
      await this.deps.championships.update(id, patch, trx);
      // The same form saved again changes nothing and records nothing.
      const cambios = changesBetween(current, { ...current, ...patch });
      if (cambios.length > 0) await this.deps.audit.record({ actor, accion: 'campeonato.editado', objeto: championshipObject({ ...current, ...patch }), cambios }, trx);
      return { previousCover: current.imagenPortada, next: { ...next, ...patch } as Championship };
    }).catch(async (err: unknown) => {
      if (newCover) await this.deps.storage.remove(newCover);
      throw err;
    });
    if (input.cover && saved.previousCover) await this.deps.storage.remove(saved.previousCover);
    const [view] = await viewsOf([saved.next], this.deps);
    return view!;
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
