/** The brand-id format: in functions/src/public-pages, where the publicPage function checks it too. */
export * from '../../functions/src/public-pages/brand-id-pattern';
