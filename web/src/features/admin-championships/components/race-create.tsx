import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { FormFailure } from '@/components/ui/field';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useCreateRace, type ImageChange, type RaceFormValues } from '../api/races';
import { withDetail } from './messages';
import { RaceForm } from './race-form';
import './admin-championships.css';

/** /admin/carreras/crear (optionally ?campeonatoId=): back to that championship's races when saved. */
export function RaceCreate() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const { trigger } = useCreateRace();

  const save = async (values: RaceFormValues, image: ImageChange) => {
    setFailure(null);
    await trigger({ values, image });
    toast.success('Carrera creada', ADMIN_TOAST);
    navigate(`/admin/carreras?campeonatoId=${encodeURIComponent(values.campeonato)}`);
  };

  return (
    <section aria-labelledby="create-race-title">
      <header className="admin-page__header">
        <div>
          <h1 id="create-race-title">Nueva Carrera</h1>
          <p>La fecha es el día de la carrera; la hora, la de la Ciudad de México.</p>
        </div>
      </header>
      <FormFailure message={failure} />
      <RaceForm
        pickChampionship
        defaultChampionship={params.get('campeonatoId') ?? ''}
        submitText="Crear carrera"
        busyText="Creando..."
        onSubmit={save}
        onFailure={(err) => setFailure(withDetail('Error al crear la carrera', err))}
        onCancel={() => navigate(-1)}
      />
    </section>
  );
}
