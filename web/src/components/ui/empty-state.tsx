import type { ReactNode } from 'react';

export function EmptyState({ icon, title, message, action }: { icon?: ReactNode; title?: ReactNode; message: ReactNode; action?: ReactNode }) {
  return (
    <div className="state state--empty">
      {icon && (
        <div className="state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      {title && <p className="state__title">{title}</p>}
      <p className="state__message">{message}</p>
      {action}
    </div>
  );
}
