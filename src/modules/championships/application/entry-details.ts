import type { EntryDetails } from '../../../contracts/entries.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { DomainError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Transaction } from '../../../platform/transactions.js';
import type { Championship } from '../domain/championship.entity.js';
import { searchText } from '../../../contracts/search-text.js';
import { carNumberReserved, carNumberTaken, ownNumberReserved, teamFull } from '../domain/entry-details.js';
import type { CarNumberRepository } from './ports/car-number.repository.port.js';
import type { TeamRepository } from './ports/team.repository.port.js';

/** The key that makes 'Escudería Águila' and '  escuderia   AGUILA ' one team (the search rule, ADR 0011). */
export function teamKey(name: string): string {
  return searchText(name).replace(/\s+/g, ' ').trim();
}

export interface EntryDetailsDeps {
  carNumbers: CarNumberRepository;
  teams: TeamRepository;
  clock: Clock;
  newId: IdGenerator;
}

/**
 * A driver's car number and team in a championship (issue #30, docs/adr/0034). Always called inside
 * a transaction that holds the championship's row lock, so the team count is exact; the unique
 * (championship, number) index settles two drivers asking for one number at once.
 */
export class EntryDetailsRules {
  constructor(private readonly deps: EntryDetailsDeps) {}

  /** Applies what the driver chose: a field left out keeps his, null clears it (a reserved number stays). */
  async apply(championship: Championship, userId: string, details: EntryDetails, trx: Transaction): Promise<void> {
    if (details.numeroAuto !== undefined) await this.chooseNumber(championship.id, userId, details.numeroAuto, trx);
    if (details.equipo !== undefined) await this.chooseTeam(championship, userId, details.equipo, trx);
  }

  /**
   * The same checks without writing (a paid checkout's choice, kept with the pending payment until it
   * is paid, docs/adr/0034): refuses a number taken or reserved by another and a full team.
   */
  async check(championship: Championship, userId: string, details: EntryDetails, trx: Transaction): Promise<void> {
    if (details.numeroAuto !== undefined && details.numeroAuto !== null) {
      const own = await this.deps.carNumbers.find(championship.id, userId, trx);
      if (own?.numero !== details.numeroAuto) {
        if (own?.reservado) throw ownNumberReserved(own.numero);
        const holder = await this.deps.carNumbers.findNumber(championship.id, details.numeroAuto, trx);
        if (holder) throw holder.reservado ? carNumberReserved(details.numeroAuto) : carNumberTaken(details.numeroAuto);
      }
    }
    if (details.equipo !== undefined && details.equipo !== null && championship.maxPilotosPorEquipo !== null) {
      const team = await this.deps.teams.findByKey(championship.id, teamKey(details.equipo), trx);
      if (team) {
        const members = (await this.deps.teams.membersOf(championship.id, trx)).filter((m) => m.equipoId === team.id);
        if (!members.some((m) => m.userId === userId) && members.length >= championship.maxPilotosPorEquipo) throw teamFull(team.nombre, championship.maxPilotosPorEquipo);
      }
    }
  }

  /**
   * Applies what still fits when a paid checkout enrols its driver: a number or a team taken meanwhile
   * is left out (the driver is told to choose again) rather than refusing a payment already made.
   * Answers the refusals of what was left out.
   */
  async applyWhatFits(championship: Championship, userId: string, details: EntryDetails, trx: Transaction): Promise<DomainError[]> {
    const dropped: DomainError[] = [];
    const attempt = async (work: () => Promise<void>) => {
      try {
        await work();
      } catch (err) {
        if (!(err instanceof DomainError) || !['CAR_NUMBER_TAKEN', 'CAR_NUMBER_RESERVED', 'TEAM_FULL'].includes(err.code)) throw err;
        dropped.push(err);
      }
    };
    // Under the championship's lock every writer of numbers and teams checks first, so no unique index fails here.
    if (details.numeroAuto !== undefined && details.numeroAuto !== null) await attempt(() => this.chooseNumber(championship.id, userId, details.numeroAuto!, trx));
    if (details.equipo !== undefined && details.equipo !== null) await attempt(() => this.chooseTeam(championship, userId, details.equipo!, trx));
    return dropped;
  }

  private async chooseNumber(campeonatoId: string, userId: string, numero: number | null, trx: Transaction): Promise<void> {
    const own = await this.deps.carNumbers.find(campeonatoId, userId, trx);
    if (numero === null) {
      if (own && !own.reservado) await this.deps.carNumbers.remove(campeonatoId, userId, trx);
      return;
    }
    if (own?.numero === numero) return;
    if (own?.reservado) throw ownNumberReserved(own.numero);
    const holder = await this.deps.carNumbers.findNumber(campeonatoId, numero, trx);
    if (holder) throw holder.reservado ? carNumberReserved(numero) : carNumberTaken(numero);
    await this.deps.carNumbers.save({ id: own?.id ?? this.deps.newId(), campeonatoId, userId, numero, reservado: false, createdAt: own?.createdAt ?? this.deps.clock.now().toISOString() }, trx);
  }

  private async chooseTeam(championship: Championship, userId: string, nombre: string | null, trx: Transaction): Promise<void> {
    if (nombre === null) {
      await this.deps.teams.removeMember(championship.id, userId, trx);
      return;
    }
    const clave = teamKey(nombre);
    const now = this.deps.clock.now().toISOString();
    let team = await this.deps.teams.findByKey(championship.id, clave, trx);
    if (!team) {
      team = { id: this.deps.newId(), campeonatoId: championship.id, nombre: nombre.replace(/\s+/g, ' ').trim(), clave, createdAt: now };
      await this.deps.teams.insertTeam(team, trx);
    }
    const members = await this.deps.teams.membersOf(championship.id, trx);
    if (members.some((m) => m.userId === userId && m.equipoId === team.id)) return;
    const max = championship.maxPilotosPorEquipo;
    if (max !== null && members.filter((m) => m.equipoId === team.id).length >= max) throw teamFull(team.nombre, max);
    await this.deps.teams.setMember({ id: this.deps.newId(), campeonatoId: championship.id, equipoId: team.id, userId, createdAt: now }, trx);
  }

}

/**
 * Gives back a leaving driver's number (unless reserved for him) and his seat in his team, where the
 * caller's stores include them (they are absent in tests of other rules).
 */
export async function releaseEntryDetails(
  deps: { carNumbers?: CarNumberRepository; teams?: TeamRepository },
  campeonatoId: string,
  userId: string,
  trx: Transaction,
): Promise<void> {
  const own = await deps.carNumbers?.find(campeonatoId, userId, trx);
  if (own && !own.reservado) await deps.carNumbers?.remove(campeonatoId, userId, trx);
  await deps.teams?.removeMember(campeonatoId, userId, trx);
}
