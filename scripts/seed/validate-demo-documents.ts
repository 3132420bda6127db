import type { DemoDocument } from './demo-documents';

/**
 * Parses every document with its schema and returns the parsed documents. Throws one error that
 * lists every bad document with its path and the zod issue (field and message), and any path
 * written twice — before the seeder writes anything.
 */
export function validateDemoDocuments(documents: DemoDocument[]): DemoDocument[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const parsed = documents.map((d) => {
    if (seen.has(d.path)) problems.push(`${d.path}: the demo data writes this document twice`);
    seen.add(d.path);
    const result = d.schema.safeParse(d.data);
    if (result.success) return { ...d, data: result.data as object };
    for (const issue of result.error.issues) {
      problems.push(`${d.path}: ${issue.path.join('.') || '(document)'}: ${issue.message}`);
    }
    return d;
  });
  if (problems.length > 0) {
    throw new Error(
      `seed: ${problems.length} problem(s) in the demo data, nothing was written:\n  ${problems.join('\n  ')}`,
    );
  }
  return parsed;
}
