/**
 * The accounts' search by fragments (docs/adr/0075): every run of letters and digits of an account's
 * search text (its name and e-mail address without accents, in lower case) is kept as its suffixes of
 * three characters or more, cut at SUFFIX_LENGTH, each with the account's place in the name order.
 * A text of letters and digits alone, of 3 to SUFFIX_LENGTH characters, is inside an account's search
 * text exactly when it begins one of those suffixes: the accounts that hold it are then a range of one
 * index, read with their places and no account row, however many sort before them.
 */
export const SUFFIX_LENGTH = 16;
const MIN_LENGTH = 3;
const RUN = /[\p{L}\p{N}]+/gu;
const SEARCHABLE = /^[\p{L}\p{N}]+$/u;
/** Above every character: the end of the range of suffixes that begin with a text. */
const HIGHEST = '\u{10FFFF}';

/** The distinct suffixes of a search text's runs of letters and digits, 3 to SUFFIX_LENGTH characters each. */
export function searchSuffixes(text: string): string[] {
  const found = new Set<string>();
  for (const [run] of text.matchAll(RUN)) {
    const chars = Array.from(run);
    for (let i = 0; i + MIN_LENGTH <= chars.length; i += 1) found.add(chars.slice(i, i + SUFFIX_LENGTH).join(''));
  }
  return [...found];
}

/** The range of suffixes `[from, to)` that begin with this searched text, or null when the text is not one the suffixes answer. */
export function suffixRange(searched: string): { from: string; to: string } | null {
  const length = Array.from(searched).length;
  if (length < MIN_LENGTH || length > SUFFIX_LENGTH || !SEARCHABLE.test(searched)) return null;
  return { from: searched, to: `${searched}${HIGHEST}` };
}

/** The rows of one account in user_search_suffixes. */
export function suffixRows(user: { id: string; searchText: string; sortName: string }): Array<{ suffix: string; sortName: string; userId: string }> {
  return searchSuffixes(user.searchText).map((suffix) => ({ suffix, sortName: user.sortName, userId: user.id }));
}
