import { initialsOf } from '@/lib/format';
import { ImageWithPlaceholder } from './image-with-placeholder';

/** A person's photo, or their initials when there is none or it fails to load. */
export interface AvatarProps {
  src?: string | null;
  nombre?: string | null;
  apellido?: string | null;
  size?: number;
  /** Beside the person's name already, so assistive technology can skip it. */
  decorative?: boolean;
}

export function Avatar({ src, nombre, apellido, size = 40, decorative = false }: AvatarProps) {
  const name = [nombre, apellido].filter(Boolean).join(' ');
  return (
    <span
      className="avatar"
      style={{ width: size, height: size, fontSize: Math.max(14, Math.round(size * 0.38)) }}
      aria-hidden={decorative || undefined}
    >
      <ImageWithPlaceholder
        src={src}
        alt={name ? `Foto de ${name}` : 'Foto de perfil'}
        className="avatar__image"
        sizes={`${size}px`}
        fallback={<span aria-hidden="true">{initialsOf(nombre, apellido)}</span>}
      />
    </span>
  );
}
