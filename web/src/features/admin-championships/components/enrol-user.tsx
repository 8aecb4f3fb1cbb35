import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { CHAMPIONSHIP_MSG } from '@contracts/championships.messages';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { PageLoader } from '@/components/ui/spinner';
import type { ChampionshipView as Championship } from '@contracts/championships.views';
import { enrolUser, getChampionships, getUsers, type UserOption } from '../api/championships';
import { withDetail } from './messages';
import './admin-championships.css';

/** /admin/campeonatos/inscribir-usuario: the manual enrolment, same rules as everywhere. */
export function EnrolUserForm() {
  const { data: options, error: loadError, mutate } = useSWR(
    ['/api/campeonatos', '/api/users', 'enrol-options'],
    async (): Promise<{ championships: Championship[]; users: UserOption[] }> => {
      const [championships, users] = await Promise.all([getChampionships(), getUsers()]);
      return { championships, users };
    },
    { dedupingInterval: 0 },
  );
  const [campeonatoId, setCampeonatoId] = useState('');
  const [usuarioId, setUsuarioId] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!campeonatoId || !usuarioId) {
      setResult({ ok: false, text: CHAMPIONSHIP_MSG.enrolRequired });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const res = await enrolUser(campeonatoId, usuarioId);
      setResult({ ok: true, text: res.message ?? CHAMPIONSHIP_MSG.enrolled });
      setUsuarioId('');
      await mutate();
    } catch (err) {
      setResult({ ok: false, text: withDetail('Error al inscribir usuario', err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="enrol-user-title">
      <header className="admin-page__header">
        <div>
          <h1 id="enrol-user-title">Inscribir usuario</h1>
          <p>Inscribe a un piloto en un campeonato sin pago en línea. Se respetan el cupo y las inscripciones existentes.</p>
        </div>
      </header>
      {loadError ? (
        <ErrorState message="Error al cargar campeonatos y usuarios..." onRetry={() => void mutate()} />
      ) : !options ? (
        <PageLoader label="Cargando campeonatos y usuarios..." />
      ) : (
        <form className="admin-form admin-form--narrow" onSubmit={submit} noValidate>
          <Select
            label="Campeonato"
            required
            placeholder="Elige un campeonato"
            options={options.championships.map((c) => ({ value: c.id, label: `${c.nombreCampeonato} (${c.participantesRegistrados}/${c.participantesMaximos})` }))}
            value={campeonatoId}
            onChange={(e) => setCampeonatoId(e.target.value)}
          />
          <Select
            label="Usuario"
            required
            placeholder="Elige un usuario"
            options={options.users.map((u) => ({ value: u.id, label: `${u.nombre} ${u.apellido} · ${u.email}` }))}
            value={usuarioId}
            onChange={(e) => setUsuarioId(e.target.value)}
          />
          <div aria-live="polite">
            {result && (
              <p className={result.ok ? 'form-success' : 'form-error'} role={result.ok ? undefined : 'alert'}>
                {result.text}
              </p>
            )}
          </div>
          <div className="admin-form__actions">
            <Button type="submit" icon={<UserPlus size={18} aria-hidden="true" />} busy={busy} busyText="Inscribiendo...">
              Inscribir
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
