import { expect } from '@playwright/test';
import { answerCookies, expectAxeClean, site, test } from './support';
import { heading } from './training';

/*
 * The demo training 'Dementie: de basis' has a YouTube video on its first slide. As the
 * site's other videos, it loads nothing from the video host before marketing cookies are accepted
 * (spec 3 §4), and once shown its player reports start, pause and end (spec 3 §7). The video host
 * is faked at the network: a page on the host's address that answers the player's postMessage API
 * the way YouTube's does, so no test depends on the internet.
 */

const FAKE_YOUTUBE_PLAYER = `<!doctype html><title>video</title><script>
  addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    if (message.event !== 'listening') return;
    for (const info of [1, 2, 0]) {
      parent.postMessage(JSON.stringify({ event: 'onStateChange', info, id: message.id, channel: 'widget' }), '*');
    }
  });
</script>`;

test('the training video waits for marketing cookies, then plays with its events', async ({ page }) => {
  const videoHost: string[] = [];
  page.on('request', (request) => {
    if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) videoHost.push(request.url());
  });
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: FAKE_YOUTUBE_PLAYER }),
  );

  await page.goto(`${site('dementie')}/trainingen/3?startingPageUrl=%2Ftrainingen`);
  // Statistics yes (to see the events), marketing no: the video stays behind its overlay.
  await page.getByRole('button', { name: 'Zelf kiezen', exact: true }).click();
  await page.getByRole('checkbox', { name: /Statistieken/ }).check();
  await page.getByRole('button', { name: 'Keuze opslaan' }).click();
  // The choice dialog fades out: axe below looks at the page once it has gone.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(heading(page)).toHaveText('Dementie is een ziekte');
  await expect(page.getByText('Accepteer cookies om de video te kunnen bekijken.')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectAxeClean(page);
  expect(videoHost).toEqual([]);

  await page.getByRole('button', { name: 'Accepteer cookies' }).click();
  const video = page.getByTitle('Video bij deze les');
  await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/.*enablejsapi=1/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
          .filter((event) => String(event.event).startsWith('video_'))
          .map((event) => `${event.event} ${event.training_name} ${event.step}.${event.sub_step}`),
      ),
    )
    .toEqual([
      'video_start Dementie: de basis 1.1',
      'video_pause Dementie: de basis 1.1',
      'video_complete Dementie: de basis 1.1',
    ]);

  // The choice is kept: after a reload the video shows at once.
  await page.reload();
  await expect(heading(page)).toHaveText('Dementie is een ziekte');
  await expect(page.getByTitle('Video bij deze les')).toBeVisible();
  await expect(page.getByText('Accepteer cookies om de video te kunnen bekijken.')).toHaveCount(0);
});

test('without any cookie choice the video host is never contacted', async ({ page }) => {
  const videoHost: string[] = [];
  page.on('request', (request) => {
    if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) videoHost.push(request.url());
  });
  await page.goto(`${site('alzheimer')}/trainingen/3`);
  await answerCookies(page, 'Weigeren');
  await expect(heading(page)).toHaveText('Dementie is een ziekte');
  await expect(page.getByRole('button', { name: 'Accepteer cookies' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoHost).toEqual([]);
});
