// Records one view of a listing per mount (the detail page renders it). Failures are ignored: a
// missed view must never disturb the buyer.
import { useEffect } from 'react';
import { recordView } from '../api/record-view';

export function RecordView({ carId }: { carId: number }) {
  useEffect(() => {
    recordView(carId).catch(() => {});
  }, [carId]);
  return null;
}
