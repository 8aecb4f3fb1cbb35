import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { updateRace, type ImageChange, type RaceFormValues } from '../api/races';
import { withDetail } from './messages';

/**
 * Saves an edited race from the race form (the championship modal's inline editor and the races list
 * alike): the admin toasts, and `onSaved` once it has gone through. A refusal is thrown back to the
 * form, which puts its field messages under the fields; `fail` toasts the rest.
 */
export function useSaveRace(onSaved: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const save = async (id: string, values: RaceFormValues, image: ImageChange) => {
    setBusy(true);
    try {
      await updateRace(id, values, image);
    } finally {
      setBusy(false);
    }
    toast.success('Carrera actualizada', ADMIN_TOAST);
    await onSaved();
  };
  const fail = (err: unknown) => toast.error(withDetail('Error al actualizar la carrera', err), ADMIN_TOAST);
  return { busy, save, fail };
}
