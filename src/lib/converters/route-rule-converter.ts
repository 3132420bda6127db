import { modelConverter } from '../firebase-converters';
import { routeRuleSchema } from '../model/route-rule';

/** Converter for routeRules/{id}. */
export const routeRuleConverter = modelConverter(routeRuleSchema);
