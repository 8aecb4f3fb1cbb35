/**
 * An e-mail address that, when it does not fit its line, wraps after the "@" (or before a dot of
 * the domain) instead of in the middle of a word.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at + 1);
  const domain = at < 0 ? [] : email.slice(at + 1).split('.');
  return (
    <span className={['email-text', className].filter(Boolean).join(' ')}>
      {local}
      {domain.map((part, i) => (
        <span key={i}>
          <wbr />
          {i > 0 ? '.' : ''}
          {part}
        </span>
      ))}
    </span>
  );
}
