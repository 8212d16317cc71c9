import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createSanitizer, isAllowedIframeSrc } from './sanitize';

const { window } = new JSDOM('<!doctype html><html><body></body></html>');
const sanitize = createSanitizer(window as unknown as WindowLike);

/** At least 50 attacks (OWASP filter-evasion families, mutation XSS, iframe and URL tricks). */
const xssCorpus: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=`javascript:alert(1)`>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<IMG SRC="jav&#x0A;ascript:alert(1);">',
  '<IMG SRC=" &#14;  javascript:alert(1);">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<a href="javascript:alert(1)">klik</a>',
  '<a href="JAVASCRIPT:alert(1)">klik</a>',
  '<a href=" javascript:alert(1)">klik</a>',
  '<a href="java\tscript:alert(1)">klik</a>',
  '<a href="vbscript:msgbox(1)">klik</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">klik</a>',
  '<a href="&#x6A;avascript:alert(1)">klik</a>',
  '<a onclick="alert(1)" href="/x">klik</a>',
  '<a onmouseover=alert(1)>hover</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="http://www.youtube.com/embed/x"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  '<iframe src="https://evil.example/?https://www.youtube.com/embed/x"></iframe>',
  '<iframe src="https://user@www.youtube.com/embed/x"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube-nocookie.com/embed/x" onload="alert(1)"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<select onfocus=alert(1) autofocus>',
  '<textarea onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<table background="javascript:alert(1)">',
  '<div onpointerenter=alert(1)>x</div>',
  '<p onanimationstart=alert(1)>x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041">x</a>',
  '"><script>alert(1)</script>',
  '<img """><script>alert(1)</script>">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<template><script>alert(1)</script></template>',
  '<div data-x="1" onclick="alert(1)">x</div>',
  '<img src="/ok.jpg" srcset="javascript:alert(1) 1x">',
  '<a href="https://ok.example" target="_blank">ok</a><img src=x onerror=alert(2)>',
];

const FORBIDDEN_TAGS = [
  'script',
  'style',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'base',
  'meta',
  'link',
  'body',
];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'data', 'srcset'];

/** Everything that could run script in the sanitised output. */
function dangersIn(html: string): string[] {
  const doc = new JSDOM(`<!doctype html><body>${html}</body>`).window.document;
  const problems: string[] = [];
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.includes(tag)) problems.push(`tag ${tag}`);
    if (tag === 'iframe' && !isAllowedIframeSrc(element.getAttribute('src') ?? ''))
      problems.push('foreign iframe');
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = Array.from(attribute.value)
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) problems.push(`handler ${name}`);
      if (name === 'srcdoc' || name === 'style') problems.push(`attribute ${name}`);
      if (URL_ATTRIBUTES.includes(name) && /(javascript|vbscript|data):/.test(value))
        problems.push(`url ${name}=${value}`);
      if (name === 'attributename' && value.startsWith('on')) problems.push('svg set handler');
    }
  }
  return problems;
}

describe('HTML sanitiser (spec 2 §5)', () => {
  it('has a corpus of at least 50 attacks', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(50);
  });

  it.each(xssCorpus)('defuses %s', (payload) => {
    const clean = sanitize(payload);
    expect(dangersIn(clean)).toEqual([]);
    expect(clean.toLowerCase()).not.toMatch(/<script|javascript:|onerror=|onload=/);
  });

  it('keeps ordinary CMS markup', () => {
    const html =
      '<h2>Titel</h2><p>Tekst met <strong>nadruk</strong>, <em>schuin</em> en <a href="/nieuws">een link</a>.</p><ul><li>een</li></ul><img src="/a.jpg" alt="Foto">';
    expect(sanitize(html)).toBe(html);
  });

  it('keeps iframes from the video hosts only, with just the attributes an embed needs', () => {
    for (const src of [
      'https://www.youtube-nocookie.com/embed/abc',
      'https://www.youtube.com/embed/abc',
      'https://player.vimeo.com/video/1',
      'https://start-player.npo.nl/embed/abc',
    ]) {
      const clean = sanitize(
        `<iframe src="${src}" title="Video" allowfullscreen onload="x()" srcdoc="y"></iframe>`,
      );
      expect(clean).toContain(`src="${src}"`);
      expect(clean).toContain('title="Video"');
      expect(clean).not.toMatch(/onload|srcdoc/);
    }
    expect(sanitize('<iframe src="https://evil.example/"></iframe>')).toBe('');
  });

  it.each([
    '/\\evil.test',
    '/&#92;evil.test',
    '\\\\evil.test',
    '//evil.test',
    '///evil.test',
    '/\t/evil.test',
    '/&#9;/evil.test',
    '/&#x0A;/evil.test',
    '/%5Cevil.test',
    '/%2F/evil.test',
  ])('takes the address off a link to %s, which a browser reads as another site', (href) => {
    const clean = sanitize(`<p><a href="${href}">lees meer</a> en <a href="/nieuws">nieuws</a></p>`);
    expect(clean).toBe('<p><a>lees meer</a> en <a href="/nieuws">nieuws</a></p>');
  });

  it('keeps links to pages of this site, anchors and web, mail and phone addresses', () => {
    for (const href of [
      '/trainingen?pagina=2#lijst',
      '#inhoud',
      'over-ons',
      'https://www.alzheimer-nederland.nl',
      'mailto:info@dementie.nl',
      'tel:0800-5088',
    ]) {
      expect(sanitize(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(sanitize('<a href="https://ok.example" target="_blank">ok</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });

  it('gives an empty string for empty input', () => {
    expect(sanitize('')).toBe('');
  });
});
