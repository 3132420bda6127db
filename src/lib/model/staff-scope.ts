/** Shared with the functions (the same check on both sides): the module lives in functions/src/shared. */
export * from '../../../functions/src/shared/model/staff-scope.js';
