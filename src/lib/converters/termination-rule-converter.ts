import { modelConverter } from '../firebase-converters';
import { terminationRuleSchema } from '../model/termination-rule';

/** Converter for brands/{b}/settings/termination. */
export const terminationRuleConverter = modelConverter(terminationRuleSchema);
