import { modelConverter } from '../firebase-converters';
import { collectionSettingsSchema } from '../model/collection-settings';
import { jobRunSchema } from '../model/job-run';

/** Converter for brands/{b}/jobRuns/{id} (written by the functions). */
export const jobRunConverter = modelConverter(jobRunSchema);
/** Converter for brands/{b}/settings/collection. */
export const collectionSettingsConverter = modelConverter(collectionSettingsSchema);
