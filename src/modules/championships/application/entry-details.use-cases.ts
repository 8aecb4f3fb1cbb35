import { assignCarNumberSchema, entryDetailsSchema } from '../../../contracts/entries.contract.js';
import type { CarNumberAnswer, MyEntryAnswer, NumbersAndTeamsAnswer } from '../../../contracts/entries.views.js';
import { changesBetween, staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, assertMayAct, type Actor } from '../../identity/index.js';
import { championshipNotFound, userNotFound } from '../domain/championships.errors.js';
import { carNumberReserved, carNumberTaken, noCarNumber, notEnteredForDetails } from '../domain/entry-details.js';
import { championshipObject } from './audit-objects.js';
import { EntryDetailsRules } from './entry-details.js';
import type { AccountDirectory } from './ports/account-directory.port.js';
import type { CarNumberRepository } from './ports/car-number.repository.port.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { EntryRequestRepository } from './ports/entry-request.repository.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';
import type { TeamRepository } from './ports/team.repository.port.js';

interface Deps {
  championships: ChampionshipRepository;
  enrolments: EnrolmentRepository;
  requests: EntryRequestRepository;
  carNumbers: CarNumberRepository;
  teams: TeamRepository;
  accounts: AccountDirectory;
  clock: Clock;
  newId: IdGenerator;
  tx: TransactionRunner;
}

/** The driver's number and team as they are after a change. */
async function detailsOf(deps: Pick<Deps, 'carNumbers' | 'teams'>, campeonatoId: string, userId: string) {
  const [number, teams, members] = await Promise.all([deps.carNumbers.find(campeonatoId, userId), deps.teams.teamsOf(campeonatoId), deps.teams.membersOf(campeonatoId)]);
  const equipoId = members.find((m) => m.userId === userId)?.equipoId;
  return { numero: number, equipo: teams.find((t) => t.id === equipoId)?.nombre ?? null };
}

/**
 * GET /api/campeonatos/{id}/numeros-y-equipos (public): the numbers taken (reserved ones marked) and
 * the teams with their drivers, for the entry form to show as the driver types.
 */
export class ListNumbersAndTeams {
  constructor(private readonly deps: Pick<Deps, 'championships' | 'carNumbers' | 'teams'>) {}

  async execute(campeonatoId: string): Promise<NumbersAndTeamsAnswer> {
    const championship = await this.deps.championships.findById(campeonatoId);
    if (!championship) throw championshipNotFound();
    const [numbers, teams, members] = await Promise.all([this.deps.carNumbers.listFor(campeonatoId), this.deps.teams.teamsOf(campeonatoId), this.deps.teams.membersOf(campeonatoId)]);
    return {
      success: true,
      campeonatoId,
      numerosOcupados: numbers.map((n) => ({ numero: n.numero, reservado: n.reservado })),
      equipos: teams.map((t) => ({ nombre: t.nombre, pilotos: members.filter((m) => m.equipoId === t.id).length })),
      maxPilotosPorEquipo: championship.maxPilotosPorEquipo,
    };
  }
}

/**
 * PUT /api/campeonatos/{id}/mi-inscripcion: an entered driver (or one whose request waits for
 * approval) chooses or changes his car number and team, e.g. after paying a paid championship.
 */
export class UpdateMyEntry {
  private readonly rules: EntryDetailsRules;
  constructor(private readonly deps: Deps & { seasons: Pick<SeasonRules, 'assertOpen'> }) {
    this.rules = new EntryDetailsRules(deps);
  }

