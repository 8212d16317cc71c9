/**
 * The modules that own tables, in the order their migrations run. A later module may reference an
 * earlier one's tables (elearning runs -> auth users; certificates -> elearning runs), never the reverse.
 * Each keeps its own migration journal table, so modules evolve independently.
 */
export const migrationModules = [
  'core',
  'auth',
  'mail',
  'cms',
  'redirects',
  'search',
  'counter',
  'elearning',
  'certificates',
  'blobs',
  'newsletter',
  'memorytest',
] as const;

export type MigrationModule = (typeof migrationModules)[number];
