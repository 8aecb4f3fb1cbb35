import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { STANDINGS_LIMITS } from '@contracts/standings-config.contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorAt } from './form-errors';
import type { ScoringForm } from './scoring-form';

const SESSIONS = [0, 1, 2] as const;

function useTypeOptions() {
  const { control } = useFormContext<ScoringForm>();
  const types = useWatch({ control, name: 'tiposPuntuacion' });
  return [...new Set((types ?? []).map((t) => t.nombre.trim()).filter((n) => n !== ''))].map((n) => ({ value: n, label: n }));
}

/**
 * Three selects: the score type of sessions 1, 2 and 3 ('Sin sesión' for 2 and 3). A message about the
 * list as a whole (no session at all) is said under session 1, the one to choose.
 */
function SessionSelects({ base, context }: { base: 'formato.porDefecto' | `formato.rondas.${number}.sesiones`; context: string }) {
  const { register, formState } = useFormContext<ScoringForm>();
  const options = useTypeOptions();
  const listError = errorAt(formState.errors, base);
  return (
    <div className="scoring__sessions">
      {SESSIONS.map((i) => (
        <Select
          key={i}
          label={`Sesión ${i + 1}`}
          aria-label={`Sesión ${i + 1} ${context}`}
          placeholder={i === 0 ? 'Elige un tipo' : 'Sin sesión'}
          options={options}
          {...register(`${base}.${i}`)}
          error={errorAt(formState.errors, `${base}.${i}`) ?? (i === 0 ? listError : undefined)}
        />
      ))}
    </div>
  );
}

