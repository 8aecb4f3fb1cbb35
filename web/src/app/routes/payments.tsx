import { useSearchParams } from 'react-router-dom';
import { DemoCheckout } from '@/features/payments/components/demo-checkout';
import { PaymentPending } from '@/features/payments/components/payment-pending';
import { PaymentCancelled } from '@/features/payments/components/payment-cancelled';
import { PaymentSuccess } from '@/features/payments/components/payment-success';

export function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  return <PaymentSuccess key={sessionId ?? ''} sessionId={sessionId} />;
}

export function PaymentCancelledRoute() {
  return <PaymentCancelled />;
}

/** The demonstration gateway's page; it takes the session as `session_id` (or `session`). */
export function DemoCheckoutRoute() {
  const [params] = useSearchParams();
  const sessionId = (params.get('session_id') ?? params.get('session'))?.trim() || null;
  return <DemoCheckout key={sessionId ?? ''} sessionId={sessionId} />;
}

/** Where a voucher or transfer lands: the held place and what to pay (issue #31). */
export function PaymentPendingRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  return <PaymentPending key={sessionId ?? ''} sessionId={sessionId} />;
}
