import { Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDateTime } from '@contracts/formats';
import { pushAnnouncementSchema } from '@contracts/push.contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { ChampionshipPicker } from '@/components/championships/championship-picker';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { schemaResolver } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useAnnounce, useAnnouncements } from '../api/announcements';
import './announcements.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * /admin/avisos: 'Aviso a los inscritos'. A title and a short text pushed to the devices of everyone
 * entered in a championship who turned notifications on; below, each announcement with how many
 * devices it reached (sent, failed, still on their way).
 */
export function AnnouncementsAdmin() {
  const list = useAnnouncements();
  const { trigger, isMutating } = useAnnounce();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof pushAnnouncementSchema>>({ resolver: schemaResolver(pushAnnouncementSchema), defaultValues: { campeonatoId: '', titulo: '', cuerpo: '' } });
  // The championship first, as on screen: a refused form focuses it before the title (its picker's Controller registers only when it renders).
  register('campeonatoId');
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await trigger(values);
      toast.success(`${answer.message}: ${plural(answer.aviso.dispositivos, 'dispositivo', 'dispositivos')}`, ADMIN_TOAST);
      reset({ campeonatoId: values.campeonatoId, titulo: '', cuerpo: '' });
    } catch (err) {
      const text = messageOf(err, 'No se pudo enviar el aviso. Inténtalo de nuevo.');
      setError('root', { type: 'server', message: text });
      toast.error(text, ADMIN_TOAST);
    }
  });
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Avisos a los inscritos</h1>
        <p>Una notificación en el teléfono o la computadora de cada piloto inscrito que activó las notificaciones. Al tocarla se abre la página del campeonato.</p>
      </header>
      <Card as="section" aria-labelledby="aviso-form-title">
        <h2 id="aviso-form-title">Nuevo aviso</h2>
        <form noValidate onSubmit={(event) => void submit(event)} aria-describedby={errors.root ? 'aviso-form-error' : undefined}>
          <Controller
            control={control}
            name="campeonatoId"
            render={({ field }) => (
              <ChampionshipPicker label="Campeonato" value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={errors.campeonatoId?.message} />
            )}
          />
          <Input label="Título" maxLength={80} error={errors.titulo?.message} {...register('titulo')} />
          <Textarea label="Texto" rows={3} maxLength={240} hint="Hasta 240 caracteres." error={errors.cuerpo?.message} {...register('cuerpo')} />
          {errors.root && (
            <p id="aviso-form-error" className="field__error" role="alert">
              {errors.root.message}
            </p>
          )}
          <Button type="submit" icon={<Send size={18} aria-hidden="true" />} busy={isMutating} busyText="Enviando...">
            Enviar aviso
          </Button>
        </form>
      </Card>
      <section aria-labelledby="avisos-title">
        <h2 id="avisos-title">Avisos enviados</h2>
        <ListStates
          data={list.data}
          error={list.error}
          onRetry={() => void list.mutate()}
          loadingLabel="Cargando avisos..."
          errorMessage="No se pudieron cargar los avisos."
          isEmpty={(d) => d.avisos.length === 0}
          empty={<EmptyState message="Todavía no se ha enviado ningún aviso." />}
        >
          {(d) => (
            <ul className="push-announcements">
              {d.avisos.map((a) => (
                <li key={a.id}>
                  <p>
                    <strong>{a.titulo}</strong> · {a.campeonato} · {formatDateTime(a.creadoEn)}
                  </p>
                  <p>{a.cuerpo}</p>
                  <p aria-live="polite">
                    {a.dispositivos === 0
                      ? 'Ningún inscrito tenía las notificaciones activadas.'
                      : `Llegó a ${plural(a.enviados, 'dispositivo', 'dispositivos')} de ${a.dispositivos}${a.fallidos ? `; ${plural(a.fallidos, 'falló', 'fallaron')}` : ''}${a.pendientes ? `; ${a.pendientes} en camino` : ''}.`}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </section>
    </div>
  );
}
