import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { UtilitiesBar } from './utilities-bar';

/**
 * The utilities bar: 'Print', 'Lees voor' (read aloud) and 'Deel' (share) with its menu.
 *
 * **When to use**: on content pages, under the page header.
 *
 * **Editors fill in**: nothing: it is part of the page template.
 *
 * **Accessibility**: the share menu is a disclosure with named items; 'Kopieer link' confirms in a status
 * message; the menu stays within a 390 px screen.
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
