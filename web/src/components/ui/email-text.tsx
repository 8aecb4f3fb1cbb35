/**
 * An e-mail address that, when it does not fit its line, wraps after the "@", before a dot of the
 * domain, or before a dot, dash, underscore or plus of the name (`ana.lopez_mx`), instead of in the
 * middle of a word. A table gives its column at least the widest of those pieces.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at + 1);
  const domain = at < 0 ? [] : email.slice(at + 1).split('.');
  // The name's pieces, each separator starting the piece after it.
  const pieces = local.split(/(?=[._+-])/);
  return (
    <span className={['email-text', className].filter(Boolean).join(' ')}>
      {pieces.map((piece, i) => (
        <span key={`l${i}`}>
          {i > 0 && <wbr />}
          {piece}
        </span>
      ))}
      {domain.map((part, i) => (
        <span key={`d${i}`}>
          <wbr />
          {i > 0 ? '.' : ''}
          {part}
        </span>
      ))}
    </span>
  );
}
