/**
 * What a search compares: the text without accents or other marks and in lower case, so 'formula'
 * finds 'Fórmula' and 'NUNEZ' finds 'Núñez'. The server stores it beside searchable records and the
 * web app applies it to lists it filters itself: one rule for both.
 */
export function searchText(value: string | null | undefined): string {
  return (value ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC');
}

/** Whether any of `fields` contains `term`, ignoring accents and case; an empty term matches all. */
export function matchesSearch(term: string, ...fields: (string | null | undefined)[]): boolean {
  const wanted = searchText(term.trim());
  return wanted === '' || fields.some((field) => searchText(field).includes(wanted));
}

/**
 * The stored search text of a record with several searchable fields: each field normalised, one per
 * line, so a search finds words inside one field (a full name) but not across two.
 */
export function searchTextOf(...fields: (string | null | undefined)[]): string {
  return fields.map(searchText).join('\n');
}
