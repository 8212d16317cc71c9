import type { Plugin } from 'vite';

/**
 * Preloads the web font files every page needs at once (decision 0039: fonts self-hosted and preloaded):
 * the regular and bold Dutch subsets of the body font (decision 0071), found among the built assets by name. With
 * `font-display: optional` a font that arrives late is not swapped in, so it must start downloading
 * with the HTML, not after the CSS is read.
 */
export function fontPreload(
  pattern = /atkinson-hyperlegible-nl-(?:400|700)-normal-[\w-]+\.woff2$/,
  /** Where the built files are, from the page: the brand apps' root, or beside Storybook's preview ('./'). */
  base = '/',
): Plugin {
  return {
    name: 'dementie-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {})
          .filter((file) => pattern.test(file))
          .sort();
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `${base}${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
