import { expect, test } from '@playwright/test';
import { disclosureFindings } from './disclosures';
import { waitingImageFindings } from './drawn';
import { findings, img, square, wide } from './invariant-pages';
import { layoutFindings } from './invariants';
import { drawnState, motionDifferences } from './motion';

/**
 * The invariants themselves: each one finds the defect it guards on a small page that has it, and
 * nothing on the same page without it. (The stories and demo pages are checked by stories.spec.ts and
 * e2e/tests/visual-pages.spec.ts; the wide page's invariants by invariants-wide.spec.ts.)
 */

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

test('two elements that share an id are found, and a reference into another island', async ({ page }) => {
  const islands = (first: string, second: string) =>
    `<div data-island="deel"><h2 id="${first}">Deel deze pagina</h2><ul aria-labelledby="${first}"><li>WhatsApp</li></ul></div>
     <div data-island="cookies"><section aria-labelledby="${second}"><h2 id="${second}">Cookies</h2></section></div>`;
  const collided = await findings(page, islands('_R_1_', '_R_1_'));
  expect(collided).toEqual([expect.stringMatching(/^duplicate-id: 2 elements share id="_R_1_"/)]);
  expect(await findings(page, islands('deel-_R_1_', 'cookies-_R_1_'))).toEqual([]);
  // One id, but the cookie banner names itself with the share menu's heading.
  const crossed = await findings(
    page,
    `<div data-island="deel"><h2 id="kop">Deel</h2></div><div data-island="cookies"><section aria-labelledby="kop"><p>Cookies</p></section></div>`,
  );
  expect(crossed).toEqual([
    expect.stringMatching(/^broken-reference: aria-labelledby="kop" .* points into another part/),
  ]);
});

test('a label for a missing or unlabellable element is found; a collapsed control may leave its panel out', async ({
  page,
}) => {
  expect(await findings(page, '<label for="naam">Naam</label><input id="naam">')).toEqual([]);
  expect(await findings(page, '<label for="nam">Naam</label><input id="naam">')).toEqual([
    expect.stringMatching(/^broken-reference: for="nam" .* points at nothing/),
  ]);
  expect(await findings(page, '<label for="naam">Naam</label><div id="naam">Naam</div>')).toEqual([
    expect.stringMatching(/^broken-reference: for="naam" .* which a label cannot name/),
  ]);
  expect(await findings(page, '<button aria-expanded="false" aria-controls="menu">Menu</button>')).toEqual(
    [],
  );
  expect(await findings(page, '<button aria-expanded="true" aria-controls="menu">Menu</button>')).toEqual([
    expect.stringMatching(/^broken-reference: aria-controls="menu" .* points at nothing/),
  ]);
});

test('a picture a flex row shrinks below the size its styles give it is found', async ({ page }) => {
  // The charity's quality marks: 4rem high, automatic width, in a row that is too narrow for them.
  const row = (shrink: string) =>
    `<div style="display:flex;width:200px">${img(wide, 160, 90, `height:64px;width:auto;min-width:0;object-fit:contain;flex-shrink:${shrink}`)}${img(wide, 160, 90, `height:64px;width:auto;min-width:0;object-fit:contain;flex-shrink:${shrink}`)}</div>`;
  const squeezed = await findings(page, row('1'));
  expect(squeezed).toContainEqual(
    expect.stringMatching(/^image-squeezed: img .* drawn 100 px wide where its styles ask 114 px/),
  );
  expect(await findings(page, row('0').replace('display:flex', 'display:flex;flex-wrap:wrap'))).toEqual([]);
});

test('a box that cuts off its own words is found; a designed ellipsis is not', async ({ page }) => {
  const box = (extra: string) =>
    `<button style="width:80px;white-space:nowrap;overflow:hidden;${extra}">Nog een keer feest!</button>`;
  expect(await findings(page, box(''))).toContainEqual(
    expect.stringMatching(/^clipped-box: button .* holds text \d+ px wide in \d+ px/),
  );
  expect(
    (await findings(page, box('text-overflow:ellipsis'))).filter((line) => line.startsWith('clipped-box')),
  ).toEqual([]);
});

test('a word broken with one letter on a line is found; hyphenated words are not', async ({ page }) => {
  // 'dementievriendelijk' in a heading narrower than the word, broken anywhere: "...elij / k".
  const heading = (width: number, wrap: string) =>
    `<h1 lang="nl" style="font:700 20px/1.2 monospace;width:${width}ch;${wrap}">dementievriendelijk</h1>`;
  expect(await findings(page, heading(18, 'overflow-wrap:anywhere'))).toEqual([
    expect.stringMatching(/^one-letter-line: "dementievriendelij \/ k"/),
  ]);
  expect(await findings(page, heading(12, 'overflow-wrap:anywhere'))).toEqual([]);
});

test('text below 4.5:1 is found, also a mark hidden from screen readers; large text needs 3:1', async ({
  page,
}) => {
  const field = (colour: string) =>
    `<div style="background:#0b3a4a;color:#fff;padding:8px"><label for="mail">E-mail <span aria-hidden="true" style="color:${colour}">*</span></label><input id="mail"></div>`;
  expect(await findings(page, field('#b3261e'))).toEqual([
    expect.stringMatching(/^contrast: "\*" 1\.\d+:1, needs 4\.5:1/),
  ]);
  expect(await findings(page, field('#ffffff'))).toEqual([]);
  // #767676 on white is 4.54:1; #949494 is 3.03:1, enough for large text only.
  expect(await findings(page, '<p style="color:#767676">Leesbaar</p>')).toEqual([]);
  expect(await findings(page, '<p style="color:#949494">Te licht</p>')).toEqual([
    expect.stringMatching(/^contrast: "Te licht" 3\.0\d:1, needs 4\.5:1/),
  ]);
  expect(await findings(page, '<p style="color:#949494;font-size:24px">Groot genoeg</p>')).toEqual([]);
  // Text over a picture is left to axe and to the eye.
  expect(
    await findings(
      page,
      `<div style="position:relative">${img(wide, 160, 90, 'display:block;width:160px;height:90px')}<p style="position:absolute;top:0;margin:0;color:#949494">Op een foto</p></div>`,
    ),
  ).toEqual([]);
});

