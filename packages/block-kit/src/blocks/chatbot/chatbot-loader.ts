/*
 * The chatbot widget's loader (spec 2 §4: "shown once the widget is found, retried every 300 ms
 * (container wait 100 ms), reinstalled when its container is empty"). No React here: the component
 * starts it only after marketing consent, so nothing of the widget is requested before that.
 */

/** Spec 2 §4: how long to wait before looking for the container again. */
export const CHATBOT_CONTAINER_WAIT_MS = 100;
/** Spec 2 §4: how long to wait before looking for the widget again. */
export const CHATBOT_RETRY_MS = 300;
/** The global the widget script defines when the brand's configuration names none. */
export const DEFAULT_CHATBOT_GLOBAL = 'dementieChatbot';

/**
 * What the widget script puts on `window[globalName]`: one call that draws the widget into the
 * container. Calling it again on an emptied container must draw it again.
 */
export interface ChatbotWidget {
  install(container: HTMLElement): void;
}

/** A brand's chatbot widget (brand configuration). */
export interface ChatbotWidgetConfig {
  /** Address of the widget script. Loaded only after marketing consent. */
  scriptSrc: string;
  /** Name of the global the script defines. Default `dementieChatbot`. */
  globalName?: string;
}

/** `waiting`: container, script or widget not there yet. `shown`: installed. `failed`: the script did not load. */
export type ChatbotStatus = 'waiting' | 'shown' | 'failed';

/** Options of `startChatbotLoader`. */
export interface ChatbotLoaderOptions extends ChatbotWidgetConfig {
  /** The document to work in (its window gives the timers and the widget global). */
  document: Document;
  /** Id of the container element. */
  containerId: string;
  /** Told each time the status changes. */
  onStatus?: (status: ChatbotStatus) => void;
}

function widgetOf(view: Window, globalName: string): ChatbotWidget | undefined {
  const candidate = (view as unknown as Record<string, unknown>)[globalName] as
    | Partial<ChatbotWidget>
    | undefined;
  return candidate && typeof candidate.install === 'function' ? (candidate as ChatbotWidget) : undefined;
}

/**
 * Waits for the container (every 100 ms), adds the widget script once, waits for the widget (every
 * 300 ms), installs it, and installs it again whenever its container is emptied. Returns a stop
 * function that cancels every timer and observer; the script, once added, stays.
 */
export function startChatbotLoader(options: ChatbotLoaderOptions): () => void {
  const { document: doc, containerId, scriptSrc, onStatus } = options;
  const globalName = options.globalName ?? DEFAULT_CHATBOT_GLOBAL;
  const view = doc.defaultView;
  if (!view) return () => undefined;
  let stopped = false;
  let timer: number | undefined;
  let observer: MutationObserver | undefined;
  let status: ChatbotStatus | undefined;

  const report = (next: ChatbotStatus) => {
    if (next === status) return;
    status = next;
    onStatus?.(next);
  };
  const later = (step: () => void, ms: number) => {
    timer = view.setTimeout(() => {
      timer = undefined;
      if (!stopped) step();
    }, ms);
  };

  const addScript = () => {
    if (widgetOf(view, globalName)) return;
    const existing = Array.from(doc.querySelectorAll<HTMLScriptElement>('script[data-chatbot-widget]')).find(
      (script) => script.dataset.chatbotWidget === scriptSrc,
    );
    if (existing) return;
    const script = doc.createElement('script');
    script.src = scriptSrc;
    script.async = true;
    script.dataset.chatbotWidget = scriptSrc;
    script.addEventListener('error', () => {
      // A later start (another visit to the page) may try again.
      script.remove();
      if (stopped) return;
      if (timer !== undefined) view.clearTimeout(timer);
      timer = undefined;
      report('failed');
    });
    doc.head.append(script);
  };

  const watch = (container: HTMLElement) => {
    observer = new view.MutationObserver(() => {
      if (stopped || container.hasChildNodes()) return;
      // Spec 2 §4: the widget was removed from its container (another script, a re-render): again.
      observer?.disconnect();
      observer = undefined;
      report('waiting');
      findContainer();
    });
    observer.observe(container, { childList: true });
  };

  const findWidget = (container: HTMLElement) => {
    if (!container.isConnected) {
      findContainer();
      return;
    }
    const widget = widgetOf(view, globalName);
    if (!widget) {
      later(() => findWidget(container), CHATBOT_RETRY_MS);
      return;
    }
    try {
      widget.install(container);
    } catch {
      later(() => findWidget(container), CHATBOT_RETRY_MS);
      return;
    }
    report('shown');
    watch(container);
  };

  const findContainer = () => {
    const container = doc.getElementById(containerId);
    if (!container) {
      later(findContainer, CHATBOT_CONTAINER_WAIT_MS);
      return;
    }
    addScript();
    findWidget(container);
  };

  report('waiting');
  findContainer();
  return () => {
    stopped = true;
    if (timer !== undefined) view.clearTimeout(timer);
    observer?.disconnect();
  };
}
