import { createHash } from 'node:crypto';
import {
  BLOB_CONTAINER,
  BLOB_THUMBNAIL_SIZE,
  type BlobVariantSize,
  blobNameSchema,
  variantBlobName,
  variantContainer,
} from '@dementie/api-client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contractRoute } from '../../core/contract-route';
import type { ModuleContext } from '../../core/module';
import { refuse, requireEditor } from './editor-guard';
import {
  imageSize,
  MAX_UPLOAD_BYTES,
  normaliseUpload,
  resizeVariant,
  storedName,
  UploadRejection,
  VARIANT_SIZES,
} from './images';
import { originalOfVariant } from './picture-references';
import type { BlobStore } from './storage';
import { blobUses } from './usage';

/** Where the server serves a blob: the site's own /blobstorage/ path (spec 2 §7). */
export function blobUrl(container: string, name: string): string {
  return `/blobstorage/${container}/${encodeURIComponent(name)}`;
}

/** The variant the picker shows as a thumbnail (300 px wide, the image's own ratio). */
const THUMBNAIL_SIZE = VARIANT_SIZES.find((size) => size.label === BLOB_THUMBNAIL_SIZE) as BlobVariantSize;

/** The containers files are served from: 'pictures' and the 13 variant containers. */
const SERVED_CONTAINERS: ReadonlySet<string> = new Set([
  BLOB_CONTAINER,
  ...VARIANT_SIZES.map((size) => variantContainer(size)),
]);

function byNewest(a: { name: string; createdOn: Date }, b: { name: string; createdOn: Date }): number {
  // Same second (Azure keeps seconds): the name decides, so pages never overlap.
  return b.createdOn.getTime() - a.createdOn.getTime() || a.name.localeCompare(b.name);
}

/** A free name: the wanted one, or with -2, -3 ... before the extension (uploads never overwrite). */
async function freeName(store: BlobStore, wanted: string): Promise<string> {
  if (!(await store.exists(BLOB_CONTAINER, wanted))) return wanted;
  const dot = wanted.lastIndexOf('.');
  const base = dot > 0 ? wanted.slice(0, dot) : wanted;
  const extension = dot > 0 ? wanted.slice(dot) : '';
  for (let n = 2; n < 1000; n += 1) {
    const candidate = `${base.slice(0, 190)}-${n}${extension}`;
    if (!(await store.exists(BLOB_CONTAINER, candidate))) return candidate;
  }
  throw new UploadRejection(400, 'bad-name', 'Too many images with this name.');
}

function notFound(reply: unknown, what: string) {
  return refuse(reply as FastifyReply, 404, `no blob ${what}`);
}

/**
 * The image picker's calls (api-client blobCalls, project choice) and the files themselves. The
 * calls need the editor role; the files are public, as a visitor sees them in pages.
 */
