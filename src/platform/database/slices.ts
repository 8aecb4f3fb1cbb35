/** Ids per query: well under both databases' bound-parameter limits, however many are asked. */
export const ID_SLICE = 500;

/** Reads a batch of ids in slices of ID_SLICE (duplicates asked once), one query per slice, and joins the answers. */
export async function inSlices<T>(ids: readonly string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const wanted = [...new Set(ids)];
  const found: T[] = [];
  for (let i = 0; i < wanted.length; i += ID_SLICE) found.push(...(await read(wanted.slice(i, i + ID_SLICE))));
  return found;
}
