import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from './button';

/** A failed load, said in the screen's own words, with a way to try again. */
export function ErrorState({ message, onRetry, retryText = 'Reintentar' }: { message: string; onRetry?: () => void; retryText?: string }) {
  return (
    <div className="state state--error" role="alert">
      <div className="state__icon" aria-hidden="true">
        <AlertTriangle size={28} />
      </div>
      <p className="state__message">{message}</p>
      {onRetry && (
        <Button variant="secondary" icon={<RotateCcw size={16} aria-hidden="true" />} onClick={onRetry}>
          {retryText}
        </Button>
      )}
    </div>
  );
}
