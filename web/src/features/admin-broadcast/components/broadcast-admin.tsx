import { Copy, Eye, EyeOff } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  BROADCAST_PANEL_LABELS,
  BROADCAST_PANELS,
  OVERLAY_COLUMN_LABELS,
  OVERLAY_COLUMNS,
  OVERLAY_DEFAULT_ROWS,
  OVERLAY_KIND_LABELS,
  OVERLAY_KINDS,
  overlayLink,
  overlayLinkSchema,
  type BroadcastControlView,
  type BroadcastPanel,
  type ChangeBroadcastRequest,
  type OverlayLinkForm,
} from '@contracts/broadcast.contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { ListStates } from '@/components/ui/list-states';
import { ChampionshipPicker } from '@/components/championships/championship-picker';
import { Select } from '@/components/ui/select';
import { messageOf } from '@/lib/api-client';
import { schemaResolver } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useBroadcastControl, useChangeBroadcast } from '../api/broadcast';
import './broadcast-admin.css';

const DEFAULTS: OverlayLinkForm = { tipo: 'clasificacion', campeonato: '', clase: '', filas: 10, columnas: [...OVERLAY_COLUMNS.clasificacion.shown], tema: 'oscuro', posicion: 'izquierda', animaciones: true, piloto: '' };

/** The control's keyboard shortcuts, as the page lists them and the controls declare them (aria-keyshortcuts). */
const SHORTCUTS = {
  nextDriver: 'Alt+ArrowDown',
  previousDriver: 'Alt+ArrowUp',
  noDriver: 'Alt+0',
  nextClass: 'Alt+C',
  panel: (i: number) => `Alt+${i + 1}`,
};

/**
 * /admin/transmision ('Transmisión', docs/adr/0059): for an admin or the broadcast team. Above, a link
 * builder for each overlay with its live preview (the overlay itself, in a frame) and 'Copiar enlace';
 * below, the control: the driver on the lower third, the panels in or out of the frame and the standings
 * class, each change sent at once and shown by every open overlay within a second or two. Keyboard
 * shortcuts drive the control during the race.
 */