test("a page that stops short of the window's edges is found (the browser's body margin)", async ({
  page,
}) => {
  const whole = async (style: string) => {
    await page.setContent(
      `<!doctype html><html lang="nl"><head><style>${style} header{background:#0b3a4a;color:#fff}</style></head><body><header>Dementiewijzer</header><main>Welkom</main></body></html>`,
    );
    return layoutFindings(page);
  };
  expect(await whole('')).toEqual([
    expect.stringMatching(
      /^page-edge: the page stops short of the window's edges \(8 px on the left, 8 px at the top, 8 px on the right; body margin 8px\)/,
    ),
  ]);
  expect(await whole('body{margin:0}')).toEqual([]);
});

test('a submenu that pushes the items beside it is found; one that overlays is not', async ({ page }) => {
  const menu = (panel: string) =>
    page.setContent(`<!doctype html><html lang="nl"><body style="margin:0">
      <nav><ul style="display:flex;gap:16px;list-style:none;margin:0;padding:0">
        <li style="position:relative"><button aria-expanded="false" aria-controls="sub">Over dementie</button>
          <ul id="sub" hidden style="${panel};margin:0;padding:0;width:300px"><li><a href="#a">Wat is dementie?</a></li></ul></li>
        <li><a href="#t">Trainingen</a></li>
      </ul></nav><main><h1>Welkom</h1></main>
      <script>{
        const button = document.querySelector('button');
        const panel = document.getElementById('sub');
        button.addEventListener('click', () => {
          const open = button.getAttribute('aria-expanded') !== 'true';
          button.setAttribute('aria-expanded', String(open));
          panel.hidden = !open;
        });
        document.addEventListener('keydown', (event) => {
          if (event.key === 'Escape') { button.setAttribute('aria-expanded', 'false'); panel.hidden = true; }
        });
      }</script></body></html>`);
  await menu('position:static');
  expect(await disclosureFindings(page)).toEqual([
    expect.stringMatching(
      /^disclosure: opening "Over dementie" moves what sits before it: a "Trainingen" by \d+,0 px/,
    ),
  ]);
  await menu('position:absolute;top:100%;left:0;background:#fff');
  expect(await disclosureFindings(page)).toEqual([]);
});

test('an animation that ends away from the reduced-motion drawing is found', async ({ page }) => {
  // Petals turned around the drawing's centre (reduced motion), and the animated form that adds
  // transform-box: fill-box, which turns each petal around its own corner instead.
  const flower = (animated: string) =>
    page.setContent(`<!doctype html><html lang="nl"><body style="margin:0"><div id="root">
      <svg viewBox="-50 -50 100 100" width="200" height="200">${[0, 60, 120, 180, 240, 300]
        .map(
          (angle) =>
            `<ellipse cx="0" cy="-27" rx="11" ry="20" transform="rotate(${angle})" style="${animated}"/>`,
        )
        .join('')}</svg></div></body></html>`);
  await flower('');
  const reduced = await drawnState(page, '#root');
  await flower('transform-box:fill-box');
  const broken = motionDifferences(await drawnState(page, '#root'), reduced);
  expect(broken.length).toBeGreaterThan(0);
  expect(broken[0]).toMatch(/^after the animation 0>\d+>ellipse \[/);
  // Scaled from nothing around the centre, the petals end where the reduced drawing has them.
  await flower('animation:grow 10ms both');
  await page.addStyleTag({ content: '@keyframes grow{from{scale:0.4;opacity:0}}' });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState === 'finished'),
  );
  expect(motionDifferences(await drawnState(page, '#root'), reduced)).toEqual([]);
});

test('a picture below the first screen that takes no room until it loads is found', async ({ page }) => {
  const below = (attributes: string) =>
    page.setContent(
      `<!doctype html><html lang="nl"><body style="margin:0"><div style="height:3000px"></div><a href="/over-ons"><img alt="ANBI" loading="lazy" src="${square}" ${attributes} style="height:64px;width:auto;padding:4px"></a></body></html>`,
    );
  await below('');
  expect(await waitingImageFindings(page)).toEqual([
    expect.stringMatching(/^image-unsized: img src=.* takes 8x72 px until it loads/),
  ]);
  await below('width="100" height="100"');
  expect(await waitingImageFindings(page)).toEqual([]);
});

test("a heading on the body's loose lines is found; one on the kit's heading token is not", async ({
  page,
}) => {
  const heading = (lineHeight: string) =>
    findings(
      page,
      `<div style="--dm-line-height-heading:1.2;line-height:1.6"><h1 style="font-size:36px;${lineHeight}">Wat is dementie?</h1></div>`,
    );
  expect(await heading('')).toEqual([
    'heading-leading: h1 "Wat is dementie?" at 36 px on 57.6 px lines (1.60; the heading token is 1.2)',
  ]);
  expect(await heading('line-height:var(--dm-line-height-heading)')).toEqual([]);
  // Outside the kit (no token) a heading is not judged.
  expect(await findings(page, '<h2 style="font-size:36px;line-height:1.6">Nieuws</h2>')).toEqual([]);
});
