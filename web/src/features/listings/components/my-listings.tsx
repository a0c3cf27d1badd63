// The dashboard's My Listings tab: the seller's listings with their real views and enquiries, and
// Add / Edit / Share / Delete (DECISIONS 13).
import { Eye, MessageSquare, Pencil, Plus, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserListing } from '../../../../../bff/plugins/listings/types';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { miles, number, pounds } from '../../../lib/format';
import { useDeleteListing } from '../api/delete-listing';
import { useMyListings } from '../api/get-my-listings';
import { ListingForm } from './listing-form';
import { Sheet } from '../../../components/ui/sheet';
import { shareLink } from './share';

export function MyListings() {
  const listings = useMyListings();
  const [editing, setEditing] = useState<UserListing | 'new' | null>(null);
  const [deleting, setDeleting] = useState<UserListing | null>(null);
  const remove = useDeleteListing();
  const cars = listings.data?.cars ?? [];

  return (
    <section aria-labelledby="my-listings-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-listings-heading" className="text-xl font-semibold text-slate-900">
          Your Listings ({listings.data ? cars.length : '…'})
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden /> Add New Listing
        </Button>
      </div>
      {listings.isPending && <p className="text-slate-600">Loading your listings…</p>}
      {listings.isError && (
        <p role="alert" className="text-red-700">
          Failed to fetch listings
        </p>
      )}
      {listings.data && cars.length === 0 && (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-900">You have no vehicles for sale.</p>
          <p className="mt-1 text-sm text-slate-600">
            Add a listing and buyers will find it in search straight away.
          </p>
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cars.map((car) => (
          <li
            key={car.id}
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <div className="relative aspect-[4/3] bg-slate-100">
              <img
                src={car.image}
                alt={`Photo of the ${car.year} ${car.make} ${car.model}`}
                className="h-full w-full object-cover"
              />
              <span className="absolute left-2 top-2 rounded-full bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">
                Active
              </span>
            </div>
            <div className="flex flex-1 flex-col p-4">
              <h3 className="font-semibold text-slate-900">
                <Link
                  to={paths.carDetail.href(car.id)}
                  className="hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
                >
                  {car.title}
                </Link>
              </h3>
              <p className="mt-1 text-lg font-bold text-blue-700">{pounds(car.price)}</p>
              <p className="text-sm text-slate-600">
                {miles(car.mileage)} · listed{' '}
                {car.daysListed === 0
                  ? 'today'
                  : `${number(car.daysListed)} day${car.daysListed === 1 ? '' : 's'} ago`}
              </p>
              <dl className="mt-2 flex gap-4 text-sm text-slate-700">
                <div>
                  <dt className="sr-only">Views</dt>
                  <dd className="flex items-center gap-1">
                    <Eye className="h-4 w-4" aria-hidden />
                    {number(car.views)} view{car.views === 1 ? '' : 's'}
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">Enquiries</dt>
                  <dd className="flex items-center gap-1">
                    <MessageSquare className="h-4 w-4" aria-hidden />
                    {number(car.enquiries)} enquir{car.enquiries === 1 ? 'y' : 'ies'}
                  </dd>
                </div>
              </dl>
              <div className="mt-auto flex gap-2 pt-4">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(car)}
                  aria-label={`Edit ${car.title}`}
                >
                  <Pencil className="h-4 w-4" aria-hidden />
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void shareLink(car.title, paths.carDetail.href(car.id))}
                  aria-label={`Share ${car.title}`}
                >
                  <Share2 className="h-4 w-4" aria-hidden />
                  Share
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="ml-auto text-red-700 hover:bg-red-50"
                  onClick={() => setDeleting(car)}
                  aria-label={`Delete ${car.title}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Sheet
        side="centerWide"
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add New Listing' : 'Edit listing'}
        description="Buyers see your listing in search as soon as you publish it."
      >
        {editing !== null && (
          <ListingForm {...(editing === 'new' ? {} : { listing: editing })} onDone={() => setEditing(null)} />
        )}
      </Sheet>
      <Sheet
        side="center"
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this listing?"
        description={
          deleting
            ? `${deleting.title} will be taken off sale and removed from search. This cannot be undone.`
            : ''
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Keep listing
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={async () => {
              if (!deleting) return;
              try {
                await remove.mutateAsync(deleting.id);
                toast({ title: 'Listing deleted', description: `${deleting.title} is no longer on sale.` });
                setDeleting(null);
              } catch {
                toast({
                  title: 'Error',
                  description: 'Failed to delete the listing. Please try again.',
                  variant: 'destructive',
                });
              }
            }}
          >
            {remove.isPending ? 'Deleting…' : 'Delete listing'}
          </Button>
        </div>
      </Sheet>
    </section>
  );
}
