import { describe, expect, it } from 'vitest';
import { GUIDES } from '../data/guides';
import { buildGuide, countWords, parseGuideContent, readTimeMinutes } from './guide-content';
import { GUIDE_CATEGORIES } from './guide-model';

describe('parseGuideContent', () => {
  it('splits headings, paragraphs and bullet lists, with untitled text first as the introduction', () => {
    const sections = parseGuideContent(`
Opening words
over two lines.

## First checks
A paragraph.
- one
- two
After the list.

## Paying safely
Last paragraph.
`);
    expect(sections).toEqual([
      {
        id: 'introduction',
        heading: '',
        blocks: [{ kind: 'paragraph', text: 'Opening words over two lines.' }],
      },
      {
        id: 'first-checks',
        heading: 'First checks',
        blocks: [
          { kind: 'paragraph', text: 'A paragraph.' },
          { kind: 'list', items: ['one', 'two'] },
          { kind: 'paragraph', text: 'After the list.' },
        ],
      },
      {
        id: 'paying-safely',
        heading: 'Paying safely',
        blocks: [{ kind: 'paragraph', text: 'Last paragraph.' }],
      },
    ]);
  });

  it('counts words and reads at about 200 words a minute, at least one minute', () => {
    expect(countWords(parseGuideContent('## Two words\nthree more words\n- and - a bullet'))).toBe(8);
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
    expect(readTimeMinutes(650)).toBe(4);
  });

  it('derives the read time from the text rather than a typed-in figure', () => {
    const words = Array.from({ length: 450 }, () => 'word').join(' ');
    const guide = buildGuide({
      id: 'x',
      title: 'X',
      category: 'buying',
      difficulty: 'beginner',
      author: 'A',
      date: '2026-01-01',
      summary: 'S',
      tags: [],
      isPopular: false,
      content: `## Heading\n${words}`,
    });
    expect(guide.words).toBe(451);
    expect(guide.readTime).toBe(3);
  });
});

describe('the built-in guides', () => {
  it('has 14 to 18 guides with unique slugs, covering every category', () => {
    expect(GUIDES.length).toBeGreaterThanOrEqual(14);
    expect(GUIDES.length).toBeLessThanOrEqual(18);
    expect(new Set(GUIDES.map((g) => g.id)).size).toBe(GUIDES.length);
    for (const g of GUIDES) expect(g.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const c of GUIDE_CATEGORIES) expect(GUIDES.some((g) => g.category === c)).toBe(true);
  });

  it.each(GUIDES.map((g) => [g.id, g] as const))(
    '%s is 400-900 words in sections, with 3-6 tags and a 2025-26 date',
    (_, g) => {
      expect(g.words).toBeGreaterThanOrEqual(400);
      expect(g.words).toBeLessThanOrEqual(900);
      expect(g.sections.filter((s) => s.heading).length).toBeGreaterThanOrEqual(4);
      expect(g.sections.some((s) => s.blocks.some((b) => b.kind === 'list'))).toBe(true);
      expect(g.tags.length).toBeGreaterThanOrEqual(3);
      expect(g.tags.length).toBeLessThanOrEqual(6);
      expect(g.date >= '2025-01-01' && g.date <= '2026-11-30').toBe(true);
      expect(new Set(g.sections.map((s) => s.id)).size).toBe(g.sections.length);
    },
  );

  it('has at least four editorial picks with distinct ranks, and no rank on the others', () => {
    const picks = GUIDES.filter((g) => g.isPopular);
    expect(picks.length).toBeGreaterThanOrEqual(4);
    expect(new Set(picks.map((g) => g.popularRank)).size).toBe(picks.length);
    for (const g of picks) expect(g.popularRank).toBeGreaterThan(0);
    for (const g of GUIDES.filter((x) => !x.isPopular)) expect(g.popularRank).toBeUndefined();
  });
});
