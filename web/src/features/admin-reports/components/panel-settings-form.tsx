import { Plus, Save, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PANEL_LIMITS, PANEL_SIZES, PENALTY_LABELS, REPORT_LIMITS } from '@contracts/stewarding.messages';
import type { PanelSettingsView } from '@contracts/stewarding.views';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useSavePanelSettings } from '../api/reports';
import { REPORTS_ERROR, withDetail } from './messages';
import { es } from '@contracts/spanish-contractions';

type Category = PanelSettingsView['categorias'][number];
const CATEGORY_TYPES = ['tiempo', 'posiciones', 'puntos', 'descalificacion'] as const;
const SIZE_LABELS: Record<number, string> = { 1: '1 comisario decide solo', 3: '3 comisarios votan', 5: '5 comisarios votan' };

/** The amount a category's type needs, as its input shows it. */
const amountOf = (c: Category) => (c.tipo === 'tiempo' ? c.segundos : c.tipo === 'posiciones' ? c.posiciones : c.tipo === 'puntos' ? c.puntos : null);

/** How one championship judges its reports: panel size, names in the public log, penalty categories with their defaults. */
export function PanelSettingsForm({ settings }: { settings: PanelSettingsView }) {
  const { trigger, isMutating: saving } = useSavePanelSettings(settings.campeonato.id);
  const [size, setSize] = useState(String(settings.comisariosPorReporte));
  const [names, setNames] = useState(settings.nombresVisibles);
  const [hours, setHours] = useState(String(settings.horasApelacion));
  const [thresholds, setThresholds] = useState(settings.umbralesLicencia);
  const [expiry, setExpiry] = useState(settings.caducidadCarreras === null ? '' : String(settings.caducidadCarreras));
  const [categories, setCategories] = useState<Category[]>(settings.categorias);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (i: number, patch: Partial<Category>) => setCategories((list) => list.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const setAmount = (i: number, value: string) => {
    const n = value === '' ? null : Number(value);
    const c = categories[i]!;
    change(i, { segundos: c.tipo === 'tiempo' ? n : null, posiciones: c.tipo === 'posiciones' ? n : null, puntos: c.tipo === 'puntos' ? n : null });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const answer = await trigger({ comisariosPorReporte: Number(size) as 1 | 3 | 5, nombresVisibles: names, horasApelacion: hours, umbralesLicencia: thresholds, caducidadCarreras: expiry, categorias: categories });
      toast.success(answer.message, ADMIN_TOAST);
    } catch (err) {
      const text = withDetail(REPORTS_ERROR.panel, err);
      setFailure(text);
      toast.error(text, ADMIN_TOAST);
    }
  };

  return (
    <form className="panel-settings card" aria-label={es`Ajustes del panel de ${settings.campeonato.nombreCampeonato}`} noValidate onSubmit={(event) => void submit(event)}>
      <Select label="Comisarios por reporte" options={PANEL_SIZES.map((n) => ({ value: String(n), label: SIZE_LABELS[n]! }))} value={size} onChange={(e) => setSize(e.target.value)} />
      <Checkbox label="Mostrar los nombres de los comisarios en el registro público de decisiones" checked={names} onChange={(e) => setNames(e.target.checked)} />
      <Input
        label="Horas para apelar una decisión"
        type="number"
        inputMode="numeric"
        min={1}
        max={PANEL_LIMITS.horasApelacion}
        hint="Cada piloto del reporte puede apelar una vez, dentro de estas horas desde la decisión."
        value={hours}
        onChange={(e) => setHours(e.target.value)}
      />
      <fieldset className="reports__fieldset">
        <legend>Puntos de licencia</legend>
        <Input
          label="Los puntos caducan tras (carreras)"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          hint="Vacío: nunca caducan."
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
        />
        {thresholds.map((t, i) => (
          <div key={i} className="panel-settings__category">
            <Input label="Umbral (puntos)" type="number" inputMode="numeric" min={1} max={100} value={t.puntos} onChange={(e) => setThresholds((list) => list.map((x, j) => (j === i ? { ...x, puntos: Number(e.target.value) } : x)))} />
            <Select
              label="Consecuencia"
              options={[
                { value: 'carrera', label: 'Una carrera de suspensión' },
                { value: 'expulsion', label: 'Expulsión' },
              ]}
              value={t.sancion}
              onChange={(e) => setThresholds((list) => list.map((x, j) => (j === i ? { ...x, sancion: e.target.value as 'carrera' | 'expulsion' } : x)))}
            />
            <Button variant="ghost" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setThresholds((list) => list.filter((_, j) => j !== i))} aria-label={es`Quitar el umbral de ${t.puntos} puntos`}>
              Quitar
            </Button>
          </div>
        ))}
        <Button variant="secondary" size="sm" icon={<Plus size={16} aria-hidden="true" />} onClick={() => setThresholds((list) => [...list, { puntos: (list.at(-1)?.puntos ?? 0) + 10, sancion: 'carrera' }])}>
          Añadir umbral
        </Button>
      </fieldset>
      <fieldset className="reports__fieldset">
        <legend>Categorías de sanción</legend>
        {categories.map((c, i) => (
          <div key={i} className="panel-settings__category">
            <Input label="Nombre" maxLength={PANEL_LIMITS.categoria} value={c.nombre} onChange={(e) => change(i, { nombre: e.target.value })} />
            <Select
              label="Sanción"
              options={CATEGORY_TYPES.map((t) => ({ value: t, label: PENALTY_LABELS[t] }))}
              value={c.tipo}
              onChange={(e) => change(i, { tipo: e.target.value as Category['tipo'], segundos: null, posiciones: null, puntos: null })}
            />
            {c.tipo !== 'descalificacion' && (
              <Input
                label={c.tipo === 'tiempo' ? 'Segundos' : c.tipo === 'posiciones' ? 'Posiciones' : 'Puntos'}
                type="number"
                inputMode="numeric"
                min={1}
                value={amountOf(c) ?? ''}
                onChange={(e) => setAmount(i, e.target.value)}
              />
            )}
            <Input label="Puntos de licencia" type="number" inputMode="numeric" min={0} max={REPORT_LIMITS.puntosLicencia} value={c.puntosLicencia} onChange={(e) => change(i, { puntosLicencia: Number(e.target.value) })} />
            <Button variant="ghost" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setCategories((list) => list.filter((_, j) => j !== i))} aria-label={`Quitar la categoría ${c.nombre || i + 1}`}>
              Quitar
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus size={16} aria-hidden="true" />}
          disabled={categories.length >= PANEL_LIMITS.categorias}
          onClick={() => setCategories((list) => [...list, { nombre: '', tipo: 'tiempo', segundos: 5, posiciones: null, puntos: null, puntosLicencia: 1 }])}
        >
          Añadir categoría
        </Button>
      </fieldset>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" icon={<Save size={18} aria-hidden="true" />} disabled={saving}>
        {saving ? 'Guardando...' : 'Guardar ajustes del panel'}
      </Button>
    </form>
  );
}
