import { useState } from 'react';
import { ARCO_KIND_LABELS, ARCO_LIMITS, ARCO_STATE_LABELS, type ArcoRequestView, type ArcoTemplate } from '@contracts/data-rights.contract';
import { es } from '@contracts/spanish-contractions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListStates } from '@/components/ui/list-states';
import { Select } from '@/components/ui/select';
import { Table } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf, messageOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAnswerArcoRequest, useArcoQueue } from '../api/data-rights';

const DEADLINE: Record<NonNullable<ArcoRequestView['plazo']>, { tone: 'success' | 'warning' | 'danger'; text: string }> = {
  'a-tiempo': { tone: 'success', text: 'A tiempo' },
  'por-vencer': { tone: 'warning', text: 'Por vencer' },
  vencida: { tone: 'danger', text: 'Vencida' },
};

/** One open request's answer: a template to start from, the text, and the outcome. */
function AnswerForm({ request, templates, onDone }: { request: ArcoRequestView; templates: ArcoTemplate[]; onDone: (message: string, answered: boolean) => void }) {
  const [texto, setTexto] = useState('');
  const [estado, setEstado] = useState<'atendida' | 'negada'>('atendida');
  const [status, setStatus] = useState<{ ok?: string; error?: string; field?: string } | null>(null);
  const { trigger, isMutating } = useAnswerArcoRequest();
  const send = async (next: 'en_proceso' | 'atendida' | 'negada') => {
    setStatus(null);
    try {
      const done = await trigger({ id: request.id, answer: { estado: next, respuesta: next === 'en_proceso' ? '' : texto } });
      setStatus({ ok: done.message });
      onDone(done.message, next !== 'en_proceso');
    } catch (err) {
      const field = fieldErrorsOf(err).respuesta;
      setStatus(field ? { field } : { error: messageOf(err, 'No pudimos guardar la respuesta.') });
    }
  };
  const applyTemplate = (clave: string) => {
    const t = templates.find((x) => x.clave === clave);
    if (!t) return;
    setTexto(t.texto);
    setEstado(t.estado);
  };
  const id = `arco-${request.id}`;
  return (
    <form className="arco-answer stack" aria-label={es`Responder la solicitud de ${request.nombre}`} onSubmit={(e) => { e.preventDefault(); void send(estado); }} noValidate>
      <Select label="Plantilla" placeholder="Escribir desde cero" options={templates.map((t) => ({ value: t.clave, label: t.titulo }))} onChange={(e) => applyTemplate(e.target.value)} id={`${id}-plantilla`} disabled={isMutating} />
      <Textarea label="Respuesta para la persona" rows={4} maxLength={ARCO_LIMITS.respuesta} value={texto} onChange={(e) => setTexto(e.target.value)} error={status?.field} id={`${id}-texto`} disabled={isMutating} />
      <Select
        label="Resultado"
        options={[
          { value: 'atendida', label: 'Atendida' },
          { value: 'negada', label: 'Negada' },
        ]}
        value={estado}
        onChange={(e) => setEstado(e.target.value as 'atendida' | 'negada')}
        id={`${id}-estado`}
        disabled={isMutating}
      />
      <div className="arco-answer__actions">
        {request.estado === 'recibida' && (
          <Button variant="secondary" onClick={() => void send('en_proceso')} disabled={isMutating}>
            Marcar en proceso
          </Button>
        )}
        <Button type="submit" busy={isMutating} busyText="Enviando..." disabled={isMutating}>
          Enviar respuesta
        </Button>
      </div>
      <div aria-live="polite">
        {status?.ok && <p className="form-success">{status.ok}</p>}
        {status?.error && (
          <p className="form-error" role="alert">
            {status.error}
          </p>
        )}
      </div>
    </form>
  );
}

/** 'Solicitudes ARCO': the open requests by their legal deadline first, each answerable from a template, then the answered ones. */
export function ArcoQueue() {
  const { data, error, mutate } = useArcoQueue();
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Solicitudes ARCO</h1>
        <p>Acceso, rectificación, cancelación y oposición de datos personales. La ley da 20 días hábiles (Ciudad de México) para responder; a la persona le llega un correo en cada paso.</p>
      </header>
      <div aria-live="polite">{notice && <p className="form-success">{notice}</p>}</div>
      <ListStates
        data={data}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel="Cargando las solicitudes…"
        errorMessage="No pudimos cargar las solicitudes."
        isEmpty={(d) => d.solicitudes.length === 0}
        empty={<p className="muted">No hay solicitudes ARCO.</p>}
      >
        {(d) => (
          <>
            <Table
              caption="Solicitudes ARCO"
              rows={d.solicitudes}
              rowKey={(r) => r.id}
              columns={[
                { key: 'recibida', header: 'Recibida', render: (r) => formatDateTime(r.creadaEn) },
                { key: 'tipo', header: 'Tipo', render: (r) => ARCO_KIND_LABELS[r.tipo] },
                { key: 'persona', header: 'Persona', render: (r) => `${r.nombre} (${r.email})${r.conCuenta ? '' : ' · sin cuenta'}` },
                { key: 'detalle', header: 'Qué pide', render: (r) => r.detalle || '—' },
                { key: 'estado', header: 'Estado', render: (r) => ARCO_STATE_LABELS[r.estado] },
                { key: 'vence', header: 'Vence', render: (r) => (r.plazo ? <>{formatDateTime(r.venceEn)} <Badge tone={DEADLINE[r.plazo].tone}>{DEADLINE[r.plazo].text}</Badge></> : '—') },
                {
                  key: 'acciones',
                  header: 'Acciones',
                  actions: true,
                  render: (r) =>
                    r.plazo ? (
                      <Button size="sm" variant="secondary" aria-expanded={open === r.id} onClick={() => {
                          setNotice(null);
                          setOpen(open === r.id ? null : r.id);
                        }}>
                        {open === r.id ? 'Cerrar' : 'Responder'}
                      </Button>
                    ) : (
                      r.respuesta ?? '—'
                    ),
                },
              ]}
            />
            {d.solicitudes
              .filter((r) => r.id === open && r.plazo)
              .map((r) => (
                <section key={r.id} className="card arco-answer__panel" aria-label={es`Respuesta a ${r.nombre}`}>
                  <h2 className="profile__section-title">
                    Responder a {r.nombre}: {ARCO_KIND_LABELS[r.tipo].toLowerCase()}
                  </h2>
                  <AnswerForm
                    request={r}
                    templates={d.plantillas}
                    onDone={(message, answered) => {
                      setNotice(message);
                      if (answered) setOpen(null);
                    }}
                  />
                </section>
              ))}
          </>
        )}
      </ListStates>
    </div>
  );
}
