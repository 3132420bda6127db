/** The 受付番号's formatting moved to the model, beside the number itself (issue 31, item 6). */
export { formatReferenceNumber, referenceOf } from '@/lib/model/application-reference';
