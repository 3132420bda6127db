import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { featureMaxLines, featureSizeAllowList } from '../feature-size-allow-list.mjs';

describe('the feature files allowed over the line limit', () => {
  it.each(featureSizeAllowList)('%s is still over the limit (else it leaves the list)', (file) => {
    const lines = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8').split(
      '\n',
    ).length;
    expect(lines).toBeGreaterThan(featureMaxLines);
  });
});
