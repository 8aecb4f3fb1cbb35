/**
 * One table that names a person, and what the site does with its rows for the ARCO rights: the
 * export copies them, the cancellation blocks them (or deletes what nothing requires keeping), and
 * the purge deletes or de-identifies them when their retention ends. The registry of every section is
 * `src/personal-data.registry.ts` (beside the composition root, which knows every module's tables);
 * adding a table is one entry there, and test/unit/data-rights/export-completeness.test.ts walks the
 * live schema to fail when a table naming a person is missing.
 */
export interface PersonalDataSection {
  table: string;
  /** The section's title in the export (Spanish). */
  titulo: string;
  /** Columns holding the person's account id. */
  columns: readonly string[];
  /** Columns holding the person's iRacing customer id. */
  iracingColumns?: readonly string[];
  /** Columns holding the person's e-mail address (records made before or without an account). */
  emailColumns?: readonly string[];
  /** Columns naming the person as the staff member who acted (an admin's or steward's decision). Exported; the record stays. */
  actorColumns?: readonly string[];
  /** Secrets never put in an export (hashes, keys, tokens). */
  omit?: readonly string[];
  /**
   * At cancellation: 'delete' what nothing requires keeping (sessions, tokens, waiting lists, pending
   * mail); 'keep' it blocked. 'identity' for the account row itself, which identity blocks.
   */
  atBlock: 'delete' | 'keep' | 'identity';
  /**
   * When the blocked data's retention ends: 'delete' the rows; 'keep' records whose removal would
   * change what others see (results, standings, decisions: the person shows as 'Piloto retirado');
   * or de-identify them, setting these columns (money stays so the payment statistics still add up).
   */
  atPurge: 'delete' | 'keep' | 'identity' | { anonymise: Readonly<Record<string, string | null>> };
  /** Kept blocked this many years after the first non-empty of these date columns of each row (the tax code's 5 years for payments and invoices). */
  retention?: { years: number; from: readonly string[] };
  /** Columns holding private files (issued invoices) removed with the row. */
  files?: readonly string[];
  /** Why this treatment, in Spanish: shown by `parrilla privacy purge --dry-run`. */
  motivo: string;
}

/** Something that must end before an account can be cancelled (a held place, a pending refund, an unanswered report). */
export interface OpenMatter {
  table: string;
  /** Columns holding the person's account id (any of them matches). */
  columns: readonly string[];
  /** Further equalities the open rows meet. */
  where: Readonly<Record<string, string | number | boolean>>;
  /** Rows still open only while this ISO date column is later than now (a hold that has not expired). */
  openUntilColumn?: string;
  /** Whether the rows' state is one of these (an unanswered report is 'pendiente' or 'en_conflicto'). */
  stateIn?: { column: string; values: readonly string[] };
  /** What the person is told must end first (Spanish). */
  mensaje: string;
}

/** The columns of a live table that name a person: how the completeness test recognises them. */
export const PERSON_COLUMN = /^(userId|driverId|stewardId|reporterId|reportedId|custId)$|(Por|By)$/;

/** Whether a section covers a column of its table (as the account, iRacing, e-mail or actor column). */
export function coversColumn(section: PersonalDataSection, column: string): boolean {
  return [...section.columns, ...(section.iracingColumns ?? []), ...(section.emailColumns ?? []), ...(section.actorColumns ?? [])].includes(column);
}
