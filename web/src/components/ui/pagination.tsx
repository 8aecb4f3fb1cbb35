import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

export function Pagination({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Paginación">
      <button type="button" className="icon-button" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label="Página anterior">
        <ChevronLeft size={18} aria-hidden="true" />
      </button>
      <span className="tabular" aria-live="polite">
        Página {page} de {pages}
      </span>
      <button type="button" className="icon-button" onClick={() => onChange(page + 1)} disabled={page >= pages} aria-label="Página siguiente">
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}

/**
 * Paging by place (keyset) instead of page numbers, where the total is not counted: 'Anterior' and
 * 'Siguiente' with the page's number between them (docs/adr/0060).
 */
export function CursorPagination({ page, hasNext, onPrevious, onNext }: { page: number; hasNext: boolean; onPrevious: () => void; onNext: () => void }) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="pagination" aria-label="Paginación">
      <Button variant="secondary" size="sm" icon={<ChevronLeft size={16} aria-hidden="true" />} onClick={onPrevious} disabled={page <= 1}>
        Anterior
      </Button>
      <span className="tabular" aria-live="polite">
        Página {page}
      </span>
      <Button variant="secondary" size="sm" onClick={onNext} disabled={!hasNext}>
        Siguiente
        <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </nav>
  );
}