/** 'Formato de las rondas': the score type of each session, by default and for given rounds. */
export function FormatSection({ rounds }: { rounds: string[] }) {
  const { register, control, formState } = useFormContext<ScoringForm>();
  const overrides = useFieldArray({ control, name: 'formato.rondas' });
  return (
    <section className="scoring__section card" aria-labelledby="scoring-format-title">
      <h2 id="scoring-format-title">Formato de las rondas</h2>
      <p className="muted">Qué tipo de puntuación es cada sesión puntuable (1 a 3) de una ronda. Cada sesión es su propio evento importado de iRacing.</p>
      <h3 className="scoring__subtitle">Todas las rondas</h3>
      <SessionSelects base="formato.porDefecto" context="de todas las rondas" />
      <h3 className="scoring__subtitle">Rondas con otro formato</h3>
      {rounds.length > 0 && (
        <details className="scoring__calendar">
          <summary>Rondas del calendario</summary>
          <ol>
            {rounds.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        </details>
      )}
      {overrides.fields.length === 0 && <p className="muted">Ninguna: todas usan el formato de arriba.</p>}
      <ol className="scoring__list">
        {overrides.fields.map((field, i) => (
          <li key={field.id} className="scoring__override">
            <div className="scoring__row">
              <Input
                label="Ronda"
                type="number"
                inputMode="numeric"
                min={1}
                max={STANDINGS_LIMITS.rondas}
                {...register(`formato.rondas.${i}.ronda`, { valueAsNumber: true })}
                error={errorAt(formState.errors, `formato.rondas.${i}.ronda`)}
              />
              <Button variant="ghost" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => overrides.remove(i)} aria-label={`Quitar el formato de la ronda ${i + 1} de la lista`}>
                Quitar
              </Button>
            </div>
            <SessionSelects base={`formato.rondas.${i}.sesiones`} context={`de la ronda de la fila ${i + 1}`} />
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus size={16} aria-hidden="true" />}
        disabled={overrides.fields.length >= STANDINGS_LIMITS.rondas}
        onClick={() => overrides.append({ ronda: Number.NaN, sesiones: ['', '', ''] })}
      >
        Añadir ronda con otro formato
      </Button>
    </section>
  );
}

/** 'Qué no puntúa y descartes'. */
export function RulesSection() {
  const { register, formState } = useFormContext<ScoringForm>();
  return (
    <section className="scoring__section card" aria-labelledby="scoring-rules-title">
      <h2 id="scoring-rules-title">Qué no puntúa y descartes</h2>
      <div className="scoring__grid">
        <div className="scoring__span">
          <Input
            label="Motivos de abandono que no puntúan (separados por comas)"
            placeholder="Disconnected"
            hint="El motivo tal como lo escribe iRacing (reason_out), por ejemplo Disconnected."
            autoComplete="off"
            {...register('motivosSinPuntos')}
            error={errorAt(formState.errors, 'motivosSinPuntos')}
          />
        </div>
        <div className="scoring__span">
          <Checkbox label="Cerrar posiciones: quien no puntúa sale del orden y los de atrás suben" {...register('cerrarPosiciones')} error={errorAt(formState.errors, 'cerrarPosiciones')} />
        </div>
        <div className="scoring__span">
          <Checkbox
            label="Una sanción a quien no puntúa no mueve a nadie"
            hint="Si un piloto que no puntúa en ese evento (por un motivo de la lista o por no completar las vueltas mínimas) recibe una sanción de posiciones, de tiempo o una descalificación, los demás conservan su lugar y sus puntos."
            {...register('sancionSinPuntosNoMueveAOtros')}
            error={errorAt(formState.errors, 'sancionSinPuntosNoMueveAOtros')}
          />
        </div>
        <Input
          label="Rondas descartadas"
          type="number"
          inputMode="numeric"
          min={0}
          max={STANDINGS_LIMITS.rondasDescartadas}
          hint="Las peores rondas de cada piloto que no cuentan."
          {...register('rondasDescartadas', { valueAsNumber: true })}
          error={errorAt(formState.errors, 'rondasDescartadas')}
        />
        <Input
          label="Rondas que nunca se descartan"
          placeholder="6, 12"
          inputMode="numeric"
          hint="Números de ronda separados por comas."
          autoComplete="off"
          {...register('rondasNoDescartables')}
          error={errorAt(formState.errors, 'rondasNoDescartables')}
        />
      </div>
    </section>
  );
}

/** 'Equipos': rosters of 1 to 4 drivers by iRacing customer id, and how their table adds up. */
export function TeamsSection() {
  const { register, control, formState } = useFormContext<ScoringForm>();
  const teams = useFieldArray({ control, name: 'equipos.plantillas' });
  const values = useWatch({ control, name: 'equipos.plantillas' });
  return (
    <section className="scoring__section card" aria-labelledby="scoring-teams-title">
      <h2 id="scoring-teams-title">Equipos</h2>
      <p className="muted">
        Cada equipo suma en la tabla «Equipos» los puntos de cada ronda de sus pilotos (de 1 a {STANDINGS_LIMITS.pilotosPorEquipo}), también las rondas que ellos descartan. Un piloto va en un equipo como
        máximo.
      </p>
      {teams.fields.length === 0 && <p className="muted">Aún no hay equipos.</p>}
      <ol className="scoring__list">
        {teams.fields.map((field, i) => (
          <li key={field.id} className="scoring__row">
            <Input
              label={`Nombre del equipo ${i + 1}`}
              maxLength={STANDINGS_LIMITS.nombre}
              {...register(`equipos.plantillas.${i}.nombre`)}
              error={errorAt(formState.errors, `equipos.plantillas.${i}.nombre`)}
            />
            <Input
              label="IDs de cliente de sus pilotos"
              placeholder="123456, 234567"
              inputMode="numeric"
              autoComplete="off"
              {...register(`equipos.plantillas.${i}.pilotos`)}
              error={errorAt(formState.errors, `equipos.plantillas.${i}.pilotos`)}
            />
            <Button variant="ghost" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => teams.remove(i)} aria-label={`Quitar el equipo ${values?.[i]?.nombre || i + 1}`}>
              Quitar
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" icon={<Plus size={16} aria-hidden="true" />} disabled={teams.fields.length >= STANDINGS_LIMITS.equipos} onClick={() => teams.append({ nombre: '', pilotos: '' })}>
        Añadir equipo
      </Button>
      <div className="scoring__grid">
        <Input
          label="Rondas que descarta cada equipo"
          type="number"
          inputMode="numeric"
          min={0}
          max={STANDINGS_LIMITS.rondasDescartadas}
          hint="Las peores rondas de cada equipo que no cuentan, aparte de los descartes de los pilotos. Las rondas que nunca se descartan tampoco se descartan aquí."
          {...register('equipos.descartes', { valueAsNumber: true })}
          error={errorAt(formState.errors, 'equipos.descartes')}
        />
        <div className="scoring__span">
          <Checkbox
            label="Restar a cada equipo las deducciones de puntos de sus pilotos"
            hint="Sin marcar, una deducción castiga solo al piloto, no a su equipo."
            {...register('equipos.incluirDeduccionesDePilotos')}
            error={errorAt(formState.errors, 'equipos.incluirDeduccionesDePilotos')}
          />
        </div>
        <div className="scoring__span">
          <Checkbox label="Descartar cada ronda al peor piloto de los equipos de tres o más" {...register('equipos.descartarPeorPiloto')} />
        </div>
      </div>
    </section>
  );
}
