// The auth package's islands alone: a dynamic import of the package itself would load every screen it
// exports (the certificate form with its word filter, the login and account screens).
export { AccountMenu, PageNotice } from '@dementie/auth';
