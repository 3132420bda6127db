import { createRouteRuleStep } from './create-route-rule-step';

/** The app's route-rule step: one memory of answers for the page session. */
export const routeRuleStep = createRouteRuleStep();
