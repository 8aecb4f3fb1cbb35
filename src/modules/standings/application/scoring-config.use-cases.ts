import { ignoredOptions, scoringPreset, standingsConfigSchema, type StandingsConfig } from '../../../contracts/standings-config.contract.js';
import { STANDINGS_MSG } from '../../../contracts/standings.messages.js';
import type { ScoringConfigView } from '../../../contracts/standings.views.js';
import { changesBetween, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import { NotFoundError } from '../../../platform/errors.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { ClosedSeasons } from './ports/closed-seasons.port.js';
import type { ChampionshipDirectory } from './ports/championship-directory.port.js';
import type { ScoringConfigRepository } from './ports/scoring-config.repository.port.js';

interface Deps {
  configs: ScoringConfigRepository;
  championships: ChampionshipDirectory;
  closedSeasons: ClosedSeasons;
  clock: Clock;
}

type WriteDeps = Deps & { tx: TransactionRunner; audit: AuditTrail };

async function assertChampionship(deps: Deps, campeonatoId: string, trx?: unknown): Promise<void> {
  const [found] = await deps.championships.championships([campeonatoId], trx);
  if (!found) throw new NotFoundError(STANDINGS_MSG.championshipNotFound, 'CHAMPIONSHIP_NOT_FOUND');
}

/** What the document sets that its grouping ignores, explained (`avisos`), when anything. */
function notes(document: unknown): { avisos?: string[] } {
  const avisos = ignoredOptions(document);
  return avisos.length > 0 ? { avisos } : {};
}

/**
 * The configuration a championship scores with: the stored one, else the F1 preset. A stored document
 * is parsed again, so one saved by an older version still gets every default.
 */
export async function effectiveConfig(configs: ScoringConfigRepository, campeonatoId: string): Promise<ScoringConfigView> {
  const stored = await configs.find(campeonatoId);
  if (!stored) return { campeonatoId, porDefecto: true, aviso: STANDINGS_MSG.defaultConfig, configuracion: scoringPreset('f1'), actualizadoEn: null };
  const configuracion: StandingsConfig = standingsConfigSchema.parse(stored.configuracion);
  return { campeonatoId, porDefecto: false, configuracion, actualizadoEn: stored.updatedAt, ...notes(stored.configuracion) };
}

/** GET /api/campeonatos/{id}/puntuacion (admin). */
export class GetScoringConfig {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, campeonatoId: string): Promise<ScoringConfigView> {
    assertAdmin(actor);
    await assertChampionship(this.deps, campeonatoId);
    return effectiveConfig(this.deps.configs, campeonatoId);
  }
}

/**
 * PUT /api/campeonatos/{id}/puntuacion (admin): the whole document, checked before anything is stored.
 * Given `trx`, it is stored in the caller's transaction (the next edition's copy, docs/adr/0033).
 */
export class SetScoringConfig {
  constructor(private readonly deps: WriteDeps) {}

  async execute(actor: Actor, campeonatoId: string, body: unknown, trx?: Transaction): Promise<ScoringConfigView> {
    assertAdmin(actor);
    await assertChampionship(this.deps, campeonatoId, trx);
    // A closed season's table does not move (docs/adr/0033).
    await this.deps.closedSeasons.assertOpen(campeonatoId, trx);
    const configuracion = parseOrThrow(standingsConfigSchema, body);
    const updatedAt = this.deps.clock.now().toISOString();
    const write = async (t: Transaction) => {
      const antes = await this.deps.configs.find(campeonatoId, t);
      await this.deps.configs.save({ campeonatoId, configuracion, actualizadoPor: actor.id, updatedAt }, t);
      // The same document saved again changes nothing and records nothing.
      const cambios = changesBetween((antes?.configuracion ?? null) as object | null, configuracion);
      if (cambios.length > 0) await this.deps.audit.record({ actor, accion: 'campeonato.puntuacion', objeto: { tipo: 'campeonato', id: campeonatoId }, cambios }, t);
    };
    await (trx ? write(trx) : this.deps.tx.run(write));
    return { campeonatoId, porDefecto: false, configuracion, actualizadoEn: updatedAt, ...notes(body) };
  }
}
