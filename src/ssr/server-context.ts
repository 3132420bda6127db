import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageHead } from '@/hooks/page-head';
import type { PublicRead } from '../../functions/src/public-pages/page-reads';

/** The answer to a public read, as Firestore's REST API gave it (status and JSON body). */
export type ReadAnswer = { status: number; body: unknown };

/** One page's render on the server: how it reads, what it read, and for whom. */
export type ServerContext = {
  /** Sends a visitor's read (the publicPage function's REST client: the rules decide). */
  read: (read: PublicRead) => Promise<ReadAnswer>;
  /** Every read the render made, once each, in the order sent: the page's HTML carries them. */
  reads: Map<string, { read: PublicRead; answer: Promise<ReadAnswer> }>;
  /** A read that could not be answered: the page is not made (the plain app is served). */
  failed: unknown[];
  /** The host name the visitor reaches the site on (the emulators' images are addressed on it). */
  hostname: string;
  /** What the page says about itself for the head (server-hooks.ts). */
  head: PageHead;
};

/**
 * The render in progress. The function renders up to 80 pages at once in one instance, and the
 * app's reader is a module shared by all of them: each render runs inside its own context.
 */
export const serverContext = new AsyncLocalStorage<ServerContext>();
