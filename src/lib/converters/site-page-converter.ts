import { modelConverter } from '../firebase-converters';
import { sitePageSchema } from '../model/site-page';

/** Converter for site/{key}. */
export const sitePageConverter = modelConverter(sitePageSchema);
