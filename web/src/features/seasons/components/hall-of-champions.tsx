import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { HallChampionView, HallDriverView, HallEditionView, HallSeriesView } from '@contracts/seasons.views';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, type Column } from '@/components/ui/table';
import { messageOf } from '@/lib/api-client';
import { getHallDrivers, getHallEditions, useHallOfChampions } from '../api/seasons';
import './hall-of-champions.css';
import { es } from '@contracts/spanish-contractions';

const groupLabel = (c: HallChampionView): string => (c.tipo === 'equipo' && c.grupo !== 'Equipos' ? `Equipos (${c.grupo})` : c.grupo);

/** A person's name split for the initials the avatar shows when there is no photo. */
const nameParts = (nombre: string) => {
  const [first = '', ...rest] = nombre.split(' ');
  return { nombre: first, apellido: rest.join(' ') };
};

function DriverName({ userId, nombre }: { userId: string | null; nombre: string }) {
  return userId ? <Link to={`/pilotos/${userId}`}>{nombre}</Link> : <>{nombre}</>;
}

function Champion({ champion }: { champion: HallChampionView }) {
  return (
    <li className="hall__champion">
      {champion.tipo === 'piloto' ? (
        <Avatar src={champion.avatarUrl} {...nameParts(champion.nombre)} size={44} decorative />
      ) : (
        <span className="hall__team-badge" aria-hidden="true">
          <Trophy size={20} />
        </span>
      )}
      <span className="hall__champion-text">
        <span className="hall__group">{groupLabel(champion)}</span>
        <span className="hall__name">
          <DriverName userId={champion.userId} nombre={champion.nombre} />
        </span>
      </span>
    </li>
  );
}

/** One closed edition: its champions (per group and team) and the link to its final table. */
function EditionCard({ edition: e, title }: { edition: HallEditionView; title: string }) {
  return (
    <li className="card hall__edition">
      <h3>{title}</h3>
      <p className="hall__championship">{e.nombreCampeonato}</p>
      <ul className="hall__champions" aria-label={es`Campeones de ${e.nombreCampeonato}`}>
        {e.campeones.map((c) => (
          <Champion key={`${c.tipo}-${c.clave}`} champion={c} />
        ))}
      </ul>
      <Link to={e.tablaFinal} aria-label={es`Clasificación final de ${e.nombreCampeonato}`}>
        Clasificación final
      </Link>
    </li>
  );
}

const DRIVER_COLUMNS: Column<HallDriverView>[] = [
  {
    key: 'piloto',
    header: 'Piloto',
    render: (d) => (
      <span className="hall__driver">
        <Avatar src={d.avatarUrl} {...nameParts(d.nombre)} size={32} decorative />
        <DriverName userId={d.userId} nombre={d.nombre} />
      </span>
    ),
  },
  { key: 'titulos', header: 'Títulos', render: (d) => d.titulos, align: 'end', numeric: true },
  { key: 'segundos', header: '2.º', label: 'Segundos', render: (d) => d.segundos, align: 'end', numeric: true },
  { key: 'terceros', header: '3.º', label: 'Terceros', render: (d) => d.terceros, align: 'end', numeric: true },
  { key: 'podios', header: 'Podios', render: (d) => d.podios, align: 'end', numeric: true },
  {
    key: 'campeonatos',
    header: 'Campeón de',
    render: (d) => (d.campeonatos.length ? d.campeonatos.map((t) => `${t.serie} ${t.temporada}`).join(', ') : '—'),
  },
];

/** What the page will look like while it loads: a series with two editions and the drivers' table, shaped like them. */
function HallSkeleton() {
  return (
    <div className="hall" aria-busy="true">
      <span className="visually-hidden" role="status">
        Cargando campeones...
      </span>
      <section className="hall__series">
        <Skeleton width="14rem" height={32} />
        <ul className="hall__editions">
          {[2, 1].map((champions, i) => (
            <li key={i} className="card hall__edition">
              <Skeleton width="9rem" height={24} />
              <Skeleton width="11rem" height={20} />
              <span className="hall__champions">
                {Array.from({ length: champions }, (_, j) => (
                  <span key={j} className="hall__champion">
                    <Skeleton width={44} height={44} radius={22} />
                    <Skeleton width="8rem" height={36} />
                  </span>
                ))}
              </span>
              <Skeleton width="8rem" height={20} />
            </li>
          ))}
        </ul>
      </section>
      <section className="hall__series">
        <Skeleton width="12rem" height={32} />
        <div className="hall__skeleton-table">
          {[0, 1, 2].map((i) => (
            <span key={i} className="skeleton hall__skeleton-row" aria-hidden="true" />
          ))}
        </div>
      </section>
    </div>
  );
}