export function BroadcastAdmin() {
  const {
    register,
    control: form,
    setValue,
    formState: { errors },
  } = useForm<OverlayLinkForm>({ resolver: schemaResolver(overlayLinkSchema), defaultValues: DEFAULTS, mode: 'onChange' });
  const values = useWatch({ control: form }) as OverlayLinkForm;
  const campeonato = values.campeonato || null;
  const control = useBroadcastControl(campeonato);
  const tipo = values.tipo;

  // Another overlay: its own columns and rows.
  const previousKind = useRef(tipo);
  useEffect(() => {
    if (previousKind.current === tipo) return;
    previousKind.current = tipo;
    setValue('columnas', [...OVERLAY_COLUMNS[tipo].shown]);
    setValue('filas', OVERLAY_DEFAULT_ROWS[tipo] ?? 10);
  }, [tipo, setValue]);

  const parsed = overlayLinkSchema.safeParse(values);
  const link = parsed.success ? overlayLink({ ...parsed.data, clase: parsed.data.clase || undefined, piloto: parsed.data.piloto || undefined }) : null;
  const absolute = link ? `${window.location.origin}${link}` : '';

  const copy = async () => {
    if (!absolute) return;
    try {
      if (!navigator.clipboard) throw new Error('sin portapapeles');
      await navigator.clipboard.writeText(absolute);
      toast.success('Enlace copiado: pégalo en la fuente «Navegador» de OBS.', ADMIN_TOAST);
    } catch {
      toast.error('No se pudo copiar el enlace: selecciónalo y cópialo a mano.', ADMIN_TOAST);
    }
  };

  const columns = OVERLAY_COLUMNS[tipo].offered;
  const rowsOffered = OVERLAY_DEFAULT_ROWS[tipo] !== undefined;
  const classes = control.data?.clases ?? [];
  const drivers = control.data?.pilotos ?? [];

  return (
    <div className="container page broadcast">
      <header className="page-header">
        <h1>Transmisión</h1>
        <p>Overlays para OBS con los datos de la liga: arma el enlace de cada uno, cópialo a una fuente «Navegador» de OBS y, durante la carrera, elige desde aquí qué muestran.</p>
      </header>
      <form noValidate onSubmit={(e) => e.preventDefault()} className="broadcast__grid">
        <Card as="section" aria-labelledby="overlay-builder-title">
          <h2 id="overlay-builder-title">Enlace del overlay</h2>
          <Controller
            control={form}
            name="campeonato"
            render={({ field }) => (
              <ChampionshipPicker label="Campeonato" value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={errors.campeonato?.message} />
            )}
          />
          <Select label="Overlay" options={OVERLAY_KINDS.map((k) => ({ value: k, label: OVERLAY_KIND_LABELS[k] }))} {...register('tipo')} />
          {(tipo === 'clasificacion' || tipo === 'resultados') && (
            <Select label="Clase" placeholder="La primera (o la que elija el control)" options={classes.map((c) => ({ value: c.grupo, label: c.grupo }))} {...register('clase')} />
          )}
          {tipo === 'piloto' && (
            <Select label="Piloto" placeholder="El que elija el control" options={drivers.map((d) => ({ value: d.clave, label: driverLabel(d) }))} {...register('piloto')} />
          )}
          {rowsOffered && <Input label="Filas" type="number" inputMode="numeric" min={1} max={40} error={errors.filas?.message} {...register('filas')} />}
          {columns.length > 0 && (
            <fieldset className="broadcast__options">
              <legend>Columnas</legend>
              {columns.map((c) => (
                <Checkbox key={c} label={OVERLAY_COLUMN_LABELS[c] ?? c} value={c} {...register('columnas')} />
              ))}
            </fieldset>
          )}
          <div className="broadcast__row">
            <Select
              label="Tema"
              options={[
                { value: 'oscuro', label: 'Oscuro' },
                { value: 'claro', label: 'Claro' },
              ]}
              {...register('tema')}
            />
            <Select
              label="Posición"
              options={[
                { value: 'izquierda', label: 'Izquierda' },
                { value: 'centro', label: 'Centro' },
                { value: 'derecha', label: 'Derecha' },
              ]}
              {...register('posicion')}
            />
          </div>
          <Checkbox label="Animaciones (filas que se mueven, paneles que entran y salen)" {...register('animaciones')} />
          <Input label="Enlace para OBS" readOnly value={absolute} placeholder="Elige un campeonato" onFocus={(e) => e.currentTarget.select()} />
          <Button type="button" icon={<Copy size={18} aria-hidden="true" />} disabled={!absolute} onClick={() => void copy()}>
            Copiar enlace
          </Button>
        </Card>
        <Card as="section" aria-labelledby="overlay-preview-title" className="broadcast__preview-card">
          <h2 id="overlay-preview-title">Vista previa</h2>
          <p className="broadcast__hint">Así se verá sobre el video (1920 × 1080, reducido). El fondo a cuadros es la parte transparente.</p>
          <div className="broadcast__preview">{link ? <iframe title={`Vista previa: ${OVERLAY_KIND_LABELS[tipo]}`} src={link} /> : <p>Elige un campeonato para ver el overlay.</p>}</div>
        </Card>
      </form>
      {campeonato && (
        <ListStates
          data={control.data}
          error={control.error}
          onRetry={() => void control.mutate()}
          loadingLabel="Cargando el control de la transmisión..."
          errorMessage="No se pudo cargar el control de la transmisión."
          isEmpty={() => false}
          empty={null}
        >
          {(view) => <BroadcastControl view={view} campeonatoId={campeonato} />}
        </ListStates>
      )}
    </div>
  );
}

const driverLabel = (d: { nombre: string; numero: number | null }) => (d.numero === null ? d.nombre : `#${d.numero} ${d.nombre}`);

