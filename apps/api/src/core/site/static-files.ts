import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_ASSET_CACHE_CONTROL, PLAIN_FILE_CACHE_CONTROL } from '../cache-policy';

/** The built brand site's files (its `dist`), as they are; pages go to the renderer instead. */
export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    cacheControl: false,
    // The build writes .br and .gz copies of its text files (config/precompress.ts): sent as they are.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed build assets never change under their name: cache them for a year.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? IMMUTABLE_ASSET_CACHE_CONTROL : PLAIN_FILE_CACHE_CONTROL);
    },
  });
}
