/** Shared with the functions (docs/ARCHITECTURE.md, one money model): the module lives in functions/src/shared. */
export * from '../../../functions/src/shared/billing/bank-business-day.js';
