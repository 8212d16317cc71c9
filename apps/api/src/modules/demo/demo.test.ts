import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testBackends } from '../../test-support/backends';
import { fakeSiteRoot } from '../auth/test-helpers';
import { CHATBOT_WIDGET_PATH, createDemoModule } from '.';

type WidgetWindow = Window & { dementieChatbot?: { install(container: HTMLElement): void } };

describe('demo chat widget (spec 2 §2.5, §4)', () => {
  let server: TestServer;
  let api: FastifyInstance;
  let site: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer(testBackends()[0]!, { modules: [createDemoModule()] });
    api = await server.runtime.buildApp();
    site = await server.runtime.buildApp({ site: { brand: 'alzheimer', root: fakeSiteRoot() } });
  });
  afterAll(async () => {
    await site?.close();
    await api?.close();
    await server?.close();
  });

  it('serves the widget script as JavaScript, cached with an etag, on the API and on a brand site', async () => {
    for (const app of [api, site]) {
      const response = await app.inject({ method: 'GET', url: CHATBOT_WIDGET_PATH });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toContain('window.dementieChatbot');
      const again = await app.inject({
        method: 'GET',
        url: CHATBOT_WIDGET_PATH,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('draws an accessible chat button whose panel opens, says it is a demo, and closes on Escape', async () => {
    const response = await api.inject({ method: 'GET', url: CHATBOT_WIDGET_PATH });
    // The script loads nothing itself: run it in a page with scripts allowed but no network.
    const dom = new JSDOM(
      '<!doctype html><html lang="nl"><body><div id="chatbot-container"></div></body></html>',
      {
        runScripts: 'outside-only',
      },
    );
    dom.window.eval(response.body);
    const window = dom.window as unknown as WidgetWindow;
    const container = window.document.getElementById('chatbot-container')!;
    window.dementieChatbot!.install(container);
    const toggle = container.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    expect(toggle.textContent).toBe('Chat met ons (demo)');
    expect(toggle.type).toBe('button');
    const panel = window.document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain('Hallo! Dit is een voorbeeld van de chat.');
    expect(window.document.activeElement?.id).toBe(panel.getAttribute('aria-labelledby'));
    panel.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel.hidden).toBe(true);
    expect(window.document.activeElement).toBe(toggle);
    // Emptied and installed again (the loader's reinstall): one widget again, with its own ids.
    container.replaceChildren();
    window.dementieChatbot!.install(container);
    expect(container.querySelectorAll('button[aria-expanded]')).toHaveLength(1);
    expect(window.document.querySelectorAll('style#demo-chatbot-style')).toHaveLength(1);
  });
});
