import { modelConverter } from '../firebase-converters';
import { reportSchema, reportStateSchema } from '#shared/reports/report-figures.js';

/** Converter for brands/{b}/reports/{id}: the kept monthly figures (written by the functions). */
export const reportConverter = modelConverter(reportSchema);
/** Converter for brands/{b}/reports/state: the reports job's last run. */
export const reportStateConverter = modelConverter(reportStateSchema);
