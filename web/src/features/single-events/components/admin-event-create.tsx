import { EMPTY_SINGLE_EVENT_FORM } from '@contracts/single-events.contract';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { LinkButton } from '@/components/ui/button';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useCreateSingleEvent } from '../api/manage-single-events';
import { EventForm } from './event-form';

const LIST = '/admin/eventos-unicos';

/** /admin/eventos-unicos/crear: on success a message and back to the list; on failure a banner and a toast. */
export function AdminEventCreate() {
  const navigate = useNavigate();
  const { trigger: createSingleEvent } = useCreateSingleEvent();
  return (
    <section aria-labelledby="event-create-title">
      <header className="admin-page__header">
        <div>
          <h1 id="event-create-title">Crear evento único</h1>
          <p>Un evento gratuito de una sola fecha. Los campos con * son obligatorios.</p>
        </div>
        <LinkButton to={LIST} variant="ghost" icon={<ArrowLeft size={18} aria-hidden="true" />}>
          Volver a eventos
        </LinkButton>
      </header>
      <EventForm
        initial={EMPTY_SINGLE_EVENT_FORM}
        failureText="Ocurrió un error al crear el evento único"
        submitText="Crear evento"
        busyText="Creando..."
        onFailure={(message) => toast.error(message, ADMIN_TOAST)}
        onSubmit={async (input) => {
          await createSingleEvent(input);
          toast.success('Evento único creado con éxito', ADMIN_TOAST);
          navigate(LIST);
        }}
        cancel={
          <LinkButton to={LIST} variant="secondary">
            Cancelar
          </LinkButton>
        }
      />
    </section>
  );
}
