// Walking a screen as a checker would (issue 12 items 7 and 8): what the console said while it loaded,
// whether it overflows a phone's width, and whether each of its buttons does something observable.
import { expect, type ConsoleMessage, type Locator, type Page, type Request } from '@playwright/test';

/** The not-found screen's heading (app/routes/not-found.tsx). */
export const NOT_FOUND_HEADING = 'Page not found';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 740 } as const;

/**
 * Console messages the walk does not count as errors, each with its reason. GET /api/user answers 401
 * for a signed-out visitor by design (000 §4: '401 means signed out'), and Chromium logs every 4xx
 * response as 'Failed to load resource' whatever the page makes of it; the app reads that 401 as
 * "nobody", so it is the only one let through, and only when the walk is signed out.
 */
export function isExpectedConsoleError(message: ConsoleMessage, signedIn: boolean): boolean {
  const url = message.location().url;
  return (
    !signedIn &&
    message.text().startsWith('Failed to load resource: the server responded with a status of 401') &&
    new URL(url, 'http://x').pathname === '/api/user'
  );
}

/** Collects console errors and uncaught exceptions from now on; `take()` returns and clears them. */
export function watchConsole(page: Page, signedIn: boolean) {
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || isExpectedConsoleError(message, signedIn)) return;
    errors.push(`console.error ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror ${error.message}`));
  return {
    take() {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}

/** The page is no wider than the window (1 px of rounding allowed). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Buttons no walk clicks: they end the shared session or change shared data that other journeys assert on. */
export const BUTTONS_NOT_CLICKED: readonly RegExp[] = [
  /^Sign Out$/, // ends the role's shared session (its own journeys test it: accounts.spec.ts)
  /^Start Full Scraping$/, // starts a crawl of the demo world (admin.spec.ts)
  /^(Approve|Reject)\b/, // decides a dealer application (dealers.spec.ts)
  /^Delete\b|^Remove\b.*garage/i, // deletes someone's data (the compare tray's Remove is the visitor's own list)
];

/** A visible button as the walk finds it again after a reload: its accessible name and which of that name. */
export interface ButtonRef {
  name: string;
  nth: number;
}

const nameOf = (snapshot: string) =>
  /^- button "((?:[^"\\]|\\.)*)"/.exec(snapshot)?.[1]?.replace(/\\"/g, '"');

/**
 * The visible, enabled buttons on the page now outside the site header and footer, in document order,
 * one of each name, at most `cap`.
 */
export async function visibleButtons(page: Page, cap: number): Promise<ButtonRef[]> {
  const all = page.getByRole('button');
  const usable = await all.evaluateAll((buttons) =>
    buttons.map((b) => {
      const box = b.getBoundingClientRect();
      const style = getComputedStyle(b);
      // A button in a list of cards is one component however its name differs from card to card
      // ('Contact Seller about the …'): the first card's stands for the rest.
      const card = b.closest('li, article, [role="listitem"], tr');
      const kind = card ? `${card.tagName} ${card.className}|${b.className}` : null;
      const ok =
        // The site header's and footer's buttons are walked once, with their links, not on every screen.
        !b.closest('header:not(#main header), footer:not(#main footer)') &&
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        !(b as HTMLButtonElement).disabled &&
        b.getAttribute('aria-disabled') !== 'true';
      return { ok, kind };
    }),
  );
  const seen = new Map<string, number>();
  const refs: ButtonRef[] = [];
  const kinds = new Set<string>();
  for (let i = 0; i < usable.length; i++) {
    const name =
      nameOf(
        await all
          .nth(i)
          .ariaSnapshot({ timeout: 2_000 })
          .catch(() => ''),
      ) ?? '';
    const nth = seen.get(name) ?? 0;
    seen.set(name, nth + 1);
    // Buttons of one name in a list (a card's 'Save', 'Add to compare') are one component: the first
    // usable one stands for the rest.
    const kind = usable[i]!.kind ?? `name ${name}`;
    if (usable[i]!.ok && !kinds.has(kind) && !refs.some((ref) => ref.name === name)) {
      kinds.add(kind);
      refs.push({ name, nth });
    }
    if (refs.length >= cap) break;
  }
  return refs;
}

