import { RESULTS_MESSAGES as M } from '@contracts/results.messages';
import { CloudDownload } from 'lucide-react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { ApiError, fieldErrorsOf } from '@/lib/api-client';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import { useFormFailure } from '@/lib/form-failure';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { subsessionImportFormSchema, useImportIracingSubsession } from '../api/import-iracing-subsession';
import { RaceLinkFields } from './race-link-fields';
import './race-results.css';

interface ImportValues {
  subsessionId: string;
  campeonatoId: string;
  carreraId: string;
  sesion: string;
}
type ImportOutput = z.output<typeof subsessionImportFormSchema>;

const DEFAULTS: ImportValues = { subsessionId: '', campeonatoId: '', carreraId: '', sesion: '1' };
const FIELDS = ['subsessionId', 'carreraId', 'sesion'] as const;
const resolver = schemaResolver(subsessionImportFormSchema) as unknown as Resolver<ImportValues, unknown, ImportOutput>;

/** The failure in the server's own Spanish words (iRacing down or the session unknown say so), or why nothing answered. */
function failureText(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return M.noToken;
  if (err instanceof ApiError && err.fromServer) return err.message;
  if (err instanceof ApiError && err.status > 0) return M.serverError(err.status, err.message);
  return M.noConnection;
}

/**
 * 'Importar desde iRacing': the results of one subsession fetched by its id, with the same
 * championship, race and session choices as the file upload. iRacing can take a few seconds; what was
 * typed stays when it fails.
 */
export function ImportFromIracingForm({ onDone }: { onDone: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ImportValues, unknown, ImportOutput>({ resolver, defaultValues: DEFAULTS });
  const campeonatoId = useWatch({ control, name: 'campeonatoId' });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);
  const { trigger: importIracingSubsession } = useImportIracingSubsession();

  const submit = handleSubmit(async ({ subsessionId, carreraId, sesion }) => {
    try {
      const answer = await importIracingSubsession({ subsessionId, carreraId: carreraId || undefined, sesion: sesion === undefined ? undefined : Number(sesion) });
      const where = answer.event.carreraId && answer.event.sesion ? `, sesión ${answer.event.sesion} de la carrera` : '';
      const text = `${answer.message || 'Resultados importados de iRacing'}: ${answer.event.session_name} (${answer.event.subsession_id})${where}${answer.replaced ? ', reemplazó la importación anterior' : ''}.`;
      toast.success(text, ADMIN_TOAST);
      reset(DEFAULTS);
      onDone();
    } catch (err) {
      // Messages that belong to a field go under it; the message of the whole call shows when none did.
      const underFields = Object.keys(fieldErrorsOf(err)).length - Object.keys(showServerErrors(err, setError, FIELDS)).length;
      setFailure(underFields > 0 ? null : failureText(err));
    }
  });

  return (
    <form className="results-admin__upload" onSubmit={onSubmit(submit)} noValidate aria-busy={isSubmitting || undefined}>
      <p className="muted">
        Escribe el ID de la subsesión (el número de la sesión en los resultados de iRacing) y el servidor trae sus resultados directamente. Si el evento ya
        existe, se reemplaza. Necesita la conexión configurada en <Link to="/admin/ajustes/iracing">Ajustes → iRacing</Link>.
      </p>
      <Input
        label="ID de la subsesión"
        inputMode="numeric"
        autoComplete="off"
        required
        placeholder="Por ejemplo, 71234567"
        hint="Solo números."
        error={errors.subsessionId?.message}
        {...register('subsessionId')}
      />
      <RaceLinkFields
        campeonatoId={campeonatoId}
        onChampionship={(id) => {
          setValue('campeonatoId', id, { shouldDirty: true });
          setValue('carreraId', '');
        }}
        link={campeonatoId ? { carrera: register('carreraId'), sesion: register('sesion') } : null}
        errors={{ carreraId: errors.carreraId?.message, sesion: errors.sesion?.message }}
      />
      <div>
        <Button type="submit" busy={isSubmitting} busyText="Importando..." icon={<CloudDownload size={18} aria-hidden="true" />}>
          Importar desde iRacing
        </Button>
      </div>
      {/* One place for the wait and its outcome, so the form does not jump when one follows the other. */}
      <div aria-live="polite" className="results-admin__progress">
        {isSubmitting ? (
          <span role="status" className="results-admin__waiting">
            <Spinner size={16} />
            <span>Consultando a iRacing… puede tardar unos segundos.</span>
          </span>
        ) : failure ? (
          <p className="results-admin__status results-admin__status--error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </form>
  );
}
