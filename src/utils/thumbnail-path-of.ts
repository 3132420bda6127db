/** A photo's thumbnail path: in functions/src/public-pages, shared with the publicPage function. */
export * from '../../functions/src/public-pages/thumbnail-path-of';