/** The control during the race: each change is sent at once; the server's answer is what the page shows. */
function BroadcastControl({ view, campeonatoId }: { view: BroadcastControlView; campeonatoId: string }) {
  const { trigger, isMutating } = useChangeBroadcast(campeonatoId);
  const statusId = useId();
  const send = async (change: ChangeBroadcastRequest) => {
    try {
      await trigger(change);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo cambiar la transmisión. Inténtalo de nuevo.'), ADMIN_TOAST);
    }
  };
  const togglePanel = (panel: BroadcastPanel) => void send({ oculto: view.oculto.includes(panel) ? view.oculto.filter((p) => p !== panel) : [...view.oculto, panel] });
  const stepDriver = (step: number) => {
    if (view.pilotos.length === 0) return;
    const at = view.pilotos.findIndex((d) => d.clave === view.piloto);
    const next = at === -1 ? (step > 0 ? 0 : view.pilotos.length - 1) : (at + step + view.pilotos.length) % view.pilotos.length;
    void send({ piloto: view.pilotos[next]!.clave });
  };
  const nextClass = () => {
    if (view.clases.length === 0) return;
    const at = view.clases.findIndex((c) => c.clave === view.clase);
    void send({ clase: at + 1 < view.clases.length ? view.clases[at + 1]!.clave : null });
  };

  // The shortcuts work anywhere on the page (Alt keeps them off what one types).
  const latest = useRef({ togglePanel, stepDriver, nextClass, send });
  useEffect(() => {
    latest.current = { togglePanel, stepDriver, nextClass, send };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey) return;
      const act = latest.current;
      const digit = /^Digit(\d)$/.exec(e.code)?.[1];
      if (e.code === 'ArrowDown') act.stepDriver(1);
      else if (e.code === 'ArrowUp') act.stepDriver(-1);
      else if (digit === '0') void act.send({ piloto: null });
      else if (digit && Number(digit) <= BROADCAST_PANELS.length) act.togglePanel(BROADCAST_PANELS[Number(digit) - 1]!);
      else if (e.code === 'KeyC') act.nextClass();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const shown = view.pilotos.find((d) => d.clave === view.piloto);
  const className = view.clases.find((c) => c.clave === view.clase)?.grupo;
  return (
    <Card as="section" aria-labelledby="broadcast-control-title" aria-busy={isMutating} className="broadcast__control">
      <h2 id="broadcast-control-title">Control en vivo · {view.campeonato}</h2>
      <p id={statusId} className="broadcast__status" role="status">
        {shown ? `En el tercio inferior: ${driverLabel(shown)}.` : 'Nadie en el tercio inferior.'} {view.oculto.length ? `Fuera de cuadro: ${view.oculto.map((p) => BROADCAST_PANEL_LABELS[p]).join(', ')}.` : 'Todos los paneles en cuadro.'}{' '}
        {className ? `Clasificación: ${className}.` : 'Clasificación: la clase de cada enlace.'}
      </p>
      <div className="broadcast__row">
        <Select
          label="Piloto en el tercio inferior"
          placeholder="Nadie (el tercio inferior sale de cuadro)"
          options={view.pilotos.map((d) => ({ value: d.clave, label: driverLabel(d) }))}
          value={view.piloto ?? ''}
          aria-keyshortcuts={`${SHORTCUTS.nextDriver} ${SHORTCUTS.previousDriver} ${SHORTCUTS.noDriver}`}
          onChange={(e) => void send({ piloto: e.target.value || null })}
        />
        <Select
          label="Clase de la clasificación"
          placeholder="La de cada enlace"
          options={view.clases.map((c) => ({ value: c.clave, label: c.grupo }))}
          value={view.clase ?? ''}
          aria-keyshortcuts={SHORTCUTS.nextClass}
          onChange={(e) => void send({ clase: e.target.value || null })}
        />
      </div>
      <fieldset className="broadcast__panels">
        <legend>Paneles</legend>
        {BROADCAST_PANELS.map((panel, i) => {
          const hidden = view.oculto.includes(panel);
          return (
            <Button key={panel} type="button" variant={hidden ? 'secondary' : 'primary'} aria-pressed={!hidden} aria-keyshortcuts={SHORTCUTS.panel(i)} icon={hidden ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />} onClick={() => togglePanel(panel)}>
              {BROADCAST_PANEL_LABELS[panel]}
              <span className="visually-hidden">{hidden ? ' (fuera de cuadro)' : ' (en cuadro)'}</span>
            </Button>
          );
        })}
      </fieldset>
      <section aria-labelledby="broadcast-shortcuts-title" className="broadcast__shortcuts">
        <h3 id="broadcast-shortcuts-title">Atajos de teclado</h3>
        <dl>
          {[
            [['Alt', '↓'], 'Siguiente piloto en el tercio inferior'],
            [['Alt', '↑'], 'Piloto anterior en el tercio inferior'],
            [['Alt', '0'], 'Quitar al piloto del tercio inferior'],
            ...BROADCAST_PANELS.map((panel, i) => [['Alt', String(i + 1)], `Ocultar o mostrar: ${BROADCAST_PANEL_LABELS[panel]}`] as const),
            [['Alt', 'C'], 'Siguiente clase de la clasificación'],
          ].map(([keys, what]) => (
            <div key={what as string} className="broadcast__shortcut">
              <dt>
                {(keys as readonly string[]).map((k, i) => (
                  <span key={k}>
                    {i > 0 && ' + '}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </dt>
              <dd>{what as string}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
