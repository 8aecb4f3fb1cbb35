import { useEffect, useState } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import type { ChampionshipFormValues } from '../api/championships';
import { useIracingStatus } from '../api/get-iracing-status';
import { leagueIdSchema, useLeagueSeasons } from '../api/get-league-seasons';

/** How long the league id must stay unchanged before its seasons are asked for. */
const TYPING_PAUSE_MS = 500;

function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The seasons' failure in the server's Spanish (iRacing down, the league unknown…), whatever its status. */
const failureOf = (error: unknown) =>
  error instanceof ApiError && error.fromServer ? error.message : 'No se pudieron consultar las temporadas de la liga en iRacing.';

export interface IracingSeasonFieldsProps {
  register: UseFormRegister<ChampionshipFormValues>;
  control: Control<ChampionshipFormValues>;
  errors: { liga?: string; temporada?: string };
}

/**
 * The championship's iRacing league and season (both optional). Once a valid league id is typed and
 * the connection is configured, its seasons are offered in a list; when iRacing cannot answer, its
 * message shows and the season id is typed by hand.
 */
export function IracingSeasonFields({ register, control, errors }: IracingSeasonFieldsProps) {
  const liga = useWatch({ control, name: 'iracingLigaId' });
  const temporada = useWatch({ control, name: 'iracingTemporadaId' });
  const status = useIracingStatus();
  const parsed = leagueIdSchema.safeParse(useSettled(liga ?? '', TYPING_PAUSE_MS));
  const ligaId = status.data?.configurado && parsed.success && typeof parsed.data === 'number' ? parsed.data : null;
  const seasons = useLeagueSeasons(ligaId);
  const offered = ligaId !== null && seasons.data && seasons.data.temporadas.length > 0 ? seasons.data.temporadas : null;

  let hint: string;
  if (!liga?.trim()) hint = 'Escribe primero el ID de la liga para elegir una de sus temporadas.';
  else if (status.data && !status.data.configurado) hint = 'La conexión con iRacing no está configurada: escribe el ID de la temporada.';
  else if (seasons.error) hint = `${failureOf(seasons.error).replace(/\.$/, '')}. Escribe el ID de la temporada a mano.`;
  else if (ligaId !== null && seasons.isLoading) hint = 'Consultando las temporadas de la liga en iRacing...';
  else if (ligaId !== null && seasons.data?.temporadas.length === 0) hint = 'La liga no tiene temporadas en iRacing: escribe el ID a mano.';
  else hint = 'El número de la temporada en iRacing.';

  // A season already saved that the league no longer lists stays choosable, so saving does not drop it.
  const options = offered?.map((t) => ({ value: String(t.id), label: `${t.nombre}${t.activa ? ' (activa)' : ''} · ${t.id}` })) ?? [];
  if (offered && temporada && !offered.some((t) => String(t.id) === temporada.trim())) options.push({ value: temporada.trim(), label: `ID ${temporada.trim()} (no aparece en la liga)` });

  return (
    <fieldset className="admin-form__fieldset">
      <legend>iRacing (opcional)</legend>
      <p className="muted admin-form__note">
        Con la liga y la temporada de iRacing, los resultados de las sesiones de la temporada se importan solos a las carreras del campeonato.
      </p>
      <div className="admin-form__grid">
        <Input
          label="Liga de iRacing (ID)"
          inputMode="numeric"
          autoComplete="off"
          hint="El número de la liga en iRacing (aparece en la dirección de su página)."
          error={errors.liga}
          {...register('iracingLigaId')}
        />
        {offered ? (
          <Select
            label="Temporada de iRacing"
            placeholder="Sin temporada"
            options={options}
            hint="Las temporadas de la liga, según iRacing."
            error={errors.temporada}
            {...register('iracingTemporadaId')}
          />
        ) : (
          <Input
            label="Temporada de iRacing"
            inputMode="numeric"
            autoComplete="off"
            hint={<span aria-live="polite">{hint}</span>}
            error={errors.temporada}
            {...register('iracingTemporadaId')}
          />
        )}
      </div>
    </fieldset>
  );
}
