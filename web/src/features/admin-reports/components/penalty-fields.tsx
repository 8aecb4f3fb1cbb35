import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { EVENT_PENALTY_TYPES, PENALTY_LABELS, PENALTY_TYPES, REPORT_LIMITS, type PenaltyType } from '@contracts/stewarding.messages';
import type { RoundOutlineView } from '@contracts/standings.views';
import type { PenaltyFields as Penalty, PenaltyRequest } from '@contracts/stewarding.contract';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { FormInputs } from '@/lib/form-values';

/**
 * The penalty as its inputs hold it (text until the contract reads it); its type may also be '', no
 * penalty, which the contract has no word for: a resolution may go without one.
 */
export type PenaltyFormValues = Omit<FormInputs<Penalty>, 'tipo'> & { tipo: '' | PenaltyType };

export const EMPTY_PENALTY: PenaltyFormValues = { tipo: '', segundos: '', posiciones: '', puntos: '', puntosLicencia: '0', sesion: '', evento: '' };

/** Whether a round's configuration leaves a choice of event (more than one session or event). */
export function hasEventChoice(outline: RoundOutlineView | undefined): outline is RoundOutlineView {
  return !!outline && outline.sesiones.reduce((n, s) => n + s.eventos.length, 0) > 1;
}

const SEPARATOR = '\u001f';

/** The 'Evento al que se aplica' select: the main race by default, or any scored event of the round. */
function EventTarget({ outline, sesion, evento, onChange, error }: { outline: RoundOutlineView; sesion: string; evento: string; onChange: (sesion: string, evento: string) => void; error?: string }) {
  const several = outline.sesiones.length > 1;
  const main = outline.principal;
  const mainText = main ? `Carrera principal (${several ? `sesión ${main.sesion} · ` : ''}${main.evento})` : 'Carrera principal';
  const options = outline.sesiones.flatMap((s) =>
    s.eventos.map((e) => ({ value: `${s.sesion}${SEPARATOR}${e.nombre}`, label: several ? `Sesión ${s.sesion} · ${e.nombre}` : e.nombre })),
  );
  return (
    <Select
      label="Evento al que se aplica"
      placeholder={mainText}
      options={options}
      value={sesion && evento ? `${sesion}${SEPARATOR}${evento}` : ''}
      onChange={(e) => {
        const [s = '', ev = ''] = e.target.value ? e.target.value.split(SEPARATOR) : [];
        onChange(s, ev);
      }}
      hint={`Ronda ${outline.ronda}: la sanción solo cambia ese evento (una descalificación de la carrera deja la pole y la vuelta rápida).`}
      error={error}
    />
  );
}

/** The request's penalty, or null when no type was chosen; the contract's schema checks the rest. */
export function toPenaltyRequest(v: PenaltyFormValues): PenaltyRequest | null {
  if (v.tipo === '') return null;
  return { tipo: v.tipo, segundos: v.segundos, posiciones: v.posiciones, puntos: v.puntos, puntosLicencia: v.puntosLicencia, sesion: v.sesion, evento: v.evento };
}

interface PenaltyFieldsProps<T extends FieldValues & { sancion: PenaltyFormValues }> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  tipo: PenaltyFormValues['tipo'];
  /** Text of the empty choice ('Sin sanción'); without it a type must be chosen. */
  noneText?: string;
  /** The round's scored sessions and events: the event select shows when there is a choice. */
  outline?: RoundOutlineView;
  target?: { sesion: string; evento: string };
  onTarget?: (sesion: string, evento: string) => void;
}

/** Type of penalty, the amount its type needs, and licence points. */
export function PenaltyFields<T extends FieldValues & { sancion: PenaltyFormValues }>({ register, errors, tipo, noneText, outline, target, onTarget }: PenaltyFieldsProps<T>) {
  const field = (name: keyof PenaltyFormValues) => `sancion.${name}` as Path<T>;
  const sancionErrors = (errors as FieldErrors<{ sancion: PenaltyFormValues }>).sancion;
  const error = (name: keyof PenaltyFormValues) => sancionErrors?.[name]?.message;
  return (
    <fieldset className="reports__fieldset">
      <legend>Sanción al piloto reportado</legend>
      <Select
        label="Tipo de sanción"
        placeholder={noneText ?? 'Elige el tipo de sanción'}
        required={noneText === undefined}
        options={PENALTY_TYPES.map((t) => ({ value: t, label: PENALTY_LABELS[t] }))}
        {...register(field('tipo'))}
        error={error('tipo')}
      />
      {tipo === 'tiempo' && (
        <Input label="Segundos de penalización" type="number" inputMode="numeric" min={1} max={REPORT_LIMITS.segundos} step={1} required {...register(field('segundos'))} error={error('segundos')} />
      )}
      {tipo === 'posiciones' && (
        <Input label="Posiciones que pierde" type="number" inputMode="numeric" min={1} max={REPORT_LIMITS.posiciones} step={1} required {...register(field('posiciones'))} error={error('posiciones')} />
      )}
      {tipo === 'puntos' && (
        <Input label="Puntos de campeonato descontados" type="number" inputMode="numeric" min={1} max={REPORT_LIMITS.puntos} step={1} required {...register(field('puntos'))} error={error('puntos')} />
      )}
      {tipo !== '' && EVENT_PENALTY_TYPES.includes(tipo) && hasEventChoice(outline) && target && onTarget && (
        <EventTarget outline={outline} sesion={target.sesion} evento={target.evento} onChange={onTarget} error={error('sesion') ?? error('evento')} />
      )}
      {tipo !== '' && (
        <Input
          label="Puntos de licencia"
          type="number"
          inputMode="numeric"
          min={0}
          max={REPORT_LIMITS.puntosLicencia}
          step={1}
          hint={`De 0 a ${REPORT_LIMITS.puntosLicencia}; se suman a los del piloto en este campeonato.`}
          {...register(field('puntosLicencia'))}
          error={error('puntosLicencia')}
        />
      )}
    </fieldset>
  );
}
