import type { Application } from '@/lib/model/application';

/** An application as the admin screens read it: the stored document with its id. */
export type AdminApplication = Application & { id: string };
