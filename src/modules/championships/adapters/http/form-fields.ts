/**
 * Multipart forms name nested and repeated fields in several ways (`premios[primerPuesto]`,
 * `videos[0]`, `videos[]`, a repeated `videos`); these fold them into plain objects and arrays.
 */
export function foldBrackets(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const lists = new Map<string, { index: number; value: unknown }[]>();
  let order = 0;
  for (const [key, raw] of Object.entries(fields)) {
    const match = /^([A-Za-z]+)\[([A-Za-z0-9]*)\]$/.exec(key);
    if (!match) {
      out[key] = raw;
      continue;
    }
    const [, name, inner] = match as unknown as [string, string, string];
    if (inner === '' || /^\d+$/.test(inner)) {
      const values = Array.isArray(raw) ? raw : [raw];
      const list = lists.get(name) ?? [];
      for (const value of values) list.push({ index: inner === '' ? 1e9 + order++ : Number(inner), value });
      lists.set(name, list);
    } else {
      const nested = (out[name] && typeof out[name] === 'object' ? out[name] : {}) as Record<string, unknown>;
      nested[inner] = Array.isArray(raw) ? raw[0] : raw;
      out[name] = nested;
    }
  }
  for (const [name, list] of lists) out[name] = list.sort((a, b) => a.index - b.index).map((e) => e.value);
  return out;
}

/** A single text value: the first of a repeated field. */
export function single(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** Every field but the named list ones reduced to one value; list fields always arrays. */
export function normaliseForm(fields: Record<string, unknown>, lists: string[]): Record<string, unknown> {
  const folded = foldBrackets(fields);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(folded)) {
    if (lists.includes(key)) out[key] = Array.isArray(value) ? value : value === undefined ? undefined : [value];
    else if (value && typeof value === 'object' && !Array.isArray(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, single(v)]));
    else out[key] = single(value);
  }
  return out;
}
