/**
 * schema.org data for an asset page: built in functions/src/public-pages, where the publicPage
 * function puts the same data in the page's HTML for crawlers and link previews.
 */
export { assetJsonLd } from '../../../functions/src/public-pages/asset-json-ld';
