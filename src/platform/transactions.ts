import type { Knex } from 'knex';

/** An open transaction, opaque outside persistence adapters. */
export type Transaction = unknown;

/** Port: runs work all-or-nothing. Repositories take the transaction as their last argument. */
export interface TransactionRunner {
  run<T>(work: (trx: Transaction) => Promise<T>): Promise<T>;
}

export class KnexTransactionRunner implements TransactionRunner {
  constructor(private readonly knex: Knex) {}
  run<T>(work: (trx: Transaction) => Promise<T>): Promise<T> {
    return this.knex.transaction((trx) => work(trx));
  }
}

/** For persistence adapters: the transaction if one is open, else the pool. */
export function db(knex: Knex, trx?: Transaction): Knex | Knex.Transaction {
  return (trx as Knex.Transaction | undefined) ?? knex;
}
