import type { ChampionshipView } from '../../../../contracts/championships.views.js';
import type { Transaction } from '../../../../platform/transactions.js';
import type { Actor } from '../../../identity/index.js';

/**
 * Port filled by the composition root with championships' own use cases (their rules and checks
 * apply): read a championship with its races, create the copy and its races in the caller's
 * transaction (each answers the file it stored, which the caller removes if the transaction rolls
 * back), an image's bytes.
 */
export interface ChampionshipCopier {
  get(campeonatoId: string): Promise<ChampionshipView>;
  create(actor: Actor, fields: Record<string, unknown>, cover: Buffer | undefined, trx: Transaction): Promise<{ id: string; nombreCampeonato: string; imagenPortada: string | null }>;
  createRace(actor: Actor, fields: Record<string, unknown>, image: Buffer | undefined, trx: Transaction): Promise<{ id: string; imgCircuito: string | null }>;
  /** The bytes of an uploaded image (a cover, a circuit), or undefined when it is gone. */
  image(url: string | null): Promise<Buffer | undefined>;
}

/** Port filled by the composition root: the scoring rulebook stored for a championship, if any, and storing it for another in a transaction (standings' use cases). */
export interface RulebookCopier {
  /** The stored rulebook, or null when the championship scores with the default. */
  read(actor: Actor, campeonatoId: string): Promise<unknown>;
  save(actor: Actor, campeonatoId: string, rulebook: unknown, trx: Transaction): Promise<void>;
}

/**
 * Port: copies what entries carry from one edition to the next (teams, reserved car numbers), filled
 * by the composition root with the championships module's `CHAMPIONSHIPS.EntryCarryOver` (docs/adr/0033).
 */
export interface EntryCarryOver {
  copy(fromChampionshipId: string, toChampionshipId: string, trx: Transaction): Promise<void>;
}

/** Port filled by the composition root: who entered a championship, and their addresses (championships' and identity's answers). */
export interface EditionDrivers {
  enrolledUserIds(campeonatoId: string): Promise<string[]>;
  find(userId: string): Promise<{ id: string; nombre: string; apellido: string; email: string } | null>;
}
