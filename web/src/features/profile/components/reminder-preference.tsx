import { toast } from '@/lib/toast';
import { NOTIFICATION_MSG } from '@contracts/notifications.contract';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useReminderPreference, useSetReminderPreference } from '../api/reminder-preference';

/**
 * The driver's e-mail reminders, saved as soon as the box changes. The box shows the new choice at
 * once (SWR's optimistic data) and goes back if the server refuses it.
 */
export function ReminderPreference() {
  const { data, error, isLoading, mutate } = useReminderPreference();
  const { trigger, isMutating } = useSetReminderPreference();
  const change = async (value: boolean) => {
    try {
      const answer = await trigger(value, {
        optimisticData: (current) => ({ ...current, preferencia: { ...current?.preferencia, recordatoriosCarreras: value } }),
      });
      toast.success(answer.message ?? NOTIFICATION_MSG.reminderSaved);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo guardar tu preferencia. Inténtalo de nuevo.'));
    }
  };
  return (
    <Card as="section" className="profile__notifications" aria-labelledby="profile-notifications">
      <h2 id="profile-notifications" className="profile__section-title">
        Notificaciones
      </h2>
      {error ? (
        <ErrorState message="No se pudo cargar tu preferencia de recordatorios." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Cargando preferencias...
          </span>
          <SkeletonLines lines={2} />
        </div>
      ) : (
        <Checkbox
          label={NOTIFICATION_MSG.reminderLabel}
          hint={NOTIFICATION_MSG.reminderHelp}
          checked={data.preferencia.recordatoriosCarreras}
          disabled={isMutating}
          onChange={(e) => void change(e.target.checked)}
        />
      )}
    </Card>
  );
}
