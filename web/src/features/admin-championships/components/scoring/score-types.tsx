import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { IRACING_SESSIONS, SCORED_EVENT_KIND_LABELS, SCORED_EVENT_KINDS, STANDINGS_LIMITS } from '@contracts/standings-config.contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorAt } from './form-errors';
import { tableOf, type EventForm, type ScoringForm } from './scoring-form';

const SESSION_LABELS: Record<(typeof IRACING_SESSIONS)[number], string> = { qualifying: 'Clasificación (qualifying)', race: 'Carrera (race)' };

const NEW_EVENT: EventForm = { nombre: '', sesionIracing: 'race', tipo: 'posicion', tabla: '', vueltasMinimas: 0 };

/** '1.º 25 · 2.º 18 …' under a points table as it is typed. */
function TablePreview({ text }: { text: string }) {
  const table = tableOf(text);
  if (!table || table.length === 0) return null;
  const shown = table.slice(0, 12).map((p, i) => `${i + 1}.º ${p}`);
  return (
    <span className="scoring__preview" data-testid="tabla-preview">
      {table.length} {table.length === 1 ? 'posición puntúa' : 'posiciones puntúan'}: {shown.join(' · ')}
      {table.length > 12 ? ' …' : ''}
    </span>
  );
}

function ScoredEvent({ typeIndex, index, onRemove, canRemove }: { typeIndex: number; index: number; onRemove: () => void; canRemove: boolean }) {
  const { register, control, formState } = useFormContext<ScoringForm>();
  const base = `tiposPuntuacion.${typeIndex}.eventos.${index}` as const;
  const tabla = useWatch({ control, name: `${base}.tabla` });
  const tipo = useWatch({ control, name: `${base}.tipo` });
  const nombre = useWatch({ control, name: `${base}.nombre` });
  const share = useWatch({ control, name: `${base}.vueltasMinimas` });
  const label = nombre?.trim() || `Evento ${index + 1}`;
  const firstValueOnly = tipo === 'vueltasLideradas' || tipo === 'posicionesGanadas';
  return (
    <li className="scoring__event">
      <fieldset>
        <legend>{label}</legend>
        <div className="scoring__grid">
          <Input label="Nombre del evento" maxLength={STANDINGS_LIMITS.nombre} {...register(`${base}.nombre`)} error={errorAt(formState.errors, `${base}.nombre`)} />
          <Select
            label="Sesión de iRacing que lee"
            options={IRACING_SESSIONS.map((s) => ({ value: s, label: SESSION_LABELS[s] }))}
            {...register(`${base}.sesionIracing`)}
            error={errorAt(formState.errors, `${base}.sesionIracing`)}
          />
          <Select label="Cómo puntúa" options={SCORED_EVENT_KINDS.map((k) => ({ value: k, label: SCORED_EVENT_KIND_LABELS[k] }))} {...register(`${base}.tipo`)} error={errorAt(formState.errors, `${base}.tipo`)} />
          <Input
            label="Vueltas mínimas (fracción de las del líder)"
            type="number"
            inputMode="decimal"
            min={0}
            max={1}
            step={0.05}
            hint={Number.isFinite(share) ? `${Math.round(share * 100)} % de las vueltas del líder de su grupo` : 'De 0 a 1; por ejemplo 0.75'}
            {...register(`${base}.vueltasMinimas`, { valueAsNumber: true })}
            error={errorAt(formState.errors, `${base}.vueltasMinimas`)}
          />
          <div className="scoring__span">
            <Input
              label={firstValueOnly ? 'Puntos (solo cuenta el primer valor)' : 'Tabla de puntos (1.º, 2.º, 3.º …, separados por comas)'}
              inputMode="decimal"
              autoComplete="off"
              placeholder="25, 18, 15, 12, 10, 8, 6, 4, 2, 1"
              hint={
                <>
                  Hasta {STANDINGS_LIMITS.tabla} posiciones, de 0 a {STANDINGS_LIMITS.puntosPorPosicion} puntos cada una.
                  <TablePreview text={tabla ?? ''} />
                </>
              }
              {...register(`${base}.tabla`)}
              error={errorAt(formState.errors, `${base}.tabla`)}
            />
          </div>
        </div>
        <Button variant="ghost" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={onRemove} disabled={!canRemove} aria-label={`Quitar evento ${label}`}>
          Quitar evento
        </Button>
      </fieldset>
    </li>
  );
}

function ScoreTypeCard({ index, onRemove, canRemove }: { index: number; onRemove: () => void; canRemove: boolean }) {
  const { register, control, formState } = useFormContext<ScoringForm>();
  const events = useFieldArray({ control, name: `tiposPuntuacion.${index}.eventos` });
  const nombre = useWatch({ control, name: `tiposPuntuacion.${index}.nombre` });
  const label = nombre?.trim() || `Tipo ${index + 1}`;
  const listError = errorAt(formState.errors, `tiposPuntuacion.${index}.eventos`);
  return (
    <li className="scoring__type card card--raised">
      <div className="scoring__type-head">
        <Input label="Nombre del tipo de puntuación" maxLength={STANDINGS_LIMITS.nombre} {...register(`tiposPuntuacion.${index}.nombre`)} error={errorAt(formState.errors, `tiposPuntuacion.${index}.nombre`)} />
        <Button variant="danger" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={onRemove} disabled={!canRemove} aria-label={`Quitar tipo ${label}`}>
          Quitar tipo
        </Button>
      </div>
      <h4 className="scoring__subtitle">Eventos puntuables de {label}</h4>
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      <ol className="scoring__events">
        {events.fields.map((field, i) => (
          <ScoredEvent key={field.id} typeIndex={index} index={i} onRemove={() => events.remove(i)} canRemove={events.fields.length > 1} />
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus size={16} aria-hidden="true" />}
        disabled={events.fields.length >= STANDINGS_LIMITS.eventosPorTipo}
        onClick={() => events.append({ ...NEW_EVENT, nombre: `Evento ${events.fields.length + 1}` })}
      >
        Añadir evento a {label}
      </Button>
    </li>
  );
}

/** 'Tipos de puntuación': each with its scored events, their session, kind, table and minimum laps. */
export function ScoreTypesSection() {
  const { control, formState } = useFormContext<ScoringForm>();
  const types = useFieldArray({ control, name: 'tiposPuntuacion' });
  const listError = errorAt(formState.errors, 'tiposPuntuacion');
  return (
    <section className="scoring__section card" aria-labelledby="scoring-types-title">
      <h2 id="scoring-types-title">Tipos de puntuación</h2>
      <p className="muted">Cada sesión de una ronda puntúa con un tipo (por ejemplo «Sprint» o «Principal»); cada tipo reúne sus eventos puntuables: pole, carrera, vuelta rápida…</p>
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      <ol className="scoring__types">
        {types.fields.map((field, i) => (
          <ScoreTypeCard key={field.id} index={i} onRemove={() => types.remove(i)} canRemove={types.fields.length > 1} />
        ))}
      </ol>
      <Button
        variant="secondary"
        icon={<Plus size={18} aria-hidden="true" />}
        disabled={types.fields.length >= STANDINGS_LIMITS.tiposPuntuacion}
        onClick={() => types.append({ nombre: `Tipo ${types.fields.length + 1}`, eventos: [{ ...NEW_EVENT, nombre: 'Carrera', tabla: '10, 8, 6, 5, 4, 3, 2, 1' }] })}
      >
        Añadir tipo de puntuación
      </Button>
    </section>
  );
}
