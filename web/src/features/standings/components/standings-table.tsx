import type { StandingsDriverRowView, StandingsDriverView, StandingsRoundRefView, StandingsRoundView, StandingsTeamRowView } from '@contracts/standings.views';
import { formatInteger } from '@/lib/format';

/** The name people read: the site user's when matched, else the iRacing name. */
export const driverName = (d: StandingsDriverView) => (d.usuario ? `${d.usuario.nombre} ${d.usuario.apellido}`.trim() : d.nombreIracing);

type Row = StandingsDriverRowView | StandingsTeamRowView;

const points = (n: number) => formatInteger(n);

/** A header abbreviated on screen and said in full to screen readers. */
function Abbr({ short, full }: { short: string; full: string }) {
  return (
    <>
      <span aria-hidden="true" title={full}>
        {short}
      </span>
      <span className="visually-hidden">{full}</span>
    </>
  );
}

function RoundCell({ round }: { round: StandingsRoundView | undefined }) {
  if (!round || (!round.participo && round.puntos === 0 && !round.descartada)) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">no participó</span>
      </>
    );
  }
  if (round.descartada) {
    return (
      <span className="standings__dropped">
        <s>{points(round.puntos)}</s>
        <span className="visually-hidden"> (descartada)</span>
      </span>
    );
  }
  return <>{points(round.puntos)}</>;
}

function DriverCell({ driver, team }: { driver: StandingsDriverView; team: string | null }) {
  return (
    <>
      <span className="standings__name">{driverName(driver)}</span>
      <span className="standings__sub">
        {driver.usuario ? null : <span className="tabular">iRacing {driver.custId}</span>}
        {driver.usuario || !team ? null : ' · '}
        {team}
      </span>
    </>
  );
}

function TeamCell({ row }: { row: StandingsTeamRowView }) {
  return (
    <>
      <span className="standings__name">{row.nombre}</span>
      <span className="standings__sub">{row.pilotos.map(driverName).join(', ')}</span>
    </>
  );
}

/**
 * A standings table, race by race: the position and the name stay pinned at the left while the
 * totals and the rounds scroll sideways inside the table's own box (focusable, so the keyboard
 * scrolls it too). A dropped round is struck through and read as 'descartada'.
 */
export function StandingsTable({
  caption,
  rows,
  rounds,
  kind,
  roundNames,
}: {
  caption: string;
  rows: Row[];
  rounds: StandingsRoundRefView[];
  kind: 'pilotos' | 'equipos';
  /** Each round's circuit and date, said with its header. */
  roundNames: ReadonlyMap<number, string>;
}) {
  return (
    <div className="standings__scroll" tabIndex={0} role="region" aria-label={`${caption} (se desplaza hacia los lados)`}>
      <table className="standings__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="standings__pos">
              <Abbr short="Pos." full="Posición" />
            </th>
            <th scope="col" className="standings__who">
              {kind === 'pilotos' ? 'Piloto' : 'Equipo'}
            </th>
            <th scope="col" className="standings__pts">
              <Abbr short="Pts." full="Puntos" />
            </th>
            <th scope="col">
              <Abbr short="Dif." full="Diferencia con el líder" />
            </th>
            <th scope="col">
              <Abbr short="Vic." full="Victorias" />
            </th>
            <th scope="col">
              <Abbr short="Pod." full="Podios" />
            </th>
            <th scope="col">Poles</th>
            <th scope="col">
              <Abbr short="VR" full="Vueltas rápidas" />
            </th>
            <th scope="col">
              <Abbr short="Ded." full="Deducciones por sanciones" />
            </th>
            {rounds.map((r) => (
              <th scope="col" key={r.ronda} className="standings__round">
                <Abbr short={`R${r.ronda}`} full={roundNames.has(r.ronda) ? `Ronda ${r.ronda}: ${roundNames.get(r.ronda)}` : `Ronda ${r.ronda}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const byRound = new Map(row.rondas.map((r) => [r.ronda, r]));
            const key = 'piloto' in row ? `p:${row.piloto.custId}` : `e:${row.teamId ?? row.nombre}`;
            return (
              <tr key={key} className={row.posicion <= 3 ? `standings__row standings__row--p${row.posicion}` : 'standings__row'}>
                <td className="standings__pos tabular">{row.posicion}</td>
                <th scope="row" className="standings__who">
                  {'piloto' in row ? <DriverCell driver={row.piloto} team={row.equipo} /> : <TeamCell row={row} />}
                </th>
                <td className="standings__pts tabular">{points(row.puntos)}</td>
                <td className="tabular">{row.diferencia === 0 ? '—' : `−${points(row.diferencia)}`}</td>
                <td className="tabular">{row.victorias}</td>
                <td className="tabular">{row.podios}</td>
                <td className="tabular">{row.poles}</td>
                <td className="tabular">{row.vueltasRapidas}</td>
                <td className={row.deducciones > 0 ? 'tabular standings__deduction' : 'tabular'}>{row.deducciones > 0 ? `−${points(row.deducciones)}` : '0'}</td>
                {rounds.map((r) => (
                  <td key={r.ronda} className="tabular standings__round">
                    <RoundCell round={byRound.get(r.ronda)} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
