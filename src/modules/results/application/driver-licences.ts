import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/** The licence categories of iRacing's `license_category_id`; road (2, before 2024) counts for both that split from it. */
const CATEGORIES: Record<number, readonly LicenceCategory[]> = {
  1: ['oval'],
  2: ['sports_car', 'formula_car'],
  3: ['dirt_oval'],
  4: ['dirt_road'],
  5: ['sports_car'],
  6: ['formula_car'],
};

export type LicenceCategory = 'oval' | 'sports_car' | 'formula_car' | 'dirt_oval' | 'dirt_road';

/** A driver's latest licence level and iRating in one category, from the newest imported session that carries each. */
export interface ImportedLicence {
  category: LicenceCategory;
  /** iRacing's `license_level` (1–4 R … 21+ Pro); null when no session said. */
  licenseLevel: number | null;
  irating: number | null;
  /** The start of the session the newer of the two came from. */
  startTime: string;
}

/**
 * Offered to other modules (RESULTS.DriverLicences, docs/adr/0037): each iRacing customer's latest
 * licence and iRating per category, read from the imported results that carry them (the exports'
 * `new_license_level` and `newi_rating`, in the session's `license_category_id`). Customers without
 * any are left out.
 */
export class DriverLicences {
  constructor(private readonly deps: { events: Pick<ResultEventRepository, 'latestLicences'> }) {}

  async latestFor(custIds: readonly number[]): Promise<Map<number, ImportedLicence[]>> {
    const wanted = [...new Set(custIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
    const out = new Map<number, ImportedLicence[]>();
    if (wanted.length === 0) return out;
    const rows = [...(await this.deps.events.latestLicences(wanted))].sort((a, b) => b.startTime.localeCompare(a.startTime));
    for (const row of rows) {
      for (const category of CATEGORIES[row.licenseCategoryId] ?? []) {
        const list = out.get(row.custId) ?? [];
        const current = list.find((l) => l.category === category);
        if (!current) {
          list.push({ category, licenseLevel: row.licenseLevel, irating: row.irating, startTime: row.startTime });
        } else {
          // Newest first: only fill what the newer sessions left unknown.
          if (current.licenseLevel === null && row.licenseLevel !== null) current.licenseLevel = row.licenseLevel;
          if (current.irating === null && row.irating !== null) current.irating = row.irating;
        }
        out.set(row.custId, list);
      }
    }
    return out;
  }
}
