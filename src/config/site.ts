/**
 * Site-wide constants shown to visitors: in functions/src/public-pages, where the publicPage
 * function writes the same name, tagline and description into each page's head.
 */
export * from '../../functions/src/public-pages/site';
