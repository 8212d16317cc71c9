import { expect, waitFor } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { CookieConsent } from '../../consent/cookie-consent';
import { ACCEPTED, REFUSED, withConsent } from '../../widgets/test-support/story-consent';
import { CHATBOT_CONTAINER_ID, ChatbotContainer } from './chatbot-container';

/**
 * A stand-in widget script as a data address: the story loads nothing from elsewhere. Like the demo
 * server's widget, it draws one button into the container.
 */
const STORY_WIDGET = `data:text/javascript,${encodeURIComponent(
  "window.storyChatbot={install:function(c){var b=document.createElement('button');b.type='button';b.className='bk-button bk-button--primary';b.textContent='Chat met ons (demo)';c.append(b);}};",
)}`;

/**
 * The chatbot container: placed on the pages the brand names (for example the chatbot landing page),
 * with 70 px free below it. **Editors fill in** nothing; the brand file names the chat widget. The widget
 * is a third-party script, so it loads only after marketing consent. **Accessibility**: before consent
 * and on failure a plain message says why there is no chat and where to change the cookie choice.
 */
const meta = preview.meta({
  title: 'Blocks/Chatbot',
  component: ChatbotContainer,
  args: { widget: { scriptSrc: STORY_WIDGET, globalName: 'storyChatbot' } },
  parameters: {
    guidance: guidance({
      whenToUse:
        'Only where spec 2 places it: the chatbot landing page. The site puts the container there by itself and the brand file names the chat widget; editors place nothing.',
      whenNotToUse:
        'Not on other pages and not as a replacement for contact details: a chat widget is a third-party script that loads only after marketing consent, so some visitors never see it.',
      keyboardAndScreen:
        "Before consent a plain message and a button to the cookie choice, both reachable with Tab; on failure the message is an alert a screen reader reads at once. The region is named ('Chat'), so it can be found by landmark.",
      contentRules:
        "No content of its own: the texts come from the catalogue. Keep 70 px free below the container for the widget's button. The widget itself must meet WCAG 2.2 AA before a brand names it.",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer) name the demo chat widget in their brand file; visitors meet it on the campaign page /campagnes/chatbot-landing.',
    }),
  },
});

/** Before marketing consent: a calm message and the way to the cookie choice; nothing is loaded. */
export const BeforeConsent = meta.story({
  decorators: [withConsent(REFUSED)],
  render: (args) => (
    <>
      <ChatbotContainer {...args} />
      <CookieConsent />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kies je cookies' })).toBeVisible();
    await expect(document.querySelector('script[data-chatbot-widget]')).toBeNull();
  },
});

/** With consent: the widget script is loaded and the widget drawn into its container. */
export const Shown = meta.story({
  decorators: [withConsent(ACCEPTED)],
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Chat met ons (demo)' }, { timeout: 3000 });
    await expect(document.getElementById(CHATBOT_CONTAINER_ID)).toContainElement(button);
  },
});

/** The widget script cannot be loaded: a calm message, no endless spinner. */
export const Failed = meta.story({
  decorators: [withConsent(ACCEPTED)],
  args: { widget: { scriptSrc: '/missing-chatbot-widget.js', globalName: 'missingChatbot' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('De chat werkt nu even niet.'), {
      timeout: 3000,
    });
  },
});

/** No widget configured for the brand: only the empty container (70 px free below it). */
export const ContainerOnly = meta.story({ args: { widget: undefined } });
