import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

interface SearchAnswer {
  cars: { id: number; title: string }[];
}

async function addFromDetail(page: Page, id: number, title: string) {
  await page.goto(`/cars/${id}`);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await expect(page.getByText(`${title} has been added to comparison.`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from compare' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('a new buyer compares cars side by side, is held to four, and keeps the list after a reload', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/cars/search?limit=5');
  expect(answer.ok()).toBe(true);
  const { cars } = (await answer.json()) as SearchAnswer;
  expect(cars).toHaveLength(5);
  const [fourth, fifth] = [cars[3]!, cars[4]!];

  for (const car of cars.slice(0, 3)) await addFromDetail(page, car.id, car.title);

  const tray = page.getByRole('region', { name: 'Comparison' });
  await expect(tray).toBeVisible();
  for (const car of cars.slice(0, 3)) {
    await expect(tray.getByRole('button', { name: `Remove ${car.title} from comparison` })).toBeVisible();
  }

  await tray.getByRole('button', { name: 'Compare Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare cars' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader')).toHaveCount(3);
  await expect(dialog.getByText('Best', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close comparison' }).click();
  await expect(dialog).toBeHidden();

  await addFromDetail(page, fourth.id, fourth.title);

  await page.goto(`/cars/${fifth.id}`);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await expect(page.getByText('Comparison Full', { exact: true })).toBeVisible();
  await expect(page.getByText('You can only compare up to 4 cars at once.', { exact: true })).toBeVisible();
  // At 1280 px the toast sits above the tray: the fourth chosen car stays in sight (issue 15).
  expect(page.viewportSize()?.width).toBe(1280);
  const toastBox = await page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Comparison Full' })
    .boundingBox();
  const fourthSlot = await tray.getByRole('listitem').nth(3).boundingBox();
  expect(toastBox && fourthSlot).toBeTruthy();
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(fourthSlot!.y);
  await expect(page.getByRole('button', { name: 'Add to compare' })).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(tray.getByRole('listitem')).toHaveCount(4);
  await expect(tray.getByRole('button', { name: 'Compare Now' })).toBeEnabled();
});
