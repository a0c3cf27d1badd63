// Car detail at /cars/:id and /car/:id, with the comparison feature's controls composed in.
import { useParams } from 'react-router-dom';
import { CarDetailScreen } from '../../features/car-detail/components/car-detail-screen';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { CompareTray } from '../../features/compare/components/compare-tray';

export function CarDetailRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <CarDetailScreen id={id} renderActions={(car) => <CompareToggle car={car} />} />
      <CompareTray />
    </>
  );
}