export const locate = (page: Page, ref: ButtonRef): Locator =>
  page.getByRole('button', { name: ref.name, exact: true }).nth(ref.nth);

type Effect = string | null;

/**
 * Clicks the button and says what observable thing happened, or null if nothing did within ~1.5 s:
 * the address changed, a request went out, a popup or download started, the DOM changed, focus moved
 * (into a dialog, or to a field the browser found invalid), or the button's aria state changed.
 */
export async function clickAndObserve(page: Page, button: Locator): Promise<Effect> {
  // A trigger is rendered anew when code that wraps it arrives after the first screen (a tooltip's,
  // fetched at the latest when it is pointed at): the locator then names the new one, so try again.
  for (let attempt = 0; ; attempt++) {
    try {
      await button.scrollIntoViewIfNeeded({ timeout: 3_000 });
      await button.hover({ timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt === 2 || !/not attached/.test(String(error))) throw error;
      await page.waitForTimeout(100);
    }
  }
  // Let what scrolling and hovering set off (sticky bars, tooltips' code arriving) settle before watching.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  const urlBefore = page.url();
  const requests: Request[] = [];
  let popups = 0;
  let downloads = 0;
  const onRequest = (request: Request) => requests.push(request);
  const onPopup = (popup: Page) => {
    popups += 1;
    void popup.close().catch(() => undefined);
  };
  const onDownload = () => (downloads += 1);
  page.on('request', onRequest);
  page.on('popup', onPopup);
  page.on('download', onDownload);
  const ariaBefore = await button.evaluate((el) => {
    const w = window as unknown as { __walkMutations: number; __walkFocus: Element | null };
    w.__walkMutations = 0;
    w.__walkFocus = document.activeElement;
    new MutationObserver((records) => {
      w.__walkMutations += records.length;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    return ['aria-expanded', 'aria-pressed', 'aria-selected', 'aria-checked', 'aria-current']
      .map((a) => el.getAttribute(a))
      .join('|');
  });
  // The tab, toggle or option already chosen: choosing it again rightly changes nothing.
  const alreadyChosen = /(^|\|)(true|page|step)(\||$)/.test(ariaBefore.split('|').slice(1).join('|'));
  try {
    await button.click({ timeout: 3_000 });
    let effect: Effect = null;
    await expect
      .poll(
        async () => {
          if (page.url() !== urlBefore) effect = `navigated to ${page.url()}`;
          else if (popups) effect = 'opened a popup';
          else if (downloads) effect = 'started a download';
          else if (requests.length) effect = `sent ${requests[0]!.method()} ${requests[0]!.url()}`;
          else {
            const inPage = await page
              .evaluate(() => {
                const w = window as unknown as { __walkMutations?: number; __walkFocus?: Element | null };
                const active = document.activeElement;
                if (active?.closest('[role="dialog"], [role="alertdialog"], dialog'))
                  return 'moved focus into a dialog';
                if (
                  active !== w.__walkFocus &&
                  active?.matches(':invalid, [aria-invalid="true"]') &&
                  active.closest('form')
                )
                  return 'moved focus to an invalid field';
                if ((w.__walkMutations ?? 0) > 0) return `changed the page (${w.__walkMutations} mutations)`;
                return null;
              })
              .catch(() => 'navigated (page replaced)');
            if (inPage) effect = inPage;
            else {
              const ariaAfter = await button
                .evaluate((el) =>
                  ['aria-expanded', 'aria-pressed', 'aria-selected', 'aria-checked', 'aria-current']
                    .map((a) => el.getAttribute(a))
                    .join('|'),
                )
                .catch(() => ariaBefore);
              if (ariaAfter !== ariaBefore) effect = 'changed its aria state';
            }
          }
          return effect;
        },
        { timeout: 1_500, intervals: [50, 100, 250] },
      )
      .not.toBeNull()
      .catch(() => undefined);
    return effect ?? (alreadyChosen ? 'none: it was already the chosen one' : null);
  } finally {
    page.off('request', onRequest);
    page.off('popup', onPopup);
    page.off('download', onDownload);
  }
}
