/**
 * The one brand-id format, shared by the router (which pages may exist), the model's zod schema
 * and, by hand, firestore.rules: lower-case letters, digits and hyphens, 3–32 characters,
 * starting with a letter and not ending with a hyphen — safe in a URL and easy to read aloud.
 */
export const brandIdPattern = /^[a-z][a-z0-9-]{1,30}[a-z0-9]$/;
