import { useParams } from 'react-router-dom';
import { DriverPage } from '@/features/drivers/components/driver-page';

export function DriverRoute() {
  const { id = '' } = useParams();
  return <DriverPage key={id} id={id} />;
}
