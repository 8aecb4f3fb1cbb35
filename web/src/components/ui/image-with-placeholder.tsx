import { ImageOff } from 'lucide-react';
import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { IMAGE_WIDTH_PARAM, IMAGE_WIDTHS } from '@contracts/image-widths';

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
  /**
   * How wide the picture shows, as the `sizes` of a responsive image ('(min-width: 720px) 50vw, 100vw').
   * Given, an upload comes at the server's widths (docs/adr/0038) and the browser takes the one the
   * screen needs, not the file an admin uploaded.
   */
  sizes?: string;
}

/** The `sizes` of a card's picture in a grid of tiles: one column on a phone, two or three wider. */
export const CARD_SIZES = '(min-width: 1100px) 400px, (min-width: 720px) 50vw, 100vw';

/** An upload at each width the server offers (GIFs are served as they are). */
function widths(src: string): string | undefined {
  return src.startsWith('/uploads/') && !src.endsWith('.gif') ? IMAGE_WIDTHS.map((w) => `${src}?${IMAGE_WIDTH_PARAM}=${w} ${w}w`).join(', ') : undefined;
}

/** An image of a server-rendered page may fail before the app is there to hear it: it is checked when the app takes it over. */
function brokenAlready(img: HTMLImageElement | null): boolean {
  return img !== null && img.complete && img.naturalWidth === 0 && img.currentSrc !== '';
}

export function ImageWithPlaceholder({ src, alt, fallback, className, priority = false, sizes, ...rest }: ImageWithPlaceholderProps) {
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
      srcSet={sizes ? widths(src) : undefined}
      sizes={sizes}
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
