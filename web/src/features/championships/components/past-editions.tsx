import { useEffect, useRef, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { usePastChampionships } from '../api/get-championships';
import { ChampionshipItems, LIST_ERROR, ListLoading } from './championship-items';
import { PAST_EDITIONS_ANCHOR } from './championships-list';
import './past-editions.css';

/** One page of past editions, as items of the list it goes in. */
function PastPage({ despues }: { despues: string }) {
  const { data } = usePastChampionships(despues);
  return data ? <ChampionshipItems championships={data.data} /> : null;
}

/**
 * The pages asked for so far, each by the last championship of the page before it ('' the first), and
 * 'Ver más' while there are more; the last page's state below them.
 */
function PastPages() {
  const [pages, setPages] = useState<string[]>(['']);
  const last = usePastChampionships(pages[pages.length - 1]!);
  const shown = pages.length > 1 || last.data !== undefined;
  return (
    <>
      {shown && (
        <ul className="champ-list" aria-label="Campeonatos de temporadas anteriores">
          {pages.map((despues) => (
            <PastPage key={despues} despues={despues} />
          ))}
        </ul>
      )}
      {last.error ? (
        <ErrorState message={LIST_ERROR} onRetry={() => void last.mutate()} />
      ) : last.data === undefined ? (
        pages.length === 1 && <ListLoading />
      ) : null}
      {(last.data?.more || (pages.length > 1 && last.isLoading)) && (
        <LoadMore busy={last.isLoading} onClick={() => last.data?.more && last.data.data.length > 0 && setPages([...pages, last.data.data[last.data.data.length - 1]!.id])}>
          Ver más campeonatos
        </LoadMore>
      )}
    </>
  );
}

/**
 * The past editions (those a newer edition of their series follows), behind 'Temporadas anteriores',
 * closed: opened, they load a page at a time, newest first, so the page the server sends carries only
 * the current ones.
 */
export function PastEditions({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  // Opened before the app took the server's page over: its toggle went unheard, so the element says it.
  // Reached from the home page's link to them: opened.
  useEffect(() => {
    if (ref.current && window.location.hash === `#${PAST_EDITIONS_ANCHOR}`) {
      ref.current.open = true;
      ref.current.scrollIntoView({ block: 'start' });
    }
    if (ref.current?.open) setOpen(true);
  }, []);
  return (
    <details ref={ref} id={PAST_EDITIONS_ANCHOR} className="champ-list__past" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        Temporadas anteriores <span className="muted">({count === 1 ? '1 campeonato' : `${count} campeonatos`})</span>
      </summary>
      {open && <PastPages />}
    </details>
  );
}
