import { dayStartInMexicoCity } from '@contracts/formats';
import { countdownParts } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import type { ChampionshipView as Championship } from '@contracts/championships.views';
import './championship-countdown.css';
import { es } from '@contracts/spanish-contractions';

const UNITS = [
  ['days', 'días'],
  ['hours', 'horas'],
  ['minutes', 'min'],
  ['seconds', 'seg'],
] as const;

function Digits({ target, now, label }: { target: number; now: number; label: string }) {
  const parts = countdownParts(target, now);
  return (
    <div className="countdown countdown--compact">
      <span className="visually-hidden">{label}</span>
      <div className="countdown__units" aria-hidden="true" data-testid="countdown-digits">
        {UNITS.map(([key, unit]) => (
          <span key={key} className="countdown__unit">
            <span className="countdown__value tabular">{String(parts[key]).padStart(2, '0')}</span>
            <span className="countdown__label">{unit}</span>
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * Before the start: time left to it. Once started: '¡Ya comenzó!' and the time to the next race (the
 * earliest whose start, read in Mexico City, is still ahead). Ticks every second.
 */
export function ChampionshipCountdown({ championship }: { championship: Championship }) {
  const now = useNow();
  // A start day without a time begins at midnight in Mexico City.
  const start = dayStartInMexicoCity(championship.fechaInicio).getTime();
  if (Number.isFinite(start) && start > now) {
    return (
      <div className="champ-countdown">
        <p className="champ-countdown__title">Comienza en</p>
        <Digits target={start} now={now} label={es`Faltan para el inicio de ${championship.nombreCampeonato}`} />
      </div>
    );
  }
  const next = championship.carreras
    .map((r) => ({ race: r, at: new Date(r.inicio).getTime() }))
    .filter((r) => r.at > now)
    .sort((a, b) => a.at - b.at)[0];
  return (
    <div className="champ-countdown champ-countdown--live">
      <p className="champ-countdown__started">¡Ya comenzó!</p>
      {next ? (
        <>
          <p className="champ-countdown__title">En curso / Próxima carrera: {next.race.circuito}</p>
          <Digits target={next.at} now={now} label={`Faltan para la próxima carrera en ${next.race.circuito}`} />
        </>
      ) : (
        <p className="champ-countdown__title">En curso / Sin próximas carreras programadas</p>
      )}
    </div>
  );
}
