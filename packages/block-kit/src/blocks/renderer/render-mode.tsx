/**
 * Where the blocks are shown: in `development` and `preview` (editors) problems are shown on the
 * page; in `production` they stay quiet and are reported with a console warning (spec 2 §2.5).
 */
export type BlockRenderMode = 'development' | 'preview' | 'production';
