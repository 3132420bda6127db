import { modelConverter } from '../firebase-converters';
import { contactSchema } from '../model/contact';

/** Converter for brands/{b}/contacts/{id}. */
export const contactConverter = modelConverter(contactSchema);
