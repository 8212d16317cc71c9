import { type ApiCallName, apiContracts, type CallContract, routePattern } from '@dementie/api-client';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyRequest,
  preValidationHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The server's refusal answer (`{ error, reason }`, see the error handler in runtime.ts). */
export const refusalSchema = z.object({ error: z.string(), reason: z.string() });

/**
 * A 400 that may also be a failed request check: the error handler adds the zod `issues`, which a
 * route declaring a 400 with {@link refusalSchema} would drop from the answer.
 */
export const badRequestSchema = refusalSchema.extend({ issues: z.unknown().optional() });

/** Schemas of answers a route sends besides the contract's 200 answer, by status code. */
export type OtherAnswers = Readonly<Partial<Record<number, z.ZodType>>>;

/** What a route may add to its contract; everything else comes from `apiContracts`. */
export interface ContractRouteOptions {
  /**
   * The refusals this route sends (401, 404, ...) with their schema: they are no part of the
   * contract, which describes the success answer only, yet typing them keeps `reply.code(n).send`
   * honest and keeps extra fields out of them.
   */
  readonly otherAnswers?: OtherAnswers;
  /**
   * Leave the path parameters to the handler instead of the contract's schema, for addresses where a
   * malformed part means "no such thing" (404), as for any unknown address, rather than a 400.
   */
  readonly uncheckedParams?: true;
  /** Runs before validation (the anti-forgery guard: a forged request learns nothing about the body rules). */
  readonly preValidation?: preValidationHookHandler;
  /** A larger body than the application's limit (an image upload). */
  readonly bodyLimit?: number;
}

type Contract<N extends ApiCallName> = (typeof apiContracts)[N];

/** The Fastify schema of call `N` as {@link contractRoute} registers it: what types the handler. */
export interface ContractRouteSchema<N extends ApiCallName, O extends ContractRouteOptions> {
  params: O['uncheckedParams'] extends true ? undefined : Contract<N>['params'];
  querystring: Contract<N>['querystring'];
  body: Contract<N>['body'];
  response: { 200: Contract<N>['response'] } & (O['otherAnswers'] extends OtherAnswers
    ? O['otherAnswers']
    : unknown);
}

/** A handler of call `N`: its request and reply typed from the contract. */
export type ContractHandler<
  N extends ApiCallName,
  O extends ContractRouteOptions = ContractRouteOptions,
> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ContractRouteSchema<N, O>,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call of `apiContracts` the route answers (set by {@link contractRoute}, read by `registeredRoutes`). */
    apiCall?: ApiCallName;
  }
}

/** The call a route answers when it was registered by {@link contractRoute}, from its route config. */
export function contractCallOf(config: unknown): ApiCallName | undefined {
  if (typeof config !== 'object' || config === null) return undefined;
  return (config as { apiCall?: ApiCallName }).apiCall;
}

/**
 * Registers the route of call `name` of `apiContracts`: its method, its path (`routePattern`), and
 * its params, querystring, body and response schemas, so requests and answers are checked by the
 * same schemas the client uses and the handler is typed from them. A route only adds what the
 * contract cannot know (see {@link ContractRouteOptions}).
 */
export function contractRoute<
  N extends ApiCallName,
  const O extends ContractRouteOptions = Record<never, never>,
>(app: FastifyInstance, name: N, handler: ContractHandler<N, O>, options?: O): void {
  const contract: CallContract = apiContracts[name];
  const { otherAnswers, uncheckedParams, preValidation, bodyLimit } = (options ?? {}) as ContractRouteOptions;
  const hooks: preValidationHookHandler[] = [];
  // A reserved expansion (`{+path}`) becomes the router's wildcard `*`: the handler and the schema
  // see it under the template's own name.
  const expansion = /\{\+([^}]+)\}/.exec(contract.path)?.[1];
  if (expansion) hooks.push(renameWildcard(expansion));
  if (preValidation) hooks.push(preValidation);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: routePattern(contract.path),
    config: { apiCall: name },
    ...(hooks.length > 0 ? { preValidation: hooks } : {}),
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    schema: {
      ...(contract.params && !uncheckedParams ? { params: contract.params } : {}),
      ...(contract.querystring ? { querystring: contract.querystring } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response:
        // An image is bytes: no JSON schema for its success answer.
        contract.responseType === 'binary'
          ? { ...otherAnswers }
          : { 200: contract.response, ...otherAnswers },
    },
    handler: handler as RouteHandlerMethod,
  });
}

function renameWildcard(name: string): preValidationHookHandler {
  return (request: FastifyRequest, _reply, done) => {
    const params = request.params as Record<string, string | undefined>;
    request.params = { [name]: params['*'] ?? '' };
    done();
  };
}
