import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Table } from '@/components/ui/table';
import { formatDay } from '@/lib/format';
import type { AttendanceState } from '@contracts/entries.views';
import { useChampionshipRaces, useRaceAttendance } from '../api/entries';

const STATES: Record<AttendanceState, { label: string; tone: 'success' | 'neutral' | 'danger' }> = {
  corrio: { label: 'Corrió', tone: 'success' },
  baja: { label: 'No podrá correr', tone: 'neutral' },
  ausente: { label: 'No se presentó', tone: 'danger' },
  'sin-resultados': { label: 'Sin resultados aún', tone: 'neutral' },
};

/** 'Asistencia' on the admin's entry list: per race, who signed out, raced or did not show; drivers over the limits flagged (issue #30). */
export function AttendanceAdmin({ campeonatoId }: { campeonatoId: string }) {
  const { data: championship } = useChampionshipRaces(campeonatoId);
  const [carreraId, setCarreraId] = useState<string>('');
  const { data, error, isLoading, mutate } = useRaceAttendance(carreraId || null);
  const races = championship?.carreras ?? [];
  if (races.length === 0) return null;
  return (
    <section aria-labelledby="attendance-title" className="entry-admin__attendance">
      <h2 id="attendance-title">Asistencia</h2>
      <p className="muted">
        Quién avisó que no podrá correr y, con los resultados importados, quién no se presentó sin avisar.
        {data && (data.maxBajas !== null || data.maxAusencias !== null) && ` Se marca a quien pasa de ${data.maxBajas ?? '∞'} avisos o ${data.maxAusencias ?? '∞'} ausencias.`}
      </p>
      <Select
        label="Carrera"
        placeholder="Elige una carrera"
        value={carreraId}
        onChange={(e) => setCarreraId(e.target.value)}
        options={races.map((r, i) => ({ value: r.id, label: `Fecha ${i + 1}: ${r.circuito} (${formatDay(r.fechaInicio)})` }))}
      />
      {carreraId &&
        (error && !data ? (
          <ErrorState message="No se pudo cargar la asistencia de la carrera" onRetry={() => void mutate()} />
        ) : isLoading || !data ? (
          <SkeletonRows label="Cargando asistencia..." rows={3} />
        ) : (
          <Table
            caption={`Asistencia en ${data.circuito}`}
            rowKey={(d) => d.usuarioId}
            rows={data.data}
            columns={[
              { key: 'piloto', header: 'Piloto', render: (d) => `${d.nombre} ${d.apellido}`.trim() },
              { key: 'estado', header: 'En esta carrera', render: (d) => <Badge tone={STATES[d.estado].tone}>{STATES[d.estado].label}</Badge> },
              { key: 'bajas', header: 'Avisos en el campeonato', label: 'Avisos', numeric: true, render: (d) => d.bajas },
              { key: 'ausencias', header: 'Ausencias en el campeonato', label: 'Ausencias', numeric: true, render: (d) => d.ausencias },
              { key: 'marca', header: 'Revisar', render: (d) => (d.marcado ? <Badge tone="danger">Pasó el límite</Badge> : '—') },
            ]}
          />
        ))}
    </section>
  );
}
