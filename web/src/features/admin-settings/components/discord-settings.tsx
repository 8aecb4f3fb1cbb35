import { zodResolver } from '@hookform/resolvers/zod';
import { Save, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  DISCORD_CHANNEL_HELP,
  DISCORD_CHANNEL_LABELS,
  DISCORD_CHANNELS,
  discordSettingsSchema,
  type DiscordChannel,
  type DiscordSettingsInput,
} from '@contracts/notifications.contract';
import { PROCESSOR_OFF_MSG } from '@contracts/privacy.messages';
import type { DiscordSettingsAnswer } from '@contracts/notifications.views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { SkeletonLines } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { showServerErrors } from '@/lib/form-errors';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useDiscordSettings, useSaveDiscordSettings, useSendDiscordTest } from '../api/discord-settings';
import './admin-settings.css';
import { es } from '@contracts/spanish-contractions';

type Values = DiscordSettingsInput;

const valuesOf = (answer: DiscordSettingsAnswer): Values =>
  Object.fromEntries(DISCORD_CHANNELS.map((canal) => [canal, answer.webhooks.find((w) => w.canal === canal)?.url ?? '']));

/** 'Ajustes → Discord': the Discord webhook of each channel (shown masked), saved together, each with its test message. */
export function DiscordSettings() {
  const { data, error, isLoading, mutate } = useDiscordSettings();
  if (error) return <ErrorState message="No se pudieron cargar los ajustes." onRetry={() => void mutate()} />;
  if (isLoading || !data)
    return (
      <Card aria-busy="true">
        <span className="visually-hidden" role="status">
          Cargando ajustes...
        </span>
        <SkeletonLines lines={6} />
      </Card>
    );
  return <DiscordForm key={JSON.stringify(data)} settings={data} />;
}

function DiscordForm({ settings }: { settings: DiscordSettingsAnswer }) {
  const save = useSaveDiscordSettings();
  const sendTest = useSendDiscordTest();
  const [channel, setChannel] = useState<DiscordChannel | null>(null);
  const testing = sendTest.isMutating ? channel : null;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, DiscordSettingsInput>({ resolver: zodResolver(discordSettingsSchema), defaultValues: valuesOf(settings) });

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await save.trigger(values);
      toast.success(answer.message, ADMIN_TOAST);
    } catch (err) {
      showServerErrors(err, setError, DISCORD_CHANNELS);
      toast.error(messageOf(err, 'No se pudieron guardar los ajustes.'), ADMIN_TOAST);
    }
  });

  const test = async (canal: DiscordChannel) => {
    setChannel(canal);
    try {
      toast.success((await sendTest.trigger(canal)).message, ADMIN_TOAST);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo enviar la prueba.'), ADMIN_TOAST);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Card as="section" aria-labelledby="settings-discord" className="admin-settings__card">
        <h2 id="settings-discord" className="admin-settings__title">
          Webhooks de Discord
        </h2>
        <p className="admin-settings__intro">
          Pega la URL del webhook de cada canal (en Discord: Ajustes del canal → Integraciones → Webhooks). Por seguridad solo mostramos su final: déjala así para
          conservarla o bórrala para dejar de publicar en ese canal.
        </p>
        {settings.desactivado && (
          <p className="form-error" role="note">
            {PROCESSOR_OFF_MSG.discord}
          </p>
        )}
        <ul className="admin-settings__channels">
          {DISCORD_CHANNELS.map((canal) => {
            const saved = settings.webhooks.find((w) => w.canal === canal);
            return (
              <li key={canal} className="admin-settings__channel">
                <div className="admin-settings__channel-head">
                  <h3>{DISCORD_CHANNEL_LABELS[canal]}</h3>
                  {saved?.configurado ? <Badge tone="success">Configurado</Badge> : <Badge tone="neutral">Sin configurar</Badge>}
                </div>
                <Input
                  label={es`Webhook de ${DISCORD_CHANNEL_LABELS[canal].toLowerCase()}`}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="https://discord.com/api/webhooks/…"
                  hint={DISCORD_CHANNEL_HELP[canal]}
                  error={errors[canal]?.message}
                  {...register(canal)}
                />
                <Button
                  type="button"
                  variant="secondary"
                  disabled={!saved?.configurado}
                  busy={testing === canal}
                  busyText="Enviando..."
                  icon={<Send size={16} aria-hidden="true" />}
                  aria-label={es`Enviar prueba a ${DISCORD_CHANNEL_LABELS[canal].toLowerCase()}`}
                  onClick={() => void test(canal)}
                >
                  Enviar prueba
                </Button>
              </li>
            );
          })}
        </ul>
        <div className="admin-settings__actions">
          <Button type="submit" busy={save.isMutating} busyText="Guardando..." icon={<Save size={18} aria-hidden="true" />}>
            Guardar ajustes
          </Button>
        </div>
      </Card>
    </form>
  );
}
