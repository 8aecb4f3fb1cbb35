import type { EntrySuspensionView } from '@contracts/entries.views';
import { formatDateTime } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { Badge } from './badge';
import './suspension-badge.css';

/** The races of a suspension not yet started, soonest first. */
export function upcomingSuspensions(suspensiones: readonly EntrySuspensionView[], now: number): EntrySuspensionView[] {
  return suspensiones.filter((s) => Date.parse(s.inicio) > now);
}

function NextSuspension({ suspensiones }: { suspensiones: readonly EntrySuspensionView[] }) {
  // The clock of the page (the server's instant while a rendered page is taken over).
  const next = upcomingSuspensions(suspensiones, useNow())[0];
  if (!next) return null;
  return (
    <span className="suspension-badge">
      <Badge tone="danger">
        Suspendido: {next.circuito}, {formatDateTime(next.inicio)}
      </Badge>
    </span>
  );
}

/** 'Suspendido' on an entered driver, naming the next race he may not run (licence points, issue #33). */
export function SuspensionBadge({ suspensiones }: { suspensiones: readonly EntrySuspensionView[] | undefined }) {
  return suspensiones && suspensiones.length > 0 ? <NextSuspension suspensiones={suspensiones} /> : null;
}
