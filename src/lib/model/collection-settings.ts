/** Shared with the functions: the module lives in functions/src/shared. */
export * from '../../../functions/src/shared/model/collection-settings.js';
