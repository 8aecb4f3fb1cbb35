import { Share2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { es } from '@contracts/spanish-contractions';

export const COPY_OK = '¡Enlace copiado al portapapeles!';
export const COPY_FAILED = 'No se pudo copiar el enlace';

/** Copies the site's own link to the championship: origin + /campeonatos/{id}. */
export function ShareLinkButton({ id, name }: { id: string; name: string }) {
  const copy = async () => {
    const link = `${window.location.origin}/campeonatos/${id}`;
    try {
      if (!navigator.clipboard) throw new Error('sin portapapeles');
      await navigator.clipboard.writeText(link);
      toast.success(COPY_OK);
    } catch {
      toast.error(COPY_FAILED);
    }
  };
  return (
    <Button variant="ghost" size="sm" icon={<Share2 size={16} aria-hidden="true" />} onClick={copy} aria-label={es`Compartir enlace de ${name}`}>
      Compartir
    </Button>
  );
}
