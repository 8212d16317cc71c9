import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHATBOT_CONTAINER_WAIT_MS,
  CHATBOT_RETRY_MS,
  type ChatbotStatus,
  type ChatbotWidget,
  startChatbotLoader,
} from './chatbot-loader';

const SRC = '/demo/chatbot-widget.js';
const GLOBAL = 'testChatbot';
type WithWidget = Window & { [GLOBAL]?: ChatbotWidget };

function widgetScripts() {
  return document.head.querySelectorAll(`script[data-chatbot-widget="${SRC}"]`);
}

/** A widget like the vendor's: it draws a button into the container. */
function defineWidget() {
  const install = vi.fn((container: HTMLElement) => {
    const button = document.createElement('button');
    button.textContent = 'Chat';
    container.append(button);
  });
  (window as WithWidget)[GLOBAL] = { install };
  return install;
}

function addContainer() {
  const container = document.createElement('div');
  container.id = 'chatbot-container';
  document.body.append(container);
  return container;
}

describe('startChatbotLoader (spec 2 §4)', () => {
  let stop: () => void = () => undefined;
  let statuses: ChatbotStatus[];
  const start = () => {
    stop = startChatbotLoader({
      document,
      containerId: 'chatbot-container',
      scriptSrc: SRC,
      globalName: GLOBAL,
      onStatus: (status) => statuses.push(status),
    });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    statuses = [];
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    delete (window as WithWidget)[GLOBAL];
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('waits for the container in steps of 100 ms before it adds the script', () => {
    start();
    expect(statuses).toEqual(['waiting']);
    expect(widgetScripts()).toHaveLength(0);
    vi.advanceTimersByTime(CHATBOT_CONTAINER_WAIT_MS * 2);
    expect(widgetScripts()).toHaveLength(0);
    addContainer();
    vi.advanceTimersByTime(CHATBOT_CONTAINER_WAIT_MS - 1);
    expect(widgetScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(widgetScripts()).toHaveLength(1);
    expect((widgetScripts()[0] as HTMLScriptElement).src).toContain(SRC);
  });

  it('looks for the widget every 300 ms and shows it once found', () => {
    const container = addContainer();
    start();
    expect(widgetScripts()).toHaveLength(1);
    vi.advanceTimersByTime(CHATBOT_RETRY_MS * 3);
    expect(statuses).toEqual(['waiting']);
    const install = defineWidget();
    vi.advanceTimersByTime(CHATBOT_RETRY_MS - 1);
    expect(install).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(install).toHaveBeenCalledWith(container);
    expect(statuses).toEqual(['waiting', 'shown']);
    expect(container.querySelector('button')).not.toBeNull();
    // The script is added once, however long it takes.
    expect(widgetScripts()).toHaveLength(1);
  });

  it('installs the widget again when its container is emptied', async () => {
    const container = addContainer();
    const install = defineWidget();
    start();
    expect(install).toHaveBeenCalledTimes(1);
    container.replaceChildren();
    await vi.advanceTimersByTimeAsync(0); // the mutation observer reports in a microtask
    expect(install).toHaveBeenCalledTimes(2);
    expect(container.querySelector('button')).not.toBeNull();
    expect(statuses).toEqual(['waiting', 'shown', 'waiting', 'shown']);
  });

  it('adds no script when the widget is there already, and stops every timer on stop', () => {
    start();
    stop();
    addContainer();
    const install = defineWidget();
    vi.advanceTimersByTime(CHATBOT_RETRY_MS * 5);
    expect(install).not.toHaveBeenCalled();
    expect(widgetScripts()).toHaveLength(0);
    start();
    expect(install).toHaveBeenCalledTimes(1);
    expect(widgetScripts()).toHaveLength(0);
  });

  it('reports a script that does not load and stops retrying', () => {
    addContainer();
    start();
    widgetScripts()[0]?.dispatchEvent(new Event('error'));
    expect(statuses).toEqual(['waiting', 'failed']);
    expect(widgetScripts()).toHaveLength(0);
    const install = defineWidget();
    vi.advanceTimersByTime(CHATBOT_RETRY_MS * 3);
    expect(install).not.toHaveBeenCalled();
  });
});
