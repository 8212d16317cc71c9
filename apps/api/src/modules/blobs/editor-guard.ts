import type { BlobRefusalCode, BlobUse } from '@dementie/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInUser } from '../../core/identity';
import type { ModuleContext } from '../../core/module';

/**
 * Editors only (decision 0013; spec 2 §6 "the image picker can report 'unauthorized'"): 401 without a
 * session, 403 for a signed-in user without the editor role. Answers null after replying.
 */
export async function requireEditor(
  context: ModuleContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedInUser | null> {
  const user = await context.identity.user(request);
  if (!user) {
    await reply.code(401).send({ error: 'unauthorized', reason: 'Log in as an editor first.' });
    return null;
  }
  if (!user.isEditor) {
    await reply.code(403).send({ error: 'forbidden', reason: 'Only editors may do this.' });
    return null;
  }
  return user;
}

/**
 * Answers a 4xx with the server's error shape (`{ error, reason }`, and the blob calls' machine
 * readable `code` when given: api-client BLOB_REFUSAL_CODES), outside the 200 schema.
 */
export function refuse(
  reply: FastifyReply,
  status: 400 | 404 | 409 | 413 | 415,
  reason: string,
  extra: { code?: BlobRefusalCode; uses?: readonly BlobUse[] } = {},
): FastifyReply {
  const error = status === 404 ? 'not found' : status === 409 ? 'conflict' : 'bad request';
  return reply.code(status).send({ error, reason, ...extra });
}
