/**
 * The paths of what visitors read, from functions/src/public-pages, where the publicPage function
 * reads the same documents (functions/ never imports from ../src; the module has no imports, so
 * the SPA's bundle takes it as it is).
 */
export * from '../../../functions/src/public-pages/public-collection-paths';
