// Types of feature-size-allow-list.mjs for its TypeScript importers (its unit test).
export const featureSizeAllowList: string[];
export const featureMaxLines: number;
