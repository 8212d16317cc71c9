import { expect, test } from '@playwright/test';
import { findings, img } from './invariant-pages';
import { layoutFindings, settle } from './invariants';

/** The invariants that judge a wide page's layout, as invariants.spec.ts judges the others at 390 px. */

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
