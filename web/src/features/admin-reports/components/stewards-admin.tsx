import { Gavel, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { assignStewardSchema, type AssignStewardRequest } from '@contracts/stewarding.contract';
import type { StewardAssignmentView } from '@contracts/stewarding.views';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { CursorPagination } from '@/components/ui/pagination';
import { ChampionshipPicker } from '@/components/championships/championship-picker';
import { Table, type Column } from '@/components/ui/table';
import { UserPicker } from '@/components/users/user-picker';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { driverName } from '@/lib/penalty-text';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useAssignSteward, usePanelSettings, useStewardAssignments, useUnassignSteward } from '../api/reports';
import { REPORTS_ERROR, withDetail } from './messages';
import { PanelSettingsForm } from './panel-settings-form';
import { SuspensionsAdmin } from './suspensions-admin';
import './admin-reports.css';
import { es } from '@contracts/spanish-contractions';

/**
 * /admin/comisarios: which stewards ('Comisario', a role given on the user form) judge which
 * championship. A steward sees and decides only his championships' reports, never one about himself.
 */
export function StewardsAdmin() {
  // The places of the pages gone through, kept for 'Anterior' (docs/adr/0060).
  const [places, setPlaces] = useState<string[]>([]);
  const assignments = useStewardAssignments(places[places.length - 1]);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<AssignStewardRequest>({ resolver: schemaResolver(assignStewardSchema), defaultValues: { campeonato: '', comisario: '' } });
  const { trigger: assign, isMutating: saving } = useAssignSteward();
  const [toRemove, setToRemove] = useState<StewardAssignmentView | null>(null);
  const { trigger: unassign, isMutating: removing } = useUnassignSteward();
  const [panelOf, setPanelOf] = useState('');
  const panel = usePanelSettings(panelOf || undefined);

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await assign(values);
      toast.success(answer.message, ADMIN_TOAST);
      setValue('comisario', '');
    } catch (err) {
      showServerErrors(err, setError, ['campeonato', 'comisario']);
      toast.error(withDetail(REPORTS_ERROR.assign, err), ADMIN_TOAST);
    }
  });

  const remove = async () => {
    if (!toRemove) return;
    try {
      const answer = await unassign({ campeonatoId: toRemove.campeonato.id, userId: toRemove.comisario.id });
      toast.success(answer.message, ADMIN_TOAST);
      // A later page left empty by the withdrawal goes back to the page before it.
      if (places.length > 0 && assignments.data?.comisarios.length === 1) setPlaces(places.slice(0, -1));
      setToRemove(null);
    } catch (err) {
      toast.error(withDetail(REPORTS_ERROR.unassign, err), ADMIN_TOAST);
    }
  };

  const columns: Column<StewardAssignmentView>[] = [
    { key: 'campeonato', header: 'Campeonato', render: (a) => a.campeonato.nombreCampeonato },
    { key: 'comisario', header: 'Comisario', render: (a) => driverName(a.comisario) },
    { key: 'desde', header: 'Asignado', render: (a) => <span className="tabular">{formatDateTime(a.asignadoEn)}</span> },
    {
      key: 'acciones',
      header: <span className="visually-hidden">Acciones</span>,
      label: '',
      align: 'end',
      actions: true,
      render: (a) => (
        <Button variant="danger" size="sm" icon={<UserMinus size={16} aria-hidden="true" />} onClick={() => setToRemove(a)} aria-label={es`Retirar a ${driverName(a.comisario)} de ${a.campeonato.nombreCampeonato}`}>
          Retirar
        </Button>
      ),
    },
  ];

  return (
    <section className="reports" aria-labelledby="stewards-title">
      <header className="admin-page__header">
        <div>
          <h1 id="stewards-title">Comisarios</h1>
          <p>Los comisarios ven y deciden los reportes de los campeonatos que se les asignan, salvo los que presentaron o tratan sobre ellos. El rol de comisario se da en la ficha de cada usuario.</p>
        </div>
      </header>
      <form className="reports__filters" aria-label="Asignar comisario" noValidate onSubmit={(event) => void submit(event)}>
        <Controller
          control={control}
          name="campeonato"
          render={({ field }) => (
            <ChampionshipPicker label="Campeonato" value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={errors.campeonato?.message} />
          )}
        />
        <Controller
          control={control}
          name="comisario"
          render={({ field }) => (
            <UserPicker
              label="Comisario"
              rol="comisario"
              placeholder="Escribe el nombre de un comisario"
              noMatches="Ninguna cuenta con el rol de comisario coincide"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.comisario?.message}
            />
          )}
        />
        <Button type="submit" icon={<Gavel size={18} aria-hidden="true" />} disabled={saving}>
          {saving ? 'Asignando...' : 'Asignar'}
        </Button>
      </form>
      <ListStates
        data={assignments.data}
        error={assignments.error}
        onRetry={assignments.mutate}
        loadingLabel="Cargando comisarios..."
        errorMessage={withDetail(REPORTS_ERROR.stewards, assignments.error)}
        isEmpty={(d) => d.comisarios.length === 0}
        empty={<EmptyState icon={<Gavel size={28} />} message="Aún no hay comisarios asignados: mientras tanto, los administradores deciden todos los reportes." />}
      >
        {(d) => (
          <div className="reports__table">
            <Table columns={columns} rows={d.comisarios} rowKey={(a) => `${a.campeonato.id}:${a.comisario.id}`} caption="Comisarios por campeonato" />
          </div>
        )}
      </ListStates>
      {assignments.data && !assignments.error && (
        <CursorPagination
          page={places.length + 1}
          hasNext={assignments.data.siguiente !== null}
          onPrevious={() => setPlaces(places.slice(0, -1))}
          onNext={() => {
            const next = assignments.data?.siguiente;
            if (next) setPlaces([...places, next]);
          }}
        />
      )}
      <section className="reports__panel" aria-labelledby="panel-title">
        <h2 id="panel-title">Ajustes del panel</h2>
        <p className="muted">Cuántos comisarios deciden cada reporte (con 3 o 5 votan a ciegas y decide la mayoría), si el registro público muestra sus nombres, y las categorías de sanción con su sanción y puntos de licencia por defecto.</p>
        <ChampionshipPicker label="Campeonato del panel" value={panelOf} onChange={setPanelOf} />
        {panel.error && <p className="field__error" role="alert">{withDetail(REPORTS_ERROR.panel, panel.error)}</p>}
        {panel.data && <PanelSettingsForm key={panel.data.campeonato.id} settings={panel.data} />}
        {panelOf && <SuspensionsAdmin campeonatoId={panelOf} />}
      </section>
      <ConfirmDialog
        open={toRemove !== null}
        title="¿Retirar comisario?"
        message={toRemove && <p>{driverName(toRemove.comisario)} dejará de ver y decidir los reportes de {toRemove.campeonato.nombreCampeonato}. Las decisiones que ya tomó se conservan.</p>}
        confirmText="Retirar"
        busyText="Retirando..."
        busy={removing}
        onConfirm={() => void remove()}
        onCancel={() => setToRemove(null)}
      />
    </section>
  );
}
