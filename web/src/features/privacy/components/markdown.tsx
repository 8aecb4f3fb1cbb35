import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The little Markdown the privacy notice is written in, drawn as React elements (never as HTML, so
 * nothing the superadmin types runs on the page): headings (#, ##, ###), paragraphs, lists (- ),
 * **bold** and [links](/ruta) to a page of the site, https:// or mailto:.
 */
export function Markdown({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let list: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push(<p key={blocks.length}>{inline(paragraph.join(' '))}</p>);
    if (list.length)
      blocks.push(
        <ul key={blocks.length}>
          {list.map((item, i) => (
            <li key={i}>{inline(item)}</li>
          ))}
        </ul>,
      );
    paragraph = [];
    list = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (line === '') flush();
    else if (heading) {
      flush();
      const content = inline(heading[2]!);
      const key = blocks.length;
      blocks.push(heading[1]!.length === 1 ? <h1 key={key}>{content}</h1> : heading[1]!.length === 2 ? <h2 key={key}>{content}</h2> : <h3 key={key}>{content}</h3>);
    } else if (/^[-*]\s+/.test(line)) {
      if (paragraph.length) flush();
      list.push(line.replace(/^[-*]\s+/, ''));
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return <>{blocks}</>;
}

const SAFE_LINK = /^(\/(?!\/)|https:\/\/|mailto:)/;

/** Bold and links inside a line; anything else is text. */
function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    if (m[1] !== undefined) parts.push(<strong key={parts.length}>{m[1]}</strong>);
    else if (SAFE_LINK.test(m[3]!))
      parts.push(
        m[3]!.startsWith('/') ? (
          <Link key={parts.length} to={m[3]!}>
            {m[2]}
          </Link>
        ) : (
          <a key={parts.length} href={m[3]}>
            {m[2]}
          </a>
        ),
      );
    else parts.push(m[2]!);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
