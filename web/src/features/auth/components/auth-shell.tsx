import type { ReactNode } from 'react';
import './auth.css';

/** The frame of every account screen: one card on the night-track backdrop. */
export function AuthShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="auth-page">
      <div className={['auth-card', wide ? 'auth-card--wide' : ''].join(' ')}>{children}</div>
    </div>
  );
}
