import { modelConverter } from '../firebase-converters';
import { noticeSchema } from '../model/notice';

/** Converter for notices/{id} and brands/{b}/notices/{id} (same shape). */
export const noticeConverter = modelConverter(noticeSchema);
