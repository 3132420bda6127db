import { modelConverter } from '../firebase-converters';
import { newsItemSchema } from '../model/news-item';

/** Converter for news/{id} and brands/{b}/infos/{id} (same shape). */
export const newsItemConverter = modelConverter(newsItemSchema);
