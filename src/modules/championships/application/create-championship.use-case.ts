import { createChampionshipSchema } from '../../../contracts/championships.contract.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { validateImage } from '../../../platform/files/image-validation.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import { ValidationError } from '../../../platform/errors.js';
import { gateProblem } from '../domain/entry-gate.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { pesosToCents, type Championship } from '../domain/championship.entity.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';
import { championshipObject } from './audit-objects.js';
import { toChampionshipView, type ChampionshipView } from './views.js';

export interface ChampionshipInput {
  fields: Record<string, unknown>;
  /** The cover image, when one was uploaded. */
  cover?: Buffer;
}

export const COVERS_FOLDER = 'covers';

/** The series and season the form picked (`serieId`, `temporada`, `diasPrioridad`), or null when it picked none. */
function editionOf(fields: Record<string, unknown>): Record<string, unknown> | null {
  const serieId = fields.serieId;
  if (serieId === undefined || serieId === null || (typeof serieId === 'string' && serieId.trim() === '')) return null;
  return { serieId, temporada: fields.temporada, ...(fields.diasPrioridad === undefined || fields.diasPrioridad === '' ? {} : { diasPrioridad: fields.diasPrioridad }) };
}

/**
 * POST /api/campeonatos, and the next edition's copy. With a series picked, the championship and its
 * edition are one transaction (docs/adr/0033): a season the series already has refuses both, so
 * sending the form again never makes a second championship. Given `trx`, it runs in the caller's
 * transaction, which then owns the cover it answers if it rolls back later.
 */
export class CreateChampionship {
  constructor(private readonly deps: { championships: ChampionshipRepository; seasons: Pick<SeasonRules, 'placeInSeries'>; storage: FileStorage; clock: Clock; newId: IdGenerator; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, input: ChampionshipInput, trx?: Transaction): Promise<ChampionshipView> {
    assertAdmin(actor);
    const fields = parseOrThrow(createChampionshipSchema, input.fields);
    const edition = editionOf(input.fields);
    const gate = gateProblem({ categoriaLicencia: fields.categoriaLicencia ?? null, licenciaMinima: fields.licenciaMinima ?? null, iratingMinimo: fields.iratingMinimo ?? null, iratingMaximo: fields.iratingMaximo ?? null });
    if (gate) throw new ValidationError(Object.values(gate)[0]!, gate);
    // The image is checked before anything is written, and stored only once the fields pass.
    const extension = input.cover ? await validateImage(input.cover) : undefined;
    const cover = input.cover && extension ? await this.deps.storage.save(COVERS_FOLDER, input.cover, extension) : undefined;
    const now = this.deps.clock.now();
    const championship: Championship = {
      id: this.deps.newId(),
      nombreCampeonato: fields.nombreCampeonato,
      categoria: fields.categoria,
      detallesCampeonato: fields.detallesCampeonato,
      reglas: fields.reglas ?? '',
      fechaInicio: fields.fechaInicio,
      fechaFin: fields.fechaFin,
      participantesMaximos: fields.participantesMaximos,
      precioCentavos: pesosToCents(fields.precio),
      imagenPortada: cover?.url ?? null,
      premios: fields.premios,
      plazoReportesHoras: fields.plazoReportesHoras,
      horasParaAceptar: fields.horasParaAceptar,
      requiereAprobacion: fields.requiereAprobacion,
      maxPilotosPorEquipo: fields.maxPilotosPorEquipo ?? null,
      maxBajas: fields.maxBajas ?? null,
      maxAusencias: fields.maxAusencias ?? null,
      categoriaLicencia: fields.categoriaLicencia ?? null,
      licenciaMinima: fields.licenciaMinima ?? null,
      iratingMinimo: fields.iratingMinimo ?? null,
      iratingMaximo: fields.iratingMaximo ?? null,
      color: fields.color ?? null,
      iracingLigaId: fields.iracingLigaId ?? null,
      iracingTemporadaId: fields.iracingLigaId ? (fields.iracingTemporadaId ?? null) : null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    const write = async (t: Transaction) => {
      await this.deps.championships.insert(championship, t, fields.claveFormulario ?? null);
      if (edition) await this.deps.seasons.placeInSeries(championship.id, edition, t);
      await this.deps.audit.record(staffChange(actor, 'campeonato.creado', championshipObject(championship), null, championship), t);
    };
    try {
      await (trx ? write(trx) : this.deps.tx.run(write));
    } catch (err) {
      if (cover) await this.deps.storage.remove(cover.url);
      throw err;
    }
    return toChampionshipView(championship, [], [], now);
  }
}
