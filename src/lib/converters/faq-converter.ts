import { modelConverter } from '../firebase-converters';
import { faqSchema } from '../model/faq';

/** Converter for faqs/{id} and brands/{b}/faqs/{id} (same shape). */
export const faqConverter = modelConverter(faqSchema);
