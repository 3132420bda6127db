import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (scripts/lib/ is two levels down). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
