import { useParams } from 'react-router-dom';
import { EventDetail } from '@/features/single-events/components/event-detail';
import { useSession } from '../session';

export function SingleEventRoute() {
  const { id } = useParams();
  const { user } = useSession();
  return <EventDetail eventId={id} viewer={user} />;
}
