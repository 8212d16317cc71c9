import { isBrandId } from '@dementie/i18n-catalogues';
import { expect } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { withConsent } from '../test-support/story-consent';
import { SiteFooter, type SiteFooterProps } from './footer';
import { brandFooter } from './footer.fixtures';

/** The footer of the brand chosen in the toolbar ('Merk'), never one from the story's args. */
function footerFor(globals: Record<string, unknown>, change?: Partial<SiteFooterProps>): SiteFooterProps {
  const brand = isBrandId(globals.brand) ? globals.brand : 'dementie';
  return { ...brandFooter(brand), ...change };
}

/**
 * The site footer: pre-footer links, newsletter sign-up, link columns, social networks and the brand's
 * ending. The brand decides the ending: the charity (alzheimer) shows its three quality marks, the
 * other two brands the tagline. Switch brands in the toolbar to see each.
 *
 * **Editors fill in** the columns and pre-footer links in the CMS; the networks and quality marks come
 * from the brand file. **Accessibility**: one `contentinfo` landmark; every network link names the
 * network; quality-mark images carry their alt text.
 */
const meta = preview.meta({
  title: 'Widgets/Footer',
  component: SiteFooter,
  decorators: [withConsent({ statistics: false, marketing: false })],
  parameters: {
    guidance: guidance({
      whenToUse:
        "On every page, at the bottom: pre-footer links, the newsletter sign-up, link columns, social networks and the brand's ending (quality marks or tagline). The site places it; editors fill its menus.",
      whenNotToUse:
        'Never placed as a block on a page, and not for content that belongs on a page: a visitor should not need the footer to find a main section.',
      keyboardAndScreen:
        "One contentinfo landmark. Its link groups are navigation landmarks with names; each network link is named after its network and says it opens another website; quality marks carry alt text. 'Cookie-instellingen' reopens the cookie choice.",
      contentRules:
        'Columns of up to six links each with texts up to 30 characters; pre-footer links up to four. Networks and quality marks come from the brand file.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on every page. alzheimer ends with its three quality marks, dementie and dementievriendelijk with their tagline.',
    }),
  },
});

/** The brand's full footer: the initiative's four networks and tagline, the charity's five and quality marks. */
export const Brand = meta.story({
  args: brandFooter('dementie'),
  render: (_args, { globals }) => <SiteFooter {...footerFor(globals)} />,
  play: async ({ canvas, globals }) => {
    // The charity's own marks, as its site shows them (@dementie/brands).
    const marks = canvas.queryAllByRole('img', { name: /^(ANBI-status|Toegankelijkheid|Privacy):/ });
    await expect(marks).toHaveLength(globals.brand === 'alzheimer' ? 3 : 0);
  },
});

/** Without pre-footer links and newsletter. */
export const Minimal = meta.story({
  args: brandFooter('dementie'),
  render: (_args, { globals }) => (
    <SiteFooter {...footerFor(globals, { preFooterLinks: [], newsletter: false })} />
  ),
});
