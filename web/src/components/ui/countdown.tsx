import type { ReactNode } from 'react';
import { countdownParts } from '@/lib/format';
import { useNow } from '@/lib/use-now';

const UNITS = [
  ['days', 'días'],
  ['hours', 'horas'],
  ['minutes', 'min'],
  ['seconds', 'seg'],
] as const;

/**
 * Days, hours, minutes and seconds to `target`, ticking every second (the page's one shared timer). The ticking digits are hidden
 * from screen readers (they would announce every second); a static sentence names the target.
 */
export function Countdown({ target, label, done }: { target: Date; label: string; done?: ReactNode }) {
  const now = useNow();
  const parts = countdownParts(target, now);
  if (parts.done && done) return <>{done}</>;
  return (
    <div className="countdown">
      <span className="visually-hidden">{label}</span>
      <div className="countdown__units" aria-hidden="true">
        {UNITS.map(([key, unit]) => (
          <span key={key} className="countdown__unit">
            <span className="countdown__value tabular">{String(parts[key]).padStart(2, '0')}</span>
            <span className="countdown__label">{unit}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
