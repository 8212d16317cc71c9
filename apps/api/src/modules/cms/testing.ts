import type { ApiModule, ModuleContext, ModuleRuntime } from '../../core/module';

/** Header the fake identity of the tests reads: 'editor' or 'visitor' (anything else: signed out). */
export const TEST_USER_HEADER = 'x-test-user';

/**
 * A stand-in for the auth module in tests: the signed-in user comes from a test header, so the
 * preview permission can be checked without sessions.
 */
export const fakeIdentityModule: ApiModule = {
  name: 'fake-identity',
  create: ({ identity }) => {
    identity.setUserResolver(async (request) => {
      const who = request.headers[TEST_USER_HEADER];
      if (who === 'editor') return { id: 'u-editor', email: 'redactie@example.org', isEditor: true };
      if (who === 'visitor') return { id: 'u-visitor', email: 'bezoeker@example.org', isEditor: false };
      return null;
    });
    return {};
  },
};

/** Wraps a module so a test can reach the runtime it creates. */
export function capture<R extends ModuleRuntime>(module: {
  name: string;
  create(context: ModuleContext): Promise<R>;
}): { module: ApiModule; runtime(): R } {
  let created: R | undefined;
  return {
    module: {
      name: module.name,
      async create(context) {
        created = await module.create(context);
        return created;
      },
    },
    runtime() {
      if (!created) throw new Error(`${module.name} was not created`);
      return created;
    },
  };
}
