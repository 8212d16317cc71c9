import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { brandPorts } from '../playwright.config';
import { test } from './support';

const brands = [
  { id: 'dementie', name: 'Dementiewijzer', brandColour: 'rgb(11, 88, 117)' },
  { id: 'dementievriendelijk', name: 'Dementievriendelijk Samenleven', brandColour: 'rgb(90, 45, 130)' },
  { id: 'alzheimer', name: 'Alzheimer Steunpunt', brandColour: 'rgb(163, 18, 58)' },
] as const;

for (const brand of brands) {
  test(`${brand.id}: the home page shows the brand's name and theme, and passes axe`, async ({ page }) => {
    await page.goto(`http://127.0.0.1:${brandPorts[brand.id]}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(brand.name);
    await expect(page).toHaveTitle(brand.name);
    const themed = page.locator(`[data-brand="${brand.id}"]`);
    await expect(themed).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCSS('background-color', brand.brandColour);
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');

    // The same origin answers the API (README: pages, API and cookies share one origin).
    const health = await page.request.get(`http://127.0.0.1:${brandPorts[brand.id]}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual(
      [],
    );
  });
}

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${brandPorts.dementie}/`);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Ga direct naar de content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