export function registerBlobRoutes(app: FastifyInstance, context: ModuleContext, store: BlobStore): void {
  // The upload body is the file itself (no multipart), whatever Content-Type the browser gives:
  // the bytes are sniffed, so the header is never trusted. Scoped to this plugin only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // A body over the limit is stopped by Fastify before the handler: answer it in the picker's
  // refusal shape too, with its code, so the editor is told why.
  app.setErrorHandler((error, _request, reply) => {
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return refuse(reply, 413, 'The image is larger than 10 MB.', { code: 'too-large' });
    }
    const invalid = error as { validation?: unknown; validationContext?: string; message?: string };
    if (invalid.validation && invalid.validationContext === 'params') {
      return refuse(reply, 400, 'Invalid blob name', { code: 'bad-name' });
    }
    throw error;
  });

  contractRoute(app, 'listBlobs', async (request, reply) => {
    if (!(await requireEditor(context, request, reply))) return reply;
    const all = (await store.list(BLOB_CONTAINER)).sort(byNewest);
    const { offset, limit } = request.query;
    const items = all.slice(offset, offset + limit).map((blob) => ({
      name: blob.name,
      url: blobUrl(BLOB_CONTAINER, blob.name),
      properties: { createdOn: blob.createdOn.toISOString() },
    }));
    reply.header('cache-control', 'no-store');
    return { items, total: all.length };
  });

  contractRoute(
    app,
    'uploadBlob',
    async (request, reply) => {
      if (!(await requireEditor(context, request, reply))) return reply;
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        return refuse(reply as FastifyReply, 415, 'Send the image file as the body.');
      }
      let image: Awaited<ReturnType<typeof normaliseUpload>>;
      try {
        image = await normaliseUpload(body);
      } catch (error) {
        if (error instanceof UploadRejection) {
          return refuse(reply as FastifyReply, error.status, error.message, { code: error.code });
        }
        throw error;
      }
      let name: string;
      try {
        name = await freeName(store, storedName(request.params.name, image.extension));
      } catch (error) {
        if (error instanceof UploadRejection) {
          return refuse(reply as FastifyReply, error.status, error.message, { code: error.code });
        }
        throw error;
      }
      if (!blobNameSchema.safeParse(name).success) {
        return refuse(reply as FastifyReply, 400, 'Invalid blob name', { code: 'bad-name' });
      }
      const createdOn = context.clock.now();
      await store.put(BLOB_CONTAINER, name, image.body, image.contentType, createdOn);
      // The picker's thumbnail (a small variant, not the original) exists from the upload on.
      await store.put(
        variantContainer(THUMBNAIL_SIZE),
        variantBlobName(name, THUMBNAIL_SIZE),
        await resizeVariant(image.body, THUMBNAIL_SIZE),
        image.contentType,
        createdOn,
      );
      const stored = await store.get(BLOB_CONTAINER, name);
      return {
        name,
        url: blobUrl(BLOB_CONTAINER, name),
        properties: { createdOn: (stored?.createdOn ?? createdOn).toISOString() },
      };
    },
    { bodyLimit: MAX_UPLOAD_BYTES },
  );

  contractRoute(app, 'deleteBlob', async (request, reply) => {
    if (!(await requireEditor(context, request, reply))) return reply;
    const { name } = request.params;
    if (!(await store.exists(BLOB_CONTAINER, name))) return notFound(reply, name);
    // An image in use goes only when the editor saw where and confirmed (force); a stale picker
    // gets 409 with the places instead of taking the image off live pages.
    if (!request.query.force) {
      const uses = await blobUses(context.database.db, name);
      if (uses.length > 0) {
        return refuse(reply as FastifyReply, 409, `${name} is in use; delete with force=true`, {
          code: 'in-use',
          uses,
        });
      }
    }
    if (!(await store.delete(BLOB_CONTAINER, name))) return notFound(reply, name);
    const deleted = [name];
    // Spec 2 §7: "delete removes variants too".
    for (const size of VARIANT_SIZES) {
      const variant = variantBlobName(name, size);
      if (await store.delete(variantContainer(size), variant))
        deleted.push(`${variantContainer(size)}/${variant}`);
    }
    // Pages that showed it leave it out from now on, in every process (decision 0047).
    await context.events.emit('picture.deleted', { name });
    return { deleted };
  });

  contractRoute(app, 'blobUses', async (request, reply) => {
    if (!(await requireEditor(context, request, reply))) return reply;
    const { name } = request.params;
    if (!(await store.exists(BLOB_CONTAINER, name))) return notFound(reply, name);
    reply.header('cache-control', 'no-store');
    return { uses: await blobUses(context.database.db, name) };
  });

  contractRoute(app, 'createBlobVariants', async (request, reply) => {
    if (!(await requireEditor(context, request, reply))) return reply;
    const { name } = request.params;
    const original = await store.get(BLOB_CONTAINER, name);
    if (!original) return notFound(reply, name);
    const variants = [];
    // One size at a time: resizing is CPU work and the machine may have two cores.
    for (const size of VARIANT_SIZES) {
      const container = variantContainer(size);
      const variantName = variantBlobName(name, size);
      // Spec 2 §7: existing variants are skipped.
      const exists = await store.exists(container, variantName);
      if (!exists) {
        const body = await resizeVariant(original.body, size);
        await store.put(container, variantName, body, original.contentType, context.clock.now());
      }
      variants.push({
        size: size.label,
        container,
        name: variantName,
        url: blobUrl(container, variantName),
        created: !exists,
      });
    }
    const size = await imageSize(original.body);
    return { variants, ...(size ? { original: size } : {}) };
  });

  // The files: public, so visitors see the chosen images. Only the picker's containers are served.
  app.get('/blobstorage/:container/:name', async (request, reply) => {
    const { container, name } = request.params as { container: string; name: string };
    if (!SERVED_CONTAINERS.has(container) || !blobNameSchema.safeParse(name).success) {
      return notFound(reply, `${container}/${name}`);
    }
    const blob = await store.get(container, name);
    if (!blob) {
      // A page may ask for a variant that was never made (an address typed in, not confirmed in the
      // picker): send the browser to the original for now, so visitors never get a broken image.
      const original = originalOfVariant(container, name);
      if (original && (await store.exists(BLOB_CONTAINER, original))) {
        return reply.header('cache-control', 'no-store').redirect(blobUrl(BLOB_CONTAINER, original), 302);
      }
      return notFound(reply, `${container}/${name}`);
    }
    const etag = `"${createHash('sha1').update(blob.body).digest('base64url')}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      // Images only: nothing in a stored file may run as a page.
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(blob.contentType).send(blob.body);
  });
}
