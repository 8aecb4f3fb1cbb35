import { useParams } from 'react-router-dom';
import { DriverPage } from '@/features/drivers/components/driver-page';
import { RecordsHeld } from '@/features/track-records/components/records-held';

export function DriverRoute() {
  const { id = '' } = useParams();
  return (
    <DriverPage key={id} id={id}>
      <RecordsHeld userId={id} />
    </DriverPage>
  );
}
