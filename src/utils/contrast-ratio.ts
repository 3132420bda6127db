/** WCAG contrast: in functions/src/public-pages with the brand palette that uses it. */
export * from '../../functions/src/public-pages/contrast-ratio';
