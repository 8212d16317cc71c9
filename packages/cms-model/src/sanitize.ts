import { isSafeLinkUrl, isVideoEmbedUrl, VIDEO_EMBED_HOSTS } from '@dementie/api-client';
import DOMPurify, { type WindowLike } from 'dompurify';

/** Turns CMS HTML into HTML that is safe to insert (spec 2 §5: CMS text is sanitised before display). */
export type Sanitizer = (html: string) => string;

/**
 * Hosts an iframe may come from: the video hosts of spec 2 §2.8 (YouTube, preferably the no-cookie
 * host, Vimeo and the Dutch broadcaster NPO's player), the one list of api-client that the editor's
 * save call and the players use too. Every other iframe is removed.
 */
export const ALLOWED_IFRAME_HOSTS: readonly string[] = VIDEO_EMBED_HOSTS;

/** True when `src` is an https URL on one of the allowed iframe hosts. */
export function isAllowedIframeSrc(src: string, hosts: readonly string[] = ALLOWED_IFRAME_HOSTS): boolean {
  return isVideoEmbedUrl(src, hosts);
}

/** Attributes that make an element lead somewhere when followed (links, SVG links, image maps). */
const LINK_ATTRIBUTES = ['href', 'xlink:href'];

const IFRAME_ATTRIBUTES = [
  'src',
  'title',
  'width',
  'height',
  'allow',
  'allowfullscreen',
  'loading',
  'referrerpolicy',
];

/**
 * Creates a sanitiser on a DOM window: the browser's `window`, or on the server a jsdom window made
 * once at start-up (TOOLCHAIN: DOMPurify needs a real DOM; linkedom and happy-dom let attacks through).
 * Rules: DOMPurify's defaults (no scripts, no event handlers, no `javascript:` URLs), no forms or
 * styles, iframes only from {@link ALLOWED_IFRAME_HOSTS}, and links that open a new tab get
 * `rel="noopener noreferrer"`.
 */
export function createSanitizer(
  window: WindowLike,
  iframeHosts: readonly string[] = ALLOWED_IFRAME_HOSTS,
): Sanitizer {
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe') return;
    const element = node as Element;
    const src = element.getAttribute('src') ?? '';
    if (!isAllowedIframeSrc(src, iframeHosts)) {
      element.parentNode?.removeChild(element);
      return;
    }
    // Keep only the attributes an embed needs: srcdoc, sandbox escapes and handlers never pass.
    for (const name of element.getAttributeNames()) {
      if (!IFRAME_ATTRIBUTES.includes(name.toLowerCase())) element.removeAttribute(name);
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    // A link that only looks site-relative (`/\evil.example`, `//evil.example`, `/<tab>/evil.example`)
    // leads elsewhere in a browser and would be shown as one of ours: the link loses its address.
    for (const name of LINK_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && !isSafeLinkUrl(value)) element.removeAttribute(name);
    }
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    }
    if (element.tagName === 'IFRAME') {
      // A second check after DOMPurify's own URL rules: an iframe that lost its src is dropped.
      const src = element.getAttribute('src') ?? '';
      if (!isAllowedIframeSrc(src, iframeHosts)) element.parentNode?.removeChild(element);
    }
  });
  const config = {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder'],
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'object',
      'embed',
      'base',
      'meta',
      'link',
    ],
    FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action'],
    ALLOW_DATA_ATTR: false,
    // Only web, mail and phone URLs, or plain relative ones (no other scheme, nothing odd in front).
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[/#?.]|[a-z0-9_~-][^:]*$)/i,
  };
  return (html: string) => {
    if (!html) return '';
    return String(purify.sanitize(html, config));
  };
}

interface JsdomModule {
  JSDOM: new (html: string) => { window: WindowLike };
}

/** Where the lazy default finds its DOM: the browser's window, else one jsdom window (server). */
function resolveWindow(): WindowLike {
  const candidate = (globalThis as { window?: WindowLike }).window;
  if (candidate?.DOMParser) return candidate;
  // Server side: jsdom, loaded only now (never at module scope, so browsers never see it).
  const moduleApi = globalThis.process?.getBuiltinModule?.('node:module');
  if (!moduleApi) throw new Error('No DOM for the HTML sanitiser: pass one with setDefaultSanitizer().');
  const requireFromHere = moduleApi.createRequire(import.meta.url);
  let jsdom: JsdomModule;
  try {
    jsdom = requireFromHere('jsdom') as JsdomModule;
  } catch (cause) {
    // jsdom is an optional peer: only servers that use the default sanitiser need it.
    throw new Error(
      'No DOM for the HTML sanitiser on the server: install the optional peer `jsdom`, or install your own with setDefaultSanitizer(createSanitizer(window)).',
      { cause },
    );
  }
  return new jsdom.JSDOM('<!doctype html><html><body></body></html>').window;
}

let defaultSanitizerInstance: Sanitizer | undefined;

/**
 * The default sanitiser, created on first use: on the browser's window, or on a jsdom window made
 * once for the whole server process (a jsdom window costs about 0.8 s, TOOLCHAIN). Servers may
 * create their own with {@link createSanitizer} and install it with {@link setDefaultSanitizer}.
 */
export function defaultSanitizer(): Sanitizer {
  defaultSanitizerInstance ??= createSanitizer(resolveWindow());
  return defaultSanitizerInstance;
}

/** Installs the sanitiser {@link defaultSanitizer} gives (e.g. one on the server's own jsdom window). */
export function setDefaultSanitizer(sanitizer: Sanitizer | undefined): void {
  defaultSanitizerInstance = sanitizer;
}

/** Sanitises with the default sanitiser. */
export function sanitizeHtml(html: string): string {
  return defaultSanitizer()(html);
}
