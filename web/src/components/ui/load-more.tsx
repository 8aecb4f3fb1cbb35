import type { ReactNode } from 'react';
import { Button } from './button';
import './load-more.css';

/**
 * 'Ver más' under a list that loads by pages, newest first: the next page goes below what is shown,
 * so nothing above it moves. While that page loads the button says so and waits.
 */
export function LoadMore({ busy, onClick, children = 'Ver más' }: { busy: boolean; onClick: () => void; children?: ReactNode }) {
  return (
    <div className="load-more">
      <Button variant="secondary" busy={busy} busyText="Cargando..." onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}