  async execute(actor: Actor, campeonatoId: string, body: unknown): Promise<MyEntryAnswer> {
    assertMayAct(actor);
    const details = parseOrThrow(entryDetailsSchema, body);
    // A closed season's teams feed its final table (docs/adr/0033); asked before the transaction.
    await this.deps.seasons.assertOpen(campeonatoId);
    await this.deps.tx.run(async (trx) => {
      const championship = await this.deps.championships.lockById(campeonatoId, trx);
      if (!championship) throw championshipNotFound();
      const entered = await this.deps.enrolments.exists(campeonatoId, actor.id, trx);
      const pending = !entered && (await this.deps.requests.find(campeonatoId, actor.id, trx))?.estado === 'pendiente';
      if (!entered && !pending) throw notEnteredForDetails();
      await this.rules.apply(championship, actor.id, details, trx);
    });
    const { numero, equipo } = await detailsOf(this.deps, campeonatoId, actor.id);
    return { success: true, message: 'Número de auto y equipo guardados', campeonatoId, numeroAuto: numero?.numero ?? null, equipo };
  }
}

/**
 * PUT /api/campeonatos/{id}/numeros/{usuarioId} (admin) and `parrilla entries number`: gives a driver a
 * number, moving his own, or reserves it for him (entered or not: the reservation is his, also for
 * the next season). A number another driver holds is refused; the admin frees it first.
 */
export class AssignCarNumber {
  constructor(private readonly deps: Deps & { audit: AuditTrail }) {}

  async execute(actor: Actor, campeonatoId: string, usuario: string, body: unknown): Promise<CarNumberAnswer> {
    assertAdmin(actor);
    const { numeroAuto, reservado } = parseOrThrow(assignCarNumberSchema, body);
    const numero = numeroAuto as number;
    const account = await this.deps.accounts.find(usuario.trim());
    if (!account) throw userNotFound();
    await this.deps.tx.run(async (trx) => {
      const championship = await this.deps.championships.lockById(campeonatoId, trx);
      if (!championship) throw championshipNotFound();
      const holder = await this.deps.carNumbers.findNumber(campeonatoId, numero, trx);
      if (holder && holder.userId !== account.id) throw holder.reservado ? carNumberReserved(numero) : carNumberTaken(numero);
      const own = await this.deps.carNumbers.find(campeonatoId, account.id, trx);
      await this.deps.carNumbers.save({ id: own?.id ?? this.deps.newId(), campeonatoId, userId: account.id, numero, reservado, createdAt: own?.createdAt ?? this.deps.clock.now().toISOString() }, trx);
      // The same number again changes nothing and records nothing.
      if (!own || own.numero !== numero || own.reservado !== reservado) {
        // The driver named in every entry, changed or not: the object is the championship.
        const cambios = [{ campo: 'piloto', antes: own ? account.id : null, despues: account.id }, ...changesBetween(own ? { numero: own.numero, reservado: own.reservado } : null, { numero, reservado })];
        await this.deps.audit.record({ actor, accion: 'inscripcion.numero-asignado', objeto: championshipObject(championship), cambios }, trx);
      }
    });
    return {
      success: true,
      message: reservado ? `El número ${numero} quedó reservado para ${account.nombre} ${account.apellido}`.trim() : `${account.nombre} ${account.apellido} corre con el número ${numero}`.trim(),
      campeonatoId,
      usuarioId: account.id,
      numeroAuto: numero,
      reservado,
    };
  }

  /** DELETE /api/campeonatos/{id}/numeros/{usuarioId} (admin): frees the driver's number, reserved or not. */
  async remove(actor: Actor, campeonatoId: string, usuario: string): Promise<CarNumberAnswer> {
    assertAdmin(actor);
    const account = await this.deps.accounts.find(usuario.trim());
    const userId = account?.id ?? usuario.trim();
    await this.deps.tx.run(async (trx) => {
      const championship = await this.deps.championships.lockById(campeonatoId, trx);
      if (!championship) throw championshipNotFound();
      const own = await this.deps.carNumbers.find(campeonatoId, userId, trx);
      if (!own || !(await this.deps.carNumbers.remove(campeonatoId, userId, trx))) throw noCarNumber();
      await this.deps.audit.record(staffChange(actor, 'inscripcion.numero-quitado', championshipObject(championship), { piloto: userId, numero: own.numero, reservado: own.reservado }, null), trx);
    });
    return { success: true, message: 'Número de auto liberado', campeonatoId, usuarioId: userId, numeroAuto: null, reservado: false };
  }
}
