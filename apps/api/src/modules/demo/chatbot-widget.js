/*
 * A demo chat widget, served by the reference server at /demo/chatbot-widget.js (spec 2 §2.5, §4).
 * It stands in for a chatbot vendor's script so that the landing page shows a working chat button
 * and no other party is contacted. Contract with the site's loader: it defines
 * window.dementieChatbot.install(container), which draws the widget into the container (again after
 * the container was emptied). Colours come from the page's brand tokens.
 */
(() => {
  const STYLE_ID = 'demo-chatbot-style';
  const CSS = `
.demo-chatbot {
  position: fixed;
  inset-block-end: 16px;
  inset-inline-end: 16px;
  z-index: 40;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
  max-inline-size: calc(100vw - 32px);
  font-family: inherit;
}
.demo-chatbot__toggle,
.demo-chatbot__close {
  min-block-size: var(--dm-tap-target, 44px);
  padding-inline: 20px;
  border: 2px solid var(--dm-color-brand, #0b5394);
  border-radius: var(--dm-radius-pill, 999px);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}
.demo-chatbot__toggle {
  background: var(--dm-color-brand, #0b5394);
  color: var(--dm-color-on-brand, #fff);
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.25);
}
.demo-chatbot__close {
  background: var(--dm-color-background, #fff);
  color: var(--dm-color-text, #1a1a1a);
}
.demo-chatbot__toggle:focus-visible,
.demo-chatbot__close:focus-visible,
.demo-chatbot__title:focus-visible {
  outline: 3px solid var(--dm-color-focus, #1a1a1a);
  outline-offset: 2px;
}
.demo-chatbot__panel {
  box-sizing: border-box;
  inline-size: 20rem;
  max-inline-size: 100%;
  padding: 16px;
  background: var(--dm-color-background, #fff);
  color: var(--dm-color-text, #1a1a1a);
  border: 2px solid var(--dm-color-border, #767676);
  border-radius: var(--dm-radius-medium, 12px);
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
}
.demo-chatbot__panel[hidden] {
  display: none;
}
.demo-chatbot__title {
  margin: 0 0 8px;
  font-size: 1.25rem;
}
.demo-chatbot__panel p {
  margin: 0 0 12px;
}
@media print {
  .demo-chatbot {
    display: none;
  }
}
@media (forced-colors: active) {
  .demo-chatbot__toggle,
  .demo-chatbot__close {
    border-color: ButtonText;
  }
}
`;

  let count = 0;

  function addStyle() {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.append(style);
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function install(container) {
    addStyle();
    count += 1;
    const panelId = `demo-chatbot-panel-${count}`;
    const titleId = `demo-chatbot-title-${count}`;

    const root = element('div', 'demo-chatbot');
    const panel = element('section', 'demo-chatbot__panel');
    panel.id = panelId;
    panel.hidden = true;
    panel.setAttribute('aria-labelledby', titleId);
    const title = element('h2', 'demo-chatbot__title', 'Chat (voorbeeld)');
    title.id = titleId;
    title.tabIndex = -1;
    panel.append(
      title,
      element('p', '', 'Hallo! Dit is een voorbeeld van de chat. Er zit nog geen echte chatbot achter.'),
      element('p', '', 'Heb je een vraag? Kijk op de pagina Contact. Daar lees je hoe je ons bereikt.'),
    );
    const close = element('button', 'demo-chatbot__close', 'Sluit');
    close.type = 'button';
    panel.append(close);

    const toggle = element('button', 'demo-chatbot__toggle', 'Chat met ons (demo)');
    toggle.type = 'button';
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-controls', panelId);

    const setOpen = (open) => {
      panel.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      if (open) title.focus();
    };
    toggle.addEventListener('click', () => setOpen(panel.hidden));
    close.addEventListener('click', () => {
      setOpen(false);
      toggle.focus();
    });
    root.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || panel.hidden) return;
      event.preventDefault();
      setOpen(false);
      toggle.focus();
    });

    root.append(panel, toggle);
    container.append(root);
  }

  window.dementieChatbot = { install };
})();
