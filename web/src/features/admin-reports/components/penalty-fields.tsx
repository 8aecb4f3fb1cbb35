import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { PENALTY_LABELS, PENALTY_TYPES, REPORT_LIMITS, type PenaltyType } from '@contracts/stewarding.messages';
import type { PenaltyRequest } from '@contracts/stewarding.contract';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** The penalty as its inputs hold it; no type means no penalty (a resolution may go without one). */
export interface PenaltyFormValues {
  tipo: '' | PenaltyType;
  segundos: string;
  posiciones: string;
  puntos: string;
  puntosLicencia: string;
}

export const EMPTY_PENALTY: PenaltyFormValues = { tipo: '', segundos: '', posiciones: '', puntos: '', puntosLicencia: '0' };

/** The request's penalty, or null when no type was chosen; the contract's schema checks the rest. */
export function toPenaltyRequest(v: PenaltyFormValues): PenaltyRequest | null {
  if (v.tipo === '') return null;
  return { tipo: v.tipo, segundos: v.segundos, posiciones: v.posiciones, puntos: v.puntos, puntosLicencia: v.puntosLicencia };
}

interface PenaltyFieldsProps<T extends FieldValues & { sancion: PenaltyFormValues }> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  tipo: PenaltyFormValues['tipo'];
  /** Text of the empty choice ('Sin sanción'); without it a type must be chosen. */
  noneText?: string;
}

/** Type of penalty, the amount its type needs, and licence points. */
export function PenaltyFields<T extends FieldValues & { sancion: PenaltyFormValues }>({ register, errors, tipo, noneText }: PenaltyFieldsProps<T>) {
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
