import type { Transaction } from '../../../../platform/transactions.js';
import type { CarNumber } from '../../domain/entry-details.js';

/** Port: the car numbers of championships, unique per championship and per driver. */
export interface CarNumberRepository {
  /** The championship's numbers, lowest first. */
  listFor(campeonatoId: string, trx?: Transaction): Promise<CarNumber[]>;
  find(campeonatoId: string, userId: string, trx?: Transaction): Promise<CarNumber | null>;
  /** The driver's numbers in these championships (one query, by the unique championship-and-driver key). */
  ofDriverIn(userId: string, campeonatoIds: readonly string[]): Promise<CarNumber[]>;
  findNumber(campeonatoId: string, numero: number, trx?: Transaction): Promise<CarNumber | null>;
  /** Inserts the row, or updates it by id; a number someone else holds (the unique index) is refused with CAR_NUMBER_TAKEN. */
  save(row: CarNumber, trx?: Transaction): Promise<void>;
  /** Removes the driver's number; answers whether there was one. */
  remove(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean>;
}
