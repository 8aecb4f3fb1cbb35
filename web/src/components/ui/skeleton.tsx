import type { CSSProperties } from 'react';

/** A grey shape where content is about to appear. Hidden from assistive technology. */
export function Skeleton({ width = '100%', height = 16, radius, className }: { width?: CSSProperties['width']; height?: CSSProperties['height']; radius?: number; className?: string }) {
  return <span className={['skeleton', className ?? ''].join(' ')} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}

export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <span className="skeleton-lines" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
