import type { ConfigEnv, UserConfig } from 'vite';

/**
 * A plugin's `apply` for what only the browser build needs (its HTML shell, its compressed copies):
 * on in `vite build`, off in the dev server and in the server bundle (`vite build --ssr`).
 */
export function browserBuildOnly(_config: UserConfig, env: ConfigEnv): boolean {
  return env.command === 'build' && !env.isSsrBuild;
}
