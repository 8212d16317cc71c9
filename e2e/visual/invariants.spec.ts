import { expect, test } from '@playwright/test';
import { disclosureFindings } from './disclosures';
import { waitingImageFindings } from './drawn';
import { layoutFindings, settle } from './invariants';
import { drawnState, motionDifferences } from './motion';

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

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a grid that leaves empty columns or a hole under a short tile is found', async ({ page }) => {
    const tile = (height: number) =>
      `<li style="background:#e3f0f5"><div style="height:${height}px">Foto</div></li>`;
    const grid = (columns: string, tiles: string) =>
      `<ul style="display:grid;grid-template-columns:${columns};gap:16px;list-style:none;margin:0;padding:0;align-items:start">${tiles}</ul>`;
    // Three cards in four columns (auto-fill): one column stays empty.
    expect(await findings(page, grid('repeat(auto-fill, minmax(16rem, 1fr))', tile(200).repeat(3)))).toEqual([
      expect.stringMatching(/^grid-hole: 1 of 4 columns stay empty beside 3 item\(s\)/),
    ]);
    expect(await findings(page, grid('repeat(auto-fit, minmax(16rem, 1fr))', tile(200).repeat(3)))).toEqual(
      [],
    );
    // A tile far shorter than the others of its row (a landscape photo beside a portrait one).
    const holes = await findings(page, grid('1fr 1fr', tile(200) + tile(500)));
    expect(holes).toContainEqual(expect.stringMatching(/^grid-hole: 632x300 px empty under li "Foto"/));
    expect(await findings(page, grid('1fr 1fr', tile(500) + tile(500)))).toEqual([]);
    // A footer's columns hold different things of their own lengths: not a hole.
    const column = (tag: string, height: number) =>
      `<${tag} style="background:#e3f0f5"><div style="height:${height}px">Kolom</div></${tag}>`;
    expect(
      await findings(
        page,
        `<footer style="display:grid;grid-template-columns:1fr 1fr;gap:16px;align-items:start">${column('section', 500)}${column('nav', 200)}</footer>`,
      ),
    ).toEqual([]);
    // The fields of a form's row: an error line under one makes it taller than the others.
    const field = (name: string, error: string) =>
      `<div class="field" style="display:flex;flex-direction:column"><label for="${name}">${name}</label><input id="${name}" style="height:40px">${error}</div>`;
    const names = (tag: string) =>
      `<${tag}><div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:16px;align-items:start">${field('Voornaam', '<p style="margin:0">In je naam staat een woord dat we niet op een certificaat zetten. Kies een ander woord.</p><p style="margin:0">Probeer het opnieuw.</p>')}${field('Tussenvoegsel', '')}${field('Achternaam', '')}</div></${tag}>`;
    expect(await findings(page, names('form'))).toEqual([]);
    // The same fields outside a form are like tiles: the check still sees the hole.
    expect(await findings(page, names('section'))).toContainEqual(
      expect.stringMatching(/^grid-hole: \d+x\d+ px empty under div.field "Tussenvoegsel"/),
    );
  });

  test('cards of one row at different heights, or their buttons, are found', async ({ page }) => {
    const card = (words: string, bottom: boolean) =>
      `<li style="display:flex"><article style="display:flex;flex-direction:column;gap:8px;flex:1;background:#e3f0f5;padding:16px"><h3 style="margin:0">${words}</h3><a href="/x" style="color:#0b5875;${bottom ? 'margin-top:auto' : ''}">Lees meer</a></article></li>`;
    const row = (stretch: string, bottom: boolean) =>
      `<ul style="display:grid;grid-template-columns:repeat(3, 1fr);gap:16px;list-style:none;margin:0;padding:0;align-items:${stretch}">${card('Kort', bottom)}${card('Een titel die over drie regels loopt in deze smalle kolom van de rij met kaarten', bottom)}${card('Kort', bottom)}</ul>`;
    const ragged = await findings(page, row('start', false));
    expect(ragged).toContainEqual(
      expect.stringMatching(/^ragged-row: the cards of one row are \d+, \d+, \d+ px tall/),
    );
    expect(await findings(page, row('stretch', false))).toEqual([
      expect.stringMatching(/^ragged-row: the last buttons of one row's cards end at/),
    ]);
    expect(await findings(page, row('stretch', true))).toEqual([]);
    // A card that is one target through its title link: the title is not a button at the card's foot.
    const titled = (words: string) =>
      `<li style="display:flex"><article style="display:flex;flex-direction:column;flex:1;background:#e3f0f5;padding:16px"><h3 style="margin:0"><a href="/x" style="color:#0b5875">${words}</a></h3></article></li>`;
    expect(
      await findings(
        page,
        `<ul style="display:grid;grid-template-columns:repeat(2, 1fr);gap:16px;list-style:none;margin:0;padding:0">${titled('Kort')}${titled('Een titel die over drie regels loopt in deze smalle kolom van de rij met kaarten')}</ul>`,
      ),
    ).toEqual([]);
  });

  test("the answers in a drag question's boxes are not the boxes' buttons", async ({ page }) => {
    const answer = (words: string) =>
      `<li><button type="button" style="width:100%;min-height:44px">${words}</button></li>`;
    const box = (answers: string[], list: boolean) =>
      `<section style="display:flex;flex-direction:column;gap:12px;padding:16px;border:2px dashed #5c6670"><h3 style="margin:0">Vak</h3>${list ? `<ul style="list-style:none;margin:0;padding:0;display:grid;gap:12px">${answers.map(answer).join('')}</ul>` : answers.map((words) => `<button type="button" style="min-height:44px">${words}</button>`).join('')}</section>`;
    const zones = (list: boolean) =>
      `<div style="display:grid;grid-template-columns:1fr 1fr;gap:16px">${box(['Koopt vaak hetzelfde', 'Zoekt de weg', 'Vergeet te betalen'], list)}${box(['Praat snel'], list)}</div>`;
    expect(await findings(page, zones(true))).toEqual([]);
    // Buttons of the boxes themselves, not of a list in them, are still judged as the cards' actions.
    expect(await findings(page, zones(false))).toEqual([
      expect.stringMatching(/^ragged-row: the last buttons of one row's cards end at/),
    ]);
  });

  test("a one-field form's button far from its field is found", async ({ page }) => {
    const form = (fieldStyle: string) =>
      `<form style="display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end"><label style="display:flex;flex-direction:column;${fieldStyle}">E-mailadres<input type="email" style="max-width:36rem"></label><button type="submit">Aanmelden</button></form>`;
    expect(await findings(page, form('flex:1 1 16rem'))).toEqual([
      expect.stringMatching(/^far-button: button "Aanmelden" is \d+ px beside and 0 px under its field/),
    ]);
    expect(await findings(page, form('flex:1 1 16rem;max-width:36rem'))).toEqual([]);
    // A search with a kind of content beside its term is not a one-field form.
    expect(
      await findings(
        page,
        `<form style="display:flex;gap:12px;align-items:flex-end"><label style="display:flex;flex-direction:column;flex:1">Zoekterm<input type="search"></label><label style="display:flex;flex-direction:column;width:20rem">Soort inhoud<select><option>Alles</option></select></label><button type="submit">Zoek</button></form>`,
      ),
    ).toEqual([]);
  });

  test('blocks further apart than their own spacing are found', async ({ page }) => {
    const blocks = (list: string) =>
      `<div style="${list}"><section class="bk-block" style="margin-block:48px">Eerste blok</section><section class="bk-block" style="margin-block:48px">Tweede blok</section></div>`;
    expect(await findings(page, blocks('display:flex;flex-direction:column;gap:48px'))).toEqual([
      expect.stringMatching(
        /^block-gap: 144 px between section\.bk-block "Eerste blok" and section\.bk-block "Tweede blok", where their spacing is 48 px/,
      ),
    ]);
    expect(await findings(page, blocks('display:flow-root'))).toEqual([]);
    // A widget of the page between two blocks is what lies between them, not a gap.
    expect(
      await findings(
        page,
        `<div style="display:flow-root"><section class="bk-block" style="margin-block:48px">Eerste blok</section><div style="height:300px;background:#e3f0f5">Agenda</div><section class="bk-block" style="margin-block:48px">Tweede blok</section></div>`,
      ),
    ).toEqual([]);
  });

  test('a canvas that draws over text is found; one behind it or beside it is not', async ({ page }) => {
    const party = (canvasStyle: string) =>
      `<div style="position:relative;isolation:isolate;padding:16px"><p style="margin:0">Gefeliciteerd!</p><canvas width="400" height="100" style="position:absolute;inset:0;width:400px;height:100px;pointer-events:none;${canvasStyle}"></canvas></div>`;
    const fill = () =>
      page.evaluate(() => {
        const context = document.querySelector('canvas')?.getContext('2d');
        if (context) {
          context.fillStyle = '#a3123a';
          context.fillRect(0, 0, 400, 100);
        }
      });
    const judge = async (canvasStyle: string) => {
      await page.setContent(
        `<!doctype html><html lang="nl"><body style="margin:0"><main id="root">${party(canvasStyle)}</main></body></html>`,
      );
      await fill();
      return (await layoutFindings(page, { root: '#root' })).filter((line) => line.startsWith('canvas-'));
    };
    expect(await judge('')).toEqual([
      expect.stringMatching(/^canvas-over-text: canvas draws over "Gefeliciteerd!"/),
    ]);
    expect(await judge('z-index:-1')).toEqual([]);
  });

  test('a CMS icon drawn in a colour none of the brand is found; one painted in the brand is not', async ({
    page,
  }) => {
    const blue = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><circle cx="48" cy="48" r="40" fill="#2f5d8a"/></svg>')}`;
    const purple = ':root{--dm-color-brand:#5a2d82;--dm-color-brand-strong:#41205f;--dm-color-on-brand:#fff}';
    const judge = async (body: string) => {
      await page.setContent(
        `<!doctype html><html lang="nl"><head><style>${purple}</style></head><body style="margin:0"><main id="root">${body}</main></body></html>`,
      );
      await settle(page);
      return (await layoutFindings(page, { root: '#root' })).filter((line) => line.startsWith('icon-'));
    };
    expect(await judge(img(blue, 56, 56, 'width:56px;height:56px'))).toEqual([
      expect.stringMatching(/^icon-colour: img is drawn in rgb\(47, 93, 138\), not in a colour of the brand/),
    ]);
    expect(
      await judge(
        `<span class="bk-cms-icon" aria-hidden="true" style="display:inline-block;width:56px;height:56px;background-color:var(--dm-color-brand);mask:url('${blue}') center / contain no-repeat"></span>`,
      ),
    ).toEqual([]);
  });
});
