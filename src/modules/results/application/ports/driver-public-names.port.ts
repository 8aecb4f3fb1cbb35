/**
 * Port filled by the composition root (identity's public lookup by iRacing id): the public name of
 * each iRacing customer id a site account holds, by identity's public-name rule ("Ana L." unless he
 * allowed his full name, 'Piloto retirado' once blocked). Ids no account holds are left out: their
 * rows keep the name iRacing publishes.
 */
export interface DriverPublicNames {
  byCustId(custIds: readonly number[]): Promise<Map<number, string>>;
}

/** The rows with each account holder's public name in place of the name the file carries. */
export async function withPublicNames<T extends { custId: number | null; displayName: string }>(names: DriverPublicNames, rows: T[]): Promise<T[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.custId === null ? [] : [r.custId])))];
  if (ids.length === 0) return rows;
  const known = await names.byCustId(ids);
  return known.size === 0 ? rows : rows.map((r) => (r.custId !== null && known.has(r.custId) ? { ...r, displayName: known.get(r.custId)! } : r));
}
