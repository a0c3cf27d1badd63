// The picture of a guide is its category's icon on the category's colour: the guides have no
// photographs, and a stock photo would say nothing about the content.
import {
  ArrowLeftRight,
  Car,
  PoundSterling,
  Scale,
  ShieldCheck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { CATEGORY_LABELS, type GuideCategory } from '../lib/guide-model';

const STYLES: Record<GuideCategory, { icon: LucideIcon; art: string; badge: string }> = {
  buying: { icon: Car, art: 'from-blue-700 to-sky-500', badge: 'bg-blue-50 text-blue-800 ring-blue-200' },
  finance: {
    icon: PoundSterling,
    art: 'from-emerald-700 to-teal-500',
    badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  },
  insurance: {
    icon: ShieldCheck,
    art: 'from-violet-700 to-indigo-500',
    badge: 'bg-violet-50 text-violet-800 ring-violet-200',
  },
  maintenance: {
    icon: Wrench,
    art: 'from-amber-600 to-orange-400',
    badge: 'bg-amber-50 text-amber-900 ring-amber-200',
  },
  legal: {
    icon: Scale,
    art: 'from-slate-700 to-slate-500',
    badge: 'bg-slate-100 text-slate-800 ring-slate-300',
  },
  comparison: {
    icon: ArrowLeftRight,
    art: 'from-rose-700 to-pink-500',
    badge: 'bg-rose-50 text-rose-800 ring-rose-200',
  },
};

export function CategoryIcon({
  category,
  className = 'size-5',
}: {
  category: GuideCategory;
  className?: string;
}) {
  const Icon = STYLES[category].icon;
  return <Icon aria-hidden="true" className={className} />;
}

export function GuideArt({
  category,
  className = 'h-20 sm:h-28',
}: {
  category: GuideCategory;
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center bg-gradient-to-br text-white ${STYLES[category].art} ${className}`}
    >
      <CategoryIcon category={category} className="size-12 opacity-90" />
    </div>
  );
}

export function CategoryBadge({ category }: { category: GuideCategory }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STYLES[category].badge}`}
    >
      {CATEGORY_LABELS[category]}
    </span>
  );
}

export function EditorialNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm ${className}`}>
      These are AllMotors editorial guides: general information for UK buyers, not legal or financial advice.
    </p>
  );
}
