// The public-pages module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createPublicPagesModule } from './public-pages.module.ts';
export { loadPageRenderer } from './page-body.ts';
export { createPageHtml } from './page-html.ts';
