import { fixtures } from '@dementie/api-client';
import { expect } from 'storybook/test';
import { guidance } from '../../../../.storybook/guidance';
import preview from '../../../../.storybook/preview';
import { SiteStory } from '../testing/site-story';
import { Layout } from './layout';

/*
 * The page frame every site page shares (spec 1 §2, spec 3 §2): skip link, header with the brand's
 * logo and name, the top and main menus, the account menu, the main landmark and the brand's footer.
 * The toolbar's 'Merk' switches the logo, the theme and the footer. The page inside is the not-found
 * page, so the frame is what you look at.
 */
const meta = preview.meta({
  title: 'Site screens/Layout',
  component: Layout,
  parameters: {
    guidance: guidance({
      whenToUse:
        'The frame every site page shares: skip link, header with the logo, top and main menus, the account menu, the main landmark and the footer. The site places it.',
      whenNotToUse:
        'Never placed by editors; not replaced on a page (campaigns too keep the header and footer).',
      keyboardAndScreen:
        "The first Tab shows 'Ga direct naar de content'. Header, navigation, main and footer are landmarks; on a phone 'Open het menu' is a button with aria-expanded, submenus open with their own buttons and Escape closes them.",
      contentRules: 'Menu items from the CMS: up to seven in the main menu, labels of one or two words.',
      brands:
        "All three brands (dementie, dementievriendelijk, alzheimer): on every page; the toolbar's 'Merk' switches logo, theme and footer.",
    }),
    layout: 'fullscreen',
    controls: { disable: true },
  },
});

// The frame's props come from the routes (menus from the CMS, the brand from the app), so each story
// renders a route, not the component with args.
const notFoundPage = () => <SiteStory path="/404" />;

/**
 * The main menu closed: on a phone one row with the logo, 'Zoeken' and 'Open het menu' (decision 0076),
 * on a wide screen the menus themselves.
 */
export const MenuClosed = meta.story({ render: notFoundPage });

/**
 * The main menu open, with the submenu of 'Trainingen' unfolded: on a phone in the menu's panel, with
 * the top menu's links and 'Inloggen' under the main menu; on a wide screen over the page, the header
 * as high as when it is closed.
 */
export const MenuOpen = meta.story({
  render: notFoundPage,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 20_000 });
    // The toggles are disclosures' summaries (decision 0068), which have no button role in Testing
    // Library. On wide screens the menu is always shown and its toggle is hidden.
    const toggle = canvasElement.querySelector<HTMLElement>('summary.site-menu__toggle');
    if (toggle?.checkVisibility()) await userEvent.click(toggle);
    const trainings = [...canvasElement.querySelectorAll<HTMLElement>('summary.site-menu__sub-toggle')].find(
      (summary) => summary.textContent?.includes('Trainingen'),
    );
    if (!trainings) throw new Error("no toggle for 'Trainingen'");
    await userEvent.click(trainings);
    await expect(canvas.getByRole('link', { name: 'Mijn trainingen' })).toBeVisible();
  },
});

/**
 * An editor's account menu open (decision 0013): the role and the editor's pages above the personal
 * links, in the link colour on the light panel. (The built site once drew them white on white: its
 * style sheet order differs from Storybook's, so the editor journey checks that on the real site.)
 */
export const AccountMenuEditor = meta.story({
  render: () => (
    <SiteStory
      path="/404"
      answers={{
        'POST /api/v1/authentication/IsSessionValid': () => ({
          body: {
            ...fixtures.isSessionValid.response,
            user: { ...fixtures.isSessionValid.response.user, IsEditor: true },
          },
        }),
      }}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 20_000 });
    // Below 1024 px the account menu is in the header's menu (decision 0076): open that first.
    const toggle = canvasElement.querySelector<HTMLElement>('summary.site-menu__toggle');
    if (toggle?.checkVisibility()) await userEvent.click(toggle);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mijn account' }));
    await expect(canvas.getByText('Redacteur')).toBeVisible();
    for (const name of ['Trainingen bewerken', 'Afbeeldingen beheren', 'Mijn profiel']) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(getComputedStyle(link).color).not.toBe('rgb(255, 255, 255)');
    }
  },
});

/** The first Tab shows the skip link 'Ga direct naar de content'. */
export const SkipLink = meta.story({
  render: notFoundPage,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 20_000 });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ga direct naar de content' })).toHaveFocus();
  },
});

/** While the first page's data comes in (a browser without the server's page): the loader. */
export const Loading = meta.story({
  render: () => (
    <SiteStory path="/404" answers={{ 'GET /api/drupal/api/menu_items/main': () => 'pending' }} />
  ),
});
