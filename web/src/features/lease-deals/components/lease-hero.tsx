// The hero of /lease-deals (000 §2) with its two buttons: the calculator and the explanation.
import { BookOpen, Calculator } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function LeaseHero({
  onOpenCalculator,
  howOpen,
  onToggleHow,
}: {
  onOpenCalculator: () => void;
  howOpen: boolean;
  onToggleHow: () => void;
}) {
  return (
    <section className="bg-gradient-to-br from-blue-800 to-blue-700 px-4 pb-10 pt-8 text-white">
      <div className="mx-auto max-w-7xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Best Car Lease Deals</h1>
        <p className="mt-2 max-w-2xl text-blue-100">
          Drive a newer car for a fixed monthly rental. Every deal below is a real car for sale today, priced
          with our lease calculator.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={onOpenCalculator} className="bg-white !text-blue-800 hover:bg-blue-50">
            <Calculator aria-hidden className="h-4 w-4" />
            Lease Calculator
          </Button>
          <Button
            variant="ghost"
            onClick={onToggleHow}
            aria-expanded={howOpen}
            aria-controls="how-leasing-works"
            className="border border-white/70 !text-white hover:bg-white/10"
          >
            <BookOpen aria-hidden className="h-4 w-4" />
            How Leasing Works
          </Button>
        </div>
      </div>
    </section>
  );
}
