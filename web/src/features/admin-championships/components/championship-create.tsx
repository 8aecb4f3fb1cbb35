import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { newFormKey, useCreateChampionship, type ChampionshipFormValues } from '../api/championships';
import { ChampionshipForm } from './championship-form';
import './admin-championships.css';

const REDIRECT_MS = 2000;

/** /admin/campeonatos/crear: on success a message, then the list after 2 seconds. */
export function ChampionshipCreate() {
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { trigger } = useCreateChampionship();
  const [formKey] = useState(newFormKey);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/admin/campeonatos'), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const save = async (values: ChampionshipFormValues, cover: File | null) => {
    setFailure(null);
    const res = await trigger({ values, cover, formKey });
    setDone(res.message ?? 'Campeonato creado con éxito');
  };
  const fail = (err: unknown) =>
    setFailure(err instanceof ApiError && err.fromServer && err.status < 500 ? err.message : `Error al crear el campeonato: ${err instanceof ApiError ? err.status : 0}`);

  return (
    <section aria-labelledby="create-champ-title">
      <header className="admin-page__header">
        <div>
          <h1 id="create-champ-title">Crear campeonato</h1>
          <p>Todos los campos son obligatorios salvo las reglas, los premios y la portada.</p>
        </div>
      </header>
      <div aria-live="polite">
        {done && <p className="form-success">{done}. Volviendo a la lista...</p>}
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
      </div>
      {!done && <ChampionshipForm submitText="Crear campeonato" busyText="Creando..." onSubmit={save} onFailure={fail} />}
    </section>
  );
}
