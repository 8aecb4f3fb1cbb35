import { ExternalLink, Handshake, Pencil, Plus, Trash2 } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { createSponsorSchema, SPONSOR_MSG, updateSponsorSchema } from '@contracts/sponsors.contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ImagePicker } from '@/components/ui/image-picker';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { showServerErrors } from '@/lib/form-errors';
import { ADMIN_TOAST } from '@/lib/toast-options';
import type { SponsorView as Sponsor } from '@contracts/sponsors.views';
import { useAdminSponsors, useDeleteSponsor, useSaveSponsor } from '../api/sponsors';
import './admin-sponsors.css';
import { es } from '@contracts/spanish-contractions';

const errorText = (err: unknown) => `Error: ${err instanceof ApiError && err.fromServer ? err.message : 'No se pudo completar la operación'}`;

interface SponsorFormValues {
  nombre: string;
  link: string;
  logo: File | null;
}

/** The call's own contract, plus the logo file: required for a new sponsor, optional when editing. */
const newSponsorResolver = zodResolver(createSponsorSchema.extend({ logo: z.custom<File | null>((v) => v instanceof File, SPONSOR_MSG.logoRequired) })) as unknown as Resolver<SponsorFormValues>;
const sponsorResolver = zodResolver(updateSponsorSchema.extend({ logo: z.custom<File | null>((v) => v === null || v instanceof File) })) as unknown as Resolver<SponsorFormValues>;
const FIELDS = ['nombre', 'link', 'logo'] as const;
const EMPTY: SponsorFormValues = { nombre: '', link: '', logo: null };

/** Add (logo required) or edit (logo optional) one sponsor. */
function SponsorForm({ sponsor, onDone, onCancel }: { sponsor?: Sponsor; onDone?: () => void; onCancel?: () => void }) {
  const [pickerKey, setPickerKey] = useState(0);
  const { trigger, isMutating } = useSaveSponsor(sponsor?.id);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SponsorFormValues>({
    resolver: sponsor ? sponsorResolver : newSponsorResolver,
    defaultValues: sponsor ? { nombre: sponsor.nombre, link: sponsor.link ?? '', logo: null } : EMPTY,
  });
  const nombre = useWatch({ control, name: 'nombre' });

  const submit = handleSubmit(async ({ nombre, link, logo }) => {
    try {
      // The contract's resolver hands an empty link over as null (the form's type says text): it travels empty.
      await trigger({ nombre: nombre.trim(), link: (link as string | null)?.trim() ?? '', logo });
      toast.success(sponsor ? SPONSOR_MSG.updated : SPONSOR_MSG.created, ADMIN_TOAST);
      if (!sponsor) {
        reset(EMPTY);
        setPickerKey((k) => k + 1);
      }
      onDone?.();
    } catch (err) {
      const rest = showServerErrors(err, setError, FIELDS);
      if (rest.logos) setError('logo', { type: 'server', message: rest.logos });
      toast.error(errorText(err), ADMIN_TOAST);
    }
  });

  return (
    <form className="sponsor-form" onSubmit={(event) => void submit(event)} noValidate>
      <Input label="Nombre del sponsor" required {...register('nombre')} error={errors.nombre?.message} />
      <Input label="Enlace (opcional)" type="url" placeholder="https://…" {...register('link')} error={errors.link?.message} />
      <Controller
        control={control}
        name="logo"
        render={({ field }) => (
          <ImagePicker
            key={pickerKey}
            label={sponsor ? 'Logo (opcional, reemplaza el actual)' : 'Logo'}
            currentUrl={sponsor?.logoUrl}
            alt={es`Logo de ${nombre || 'el sponsor'}`}
            onChange={field.onChange}
            error={errors.logo?.message}
            buttonText="Elegir logo"
          />
        )}
      />
      <div className="sponsor-form__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isMutating}>
            Cancelar
          </Button>
        )}
        <Button type="submit" icon={sponsor ? undefined : <Plus size={18} aria-hidden="true" />} busy={isMutating} busyText="Guardando...">
          {sponsor ? 'Guardar cambios' : 'Añadir sponsor'}
        </Button>
      </div>
    </form>
  );
}

/** /admin/sponsors: the logos, added, edited and deleted after confirming. */
export function SponsorsAdmin() {
  const { data, error, isLoading, mutate } = useAdminSponsors();
  const { trigger: remove, isMutating: deleting } = useDeleteSponsor();
  const [editing, setEditing] = useState<Sponsor | null>(null);
  const [toDelete, setToDelete] = useState<Sponsor | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove(toDelete.id);
      toast.success(SPONSOR_MSG.deleted, ADMIN_TOAST);
    } catch (err) {
      toast.error(errorText(err), ADMIN_TOAST);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section aria-labelledby="admin-sponsors-title">
      <header className="admin-page__header">
        <div>
          <h1 id="admin-sponsors-title">Logos Sponsors</h1>
          <p>Los logos del carrusel de la página de inicio.</p>
        </div>
      </header>
      <div className="sponsors-admin">
        <section className="card" aria-labelledby="add-sponsor-title">
          <h2 id="add-sponsor-title" className="sponsors-admin__subtitle">
            Añadir sponsor
          </h2>
          <SponsorForm />
        </section>
        <div>
          {isLoading && !data ? (
            <PageLoader label="Cargando sponsors..." />
          ) : error && !data ? (
            <ErrorState message={error instanceof Error ? error.message : 'Formato de respuesta inesperado del servidor'} onRetry={() => void mutate()} />
          ) : data && data.length === 0 ? (
            <EmptyState icon={<Handshake size={28} aria-hidden="true" />} message="No hay sponsors para mostrar." />
          ) : (
            <ul className="sponsors-admin__list" aria-label="Sponsors">
              {data?.map((s) => (
                <li key={s.id} className="sponsors-admin__item card">
                  <ImageWithPlaceholder src={s.logoUrl} alt={es`Logo de ${s.nombre}`} className="sponsors-admin__logo" />
                  <div className="sponsors-admin__info">
                    <strong>{s.nombre}</strong>
                    {s.link ? (
                      <a href={s.link} target="_blank" rel="noopener noreferrer">
                        {s.link} <ExternalLink size={14} aria-hidden="true" />
                      </a>
                    ) : (
                      <span className="muted">Sin enlace</span>
                    )}
                  </div>
                  <div className="sponsors-admin__actions">
                    <Button variant="secondary" size="sm" icon={<Pencil size={16} aria-hidden="true" />} onClick={() => setEditing(s)} aria-label={`Editar ${s.nombre}`}>
                      Editar
                    </Button>
                    <Button variant="danger" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setToDelete(s)} aria-label={`Eliminar ${s.nombre}`}>
                      Eliminar
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {editing && (
        <Modal open onClose={() => setEditing(null)} title={`Editar ${editing.nombre}`}>
          <SponsorForm
            sponsor={editing}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar sponsor?"
        message={toDelete && <p>Se eliminará <strong>{toDelete.nombre}</strong> y su logo. No se puede deshacer.</p>}
        confirmText="Eliminar"
        busyText="Eliminando..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
