// The guide filters (001 §6, §9): search text as a case-insensitive substring of title, summary or a
// tag; category; difficulty; 'all' means no filter. Sorts: newest, oldest, popular (the editorial
// rank, then newest) and shortest (read time). Kept in the URL (DECISIONS 25).
import {
  GUIDE_CATEGORIES,
  GUIDE_DIFFICULTIES,
  GUIDE_SORTS,
  type Guide,
  type GuideCategory,
  type GuideDifficulty,
  type GuideSort,
} from './guide-model';

export interface GuideFilters {
  q: string;
  category: GuideCategory | 'all';
  difficulty: GuideDifficulty | 'all';
  sort: GuideSort;
}

export const DEFAULT_GUIDE_FILTERS: GuideFilters = {
  q: '',
  category: 'all',
  difficulty: 'all',
  sort: 'newest',
};

function pick<T extends string>(values: readonly T[], value: string | null): T | undefined {
  const lower = (value ?? '').toLowerCase();
  return values.find((v) => v === lower);
}

export function parseGuideFilters(params: URLSearchParams): GuideFilters {
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    category: pick(GUIDE_CATEGORIES, params.get('category')) ?? 'all',
    difficulty: pick(GUIDE_DIFFICULTIES, params.get('difficulty')) ?? 'all',
    sort: pick(GUIDE_SORTS, params.get('sort')) ?? 'newest',
  };
}

export function guideFiltersToParams(filters: GuideFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.difficulty !== 'all') params.set('difficulty', filters.difficulty);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

export function isFiltered(filters: GuideFilters): boolean {
  return Boolean(filters.q.trim()) || filters.category !== 'all' || filters.difficulty !== 'all';
}

export function filterGuides(guides: readonly Guide[], filters: Omit<GuideFilters, 'sort'>): Guide[] {
  const text = filters.q.trim().toLowerCase();
  return guides.filter(
    (g) =>
      (!text || [g.title, g.summary, ...g.tags].some((f) => f.toLowerCase().includes(text))) &&
      (filters.category === 'all' || g.category === filters.category) &&
      (filters.difficulty === 'all' || g.difficulty === filters.difficulty),
  );
}

const byNewest = (a: Guide, b: Guide) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
const rank = (g: Guide) => (g.isPopular ? (g.popularRank ?? Number.MAX_SAFE_INTEGER) : Infinity);

const COMPARATORS: Record<GuideSort, (a: Guide, b: Guide) => number> = {
  newest: byNewest,
  oldest: (a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title),
  popular: (a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    return ra === rb ? byNewest(a, b) : ra < rb ? -1 : 1;
  },
  shortest: (a, b) => a.readTime - b.readTime || a.words - b.words || byNewest(a, b),
};

export function sortGuides(guides: readonly Guide[], sort: GuideSort): Guide[] {
  return [...guides].sort(COMPARATORS[sort]);
}

/** The Popular Guides strip: the editorial picks in rank order, the first `count` of them. */
export function popularGuides(guides: readonly Guide[], count = 3): Guide[] {
  return sortGuides(
    guides.filter((g) => g.isPopular),
    'popular',
  ).slice(0, count);
}

export function countByCategory(guides: readonly Guide[]): Record<GuideCategory, number> {
  const counts = Object.fromEntries(GUIDE_CATEGORIES.map((c) => [c, 0])) as Record<GuideCategory, number>;
  for (const g of guides) counts[g.category] += 1;
  return counts;
}

/** Other guides in the same category, newest first. */
export function relatedGuides(guides: readonly Guide[], guide: Guide, count = 3): Guide[] {
  return sortGuides(
    guides.filter((g) => g.category === guide.category && g.id !== guide.id),
    'newest',
  ).slice(0, count);
}
