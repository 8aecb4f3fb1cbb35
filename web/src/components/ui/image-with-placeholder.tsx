import { ImageOff } from 'lucide-react';
import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

export interface ImageWithPlaceholderProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src?: string | null;
  /** Spanish description, also the placeholder's accessible name. */
  alt: string;
  /** What to show instead of a missing or broken image; a neutral picture icon by default. */
  fallback?: ReactNode;
  /**
   * The large picture of a page's first screen (a championship's cover, the first card): loaded at
   * once and ahead of other pictures instead of when near the screen, so it paints with the page.
   */
  priority?: boolean;
}

/** An image of a server-rendered page may fail before the app is there to hear it: it is checked when the app takes it over. */
function brokenAlready(img: HTMLImageElement | null): boolean {
  return img !== null && img.complete && img.naturalWidth === 0 && img.currentSrc !== '';
}

export function ImageWithPlaceholder({ src, alt, fallback, className, priority = false, ...rest }: ImageWithPlaceholderProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className={['image-placeholder', className ?? ''].join(' ')} role="img" aria-label={alt}>
        {fallback ?? <ImageOff size={28} aria-hidden="true" />}
      </span>
    );
  }
  return (
    <img
      ref={(img) => {
        if (brokenAlready(img)) setFailedSrc(src);
      }}
      src={src}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      {...rest}
    />
  );
}
