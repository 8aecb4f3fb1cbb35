/**
 * Moving through a list one page at a time by place (docs/adr/0063): the page shown is its number and
 * the place it was reached from ('Siguiente' after the last row of the page before, 'Anterior' before
 * the first row of the page after), so the server reads it from an index instead of skipping every row
 * before it. The first page needs no place, and going back to it reads it afresh.
 */
export interface PlacePage {
  page: number;
  despues?: string;
  antes?: string;
}

export const FIRST_PLACE_PAGE: PlacePage = { page: 1 };

/** The page `to` one step from the answer shown (its number and its `siguiente` / `anterior`); page 1 from the top. */
export function stepFrom(shown: { page: number; siguiente: string | null; anterior: string | null }, to: number): PlacePage {
  if (to > shown.page && shown.siguiente) return { page: to, despues: shown.siguiente };
  if (to < shown.page && to > 1 && shown.anterior) return { page: to, antes: shown.anterior };
  return FIRST_PLACE_PAGE;
}

/** The page's query parameters: its number under `pageParam` and its place, if any. */
export function placeParams({ page, despues, antes }: PlacePage, pageParam: string): Record<string, string> {
  return { [pageParam]: String(page), ...(despues ? { despues } : antes ? { antes } : {}) };
}
