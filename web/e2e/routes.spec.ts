// Every route of both route tables (000 §2, 001 §2) walked in a real browser at 1280 and 375 px, as a
// visitor, a signed-in person and an admin (issue 12 item 8): the screen's heading shows and it is not
// the not-found screen, nothing is logged as an error, axe finds nothing serious, nothing overflows a
// phone's width, and every button does something (DECISIONS 24). The header's and footer's links:
// links.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { pageAs, roleStates, type Role, type RoleStates } from './roles';
import {
  BUTTONS_NOT_CLICKED,
  clickAndObserve,
  DESKTOP,
  horizontalOverflow,
  locate,
  NOT_FOUND_HEADING,
  PHONE,
  visibleButtons,
  watchConsole,
  type ButtonRef,
} from './walk';

/** What the walk looks up before it starts: a real car, review and guide. */
interface Found {
  carId: number;
  reviewSlug: string | null;
  guidePath: string | null;
}

interface RouteCase {
  title: string;
  role: Role;
  path: (found: Found) => string | null;
  /** The route's main heading (level 1). */
  heading: RegExp;
  /**
   * Console errors that are the screen's designed answer, not a failure: Chromium logs every 4xx as
   * 'Failed to load resource', and the marketing pages read a 403 NOT_A_DEALER as 'not a dealer yet'.
   */
  expectedErrors?: RegExp;
}

/** The marketing pages' 403 for someone who is not an approved dealer (issue 13 item 1). */
const NOT_A_DEALER_ANSWER = /status of 403 \(Forbidden\) \(http:\/\/[^)]+\/api\/marketing\/dealers\)$/;

const routeCases: RouteCase[] = [
  { title: 'search home', role: 'visitor', path: () => '/', heading: /^Find your next car$/ },
  {
    title: 'car detail /cars/:id',
    role: 'visitor',
    path: (f) => `/cars/${f.carId}`,
    heading: /\b(19|20)\d\d\b/,
  },
  {
    title: 'car detail /car/:id',
    role: 'visitor',
    path: (f) => `/car/${f.carId}`,
    heading: /\b(19|20)\d\d\b/,
  },
  { title: 'sign-in /auth', role: 'visitor', path: () => '/auth', heading: /^Sign in to AllMotors$/ },
  { title: 'sign-in /login', role: 'visitor', path: () => '/login', heading: /^Sign in to AllMotors$/ },
  { title: 'lease deals', role: 'visitor', path: () => '/lease-deals', heading: /^Best Car Lease Deals$/ },
  { title: 'finance', role: 'visitor', path: () => '/finance', heading: /^Car Finance$/ },
  {
    title: 'dealer onboarding',
    role: 'visitor',
    path: () => '/dealer-onboarding',
    heading: /^Dealer Onboarding$/,
  },
  {
    title: 'dealer API application',
    role: 'visitor',
    path: () => '/dealer/upload-api',
    heading: /^Connect your dealer API$/,
  },
  { title: 'privacy policy', role: 'visitor', path: () => '/privacy-policy', heading: /^Privacy Policy$/ },
  {
    title: 'terms of service',
    role: 'visitor',
    path: () => '/terms-of-service',
    heading: /^Terms of Service$/,
  },
  { title: 'cookie policy', role: 'visitor', path: () => '/cookie-policy', heading: /^Cookie Policy$/ },
  { title: 'delete data', role: 'visitor', path: () => '/delete-data', heading: /^Delete Your Data$/ },
  {
    title: 'part exchange',
    role: 'visitor',
    path: () => '/part-exchange',
    heading: /^Part Exchange Your Car$/,
  },
  { title: 'car insurance', role: 'visitor', path: () => '/car-insurance', heading: /^Car Insurance$/ },
  {
    title: 'extended warranty',
    role: 'visitor',
    path: () => '/extended-warranty',
    heading: /^Extended Warranty$/,
  },
  { title: 'used cars', role: 'visitor', path: () => '/used-cars', heading: /^Quality Used Cars$/ },
  { title: 'new cars', role: 'visitor', path: () => '/new-cars', heading: /^New Cars$/ },
  { title: 'car reviews', role: 'visitor', path: () => '/car-reviews', heading: /^Car Reviews$/ },
  {
    title: 'a car review',
    role: 'visitor',
    path: (f) => (f.reviewSlug ? `/car-reviews/${f.reviewSlug}` : null),
    heading: /./,
  },
  { title: 'car guides', role: 'visitor', path: () => '/car-guides', heading: /^Car Guides$/ },
  { title: 'a car guide', role: 'visitor', path: (f) => f.guidePath, heading: /./ },
  { title: 'user dashboard', role: 'user', path: () => '/dashboard', heading: /^Welcome back, Wren!$/ },
  { title: 'dream garage', role: 'user', path: () => '/dream-garage', heading: /^My Dream Garage$/ },
  { title: 'profile', role: 'user', path: () => '/profile', heading: /^Profile$/ },
  // The marketing tools (issue 13): a person who is not a dealer meets the 'become a dealer' screen; an
  // admin works for a dealer of their choosing.
  {
    title: 'short-video generator, not a dealer',
    role: 'user',
    path: () => '/tiktok-generator',
    heading: /^Short Video Generator$/,
    expectedErrors: NOT_A_DEALER_ANSWER,
  },
  {
    title: 'social media toolkit, not a dealer',
    role: 'user',
    path: () => '/social-media-toolkit',
    heading: /^Social Media Toolkit$/,
    expectedErrors: NOT_A_DEALER_ANSWER,
  },
  {
    title: 'short-video generator',
    role: 'admin',
    path: () => '/tiktok-generator',
    heading: /^Short Video Generator$/,
  },
  {
    title: 'social media toolkit',
    role: 'admin',
    path: () => '/social-media-toolkit',
    heading: /^Social Media Toolkit$/,
  },
  { title: 'data management dashboard', role: 'admin', path: () => '/admin', heading: /^Data Management$/ },
  {
    title: 'dealer certification',
    role: 'admin',
    path: () => '/admin/dealer-certification',
    heading: /^Dealer API Certification$/,
  },
];

