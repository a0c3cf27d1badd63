// The shape of an editorial guide (001 §3, §9). A guide is written as plain text in `data/`; its
// sections, word count and read time are derived from that text, never typed in by hand.
export const GUIDE_CATEGORIES = [
  'buying',
  'finance',
  'insurance',
  'maintenance',
  'legal',
  'comparison',
] as const;
export const GUIDE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const GUIDE_SORTS = ['newest', 'oldest', 'popular', 'shortest'] as const;

export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];
export type GuideDifficulty = (typeof GUIDE_DIFFICULTIES)[number];
export type GuideSort = (typeof GUIDE_SORTS)[number];

export const CATEGORY_LABELS: Record<GuideCategory, string> = {
  buying: 'Buying',
  finance: 'Finance',
  insurance: 'Insurance',
  maintenance: 'Maintenance',
  legal: 'Legal',
  comparison: 'Comparison',
};

export const DIFFICULTY_LABELS: Record<GuideDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const SORT_LABELS: Record<GuideSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  popular: 'Most popular',
  shortest: 'Shortest read',
};

/** A guide as the editorial team writes it. `content` uses '## ' headings, '- ' bullets and blank lines. */
export interface GuideSource {
  /** The URL slug: /car-guides/:id. */
  id: string;
  title: string;
  category: GuideCategory;
  difficulty: GuideDifficulty;
  author: string;
  /** ISO date (YYYY-MM-DD) the guide was last reviewed. */
  date: string;
  summary: string;
  tags: string[];
  /** An editorial pick, not a view count (DECISIONS 11); popularRank orders the picks, 1 first. */
  isPopular: boolean;
  popularRank?: number;
  content: string;
}

export type GuideBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export interface GuideSection {
  /** Anchor for the table of contents. */
  id: string;
  /** Empty for the introduction before the first heading. */
  heading: string;
  blocks: GuideBlock[];
}

export interface Guide extends GuideSource {
  sections: GuideSection[];
  words: number;
  /** Minutes, at about 200 words a minute. */
  readTime: number;
}
