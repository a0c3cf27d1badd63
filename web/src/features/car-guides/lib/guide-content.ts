// Turns a guide's plain-text content into sections, and counts its words for the read time.
import type { Guide, GuideBlock, GuideSection, GuideSource } from './guide-model';

export const WORDS_PER_MINUTE = 200;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** '## ' starts a section, '- ' a bullet; other lines join into paragraphs split by blank lines. */
export function parseGuideContent(content: string): GuideSection[] {
  const sections: GuideSection[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;

  const current = () => {
    // Text before the first heading is the guide's introduction, shown without a heading.
    if (sections.length === 0) sections.push({ id: 'introduction', heading: '', blocks: [] });
    return sections[sections.length - 1]!;
  };
  const flush = () => {
    if (paragraph.length) current().blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) current().blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  };

  for (const raw of content.split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (line.startsWith('## ')) {
      flush();
      const heading = line.slice(3).trim();
      sections.push({ id: slugify(heading), heading, blocks: [] });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      (list ??= []).push(line.slice(2).trim());
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return sections;
}

function blockText(block: GuideBlock): string {
  return block.kind === 'paragraph' ? block.text : block.items.join(' ');
}

export function countWords(sections: GuideSection[]): number {
  const text = sections.flatMap((s) => [s.heading, ...s.blocks.map(blockText)]).join(' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9£]/.test(w)).length;
}

export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function buildGuide(source: GuideSource): Guide {
  const sections = parseGuideContent(source.content);
  const words = countWords(sections);
  return { ...source, sections, words, readTime: readTimeMinutes(words) };
}
