import { CalendarPlus, Copy, ExternalLink, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { googleSubscribeLink } from '@contracts/calendar';
import { useFeedLink, useRegenerateFeedLink } from '../api/feed-link';
import './calendar-feed.css';

export const FEED_COPIED = '¡Enlace copiado! Pégalo en tu app de calendario para suscribirte.';
export const FEED_COPY_FAILED = 'No se pudo copiar el enlace. Selecciónalo y cópialo a mano.';
export const FEED_REGENERATED = 'Listo: tu calendario tiene un enlace nuevo. El anterior ya no funciona.';

/**
 * 'Mi calendario' on the profile: the secret address of the driver's own feed (the races of his
 * championships and the free events he joined), to copy into a calendar app, and 'Regenerar enlace'.
 */
export function CalendarFeed() {
  const { data, error, isLoading, mutate } = useFeedLink();
  const regenerate = useRegenerateFeedLink();
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const hintId = useId();

  const copy = async () => {
    if (!data) return;
    try {
      if (!navigator.clipboard) throw new Error('sin portapapeles');
      await navigator.clipboard.writeText(data.url);
      toast.success(FEED_COPIED);
    } catch {
      toast.error(FEED_COPY_FAILED);
    }
  };

  const confirmRegenerate = async () => {
    try {
      await regenerate.trigger();
      toast.success(FEED_REGENERATED);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo regenerar el enlace. Inténtalo de nuevo.'));
    } finally {
      setConfirming(false);
    }
  };

  let body;
  if (isLoading)
    body = (
      <>
        <span className="visually-hidden" role="status">
          Cargando el enlace de tu calendario...
        </span>
        <Skeleton height={44} />
      </>
    );
  else if (error || !data) body = <ErrorState message="No se pudo cargar el enlace de tu calendario" onRetry={() => void mutate()} />;
  else
    body = (
      <>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            Enlace de tu calendario
          </label>
          <input
            id={inputId}
            className="field__control calendar-feed__url"
            type="text"
            readOnly
            value={data.url}
            aria-describedby={hintId}
            onFocus={(e) => e.currentTarget.select()}
          />
          <p id={hintId} className="field__hint">
            Es personal: quien lo tenga ve tus carreras. Si lo compartiste por error, regenéralo.
          </p>
        </div>
        <div className="calendar-feed__actions">
          <Button size="sm" icon={<Copy size={16} aria-hidden="true" />} onClick={() => void copy()}>
            Copiar enlace
          </Button>
          <a className="btn btn--secondary btn--sm" href={data.webcal}>
            <CalendarPlus size={16} aria-hidden="true" />
            <span>Suscribirme</span>
          </a>
          <a className="btn btn--secondary btn--sm" href={googleSubscribeLink(data.url)} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={16} aria-hidden="true" />
            <span>Google Calendar</span>
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
          <Button variant="ghost" size="sm" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={() => setConfirming(true)}>
            Regenerar enlace
          </Button>
        </div>
      </>
    );

  return (
    <Card as="section" className="calendar-feed stack" aria-labelledby="mi-calendario-titulo">
      <h2 id="mi-calendario-titulo">Mi calendario</h2>
      <p className="muted">
        Suscríbete desde tu app de calendario (Google, Apple, Outlook) y verás ahí las carreras de tus campeonatos y los eventos únicos a los que te
        inscribiste, siempre al día.
      </p>
      {body}
      <ConfirmDialog
        open={confirming}
        title="¿Regenerar el enlace?"
        message={<p>El enlace actual dejará de funcionar: las apps suscritas con él ya no recibirán tus carreras y tendrás que suscribirte de nuevo con el enlace nuevo.</p>}
        confirmText="Regenerar enlace"
        busyText="Regenerando..."
        busy={regenerate.isMutating}
        onConfirm={() => void confirmRegenerate()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
