import {
  BLOB_PAGE_SIZES,
  BLOB_VARIANT_SIZES,
  blobDeleteResponseSchema,
  blobItemSchema,
  blobListResponseSchema,
  blobVariantsResponseSchema,
} from '@dementie/api-client';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Backend, startTestServer, type TestServer, testBackends } from '../../test-support/backends';
import { createAuthModule, setEditorRole } from '../auth';
import { fakeSiteRoot, signUp, type Visitor } from '../auth/test-helpers';
import { mailModule } from '../mail';
import { createAzureBlobStore, createBlobsModule, createFolderBlobStore, MAX_UPLOAD_BYTES } from '.';
import { type RunningAzurite, startAzurite } from './azurite.test-support';
import type { BlobStore } from './storage';
import { jpegWithExif, png, pngClaiming } from './test-images';

interface Setup {
  name: string;
  backend: Backend;
  store: 'folder' | 'azure';
}

const [pglite] = testBackends();
const setups: Setup[] = [
  ...testBackends().map((backend) => ({
    name: `folder on ${backend.name}`,
    backend,
    store: 'folder' as const,
  })),
  { name: 'Azurite on pglite', backend: pglite as Backend, store: 'azure' },
];

describe.each(setups)('blob storage: $name', (setup) => {
  let server: TestServer;
  let app: FastifyInstance;
  let azurite: RunningAzurite | undefined;
  let store: BlobStore;
  let editor: Visitor;
  let learner: Visitor;

  beforeAll(async () => {
    if (setup.store === 'azure') {
      azurite = await startAzurite();
      store = createAzureBlobStore(azurite.connectionString);
    } else {
      store = createFolderBlobStore((await import('../../test-support/backends')).testConfig().blobDir);
    }
    server = await startTestServer(setup.backend, {
      modules: [createAuthModule({ altchaMaxNumber: 1000 }), mailModule, createBlobsModule({ store })],
    });
    app = await server.runtime.buildApp({ site: { brand: 'dementie', root: fakeSiteRoot() } });
    editor = await signUp(app, server.database.db, 'redacteur@example.nl');
    expect(await setEditorRole(server.database.db, 'redacteur@example.nl', true)).toBe(true);
    learner = await signUp(app, server.database.db, 'lerende@example.nl');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await server?.close();
    await azurite?.stop();
  });

  function call(
    who: Visitor | null,
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    payload?: Buffer,
    contentType = 'image/jpeg',
  ): Promise<LightMyRequestResponse> {
    return app.inject({
      method,
      url,
      cookies: who ? Object.fromEntries(who.cookies) : {},
      ...(payload ? { payload, headers: { 'content-type': contentType } } : {}),
    });
  }

  it('answers 401 without a session and 403 without the editor role, on every call', async () => {
    const image = await jpegWithExif(40, 30);
    const calls: [Parameters<typeof call>[1], string, Buffer?][] = [
      ['GET', '/blobstorage/pictures'],
      ['PUT', '/blobstorage/pictures/foto.jpg', image],
      ['DELETE', '/blobstorage/pictures/foto.jpg'],
      ['POST', '/blobstorage/pictures/foto.jpg/variants'],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(learner, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await store.list('pictures')).toEqual([]);
  });

  it('uploads an image: EXIF stripped, upright, listed with its name and creation time', async () => {
    const upload = await call(editor, 'PUT', '/blobstorage/pictures/vakantie.jpg', await jpegWithExif());
    expect(upload.statusCode).toBe(200);
    const item = blobItemSchema.parse(upload.json());
    expect(item.name).toBe('vakantie.jpg');
    expect(item.url).toBe('/blobstorage/pictures/vakantie.jpg');

    const file = await app.inject({ method: 'GET', url: item.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    expect([metadata.width, metadata.height]).toEqual([1200, 800]);
    // A variant never made leads to the original (a page's srcset never shows a broken image).
    const missing = await app.inject({ method: 'GET', url: '/blobstorage/pictures-800/vakantie_800.jpg' });
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toBe('/blobstorage/pictures/vakantie.jpg');
    expect(
      (await app.inject({ method: 'GET', url: '/blobstorage/pictures-800/bestaat-niet_800.jpg' })).statusCode,
    ).toBe(404);
    // The picker's thumbnail is made with the upload: 300 px wide, the same ratio.
    const thumbnail = await app.inject({ method: 'GET', url: '/blobstorage/pictures-300/vakantie_300.jpg' });
    expect(thumbnail.statusCode).toBe(200);
    const thumbnailMeta = await sharp(thumbnail.rawPayload).metadata();
    expect([thumbnailMeta.width, thumbnailMeta.height]).toEqual([300, 200]);

    // A visitor without a session sees the file (it is shown in pages), never the list.
    const again = await app.inject({
      method: 'GET',
      url: item.url,
      headers: { 'if-none-match': String(file.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps transparency: a PNG is stored as lossless WebP under the right extension', async () => {
    const upload = await call(editor, 'PUT', '/blobstorage/pictures/logo.png', await png(), 'image/png');
    const item = blobItemSchema.parse(upload.json());
    expect(item.name).toBe('logo.webp');
    const file = await app.inject({ method: 'GET', url: item.url });
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).hasAlpha).toBe(true);
  });

  it('never overwrites: a second upload with the same name gets a free one', async () => {
    const upload = await call(
      editor,
      'PUT',
      '/blobstorage/pictures/vakantie.jpg',
      await jpegWithExif(50, 50),
    );
    expect(blobItemSchema.parse(upload.json()).name).toBe('vakantie-2.jpg');
  });

  it('refuses other files, whatever their name and Content-Type say', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const brokenJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    for (const body of [pdf, html, svg, brokenJpeg]) {
      const answer = await call(
        editor,
        'PUT',
        '/blobstorage/pictures/gewoon-een-foto.jpg',
        body,
        'image/jpeg',
      );
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toMatchObject({ code: 'not-an-image' });
    }
    expect((await store.list('pictures')).map((blob) => blob.name)).not.toContain('gewoon-een-foto.jpg');
  });

  it('refuses files over 10 MB and images over 40 megapixels', async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const tooLarge = await call(editor, 'PUT', '/blobstorage/pictures/groot.jpg', huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'too-large' });
    const bomb = await call(
      editor,
      'PUT',
      '/blobstorage/pictures/bom.png',
      pngClaiming(8000, 5001),
      'image/png',
    );
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().reason).toMatch(/40 megapixels/);
    expect(bomb.json()).toMatchObject({ code: 'too-many-pixels' });
  });

  it('refuses bad names with 400', async () => {
    const answer = await call(editor, 'PUT', '/blobstorage/pictures/..%2Fetc.jpg', await png(10, 10));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'bad-name' });
  });

  it('lists newest first in pages: 15 first, then 10 more', async () => {
    const tiny = await png(8, 8);
    for (let index = 0; index < 25; index += 1) {
      server.clock.advance(60_000);
      const name = `reeks-${String(index).padStart(2, '0')}.png`;
      expect((await call(editor, 'PUT', `/blobstorage/pictures/${name}`, tiny, 'image/png')).statusCode).toBe(
        200,
      );
    }
    const first = blobListResponseSchema.parse(
      (await call(editor, 'GET', `/blobstorage/pictures?offset=0&limit=${BLOB_PAGE_SIZES.initial}`)).json(),
    );
    expect(first.total).toBe(28); // 25 plus the three uploads above
    expect(first.items).toHaveLength(15);
    const more = blobListResponseSchema.parse(
      (await call(editor, 'GET', `/blobstorage/pictures?offset=15&limit=${BLOB_PAGE_SIZES.more}`)).json(),
    );
    expect(more.items).toHaveLength(10);
    const names = [...first.items, ...more.items].map((item) => item.name);
    expect(new Set(names).size).toBe(25);
    const times = [...first.items, ...more.items].map((item) => Date.parse(item.properties.createdOn));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    if (setup.store === 'folder') {
      // The server clock decides the creation time: the last upload comes first.
      expect(names[0]).toBe('reeks-24.webp');
      expect(first.items[0]?.properties.createdOn).toBe(server.clock.now().toISOString());
    }
    const rest = blobListResponseSchema.parse(
      (await call(editor, 'GET', '/blobstorage/pictures?offset=25&limit=10')).json(),
    );
    expect(rest.items).toHaveLength(3);
  });

  it('creates the 13 variants into pictures-<size> as name_size.ext, skipping existing ones', async () => {
    const answer = await call(editor, 'POST', '/blobstorage/pictures/vakantie.jpg/variants');
    expect(answer.statusCode).toBe(200);
    const { variants } = blobVariantsResponseSchema.parse(answer.json());
    expect(variants.map((variant) => variant.size)).toEqual(BLOB_VARIANT_SIZES.map((size) => size.label));
    // The picker's thumbnail (300) was made at upload; the other 12 are new.
    expect(variants.filter((variant) => !variant.created).map((variant) => variant.size)).toEqual(['300']);
    // The original's size, so pages can reserve the image's space (width and height attributes).
    expect(blobVariantsResponseSchema.parse(answer.json()).original).toEqual({ width: 1200, height: 800 });
    expect(variants[0]).toMatchObject({
      container: 'pictures-404x227',
      name: 'vakantie_404x227.jpg',
      url: '/blobstorage/pictures-404x227/vakantie_404x227.jpg',
    });

    const box = await app.inject({
      method: 'GET',
      url: '/blobstorage/pictures-404x227/vakantie_404x227.jpg',
    });
    expect(box.headers['content-type']).toBe('image/jpeg');
    const boxMeta = await sharp(box.rawPayload).metadata();
    expect([boxMeta.width, boxMeta.height]).toEqual([404, 227]);
    const byWidth = await app.inject({ method: 'GET', url: '/blobstorage/pictures-600/vakantie_600.jpg' });
    const widthMeta = await sharp(byWidth.rawPayload).metadata();
    expect([widthMeta.width, widthMeta.height]).toEqual([600, 400]); // 1200x800 keeps its ratio

    const second = blobVariantsResponseSchema.parse(
      (await call(editor, 'POST', '/blobstorage/pictures/vakantie.jpg/variants')).json(),
    );
    expect(second.variants.every((variant) => !variant.created)).toBe(true);

    expect((await call(editor, 'POST', '/blobstorage/pictures/bestaat-niet.jpg/variants')).statusCode).toBe(
      404,
    );
  }, 60_000);

  it('answers two variant calls for one image at the same moment both with 200 and the same files', async () => {
    // The picker's confirm and a save both ask; on one clock tick, the folder store's temporary
    // files once shared a name and the slower call failed with 500.
    const upload = await call(editor, 'PUT', '/blobstorage/pictures/tegelijk.png', await png(900, 600));
    expect(upload.statusCode).toBe(200);
    const { name } = blobItemSchema.parse(upload.json());
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 26, 12));
    try {
      const answers = await Promise.all([
        call(editor, 'POST', `/blobstorage/pictures/${name}/variants`),
        call(editor, 'POST', `/blobstorage/pictures/${name}/variants`),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const [first, second] = answers.map((answer) => blobVariantsResponseSchema.parse(answer.json()));
      expect(second?.variants.map((variant) => variant.url)).toEqual(
        first?.variants.map((variant) => variant.url),
      );
      expect(first?.original).toEqual({ width: 900, height: 600 });
    } finally {
      now.mockRestore();
    }
    const names = (await store.list('pictures-600')).map((blob) => blob.name);
    expect(names.filter((name) => name.startsWith('tegelijk'))).toEqual(['tegelijk_600.webp']);
  }, 60_000);

  it('keeps the image when another site asks to delete it, even with the editor’s cookie', async () => {
    const cookies = Object.fromEntries(editor.cookies);
    const forged = await app.inject({
      method: 'DELETE',
      url: '/blobstorage/pictures/vakantie.jpg',
      cookies,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ error: 'forbidden', reason: 'cross-site request' });
    // A text/plain call needs no preflight from another site: refused, whatever it holds.
    const plain = await app.inject({
      method: 'POST',
      url: '/blobstorage/pictures/vakantie.jpg/variants',
      cookies,
      headers: { 'content-type': 'text/plain' },
      payload: '',
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.json().reason).toContain('application/json');
    expect(await store.exists('pictures', 'vakantie.jpg')).toBe(true);
  });

  it('serves a file under its own sandboxed policy as well as the closed one', async () => {
    const file = await app.inject({ method: 'GET', url: '/blobstorage/pictures/vakantie.jpg' });
    expect(file.statusCode).toBe(200);
    const policies = [file.headers['content-security-policy']].flat();
    expect(policies).toEqual(["default-src 'none'; frame-ancestors 'none'", "default-src 'none'; sandbox"]);
  });

  it('deletes a blob and its variants', async () => {
    const answer = await call(editor, 'DELETE', '/blobstorage/pictures/vakantie.jpg');
    expect(answer.statusCode).toBe(200);
    const { deleted } = blobDeleteResponseSchema.parse(answer.json());
    expect(deleted).toContain('vakantie.jpg');
    expect(deleted).toContain('pictures-1740/vakantie_1740.jpg');
    expect(deleted).toHaveLength(14);
    expect((await app.inject({ method: 'GET', url: '/blobstorage/pictures/vakantie.jpg' })).statusCode).toBe(
      404,
    );
    expect(await store.exists('pictures-404x227', 'vakantie_404x227.jpg')).toBe(false);
    expect((await call(editor, 'DELETE', '/blobstorage/pictures/vakantie.jpg')).statusCode).toBe(404);
  });

  it('serves only the picker containers', async () => {
    expect((await app.inject({ method: 'GET', url: '/blobstorage/secrets/logo.webp' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/blobstorage/pictures/logo.webp' })).statusCode).toBe(
      200,
    );
  });
});
