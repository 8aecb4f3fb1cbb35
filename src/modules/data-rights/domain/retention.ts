import type { PersonalDataSection } from './personal-data-section.js';

/**
 * How long blocked data without a legal retention of its own stays blocked before it is deleted: the
 * time for the league to answer a claim about the cancelled account (docs/adr/0054).
 */
export const BLOCKING_DAYS = 30;

const DAY_MS = 86_400_000;

/** The same instant `years` calendar years later (29 February becomes 1 March). */
export function addYears(iso: string, years: number): Date {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

/** When one row's retention ends: `years` after the first non-empty of its date columns; null when it has no retention. */
export function rowRetentionEnd(section: PersonalDataSection, row: Readonly<Record<string, unknown>>): Date | null {
  if (!section.retention) return null;
  for (const column of section.retention.from) {
    const value = row[column];
    if (typeof value === 'string' && value !== '') return addYears(value, section.retention.years);
    if (value instanceof Date) return addYears(value.toISOString(), section.retention.years);
  }
  return null;
}

/**
 * Until when an account's blocked data is kept: the latest end among its rows' legal retentions (5
 * years after each payment or invoice), and never before the blocking period after the cancellation.
 */
export function retainUntil(blockedAt: Date, rowEnds: readonly (Date | null)[]): Date {
  let until = new Date(blockedAt.getTime() + BLOCKING_DAYS * DAY_MS);
  for (const end of rowEnds) if (end && end.getTime() > until.getTime()) until = end;
  return until;
}

/** Whether the purge may act on a blocked account now. */
export function isDueForPurge(now: Date, account: { conservarHasta: string; eliminadaEn: string | null }): boolean {
  return account.eliminadaEn === null && new Date(account.conservarHasta).getTime() <= now.getTime();
}

/** What the purge does to a section's rows, in words (for the dry run and the record). */
export function purgeAction(section: PersonalDataSection): 'borrar' | 'conservar' | 'desidentificar' | 'cuenta' {
  if (section.atPurge === 'delete') return 'borrar';
  if (section.atPurge === 'keep') return 'conservar';
  if (section.atPurge === 'identity') return 'cuenta';
  return 'desidentificar';
}
