// The api client alone, for `lazyApiClient` to load: a dynamic import of the package itself would load
// every module it exports (its fixtures too), not only the client.
export { createApiClient } from '@dementie/api-client';
