import { ImageOff } from 'lucide-react';
import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

export interface ImageWithPlaceholderProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src?: string | null;
  /** Spanish description, also the placeholder's accessible name. */
  alt: string;
  /** What to show instead of a missing or broken image; a neutral picture icon by default. */
  fallback?: ReactNode;
}

export function ImageWithPlaceholder({ src, alt, fallback, className, ...rest }: ImageWithPlaceholderProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className={['image-placeholder', className ?? ''].join(' ')} role="img" aria-label={alt}>
        {fallback ?? <ImageOff size={28} aria-hidden="true" />}
      </span>
    );
  }
  return <img src={src} alt={alt} className={className} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} {...rest} />;
}
