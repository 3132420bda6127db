/** Shared with the functions (docs/billing.md, "Only methods we can collect"): the module lives in functions/src/shared. */
export * from '../../../functions/src/shared/model/payment-terms.js';
