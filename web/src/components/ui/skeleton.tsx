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

/** The rows of a list or table while it loads: grey bars, and the loading text for screen readers. */
export function SkeletonRows({ label, rows = 5, height = 52 }: { label: string; rows?: number; height?: number }) {
  return (
    <div className="skeleton-rows" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </div>
  );
}