/** At most this many buttons are clicked on one screen at one width. */
const BUTTON_CAP = 25;

const found: Found = { carId: 0, reviewSlug: null, guidePath: null };
const states = {} as RoleStates;

test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const { baseURL, storageState: preset } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, storageState: preset });
  const page = await context.newPage();

  const search = (await (await page.request.get('/api/cars/search?limit=1')).json()) as {
    cars: { id: number }[];
  };
  found.carId = search.cars[0]!.id;
  // Reviews and guides always exist (the sample reviews' migration, the built-in guides): a missing one
  // is a failure of the walk, not a page to leave out.
  const reviews = await page.request.get('/api/reviews?limit=1');
  expect(reviews.ok()).toBe(true);
  found.reviewSlug = ((await reviews.json()) as { reviews: { slug: string }[] }).reviews[0]?.slug ?? null;
  await page.goto('/car-guides');
  const guide = page.locator('main a[href^="/car-guides/"]').first();
  await guide.waitFor({ timeout: 15_000 });
  found.guidePath = await guide.getAttribute('href');
  await context.close();
  Object.assign(states, await roleStates(browser, baseURL, preset));
});

/** Loads the route fresh and waits for its main heading. */
async function load(page: Page, path: string, heading: RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toHaveCount(0);
}

/** Clicks each button on the route, reloading whenever a click left the route; returns the dead ones. */
async function walkButtons(page: Page, path: string, heading: RegExp, skipNames: Set<string>) {
  const refs = (await visibleButtons(page, BUTTON_CAP)).filter((ref) => !skipNames.has(ref.name));
  const dead: string[] = [];
  const skipped: string[] = [];
  const clicked: string[] = [];
  const blocked: string[] = [];
  for (const ref of refs) {
    if (BUTTONS_NOT_CLICKED.some((pattern) => pattern.test(ref.name))) {
      skipped.push(ref.name);
      continue;
    }
    let button = locate(page, ref);
    if (!(await isClickable(button))) {
      await load(page, path, heading);
      button = locate(page, ref);
      if (!(await isClickable(button))) continue;
    }
    let effect: string | null = null;
    let failure: string | null = null;
    // A list that re-renders under the pointer can detach the button: one more try on a fresh load.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        effect = await clickAndObserve(page, button);
        failure = null;
        break;
      } catch (error) {
        failure = (error as Error).message.split('\n')[0]!;
        await load(page, path, heading);
        button = locate(page, ref);
      }
    }
    if (failure) {
      blocked.push(`${label(ref)}: ${failure}`);
      continue;
    }
    clicked.push(`${label(ref)}: ${effect ?? 'NOTHING'}`);
    if (!effect) dead.push(label(ref));
    // Back to the route as it loaded when the click left it or opened something over it.
    const now = new URL(page.url());
    const left = now.pathname + now.search !== path;
    const overlaid = await page
      .locator('[role="dialog"]:visible, [role="alertdialog"]:visible, dialog[open]')
      .count()
      .catch(() => 1);
    if (left || overlaid) await load(page, path, heading);
  }
  return { dead, skipped, clicked, blocked, names: refs.map((r) => r.name) };
}

const label = (ref: ButtonRef) => `'${ref.name}'${ref.nth ? ` (#${ref.nth + 1})` : ''}`;

async function isClickable(button: ReturnType<typeof locate>) {
  return (
    (await button.count()) > 0 &&
    (await button.isVisible()) &&
    (await button.isEnabled({ timeout: 2_000 }).catch(() => false))
  );
}

for (const route of routeCases) {
  test(`${route.title} at 1280 and 375 px: its screen, no errors, no serious axe violations, no dead button`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const path = route.path(found);
    expect(path, `no ${route.title} to visit`).not.toBeNull();
    const page = await pageAs(browser, states[route.role], testInfo.project.use.baseURL);
    const errors = watchConsole(page, route.role !== 'visitor');
    const problems: string[] = [];
    const seenButtons = new Set<string>();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await load(page, path!, route.heading);
      // What the screen asks for as it opens has time to answer (and to log an error if it fails).
      await page.waitForTimeout(400);
      const unexpected = () => errors.take().filter((e) => !route.expectedErrors?.test(e));
      problems.push(...unexpected().map((e) => `${viewport.width} px load: ${e}`));
      await expectNoSeriousA11yViolations(page);
      if (viewport === PHONE)
        expect(await horizontalOverflow(page), 'overflow at 375 px').toBeLessThanOrEqual(1);

      const walk = await walkButtons(page, path!, route.heading, seenButtons);
      walk.names.forEach((n) => seenButtons.add(n));
      testInfo.annotations.push({
        type: `buttons at ${viewport.width} px`,
        description: [...walk.clicked, ...walk.skipped.map((n) => `'${n}': not clicked`)].join('; '),
      });
      problems.push(...walk.dead.map((name) => `${viewport.width} px: button ${name} does nothing`));
      problems.push(...walk.blocked.map((b) => `${viewport.width} px: button ${b}`));
      problems.push(...unexpected().map((e) => `${viewport.width} px after clicks: ${e}`));
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });
}

test('an unknown path shows the not-found screen at 1280 and 375 px', async ({ page }) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/no-such-route/anywhere');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
  }
});
