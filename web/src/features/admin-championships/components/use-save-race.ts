import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { updateRace, type ImageChange, type RaceFormValues } from '../api/races';
import { fieldErrorsOf, withDetail } from './messages';

/**
 * Saves an edited race from the race form (the championship modal's inline editor and the races list
 * alike): the admin toasts, the server's field messages, and `onSaved` once it has gone through.
 */
export function useSaveRace(onSaved: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (id: string, values: RaceFormValues, image: ImageChange) => {
    setBusy(true);
    try {
      await updateRace(id, values, image);
      toast.success('Carrera actualizada', ADMIN_TOAST);
      setErrors({});
      await onSaved();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toast.error(withDetail('Error al actualizar la carrera', err), ADMIN_TOAST);
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, save };
}
