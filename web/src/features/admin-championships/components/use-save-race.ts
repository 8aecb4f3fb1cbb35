import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useUpdateRace, type ImageChange, type RaceFormValues } from '../api/races';
import { withDetail } from './messages';

/**
 * Saves an edited race from the race form (the championship modal's inline editor and the races list
 * alike): the admin toasts, and `onSaved` once it has gone through (the reads it changes are asked
 * again by the hook). A refusal is thrown back to the form, which puts its field messages under the
 * fields; `fail` toasts the rest.
 */
export function useSaveRace(onSaved: () => void) {
  const { trigger, isMutating: busy } = useUpdateRace();
  const save = async (id: string, values: RaceFormValues, image: ImageChange) => {
    await trigger({ id, values, image });
    toast.success('Carrera actualizada', ADMIN_TOAST);
    onSaved();
  };
  const fail = (err: unknown) => toast.error(withDetail('Error al actualizar la carrera', err), ADMIN_TOAST);
  return { busy, save, fail };
}
