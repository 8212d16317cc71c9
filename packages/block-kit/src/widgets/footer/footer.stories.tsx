import { isBrandId } from '@dementie/i18n-catalogues';
import { expect } from 'storybook/test';
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
});

/** The brand's full footer: the initiative's four networks and tagline, the charity's five and quality marks. */
export const Brand = meta.story({
  args: brandFooter('dementie'),
  render: (_args, { globals }) => <SiteFooter {...footerFor(globals)} />,
  play: async ({ canvas, globals }) => {
    const marks = canvas.queryAllByRole('img', { name: /CBF|ANBI|Goede Doelen/ });
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
