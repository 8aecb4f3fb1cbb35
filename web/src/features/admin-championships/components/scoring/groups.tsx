import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { STANDINGS_LIMITS } from '@contracts/standings-config.contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ADMIN_TOAST } from '@/lib/toast-options';
import type { CsvDriver } from './drivers-csv';
import { DriversImport, UploadIcon } from './drivers-import';
import { errorAt } from './form-errors';
import { NO_GROUP, type DriverForm, type ScoringForm } from './scoring-form';
import { es } from '@contracts/spanish-contractions';

function GroupChanges({ index, groupOptions }: { index: number; groupOptions: Array<{ value: string; label: string }> }) {
  const { register, control, formState } = useFormContext<ScoringForm>();
  const changes = useFieldArray({ control, name: `pilotos.${index}.cambios` });
  const nombre = useWatch({ control, name: `pilotos.${index}.nombre` });
  return (
    <div className="scoring__changes">
      {changes.fields.length > 0 && (
        <ol className="scoring__change-list">
          {changes.fields.map((field, ci) => (
            <li key={field.id} className="scoring__row">
              <Input
                label="Desde la ronda"
                type="number"
                inputMode="numeric"
                min={2}
                max={STANDINGS_LIMITS.rondas}
                {...register(`pilotos.${index}.cambios.${ci}.desdeRonda`, { valueAsNumber: true })}
                error={errorAt(formState.errors, `pilotos.${index}.cambios.${ci}.desdeRonda`)}
              />
              <Select label="Pasa al grupo" placeholder="Elige un grupo" options={groupOptions} {...register(`pilotos.${index}.cambios.${ci}.grupo`)} error={errorAt(formState.errors, `pilotos.${index}.cambios.${ci}.grupo`)} />
              <Button variant="ghost" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => changes.remove(ci)} aria-label={es`Quitar el cambio de grupo ${ci + 1} de ${nombre || 'este piloto'}`}>
                Quitar
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="ghost"
        size="sm"
        icon={<Plus size={16} aria-hidden="true" />}
        disabled={changes.fields.length >= STANDINGS_LIMITS.cambiosDeGrupo}
        onClick={() => {
          const last = changes.fields.at(-1)?.desdeRonda;
          changes.append({ desdeRonda: Number.isFinite(last) ? Math.min((last ?? 1) + 1, STANDINGS_LIMITS.rondas) : 2, grupo: '' });
        }}
        aria-label={es`Añadir un cambio de grupo a ${nombre || 'este piloto'}`}
      >
        Cambio de grupo
      </Button>
    </div>
  );
}

/** 'Agrupación': car classes or the championship's groups, the default group and the drivers' assignments. */
export function GroupsSection() {
  const { register, control, formState, getValues } = useFormContext<ScoringForm>();
  const agrupacion = useWatch({ control, name: 'agrupacion' });
  const groups = useFieldArray({ control, name: 'grupos' });
  const drivers = useFieldArray({ control, name: 'pilotos' });
  const groupValues = useWatch({ control, name: 'grupos' });
  const groupNames = (groupValues ?? []).map((g) => g.nombre.trim()).filter((n) => n !== '');
  const groupOptions = groupNames.map((n) => ({ value: n, label: n }));
  // A listed driver may belong to no group: he scores nothing and takes nobody's place.
  const driverGroupOptions = [...groupOptions, { value: NO_GROUP, label: 'Ninguno: no puntúa ni ocupa lugar' }];
  const [importing, setImporting] = useState(false);
  const [filter, setFilter] = useState('');

  const apply = (rows: CsvDriver[]) => {
    const current = getValues('pilotos');
    const byId = new Map(current.map((p, i) => [p.custId, i]));
    const next: DriverForm[] = current.map((p) => ({ ...p }));
    let added = 0;
    let updated = 0;
    for (const row of rows) {
      const at = byId.get(row.custId);
      if (at === undefined) {
        next.push({ custId: row.custId, nombre: row.nombre, grupo: row.grupo, cambios: [] });
        added++;
      } else {
        next[at] = { ...next[at]!, nombre: row.nombre, grupo: row.grupo };
        updated++;
      }
    }
    if (next.length > STANDINGS_LIMITS.pilotos) {
      toast.error(`La lista admite como máximo ${STANDINGS_LIMITS.pilotos} pilotos: no se aplicó nada.`, ADMIN_TOAST);
      return;
    }
    drivers.replace(next);
    setImporting(false);
    toast.success(`Pilotos importados: ${added} ${added === 1 ? 'nuevo' : 'nuevos'}, ${updated} ${updated === 1 ? 'actualizado' : 'actualizados'}.`, ADMIN_TOAST);
  };

  const term = filter.trim().toLocaleLowerCase('es-MX');
  const values = useWatch({ control, name: 'pilotos' });
  const visible = drivers.fields.map((f, i) => ({ f, i })).filter(({ i }) => !term || `${values?.[i]?.custId ?? ''} ${values?.[i]?.nombre ?? ''}`.toLocaleLowerCase('es-MX').includes(term));

  return (
    <section className="scoring__section card" aria-labelledby="scoring-groups-title">
      <h2 id="scoring-groups-title">Agrupación</h2>
      <fieldset className="scoring__radios">
        <legend>Las posiciones se cuentan dentro de</legend>
        <label>
          <input type="radio" value="clases" {...register('agrupacion')} /> Las clases de auto de iRacing
        </label>
        <label>
          <input type="radio" value="grupos" {...register('agrupacion')} /> Los grupos del campeonato (Oro, Plata…)
        </label>
        {errorAt(formState.errors, 'agrupacion') && <p className="field__error">{errorAt(formState.errors, 'agrupacion')}</p>}
      </fieldset>

      {agrupacion === 'grupos' && (
        <>
          <h3 className="scoring__subtitle">Grupos</h3>
          {errorAt(formState.errors, 'grupos') && (
            <p className="field__error" role="alert">
              {errorAt(formState.errors, 'grupos')}
            </p>
          )}
          {groups.fields.length === 0 ? (
            <p className="muted">Aún no hay grupos.</p>
          ) : (
            <ol className="scoring__list">
              {groups.fields.map((field, i) => (
                <li key={field.id} className="scoring__row">
                  <Input label={`Nombre del grupo ${i + 1}`} maxLength={STANDINGS_LIMITS.nombre} {...register(`grupos.${i}.nombre`)} error={errorAt(formState.errors, `grupos.${i}.nombre`)} />
                  <Checkbox label="Puntúa por posición general" {...register(`grupos.${i}.posicionesGenerales`)} />
                  <Checkbox
                    label="Sanciones solo dentro de su clase"
                    hint="Con posición general: una sanción mueve al piloto solo entre los autos de su clase; las demás clases conservan sus lugares."
                    {...register(`grupos.${i}.sancionesSoloEnSuClase`)}
                    error={errorAt(formState.errors, `grupos.${i}.sancionesSoloEnSuClase`)}
                  />
                  <Button variant="ghost" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => groups.remove(i)} aria-label={`Quitar el grupo ${groupValues?.[i]?.nombre || i + 1}`}>
                    Quitar
                  </Button>
                </li>
              ))}
            </ol>
          )}
          <Button variant="secondary" size="sm" icon={<Plus size={16} aria-hidden="true" />} disabled={groups.fields.length >= STANDINGS_LIMITS.grupos} onClick={() => groups.append({ nombre: '', posicionesGenerales: false, sancionesSoloEnSuClase: false })}>
            Añadir grupo
          </Button>
          <Select
            label="Grupo de los pilotos no listados"
            options={[{ value: '', label: 'Ninguno: no puntúan' }, ...groupOptions]}
            {...register('grupoPorDefecto')}
            error={errorAt(formState.errors, 'grupoPorDefecto')}
          />

          <h3 className="scoring__subtitle">Pilotos asignados ({drivers.fields.length})</h3>
          <p className="muted">Por su ID de cliente de iRacing. Un cambio de grupo vale desde la ronda indicada en adelante. Un piloto en el grupo «Ninguno» no puntúa ni ocupa el lugar de nadie.</p>
          <Checkbox
            label="Mostrar a todos los pilotos asignados desde el primer día"
            hint="Cada piloto de la lista aparece en la clasificación de su grupo con 0 puntos hasta que tenga resultados, después de los que ya puntuaron."
            {...register('mostrarPilotosSinResultados')}
            error={errorAt(formState.errors, 'mostrarPilotosSinResultados')}
          />
          <div className="scoring__toolbar">
            <Button variant="secondary" size="sm" icon={<UploadIcon />} onClick={() => setImporting(true)}>
              Importar CSV
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<Plus size={16} aria-hidden="true" />}
              disabled={drivers.fields.length >= STANDINGS_LIMITS.pilotos}
              onClick={() => drivers.append({ custId: Number.NaN, nombre: '', grupo: groupNames[0] ?? '', cambios: [] })}
            >
              Añadir piloto
            </Button>
            {drivers.fields.length > 10 && <Input label="Filtrar pilotos" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />}
          </div>
          {errorAt(formState.errors, 'pilotos') && (
            <p className="field__error" role="alert">
              {errorAt(formState.errors, 'pilotos')}
            </p>
          )}
          {drivers.fields.length === 0 ? (
            <p className="muted">Aún no hay pilotos asignados.</p>
          ) : (
            <ol className="scoring__list scoring__drivers">
              {visible.map(({ f, i }) => (
                <li key={f.id} className="scoring__driver">
                  <div className="scoring__row">
                    <Input
                      label="ID de cliente"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      {...register(`pilotos.${i}.custId`, { valueAsNumber: true })}
                      error={errorAt(formState.errors, `pilotos.${i}.custId`)}
                    />
                    <Input label="Nombre" maxLength={STANDINGS_LIMITS.nombre} {...register(`pilotos.${i}.nombre`)} error={errorAt(formState.errors, `pilotos.${i}.nombre`)} />
                    <Select label="Grupo" placeholder="Elige un grupo" options={driverGroupOptions} {...register(`pilotos.${i}.grupo`)} error={errorAt(formState.errors, `pilotos.${i}.grupo`)} />
                    <Button variant="ghost" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => drivers.remove(i)} aria-label={es`Quitar a ${values?.[i]?.nombre || 'este piloto'}`}>
                      Quitar
                    </Button>
                  </div>
                  <GroupChanges index={i} groupOptions={driverGroupOptions} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      {agrupacion === 'clases' && <p className="muted">Cada piloto se clasifica dentro de su clase de auto, tal como la da la exportación de iRacing.</p>}
      {importing && <DriversImport grupos={groupNames} onApply={apply} onClose={() => setImporting(false)} />}
    </section>
  );
}
