import { modelConverter } from '../firebase-converters';
import { collectionSettingsSchema } from '#shared/model/collection-settings.js';
import { jobRunSchema } from '#shared/model/job-run.js';

/** Converter for brands/{b}/jobRuns/{id} (written by the functions). */
export const jobRunConverter = modelConverter(jobRunSchema);
/** Converter for brands/{b}/settings/collection. */
export const collectionSettingsConverter = modelConverter(collectionSettingsSchema);
