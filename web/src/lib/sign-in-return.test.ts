import { describe, expect, it } from 'vitest';
import { signInAndReturnHref } from './sign-in-return';

const nextOf = (href: string) => new URL(href, 'http://x').searchParams.get('next');

describe('signInAndReturnHref', () => {
  it('leads to sign-in and back to the same page and query', () => {
    const href = signInAndReturnHref({ pathname: '/cars/42', search: '?location=M1 1AE' });
    expect(href.startsWith('/auth?next=')).toBe(true);
    expect(nextOf(href)).toBe('/cars/42?location=M1+1AE');
  });

  it('adds the flag the page reads to carry on, once', () => {
    expect(nextOf(signInAndReturnHref({ pathname: '/cars/42', search: '?contact=1' }, 'contact'))).toBe(
      '/cars/42?contact=1',
    );
    expect(nextOf(signInAndReturnHref({ pathname: '/' }, 'saveSearch'))).toBe('/?saveSearch=1');
  });
});
