import { Inbox, Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CONTACT_INBOX_MSG, type ContactFilter } from '@contracts/contact.messages';
import type { ContactMessageView } from '@contracts/contact.views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { PageLoader } from '@/components/ui/spinner';
import { Table, type Column } from '@/components/ui/table';
import { Tabs } from '@/components/ui/tabs';
import { messageOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { FIRST_PLACE_PAGE, stepFrom } from '@/lib/place-pages';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useContactInbox, useOpenContactMessage, useSetContactAnswered } from '../api/contact-inbox';
import './admin-contact.css';
import { es } from '@contracts/spanish-contractions';

type Filter = ContactFilter | 'todos';

const FILTERS: { id: Filter; label: string; empty: string }[] = [
  { id: 'pendientes', label: 'Pendientes', empty: 'No hay mensajes pendientes de respuesta.' },
  { id: 'respondidos', label: 'Respondidos', empty: 'Todavía no hay mensajes marcados como respondidos.' },
  { id: 'todos', label: 'Todos', empty: 'Todavía no ha llegado ningún mensaje por el formulario de contacto.' },
];

const preview = (text: string) => (text.length > 90 ? `${text.slice(0, 90).trimEnd()}…` : text);

function StateBadges({ message }: { message: ContactMessageView }) {
  return (
    <span className="contact-inbox__badges">
      {!message.readAt && <Badge tone="accent">Nuevo</Badge>}
      {message.respondido ? <Badge tone="success">Respondido</Badge> : <Badge tone="warning">Pendiente</Badge>}
    </span>
  );
}

/** One page of one filter: loading, error, empty, or the table (cards on phones) with its pages. */
function InboxList({ filter, onOpen }: { filter: Filter; onOpen: (message: ContactMessageView) => void }) {
  const [page, setPage] = useState(FIRST_PLACE_PAGE);
  const { data, error, isLoading, mutate } = useContactInbox(filter, page);
  if (error && !data) return <ErrorState message="No se pudieron cargar los mensajes de contacto." onRetry={() => void mutate()} />;
  if (isLoading && !data) return <PageLoader label="Cargando mensajes..." />;
  if (!data || data.mensajes.length === 0) {
    return <EmptyState icon={<Inbox size={28} />} title="Sin mensajes" message={FILTERS.find((f) => f.id === filter)!.empty} />;
  }
  const columns: Column<ContactMessageView>[] = [
    { key: 'estado', header: 'Estado', render: (m) => <StateBadges message={m} /> },
    { key: 'fecha', header: 'Recibido', numeric: true, render: (m) => formatDateTime(m.createdAt) },
    { key: 'nombre', header: 'Nombre', render: (m) => <span className={m.readAt ? undefined : 'contact-inbox__unread'}>{m.name}</span> },
    { key: 'correo', header: 'Correo', render: (m) => <span className="contact-inbox__email">{m.email}</span> },
    { key: 'mensaje', header: 'Mensaje', render: (m) => <span className="contact-inbox__preview">{preview(m.message)}</span> },
    {
      key: 'acciones',
      header: <span className="visually-hidden">Acciones</span>,
      label: 'Acciones',
      align: 'end',
      render: (m) => (
        <Button variant="secondary" size="sm" icon={<MailOpen size={16} aria-hidden="true" />} onClick={() => onOpen(m)} aria-label={es`Leer el mensaje de ${m.name}`}>
          Leer
        </Button>
      ),
    },
  ];
  return (
    <div className="contact-inbox__list">
      <Table caption={`Mensajes de contacto: ${FILTERS.find((f) => f.id === filter)!.label.toLowerCase()}`} columns={columns} rows={data.mensajes} rowKey={(m) => m.id} />
      <Pagination page={data.paginacion.paginaActual} pages={data.paginacion.paginas} onChange={(to) => setPage(stepFrom({ page: data.paginacion.paginaActual, siguiente: data.siguiente, anterior: data.anterior }, to))} />
    </div>
  );
}

/** The message opened in a dialog: who wrote, how to answer, and the answered mark. */
function MessageDialog({ message, onClose, onChange }: { message: ContactMessageView | null; onClose: () => void; onChange: (m: ContactMessageView) => void }) {
  const { trigger, isMutating: busy } = useSetContactAnswered();
  if (!message) {
    return (
      <Modal open={false} onClose={onClose} title="">
        {null}
      </Modal>
    );
  }
  const toggle = async () => {
    try {
      const answer = await trigger({ id: message.id, respondido: !message.respondido });
      onChange(answer.data);
      toast.success(answer.message, ADMIN_TOAST);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo guardar el cambio. Inténtalo de nuevo.'), ADMIN_TOAST);
    }
  };
  const replyHref = `mailto:${message.email}?subject=${encodeURIComponent('Re: tu mensaje a Parrilla')}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={es`Mensaje de ${message.name}`}
      footer={
        <div className="contact-inbox__actions">
          <a className="btn btn--secondary btn--md" href={replyHref}>
            <Mail size={16} aria-hidden="true" />
            Responder por correo
          </a>
          <Button onClick={() => void toggle()} busy={busy} busyText="Guardando...">
            {message.respondido ? 'Marcar como pendiente' : 'Marcar como respondido'}
          </Button>
        </div>
      }
    >
      <dl className="contact-inbox__details">
        <div>
          <dt>Recibido</dt>
          <dd>{formatDateTime(message.createdAt)}</dd>
        </div>
        <div>
          <dt>Correo</dt>
          <dd>
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
        </div>
        <div>
          <dt>Teléfono</dt>
          <dd>
            <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Estado</dt>
          <dd>{message.respondido ? `Respondido el ${formatDateTime(message.answeredAt)}` : 'Pendiente de respuesta'}</dd>
        </div>
      </dl>
      <p className="contact-inbox__message">{message.message}</p>
    </Modal>
  );
}

/** /admin/contacto: the messages of the contact form, newest first, to read and mark answered. */
export function ContactInbox({ unread, pending }: { unread?: number; pending?: number }) {
  const [filter, setFilter] = useState<Filter>('pendientes');
  const [open, setOpen] = useState<ContactMessageView | null>(null);
  const { trigger: read } = useOpenContactMessage();

  const openMessage = async (message: ContactMessageView) => {
    setOpen(message);
    if (message.readAt) return;
    try {
      setOpen(await read(message.id));
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo abrir el mensaje.'), ADMIN_TOAST);
    }
  };

  return (
    <section aria-labelledby="contact-inbox-title" className="contact-inbox">
      <header className="admin-page__header">
        <div>
          <h1 id="contact-inbox-title">{CONTACT_INBOX_MSG.title}</h1>
          <p>
            Lo que llega por el formulario de contacto del sitio.
            {unread !== undefined && pending !== undefined && (
              <>
                {' '}
                <strong>{unread === 1 ? '1 sin leer' : `${unread} sin leer`}</strong> · {pending === 1 ? '1 pendiente' : `${pending} pendientes`}.
              </>
            )}
          </p>
        </div>
      </header>
      <Tabs
        label="Filtrar mensajes"
        value={filter}
        onChange={(id) => setFilter(id as Filter)}
        tabs={FILTERS.map((f) => ({ id: f.id, label: f.label, content: <InboxList key={f.id} filter={f.id} onOpen={(m) => void openMessage(m)} /> }))}
      />
      <MessageDialog message={open} onClose={() => setOpen(null)} onChange={setOpen} />
    </section>
  );
}
