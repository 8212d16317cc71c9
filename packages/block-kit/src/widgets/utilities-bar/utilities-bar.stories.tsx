import { expect } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { UtilitiesBar } from './utilities-bar';

/**
 * The utilities bar: 'Print', 'Lees voor' (read aloud) and 'Deel' (share) with its menu.
 *
 * **Editors fill in**: nothing: it is part of the page template.
 */
const meta = preview.meta({
  title: 'Widgets/Utilities bar',
  component: UtilitiesBar,
  args: {
    pageUrl: 'https://www.dementie.nl/wat-is-dementie',
    pageTitle: 'Wat is dementie?',
    readAloud: {
      url: 'https://read.example/cgi-bin/read?customerid=1&lang=nl_nl',
      readId: 'main-content',
      readClass: 'rs-read',
    },
  },
  parameters: {
    guidance: guidance({
      whenToUse:
        "On content pages, under the page header: 'Print', 'Lees voor' (read aloud) and 'Deel' (share). The site places it on page kinds that have it.",
      whenNotToUse: 'Not placed by editors, not on the home page, and not on forms or account pages.',
      keyboardAndScreen:
        "A group of buttons reached with Tab. 'Deel' opens a menu (a disclosure with aria-expanded) whose items are named after their network; Escape closes it and returns focus. 'Kopieer link' confirms in a status message.",
      contentRules:
        'No content of its own: the labels come from the catalogue. The menu fits within a 390 px screen.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on content pages, news items, experience stories and organisation pages, under the page header.',
    }),
  },
});

export const Default = meta.story({});

/** A brand without a read-aloud service. */
export const WithoutReadAloud = meta.story({ args: { readAloud: undefined } });

/** The 'Deel' menu opened. */
export const ShareMenuOpen = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deel' }));
  },
});

/**
 * The open menu on a 390 px phone: it stays inside the column (it used to run 114-128 px past the
 * screen's edge and make the page scroll sideways).
 */
export const ShareMenuOpenOnPhone = meta.story({
  decorators: [
    (Story) => (
      // Room below the bar for the open menu, which lies over the page: the story's picture shows it whole.
      <div
        data-testid="phone"
        style={{ inlineSize: 390, maxInlineSize: '100%', paddingInline: 16, paddingBlockEnd: '20rem' }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Deel' });
    await userEvent.click(toggle);
    const phone = canvas.getByTestId('phone').getBoundingClientRect();
    const menu = canvas.getByRole('list', { name: 'Deel deze pagina' }).getBoundingClientRect();
    await expect(menu.right).toBeLessThanOrEqual(phone.right);
    await expect(menu.left).toBeGreaterThanOrEqual(phone.left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    // Escape closes the menu and gives the focus back to 'Deel'.
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    // The story ends as its name says: the menu open again, from the keyboard.
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('list', { name: 'Deel deze pagina' })).toBeVisible();
  },
});
