/** Port filled by the composition root (identity's AccountLookup): live accounts; a deleted one is null. */
export interface AccountDirectory {
  find(id: string): Promise<{ id: string } | null>;
}
