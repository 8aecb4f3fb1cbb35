import { REPORT_STATE_LABELS, type ReportState } from '@contracts/stewarding.messages';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const STATE_TONES: Record<ReportState, BadgeTone> = { pendiente: 'warning', en_conflicto: 'danger', resuelto: 'success', rechazado: 'neutral' };

export function ReportStateBadge({ estado }: { estado: ReportState }) {
  return <Badge tone={STATE_TONES[estado]}>{REPORT_STATE_LABELS[estado]}</Badge>;
}
