import { describe, expect, it } from 'vitest';
import {
  countByCategory,
  DEFAULT_GUIDE_FILTERS,
  filterGuides,
  guideFiltersToParams,
  parseGuideFilters,
  popularGuides,
  relatedGuides,
  sortGuides,
} from './guide-filter';
import type { Guide } from './guide-model';

function guide(id: string, over: Partial<Guide> = {}): Guide {
  return {
    id,
    title: `Guide ${id}`,
    category: 'buying',
    difficulty: 'beginner',
    author: 'A',
    date: '2026-01-01',
    summary: 'Summary',
    tags: [],
    isPopular: false,
    content: '',
    sections: [],
    words: 500,
    readTime: 3,
    ...over,
  };
}

const pcp = guide('pcp', {
  title: 'HP vs PCP',
  category: 'finance',
  difficulty: 'intermediate',
  date: '2026-10-06',
  tags: ['car finance'],
  isPopular: true,
  popularRank: 2,
  words: 660,
  readTime: 4,
});
const mot = guide('mot', {
  title: 'The MOT explained',
  category: 'maintenance',
  summary: 'When it is due and what advisories mean',
  date: '2025-02-01',
  tags: ['roadworthiness'],
  words: 550,
});
const ev = guide('ev', {
  title: 'Used electric cars',
  summary: 'Battery health',
  date: '2026-06-02',
  tags: ['Charging', 'range'],
  isPopular: true,
  popularRank: 1,
  difficulty: 'advanced',
  words: 610,
  readTime: 4,
});
const v5c = guide('v5c', { title: 'The V5C', category: 'legal', date: '2025-02-01', words: 420 });
const all = [pcp, mot, ev, v5c];
const ids = (gs: Guide[]) => gs.map((g) => g.id);

describe('filterGuides', () => {
  it('matches the search text case-insensitively as a substring of title, summary or a tag', () => {
    expect(ids(filterGuides(all, { ...DEFAULT_GUIDE_FILTERS, q: 'pcp' }))).toEqual(['pcp']);
    expect(ids(filterGuides(all, { ...DEFAULT_GUIDE_FILTERS, q: 'ADVISORIES' }))).toEqual(['mot']);
    expect(ids(filterGuides(all, { ...DEFAULT_GUIDE_FILTERS, q: 'charg' }))).toEqual(['ev']);
    expect(ids(filterGuides(all, { ...DEFAULT_GUIDE_FILTERS, q: '  finance ' }))).toEqual(['pcp']);
    expect(ids(filterGuides(all, { ...DEFAULT_GUIDE_FILTERS, q: 'nothing like this' }))).toEqual([]);
  });

  it("filters by category and difficulty, 'all' meaning no filter", () => {
    expect(filterGuides(all, DEFAULT_GUIDE_FILTERS)).toHaveLength(4);
    expect(ids(filterGuides(all, { ...DEFAULT_GUIDE_FILTERS, category: 'legal' }))).toEqual(['v5c']);
    expect(ids(filterGuides(all, { ...DEFAULT_GUIDE_FILTERS, difficulty: 'beginner' }))).toEqual([
      'mot',
      'v5c',
    ]);
    expect(
      ids(filterGuides(all, { ...DEFAULT_GUIDE_FILTERS, category: 'buying', difficulty: 'beginner' })),
    ).toEqual([]);
  });
});

describe('sortGuides', () => {
  it('sorts newest and oldest by date, ties by title', () => {
    expect(ids(sortGuides(all, 'newest'))).toEqual(['pcp', 'ev', 'mot', 'v5c']);
    expect(ids(sortGuides(all, 'oldest'))).toEqual(['mot', 'v5c', 'ev', 'pcp']);
  });

  it('sorts popular by editorial rank, then the rest newest first', () => {
    expect(ids(sortGuides(all, 'popular'))).toEqual(['ev', 'pcp', 'mot', 'v5c']);
  });

  it('sorts shortest by read time, then by length', () => {
    expect(ids(sortGuides(all, 'shortest'))).toEqual(['v5c', 'mot', 'ev', 'pcp']);
  });

  it('does not change the list it is given', () => {
    sortGuides(all, 'oldest');
    expect(ids(all)).toEqual(['pcp', 'mot', 'ev', 'v5c']);
  });
});

describe('popular, related and counts', () => {
  it('takes the first popular guides by rank', () => {
    expect(ids(popularGuides(all, 3))).toEqual(['ev', 'pcp']);
    expect(ids(popularGuides(all, 1))).toEqual(['ev']);
  });

  it('relates guides in the same category, never the guide itself', () => {
    expect(ids(relatedGuides(all, ev))).toEqual([]);
    expect(ids(relatedGuides([...all, guide('b2', { date: '2026-03-01' })], ev))).toEqual(['b2']);
  });

  it('counts guides per category, with zero for empty ones', () => {
    expect(countByCategory(all)).toEqual({
      buying: 1,
      finance: 1,
      insurance: 0,
      maintenance: 1,
      legal: 1,
      comparison: 0,
    });
  });
});

describe('the URL query', () => {
  it('round-trips filters and leaves defaults out', () => {
    const filters = { q: 'mot', category: 'maintenance', difficulty: 'beginner', sort: 'popular' } as const;
    const params = guideFiltersToParams(filters);
    expect(params.toString()).toBe('q=mot&category=maintenance&difficulty=beginner&sort=popular');
    expect(parseGuideFilters(params)).toEqual(filters);
    expect(guideFiltersToParams(DEFAULT_GUIDE_FILTERS).toString()).toBe('');
  });

  it('treats unknown or missing values as no filter and the newest sort', () => {
    expect(parseGuideFilters(new URLSearchParams('category=boats&difficulty=x&sort=random'))).toEqual(
      DEFAULT_GUIDE_FILTERS,
    );
    expect(parseGuideFilters(new URLSearchParams('category=LEGAL')).category).toBe('legal');
  });
});
