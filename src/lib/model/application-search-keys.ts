import * as z from 'zod/mini';
import { memberNameKey } from './member-search-keys';

/**
 * brands/{b}/applications/{id} `search`: the applicant's name and フリガナ folded as the member
 * search folds them (memberNameKey: width, kana, spaces, small kana), so staff find an
 * application by the beginning of either. Written with the application (the apply batch, the
 * seed); the rules require it on create and keep it while the name and フリガナ stay.
 */
export const applicationSearchSchema = z.strictObject({
  name: z.string(),
  kana: z.string(),
});

export type ApplicationSearch = z.infer<typeof applicationSearchSchema>;

/** The `search` field of an application with this name and フリガナ. */
export function applicationSearchKeys(applicant: {
  name: string;
  kana: string;
}): ApplicationSearch {
  return { name: memberNameKey(applicant.name), kana: memberNameKey(applicant.kana) };
}
