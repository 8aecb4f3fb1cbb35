import { useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { PUSH_MSG } from '@contracts/push.contract';
import { readPushKey, useSubscribeDevice } from '../api/devices';
import { currentSubscription, pushSupport, subscribeThisBrowser } from '../browser-push';
import './push.css';

const DISMISSED = 'parrilla.avisos-ofrecidos';

/**
 * After a driver's entry, on the championship's page: a plain box (never a dialog, never the browser's
 * prompt on load) offering notifications on this device. Shown only where they can work, were never
 * asked for and the driver did not answer 'Ahora no'; the browser asks permission only on the button.
 */
export function PushOffer() {
  const [show, setShow] = useState(false);
  const [asking, setAsking] = useState(false);
  const subscribe = useSubscribeDevice();

  useEffect(() => {
    let live = true;
    void (async () => {
      if (localStorage.getItem(DISMISSED) === 'si') return;
      if ((await pushSupport().catch(() => 'sin-soporte')) !== 'disponible' || Notification.permission !== 'default') return;
      if (await currentSubscription().catch(() => null)) return;
      if (live) setShow(true);
    })();
    return () => {
      live = false;
    };
  }, []);

  if (!show) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED, 'si');
    setShow(false);
  };
  const turnOn = async () => {
    setAsking(true);
    try {
      const { clavePublica } = await readPushKey();
      const subscription = await subscribeThisBrowser(clavePublica);
      if (subscription) {
        const answer = await subscribe.trigger(subscription);
        toast.success(answer.message ?? PUSH_MSG.subscribed);
      }
      dismiss();
    } catch (err) {
      toast.error(messageOf(err, 'No se pudieron activar las notificaciones. Inténtalo de nuevo.'));
    } finally {
      setAsking(false);
    }
  };
  return (
    <aside className="push-offer container" aria-labelledby="push-offer-title">
      <BellRing size={24} aria-hidden="true" />
      <div>
        <h2 id="push-offer-title">¿Te avisamos en este dispositivo?</h2>
        <p>Recibe el recordatorio de cada carrera, las decisiones de los comisarios sobre ti y los lugares que se liberen para ti. Lo cambias cuando quieras en tu perfil.</p>
        <div className="push-offer__actions">
          <Button onClick={() => void turnOn()} busy={asking} busyText="Activando...">
            Activar notificaciones
          </Button>
          <Button variant="ghost" onClick={dismiss}>
            Ahora no
          </Button>
        </div>
      </div>
    </aside>
  );
}
