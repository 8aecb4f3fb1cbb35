import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { messageOf } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formatDateTime } from '@contracts/formats';
import { PUSH_KIND_LABELS, PUSH_KINDS, PUSH_MSG, type PushKind } from '@contracts/push.contract';
import type { PushDeviceView } from '@contracts/push.views';
import { readPushKey, useMyDevices, useRemoveDevice, useSubscribeDevice, useUpdateSwitches } from '../api/devices';
import { currentSubscription, pushSupport, subscribeThisBrowser, type PushSupport } from '../browser-push';
import './push.css';

const SUPPORT_TEXT: Record<Exclude<PushSupport, 'disponible'>, string> = {
  'sin-soporte': 'Este navegador no admite notificaciones. En iPhone, agrega el sitio a tu pantalla de inicio y ábrelo desde ahí.',
  'sin-service-worker': 'Las notificaciones todavía no están disponibles en este navegador: recarga la página más tarde para activarlas.',
  bloqueado: 'Bloqueaste las notificaciones de este sitio. Para recibirlas, permítelas en los ajustes de tu navegador y vuelve aquí.',
};

/**
 * The profile's 'Notificaciones en este dispositivo': a button that asks the browser's permission (only
 * on click), the kinds this device receives, and the driver's other devices with a button to remove each.
 * When this browser already has a subscription it is registered again on load (no prompt), so the section
 * knows which device is this one.
 */
export function PushDevices() {
  const { data, error, isLoading, mutate } = useMyDevices();
  const subscribe = useSubscribeDevice();
  const update = useUpdateSwitches();
  const remove = useRemoveDevice();
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [thisId, setThisId] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      const state = await pushSupport().catch((): PushSupport => 'sin-soporte');
      if (!live) return;
      setSupport(state);
      const existing = state === 'disponible' ? await currentSubscription().catch(() => null) : null;
      if (!existing || !live) return;
      const json = existing.toJSON();
      const answer = await subscribe.trigger({ endpoint: existing.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } }).catch(() => null);
      if (answer && live) setThisId(answer.dispositivo.id);
    })();
    return () => {
      live = false;
    };
    // Once per visit: the subscription is read when the section opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const turnOn = async () => {
    setAsking(true);
    try {
      const { clavePublica } = await readPushKey();
      const subscription = await subscribeThisBrowser(clavePublica);
      if (!subscription) {
        setSupport(await pushSupport());
        toast.error('No diste permiso para las notificaciones.');
        return;
      }
      const answer = await subscribe.trigger(subscription);
      setThisId(answer.dispositivo.id);
      toast.success(answer.message ?? PUSH_MSG.subscribed);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudieron activar las notificaciones. Inténtalo de nuevo.'));
    } finally {
      setAsking(false);
    }
  };

  const toggle = async (device: PushDeviceView, tipo: PushKind, on: boolean) => {
    try {
      const answer = await update.trigger({ id: device.id, tipos: { [tipo]: on } });
      toast.success(answer.message ?? PUSH_MSG.switchesSaved);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo guardar. Inténtalo de nuevo.'));
    }
  };

  const drop = async (device: PushDeviceView) => {
    try {
      if (device.id === thisId) await (await currentSubscription())?.unsubscribe();
      const answer = await remove.trigger(device.id);
      if (device.id === thisId) setThisId(null);
      toast.success(answer.message ?? PUSH_MSG.unsubscribed);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo quitar el dispositivo. Inténtalo de nuevo.'));
    }
  };

  const devices = data?.dispositivos ?? [];
  const mine = devices.find((d) => d.id === thisId) ?? null;
  const others = devices.filter((d) => d.id !== thisId);

  return (
    <Card as="section" className="push-devices" aria-labelledby="push-devices-title">
      <h2 id="push-devices-title" className="profile__section-title">
        Notificaciones en este dispositivo
      </h2>
      {error ? (
        <ErrorState message="No se pudieron cargar tus dispositivos." onRetry={() => void mutate()} />
      ) : isLoading || !data || support === null ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Cargando notificaciones...
          </span>
          <SkeletonLines lines={2} />
        </div>
      ) : (
        <>
          {mine ? (
            <fieldset className="push-devices__kinds">
              <legend>Qué te avisamos en este dispositivo ({mine.navegador})</legend>
              {PUSH_KINDS.map((tipo) => (
                <Checkbox key={tipo} label={PUSH_KIND_LABELS[tipo]} checked={mine.tipos[tipo]} disabled={update.isMutating} onChange={(e) => void toggle(mine, tipo, e.target.checked)} />
              ))}
              <Button variant="secondary" onClick={() => void drop(mine)} busy={remove.isMutating} busyText="Desactivando...">
                Desactivar en este dispositivo
              </Button>
            </fieldset>
          ) : support === 'disponible' ? (
            <div className="push-devices__offer">
              <p>Recibe en este dispositivo el recordatorio de tus carreras, tus resultados, las decisiones de los comisarios y los lugares que se liberen para ti.</p>
              <Button onClick={() => void turnOn()} busy={asking} busyText="Activando...">
                Activar notificaciones
              </Button>
            </div>
          ) : (
            <p className="push-devices__note" role="note">
              {SUPPORT_TEXT[support]}
            </p>
          )}
          {others.length > 0 && (
            <div className="push-devices__others">
              <h3>Tus otros dispositivos</h3>
              <ul>
                {others.map((d) => (
                  <li key={d.id}>
                    <span>
                      <strong>{d.navegador}</strong>
                      <span className="push-devices__since"> · desde el {formatDateTime(d.creadoEn)}</span>
                    </span>
                    <Button variant="ghost" size="sm" onClick={() => void drop(d)} aria-label={`Quitar ${d.navegador}`}>
                      Quitar
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
