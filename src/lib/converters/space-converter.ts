import { modelConverter } from '../firebase-converters';
import { spaceSchema } from '../model/space';

/** Converter for brands/{b}/assets/{a}/spaces/{spaceId}. */
export const spaceConverter = modelConverter(spaceSchema);
