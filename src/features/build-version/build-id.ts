/**
 * The id of the build this tab is running, baked in by vite.config.ts at build time
 * (`VITE_BUILD_ID`); empty in dev and tests, where there is no build to compare with.
 */
const baked: unknown = import.meta.env.VITE_BUILD_ID;

export const currentBuildId: string = typeof baked === 'string' ? baked : '';
