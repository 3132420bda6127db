/**
 * A brand's colours from its theme colour: in functions/src/public-pages, where the publicPage
 * function writes the same colours into the style sheet of a brand's pre-rendered header.
 */
export * from '../../functions/src/public-pages/brand-palette';
