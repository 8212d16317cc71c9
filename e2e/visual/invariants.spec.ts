import { expect, test } from '@playwright/test';
import { layoutFindings, settle } from './invariants';

/**
 * The invariants themselves: each one finds the defect it guards on a small page that has it, and
 * nothing on the same page without it. (The stories and demo pages are checked by stories.spec.ts and
 * e2e/tests/visual-pages.spec.ts.)
 */

// A 1600x900 picture (16:9) drawn as an SVG data URL, and its 100x100 crop.
const wide = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="teal"/></svg>')}`;
const square = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="teal"/></svg>')}`;

/** An image tag with an empty alt, as the invariants see it. */
function img(src: string, width: number, height: number, style: string) {
  return `<img alt="" src="${src}" width="${width}" height="${height}" style="${style}">`;
}

async function findings(page: import('@playwright/test').Page, body: string) {
  await page.setContent(
    `<!doctype html><html lang="nl"><head><style>body{margin:0;font:16px/1.5 sans-serif}</style></head><body><main id="root">${body}</main></body></html>`,
  );
  await settle(page);
  return layoutFindings(page, { root: '#root' });
}

test.use({ viewport: { width: 390, height: 844 } });

test('an image that keeps its height attribute while its width shrinks is found (ratio and height)', async ({
  page,
}) => {
  const broken = await findings(page, img(wide, 2400, 1350, 'max-width:100%'));
  expect(broken.some((line) => line.startsWith('image-ratio:'))).toBe(true);
  expect(broken.some((line) => line.startsWith('image-tall:'))).toBe(true);
  expect(await findings(page, img(wide, 2400, 1350, 'max-width:100%;height:auto'))).toEqual([]);
});

test('an image cropped into a box of another ratio is found unless the box has its crop ratio', async ({
  page,
}) => {
  const cropped = await findings(page, img(wide, 1600, 900, 'width:300px;height:300px;object-fit:cover'));
  expect(cropped).toEqual([expect.stringMatching(/^image-ratio:/)]);
  expect(await findings(page, img(wide, 100, 100, 'width:300px;height:300px;object-fit:cover'))).toEqual([]);
  expect(await findings(page, img(square, 100, 100, 'width:300px;height:300px'))).toEqual([]);
});

test('an image that does not load is found', async ({ page }) => {
  expect(await findings(page, `<img alt="Foto" src="/bestaat-niet.webp" width="300" height="200">`)).toEqual([
    expect.stringMatching(/^image-broken:/),
  ]);
});

test('a block wider than the viewport is found as sideways scroll', async ({ page }) => {
  const wideBlock = await findings(page, '<div class="bk-share" style="width:520px">Deel</div>');
  expect(wideBlock).toEqual([
    expect.stringMatching(/^overflow: the page is 520 px wide in a 390 px viewport \(div\.bk-share/),
  ]);
  expect(await findings(page, '<div class="bk-share" style="max-width:100%;width:520px">Deel</div>')).toEqual(
    [],
  );
});

test('sibling cards or buttons drawn over each other are found', async ({ page }) => {
  const cards = (gap: string) =>
    `<ul style="display:flex;list-style:none;padding:0;margin:0">
       <li style="width:200px;flex:none"><article class="bk-card">Een</article></li>
       <li style="width:200px;flex:none;margin-left:${gap}"><article class="bk-card">Twee</article></li>
     </ul>`;
  expect(await findings(page, cards('-40px'))).toEqual([
    expect.stringMatching(/^overlap: li .*"Een".* and li .*"Twee".* overlap by 40x/),
  ]);
  expect(await findings(page, cards('-200px').replace(/width:200px/g, 'width:180px'))).toHaveLength(1);
  expect(await findings(page, cards('-40px').replace('display:flex', 'display:grid'))).toEqual([]);
  const buttons = await findings(
    page,
    '<p><button style="width:120px">Vorige</button><button style="width:120px;margin-left:-60px">Volgende</button></p>',
  );
  expect(buttons).toEqual([expect.stringMatching(/^overlap: button "Vorige" and button "Volgende"/)]);
});

test('text cut off by a container that hides its overflow is found; designed truncation is not', async ({
  page,
}) => {
  const text = 'Een lange zin die niet in een smal vak van vaste hoogte past en dus wordt afgesneden.';
  expect(await findings(page, `<div style="width:150px;height:30px;overflow:hidden">${text}</div>`)).toEqual([
    expect.stringMatching(/^clipped-text: "Een lange zin/),
  ]);
  expect(await findings(page, `<div style="width:150px;overflow:hidden">${text}</div>`)).toEqual([]);
  expect(
    await findings(
      page,
      `<div style="width:150px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${text}</div>`,
    ),
  ).toEqual([]);
  // A carousel: slides wholly outside the track are hidden on purpose.
  expect(
    await findings(
      page,
      `<div style="width:200px;overflow:hidden"><div style="display:flex;width:600px"><p style="width:200px;flex:none;margin:0">Eén</p><p style="width:200px;flex:none;margin:0">Twee</p></div></div>`,
    ),
  ).toEqual([]);
});

test('a link left in the browser default blue is found; a link in the brand colour is not', async ({
  page,
}) => {
  expect(await findings(page, '<nav><a href="/nieuws?page=2">2</a></nav>')).toEqual([
    expect.stringMatching(/^unstyled-link: 1 link\(s\) in the browser's default colour \(a "2"\)/),
  ]);
  expect(await findings(page, '<nav><a href="/nieuws?page=2" style="color:#0b5875">2</a></nav>')).toEqual([]);
});
