import { SESIONES } from '@contracts/results.messages';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChampionshipPicker } from '@/components/championships/championship-picker';
import { Select } from '@/components/ui/select';
import { formatDateTime } from '@/lib/format';
import { useRaceChoices } from '../api/get-race-choices';

export interface RaceLinkFieldsProps {
  /** The championship chosen (watched by the form), whose races are offered. */
  campeonatoId: string;
  /** Another championship (or none, '') was chosen. */
  onChampionship: (campeonatoId: string) => void;
  /**
   * The race and session fields, given once a championship is chosen: registered only then, so a
   * refused form still focuses the first of its own fields above them.
   */
  link: { carrera: UseFormRegisterReturn; sesion: UseFormRegisterReturn } | null;
  errors: { carreraId?: string; sesion?: string };
}

/**
 * Where an imported event counts: an optional championship, then one of its races and the scored
 * session. The file upload and the import from iRacing offer the same choices.
 */
export function RaceLinkFields({ campeonatoId, onChampionship, link, errors }: RaceLinkFieldsProps) {
  const races = useRaceChoices(campeonatoId);
  return (
    <>
      <ChampionshipPicker label="Campeonato (opcional)" placeholder="Sin campeonato" hint="El campeonato al que cuenta este evento." value={campeonatoId} onChange={onChampionship} />
      {link && (
        <div className="results-admin__link">
          <Select
            label="Carrera"
            placeholder={races.isLoading ? 'Cargando carreras...' : 'Selecciona una carrera'}
            hint={races.error ? 'No se pudieron cargar las carreras.' : races.data?.length === 0 ? 'Este campeonato todavía no tiene carreras.' : 'Fecha y hora de Ciudad de México.'}
            options={(races.data ?? []).map((r) => ({ value: r.id, label: `${r.circuito} · ${formatDateTime(r.inicio)}` }))}
            error={errors.carreraId}
            {...link.carrera}
          />
          <Select
            label="Sesión puntuable"
            hint="Cada sesión de la ronda es su propio evento de iRacing."
            options={SESIONES.map((n) => ({ value: String(n), label: `Sesión ${n}` }))}
            error={errors.sesion}
            {...link.sesion}
          />
        </div>
      )}
    </>
  );
}
