import { ChevronLeft, ChevronRight } from 'lucide-react';

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
