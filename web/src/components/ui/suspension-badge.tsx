import type { EntrySuspensionView } from '@contracts/entries.views';
import { formatDateTime } from '@/lib/format';
import { Badge } from './badge';

/** The races of a suspension not yet started, soonest first. */
export function upcomingSuspensions(suspensiones: readonly EntrySuspensionView[] | undefined, now = Date.now()): EntrySuspensionView[] {
  return (suspensiones ?? []).filter((s) => Date.parse(s.inicio) > now);
}

/** 'Suspendido' on an entered driver, naming the next race he may not run (licence points, issue #33). */
export function SuspensionBadge({ suspensiones }: { suspensiones: readonly EntrySuspensionView[] | undefined }) {
  const next = upcomingSuspensions(suspensiones)[0];
  if (!next) return null;
  return (
    <Badge tone="danger">
      Suspendido: {next.circuito}, {formatDateTime(next.inicio)}
    </Badge>
  );
}
