// The heart that saves a car to, or removes it from, the dream garage (000 §4, §8). On a result card
// it sits inside the card's link, so a click must neither follow the link nor reach the card.
import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import { toast } from '../../../components/ui/toast';
import { useUser } from '../../../lib/auth';
import { useGarage } from '../api/get-garage';
import { useRemoveCar, useSaveCar } from '../api/save-car';

export function SaveToggle({
  car,
  variant = 'card',
}: {
  car: { id: number; title: string };
  variant?: 'card' | 'detail';
}) {
  const { user } = useUser();
  const garage = useGarage({ enabled: Boolean(user) });
  const save = useSaveCar();
  const remove = useRemoveCar();
  const saved = Boolean(user) && (garage.data?.cars.some((c) => c.id === car.id) ?? false);
  const busy = save.isPending || remove.isPending;
  const label = saved ? 'Remove from dream garage' : 'Save to dream garage';

  const failed = () =>
    toast({
      title: 'Error',
      description:
        variant === 'detail'
          ? 'Failed to update dream garage'
          : 'Failed to update dream garage. Please try again.',
      variant: 'destructive',
    });

  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    e.preventDefault();
    e.stopPropagation();
    if (busy || user === undefined) return;
    if (user === null) {
      toast({ title: 'Sign in required', description: 'Please sign in to save cars to your dream garage.' });
      return;
    }
    if (saved) {
      remove.mutate(car.id, {
        onSuccess: () => toast({ title: 'Removed from dream garage', description: car.title }),
        onError: failed,
      });
    } else {
      save.mutate(car.id, {
        onSuccess: () => toast({ title: 'Added to dream garage', description: car.title }),
        onError: failed,
      });
    }
  };

  const heart = (
    <Heart
      aria-hidden="true"
      className={`h-5 w-5 ${saved ? 'fill-red-600 text-red-600' : 'text-slate-700'}`}
    />
  );
  const focus =
    'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

  if (variant === 'detail') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        aria-busy={busy}
        onClick={onClick}
        className={`relative z-10 inline-flex items-center gap-2 whitespace-nowrap rounded-lg border px-4 py-2 font-medium transition-colors ${focus} ${
          saved
            ? 'border-red-300 bg-red-50 text-red-800 hover:bg-red-100'
            : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
        }`}
      >
        {heart}
        {label}
      </button>
    );
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-busy={busy}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`relative z-10 inline-flex h-9 w-9 items-center justify-center rounded-full border bg-white/95 shadow-sm transition-colors hover:bg-slate-50 ${focus} ${
        saved ? 'border-red-300' : 'border-slate-300'
      }`}
    >
      {heart}
    </button>
  );
}
