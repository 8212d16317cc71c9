// The server entry of @dementie/site: rendering needs react-dom/server, which the browser never loads.
export type { HeadData } from './ssr/head';
export { headToHtml } from './ssr/head';
export type { RenderRequestOptions, RenderResult } from './ssr/render';
export { brandRenderer, renderRequest } from './ssr/render';
