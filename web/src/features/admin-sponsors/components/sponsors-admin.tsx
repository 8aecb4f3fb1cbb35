import { ExternalLink, Handshake, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { SPONSOR_MSG } from '@contracts/sponsors.messages';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ImagePicker } from '@/components/ui/image-picker';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError, fieldErrorsOf } from '@/lib/api-client';
import { ADMIN_TOAST } from '@/lib/toast-options';
import type { SponsorView as Sponsor } from '@contracts/sponsors.views';
import { createSponsor, deleteSponsor, updateSponsor, useAdminSponsors } from '../api/sponsors';
import './admin-sponsors.css';

const LINK_PATTERN = /^https?:\/\/[^\s/]+\.[^\s]+$/i;

const errorText = (err: unknown) => `Error: ${err instanceof ApiError && err.fromServer ? err.message : 'No se pudo completar la operación'}`;

/** Add (logo required) or edit (logo optional) one sponsor. */
function SponsorForm({ sponsor, onDone, onCancel }: { sponsor?: Sponsor; onDone: () => Promise<unknown>; onCancel?: () => void }) {
  const [nombre, setNombre] = useState(sponsor?.nombre ?? '');
  const [link, setLink] = useState(sponsor?.link ?? '');
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!nombre.trim()) found.nombre = SPONSOR_MSG.nameRequired;
    if (link.trim() && !LINK_PATTERN.test(link.trim())) found.link = SPONSOR_MSG.linkInvalid;
    if (!sponsor && !logo) found.logo = SPONSOR_MSG.logoRequired;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      if (sponsor) await updateSponsor(sponsor.id, nombre.trim(), link.trim(), logo);
      else await createSponsor(nombre.trim(), link.trim(), logo!);
      toast.success(sponsor ? SPONSOR_MSG.updated : SPONSOR_MSG.created, ADMIN_TOAST);
      if (!sponsor) {
        setNombre('');
        setLink('');
        setLogo(null);
        setPickerKey((k) => k + 1);
      }
      await onDone();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toast.error(errorText(err), ADMIN_TOAST);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sponsor-form" onSubmit={submit} noValidate>
      <Input label="Nombre del sponsor" required value={nombre} onChange={(e) => setNombre(e.target.value)} error={errors.nombre} />
      <Input label="Enlace (opcional)" type="url" placeholder="https://…" value={link} onChange={(e) => setLink(e.target.value)} error={errors.link} />
      <ImagePicker
        key={pickerKey}
        label={sponsor ? 'Logo (opcional, reemplaza el actual)' : 'Logo'}
        currentUrl={sponsor?.logoUrl}
        alt={`Logo de ${nombre || 'el sponsor'}`}
        onChange={setLogo}
        error={errors.logo ?? errors.logos}
        buttonText="Elegir logo"
      />
      <div className="sponsor-form__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
        )}
        <Button type="submit" icon={sponsor ? undefined : <Plus size={18} aria-hidden="true" />} busy={busy} busyText="Guardando...">
          {sponsor ? 'Guardar cambios' : 'Añadir sponsor'}
        </Button>
      </div>
    </form>
  );
}

/** /admin/sponsors: the logos, added, edited and deleted after confirming. */
export function SponsorsAdmin() {
  const { data, error, isLoading, mutate } = useAdminSponsors();
  const [editing, setEditing] = useState<Sponsor | null>(null);
  const [toDelete, setToDelete] = useState<Sponsor | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteSponsor(toDelete.id);
      toast.success(SPONSOR_MSG.deleted, ADMIN_TOAST);
      await mutate();
    } catch (err) {
      toast.error(errorText(err), ADMIN_TOAST);
    } finally {
      setDeleting(false);
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
          <SponsorForm onDone={() => mutate()} />
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
                  <ImageWithPlaceholder src={s.logoUrl} alt={`Logo de ${s.nombre}`} className="sponsors-admin__logo" />
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
            onDone={async () => {
              await mutate();
              setEditing(null);
            }}
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
