/**
 * Whether a document is well-formed XML (XML 1.0's syntax, not a schema): one root element, tags
 * closed in order, attributes quoted and not repeated, entity references that exist, comments,
 * processing instructions and CDATA where they may stand. A document type declaration is refused: a
 * CFDI has none, and it is how entity expansion attacks arrive.
 */
const NAME = /^[\p{L}_:][\p{L}\p{N}_:.\u00B7-]*/u;
const REFERENCE = /^&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/;

/** Whether `&` references in a text are all valid and it holds no `<`. */
function textIsClean(text: string, inAttribute: boolean): boolean {
  if (inAttribute && text.includes('<')) return false;
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
    if (!REFERENCE.test(text.slice(i, i + 12))) return false;
  }
  return true;
}

export function isWellFormedXml(input: string): boolean {
  let s = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (s.startsWith('<?xml')) {
    const end = s.indexOf('?>');
    if (end === -1) return false;
    s = s.slice(end + 2);
  }
  const open: string[] = [];
  let rootSeen = false;
  let i = 0;
  while (i < s.length) {
    const lt = s.indexOf('<', i);
    const text = s.slice(i, lt === -1 ? s.length : lt);
    if (text !== '') {
      if (open.length === 0 && text.trim() !== '') return false;
      if (text.includes(']]>') || !textIsClean(text, false)) return false;
    }
    if (lt === -1) break;
    const rest = s.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->', 4);
      if (end === -1 || rest.slice(4, end).includes('--')) return false;
      i = lt + end + 3;
      continue;
    }
    if (rest.startsWith('<![CDATA[')) {
      if (open.length === 0) return false;
      const end = rest.indexOf(']]>');
      if (end === -1) return false;
      i = lt + end + 3;
      continue;
    }
    if (rest.startsWith('<!')) return false;
    if (rest.startsWith('<?')) {
      const end = rest.indexOf('?>');
      if (end === -1 || /^<\?xml[\s?]/i.test(rest)) return false;
      i = lt + end + 2;
      continue;
    }
    if (rest.startsWith('</')) {
      const name = NAME.exec(rest.slice(2))?.[0];
      if (!name || open.pop() !== name) return false;
      const after = rest.slice(2 + name.length);
      const close = /^\s*>/.exec(after);
      if (!close) return false;
      i = lt + 2 + name.length + close[0].length;
      continue;
    }
    // A start tag or an empty element.
    const name = NAME.exec(rest.slice(1))?.[0];
    if (!name) return false;
    if (open.length === 0 && rootSeen) return false;
    let j = 1 + name.length;
    const attributes = new Set<string>();
    let selfClosing = false;
    for (;;) {
      const space = /^\s*/.exec(rest.slice(j))![0];
      j += space.length;
      if (rest.startsWith('/>', j)) {
        selfClosing = true;
        j += 2;
        break;
      }
      if (rest.startsWith('>', j)) {
        j += 1;
        break;
      }
      if (space === '') return false;
      const attribute = NAME.exec(rest.slice(j))?.[0];
      if (!attribute || attributes.has(attribute)) return false;
      attributes.add(attribute);
      j += attribute.length;
      const equals = /^\s*=\s*/.exec(rest.slice(j));
      if (!equals) return false;
      j += equals[0].length;
      const quote = rest[j];
      if (quote !== '"' && quote !== "'") return false;
      const end = rest.indexOf(quote, j + 1);
      if (end === -1 || !textIsClean(rest.slice(j + 1, end), true)) return false;
      j = end + 1;
    }
    rootSeen = true;
    if (!selfClosing) open.push(name);
    i = lt + j;
  }
  return rootSeen && open.length === 0;
}
