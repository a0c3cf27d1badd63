// Watches a page for Content-Security-Policy violations (lib/security-headers.ts): the browser's own
// console report and the `securitypolicyviolation` event, for every document the page loads.
import { expect, type Page } from '@playwright/test';

/** Starts watching `page`; the returned check fails listing every violation seen so far. */
export async function watchCsp(page: Page): Promise<() => Promise<void>> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) reports.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (line: string) => reports.push(line));
  // An init script runs before the page's own code and is not itself subject to its policy.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(line: string): void }).__reportCspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return async () => {
    // Reports reach the runner asynchronously: let any in flight arrive first.
    await page.waitForTimeout(250);
    expect(reports, 'Content Security Policy violations').toEqual([]);
  };
}
