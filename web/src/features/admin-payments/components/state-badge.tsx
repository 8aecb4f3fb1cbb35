import { PAYMENT_STATE_LABELS, type PaymentState } from '@contracts/payments.messages';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const STATE_TONES: Record<PaymentState, BadgeTone> = { pendiente: 'warning', completado: 'success', fallido: 'danger', reembolsado: 'neutral' };

export function StateBadge({ estado }: { estado: PaymentState }) {
  return <Badge tone={STATE_TONES[estado]}>{PAYMENT_STATE_LABELS[estado]}</Badge>;
}
