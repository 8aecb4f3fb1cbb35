import { ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { es } from '@contracts/spanish-contractions';

/**
 * The screenshots of a report as thumbnails; each opens full size in a dialog (Escape or 'Cerrar'
 * closes it and the focus goes back to the thumbnail), with the previous and next one at hand.
 */
export function ScreenshotGallery({ urls, numero }: { urls: string[]; numero: number }) {
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return <p className="muted">El reporte no trae capturas de pantalla.</p>;
  const alt = (i: number) => `Captura de pantalla ${i + 1} del reporte #${numero}`;
  return (
    <>
      <ul className="reports__thumbs">
        {urls.map((url, i) => (
          <li key={url}>
            <button type="button" className="reports__thumb" onClick={() => setOpen(i)} aria-label={es`Ver en tamaño completo la captura ${i + 1} de ${urls.length}`}>
              <img src={url} alt={alt(i)} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        size="wide"
        onClose={() => setOpen(null)}
        title={open !== null ? `Captura ${open + 1} de ${urls.length}` : ''}
        footer={
          open !== null && (
            <>
              {urls.length > 1 && (
                <>
                  <Button variant="secondary" icon={<ChevronLeft size={18} aria-hidden="true" />} disabled={open === 0} onClick={() => setOpen(open - 1)}>
                    Anterior
                  </Button>
                  <Button variant="secondary" icon={<ChevronRight size={18} aria-hidden="true" />} disabled={open === urls.length - 1} onClick={() => setOpen(open + 1)}>
                    Siguiente
                  </Button>
                </>
              )}
              <a className="btn btn--ghost btn--md" href={urls[open]} target="_blank" rel="noopener noreferrer">
                <ExternalLink size={18} aria-hidden="true" />
                <span>Abrir en otra pestaña</span>
              </a>
            </>
          )
        }
      >
        {open !== null && <img className="reports__full" src={urls[open]} alt={alt(open)} />}
      </Modal>
    </>
  );
}