/** A series' older closed editions, asked with 'Ver más temporadas': each page goes below the ones shown. */
function useLaterEditions(series: HallSeriesView) {
  const [later, setLater] = useState<HallEditionView[]>([]);
  const [next, setNext] = useState(series.siguiente);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function more() {
    if (next === null || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const page = await getHallEditions(series.id, next);
      setLater((shown) => [...shown, ...page.data]);
      setNext(page.siguiente);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return { editions: later.length > 0 ? [...series.ediciones, ...later] : series.ediciones, next, busy, failed, more };
}

/** The rest of the drivers' ranking, asked with 'Ver más pilotos': each page goes below the rows shown. */
function useLaterDrivers(first: HallDriverView[], firstNext: number | null) {
  const [later, setLater] = useState<HallDriverView[]>([]);
  const [next, setNext] = useState(firstNext);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function more() {
    if (next === null || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const page = await getHallDrivers(next);
      setLater((shown) => [...shown, ...page.data]);
      setNext(page.siguiente);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return { drivers: later.length > 0 ? [...first, ...later] : first, next, busy, failed, more };
}

/** 'Pilotos con títulos': the ranking's first drivers, the rest a page at a time. */
function DriversWithTitles({ first, next: firstNext }: { first: HallDriverView[]; next: number | null }) {
  const { drivers, next, busy, failed, more } = useLaterDrivers(first, firstNext);
  return (
    <section aria-labelledby="pilotos-con-titulos" className="hall__series">
      <h2 id="pilotos-con-titulos">Pilotos con títulos</h2>
      <Table columns={DRIVER_COLUMNS} rows={drivers} rowKey={(d) => d.userId ?? `${d.custId ?? ''}-${d.nombre}`} caption="Títulos y podios de cada piloto en las temporadas cerradas" />
      {failed && <ErrorState message="No se pudieron cargar más pilotos." onRetry={() => void more()} />}
      {next !== null && !failed && (
        <LoadMore busy={busy} onClick={() => void more()}>
          Ver más pilotos
        </LoadMore>
      )}
    </section>
  );
}

/** One series: its newest closed editions, older ones a page at a time. */
function SeriesEditions({ series: s }: { series: HallSeriesView }) {
  const { editions, next, busy, failed, more } = useLaterEditions(s);
  return (
    <section aria-labelledby={`serie-${s.id}`} className="hall__series">
      <h2 id={`serie-${s.id}`}>{s.nombre}</h2>
      <ul className="hall__editions">
        {editions.map((e) => (
          <EditionCard key={e.campeonatoId} edition={e} title={`Temporada ${e.temporada}`} />
        ))}
      </ul>
      {failed && <ErrorState message={es`No se pudieron cargar más temporadas de ${s.nombre}.`} onRetry={() => void more()} />}
      {next !== null && !failed && (
        <LoadMore busy={busy} onClick={() => void more()}>
          Ver más temporadas<span className="visually-hidden">{es` de ${s.nombre}`}</span>
        </LoadMore>
      )}
    </section>
  );
}

/** /campeones: per series its closed editions' champions, newest first (older ones when asked), and the drivers with titles. */
export function HallOfChampions() {
  const { data, error, isLoading, mutate } = useHallOfChampions();
  if (isLoading && !data) return <HallSkeleton />;
  if (error && !data) return <ErrorState message={messageOf(error, 'No se pudo cargar el salón de campeones')} onRetry={() => void mutate()} />;
  if (!data || data.series.length === 0) return <EmptyState icon={<Trophy size={28} aria-hidden="true" />} message="Todavía no hay temporadas cerradas." />;
  return (
    <div className="hall">
      {data.series.map((s) => (
        <SeriesEditions key={s.id} series={s} />
      ))}
      {data.pilotos.length > 0 && <DriversWithTitles first={data.pilotos} next={data.pilotosSiguiente} />}
    </div>
  );
}

/**
 * The home page between seasons (docs/adr/0033): the champions of the last closed season, one card per
 * championship, linking to the hall of champions. Nothing while the hall is loading, failed or empty.
 */
export function LastSeasonChampions() {
  const { data } = useHallOfChampions();
  const editions = (data?.series ?? []).flatMap((s) => s.ediciones.map((e) => ({ ...e, serie: s.nombre })));
  const last = Math.max(...editions.map((e) => e.temporada));
  const shown = editions.filter((e) => e.temporada === last).sort((a, b) => a.serie.localeCompare(b.serie, 'es-MX'));
  if (shown.length === 0) return null;
  return (
    <section id="campeonesTemporada" className="home-section home-section--surface" aria-labelledby="campeones-temporada-title">
      <div className="container hall__home">
        <p className="eyebrow">Entre temporadas</p>
        <h2 id="campeones-temporada-title" className="home-section__title">
          <span className="home-section__icon" aria-hidden="true">
            <Trophy size={24} />
          </span>
          Campeones de la Temporada {last}
        </h2>
        <ul className="hall__editions">
          {shown.map((e) => (
            <EditionCard key={e.campeonatoId} edition={e} title={e.serie} />
          ))}
        </ul>
        <p>
          <Link to="/campeones">Ver el salón de campeones</Link>
        </p>
      </div>
    </section>
  );
}
