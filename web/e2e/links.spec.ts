// Every header link (at 1280 px and in the 375 px menu) and every footer link reaches a built screen,
// as a visitor, a signed-in person and an admin (issue 12 item 7; the routes themselves:
// routes.spec.ts).
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { pageAs, roleStates, type RoleStates } from './roles';
import { DESKTOP, NOT_FOUND_HEADING, PHONE } from './walk';

const states = {} as RoleStates;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const { baseURL, storageState: preset } = testInfo.project.use;
  Object.assign(states, await roleStates(browser, baseURL, preset));
});

/** Where each link in the region points, deduplicated. */
async function hrefs(scope: ReturnType<Page['locator']>): Promise<string[]> {
  const all = await scope
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  return [...new Set(all)];
}

/** Follows each link on the screen at that width and checks where it lands. */
async function expectLinksReachBuiltScreens(page: Page, targets: string[]) {
  const missing: string[] = [];
  for (const target of targets) {
    await page.goto(target);
    await expect(page.locator('main')).not.toBeEmpty();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const notFound = (await page.getByRole('heading', { name: NOT_FOUND_HEADING }).count()) > 0;
    if (notFound) missing.push(target);
  }
  expect(missing, 'links that reach the not-found screen').toEqual([]);
}

for (const role of ['visitor', 'user', 'admin'] as const) {
  test(`as ${role === 'visitor' ? 'a visitor' : `a signed-in ${role}`}, every header link (1280 px and the 375 px menu) and footer link reaches a built screen`, async ({
    browser,
  }, testInfo) => {
    const page = await pageAs(browser, states[role], testInfo.project.use.baseURL);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const header = page.locator('header').first();
    if (role !== 'visitor') {
      // The account menu's links show when it is open.
      await header.getByRole('button', { name: /^(Wren|Ada)/ }).click();
      await expect(header.getByRole('menu', { name: 'Account' })).toBeVisible();
    } else {
      await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    }
    const desktop = await hrefs(header);
    const footer = await hrefs(page.locator('footer'));

    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeVisible();
    // The menu's account links wait for the session after this new load: read them once they show.
    await expect(mobileNav.locator(`a[href="${role === 'visitor' ? '/auth' : '/profile'}"]`)).toBeAttached();
    const mobile = await hrefs(mobileNav);

    // The header's targets of 000 §2, as each layout shows them to this role.
    const expected =
      role === 'visitor'
        ? { desktop: ['/dealer/upload-api', '/auth'], mobile: ['/dealer-onboarding', '/auth'] }
        : {
            desktop: [
              '/tiktok-generator',
              '/social-media-toolkit',
              '/dream-garage',
              '/dashboard',
              '/profile',
            ],
            mobile: ['/tiktok-generator', '/social-media-toolkit', '/dream-garage', '/dashboard', '/profile'],
          };
    if (role === 'admin') {
      expected.desktop.push('/admin');
      expected.mobile.push('/admin');
    }
    for (const target of ['/', '/lease-deals', '/finance', '/dream-garage']) {
      expected.desktop.push(target);
      expected.mobile.push(target);
    }
    expect(desktop).toEqual(expect.arrayContaining(expected.desktop));
    expect(mobile).toEqual(expect.arrayContaining(expected.mobile));
    expect(footer).toHaveLength(11);

    await page.setViewportSize(DESKTOP);
    await expectLinksReachBuiltScreens(page, [...new Set([...desktop, ...footer])]);
    await page.setViewportSize(PHONE);
    await expectLinksReachBuiltScreens(
      page,
      mobile.filter((target) => !desktop.includes(target)),
    );
    await page.context().close();
  });
}
