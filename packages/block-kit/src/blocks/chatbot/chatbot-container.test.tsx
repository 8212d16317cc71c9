import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { ConsentProvider } from '../../consent/consent-context';
import { createConsentStore } from '../../consent/consent-store';
import { createMemoryConsentStorage } from '../../consent/storage';
import { renderWithI18n } from '../../primitives/test-support/render';
import { CHATBOT_CONTAINER_ID, ChatbotContainer } from './chatbot-container';

const widget = { scriptSrc: '/demo/chatbot-widget.js', globalName: 'containerTestChatbot' };
type WithWidget = Window & { containerTestChatbot?: { install(container: HTMLElement): void } };

function renderChatbot(marketing: boolean | null) {
  const store = createConsentStore(
    createMemoryConsentStorage(marketing === null ? null : { statistics: false, marketing }),
  );
  store.load();
  const view = renderWithI18n(
    <ConsentProvider store={store}>
      <ChatbotContainer widget={widget} />
    </ConsentProvider>,
  );
  return { ...view, store };
}

const scripts = () => document.head.querySelectorAll('script[data-chatbot-widget]');

describe('ChatbotContainer (spec 2 §2.5, §4;)', () => {
  afterEach(() => {
    delete (window as WithWidget).containerTestChatbot;
    document.head.querySelectorAll('script[data-chatbot-widget]').forEach((script) => {
      script.remove();
    });
  });

  it('loads nothing before marketing consent and offers the cookie choice instead', async () => {
    const { container, store } = renderChatbot(false);
    expect(scripts()).toHaveLength(0);
    expect(screen.getByText(/De chat komt van een andere website/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kies je cookies' }));
    expect(store.getSnapshot().settingsOpen).toBe(true);
    expect(scripts()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('loads the brand’s widget script once marketing is accepted, then shows the widget', async () => {
    const { store } = renderChatbot(null);
    expect(scripts()).toHaveLength(0);
    act(() => store.acceptAll());
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.getAttribute('src')).toBe(widget.scriptSrc);
    expect(screen.getByRole('status')).toHaveTextContent('De chat wordt geladen...');
    (window as WithWidget).containerTestChatbot = {
      install: (element) => {
        element.innerHTML = '<button type="button">Chat (demo)</button>';
      },
    };
    expect(await screen.findByRole('button', { name: 'Chat (demo)' }, { timeout: 2000 })).toBeInTheDocument();
    expect(document.getElementById(CHATBOT_CONTAINER_ID)).toContainElement(
      screen.getByRole('button', { name: 'Chat (demo)' }),
    );
    // The loader installs the widget, then reports it ready: the loading notice goes with that
    // report, which React draws in a render of its own (on a busy machine a moment after the button).
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('says so calmly when the widget script cannot be loaded', async () => {
    renderChatbot(true);
    act(() => {
      scripts()[0]?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('De chat werkt nu even niet.');
  });

  it('without a configured widget renders only the empty container', () => {
    renderWithI18n(<ChatbotContainer />);
    const element = document.getElementById(CHATBOT_CONTAINER_ID);
    expect(element).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
