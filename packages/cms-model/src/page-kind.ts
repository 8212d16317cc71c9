/** The seven page kinds of spec 2 §2.2, keyed by their CMS bundle. */
export const pageKindByBundle = {
  homepage: 'home',
  content_page: 'sdv',
  news: 'news',
  ervaringsverhalen: 'ervaringsVerhalen',
  organizatie: 'organisaties',
  campaign: 'campaign',
  campaign_special: 'campaignSpecial',
} as const;

export type PageBundle = keyof typeof pageKindByBundle;
export type PageKind = (typeof pageKindByBundle)[PageBundle];

/** Thrown for a node whose bundle is not one of the seven page kinds (spec 2 §8: 'unknown page'). */
export class UnknownPageError extends Error {
  constructor(readonly bundle: string) {
    super('unknown page');
    this.name = 'UnknownPageError';
  }
}

/** Maps a CMS bundle to its page kind; an unknown bundle is an error, never a blank page. */
export function pageKindFromBundle(bundle: string): PageKind {
  if (Object.hasOwn(pageKindByBundle, bundle)) {
    return pageKindByBundle[bundle as PageBundle];
  }
  throw new UnknownPageError(bundle);
}
