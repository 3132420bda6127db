/** Shared with the functions (the writer of the log): the module lives in functions/src/shared. */
export * from '../../../functions/src/shared/model/audit-log.js';
