import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../../core/module';
import { etagOf } from '../cms/cache';

/** Where the demo chat widget is served; the brands' configuration points their chatbot here. */
export const CHATBOT_WIDGET_PATH = '/demo/chatbot-widget.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Stand-ins for third-party scripts, so the demo shows them working without contacting anyone:
 * for now the chat widget of the chatbot landing page (spec 2 §2.5, §4). Served on every port, so
 * each brand site loads it from its own origin.
 */
export function createDemoModule(): ApiModule {
  return {
    name: 'demo',
    async create() {
      const body = await readFile(path.join(here, 'chatbot-widget.js'));
      const etag = etagOf(body);
      async function routes(app: FastifyInstance) {
        app.get(CHATBOT_WIDGET_PATH, async (request, reply) => {
          reply
            .header('etag', etag)
            .header('cache-control', 'public, max-age=3600')
            .header('x-content-type-options', 'nosniff');
          if (request.headers['if-none-match'] === etag) return reply.code(304).send();
          return reply.type('text/javascript; charset=utf-8').send(body);
        });
      }
      return { routes };
    },
  };
}

/** The demo module of the server. */
export const demoModule = createDemoModule();
