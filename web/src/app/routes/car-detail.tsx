// Car detail at /cars/:id and /car/:id, composed with the dream garage, comparison, enquiries,
// listing-views and reviews features.
import { useParams, useSearchParams } from 'react-router-dom';
import { CarDetailScreen } from '../../features/car-detail/components/car-detail-screen';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { CompareTrayLater } from '../../features/compare/components/compare-tray-later';
import { SaveToggle } from '../../features/dream-garage/components/save-toggle';
import { EnquiryChat, OPEN_CHAT_PARAM } from '../../features/enquiries/components/enquiry-chat';
import { RecordView } from '../../features/listings/components/record-view';
import { CarReviews } from '../../features/reviews/components/car-reviews';

export function CarDetailRoute() {
  const { id = '' } = useParams();
  // ?contact=1: 'Contact Seller' on another page (used cars), or coming back from signing in to chat,
  // opens the chat at once.
  const [search] = useSearchParams();
  return (
    <>
      <CarDetailScreen
        id={id}
        renderActions={(car) => (
          <>
            <SaveToggle car={car} variant="detail" />
            <CompareToggle car={car} />
          </>
        )}
        renderBelowSpecs={(car) => (
          <CarReviews car={{ id: car.id, make: car.make, model: car.model, category: car.category }} />
        )}
        renderAside={(car) => (
          <>
            <RecordView carId={car.id} />
            <EnquiryChat
              car={{ id: car.id, title: car.title, dealerName: car.dealerName, sellerType: car.sellerType }}
              defaultOpen={search.get(OPEN_CHAT_PARAM) === '1'}
            />
          </>
        )}
      />
      <CompareTrayLater />
    </>
  );
}
