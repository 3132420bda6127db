/** The site's own first segments: in functions/src/public-pages, shared with the publicPage function. */
export * from '../../functions/src/public-pages/reserved-first-segments';
