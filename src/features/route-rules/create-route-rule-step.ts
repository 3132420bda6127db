import { redirect, replace } from 'react-router';
import { ROUTE_RULE_FROM_MAX } from '@/lib/model/route-rule-patterns';
import { fetchRouteRule } from './api/fetch-route-rule';
import type { RouteRuleAnswer } from './api/fetch-route-rule';
import { isFollowableTarget } from './is-followable-target';

/** The router's global route-rule step (docs/route-rules.md, "The router's step"). */
export type RouteRuleStep = {
  /**
   * Runs first in every route loader. Resolves to let the navigation go on (no rule, a rule
   * that cannot be followed, a loop, or no answer within the timeout); throws a redirect
   * `Response` for an internal target; for an external target it replaces the document's
   * location and stays pending, so the page asked for is never rendered meanwhile.
   */
  check(request: Request): Promise<void>;
  /** Forgets the remembered answers (an admin changed a rule in this tab). */
  forget(): void;
};

export type RouteRuleStepOptions = {
  lookup?: (path: string, signal: AbortSignal) => Promise<RouteRuleAnswer | null>;
  /** How long the first page load waits for an answer before it goes on without one. */
  firstLoadTimeoutMs?: number;
  /** The same for client-side navigations, where the visitor already has a page. */
  navigationTimeoutMs?: number;
  /** A failed lookup is not repeated for this long (the path goes on at once meanwhile). */
  failureRetryMs?: number;
  /** A request still unanswered after this long is given up (its answer is never cached). */
  requestTimeoutMs?: number;
  /** Redirects one navigation may follow before the chain is stopped. */
  maxHops?: number;
  /** After replacing the location, render anyway if the document is still here this long after. */
  leaveFallbackMs?: number;
  /** Leaves for an external address; `window.location.replace` in the browser. */
  leave?: (url: string) => void;
  /** The document's current address; `window.location.href` in the browser. */
  documentUrl?: () => string;
  now?: () => number;
  warn?: (message: string) => void;
};

/** The `path` the function accepts: `/` or `/seg/…`, no empty segment (parse-rule-path.ts). */
const LOOKUP_PATH = /^(\/|(\/[^/\s?#*\\]+)+)$/;
/** A redirect chain continues only if its next navigation starts this soon. */
const CHAIN_WINDOW_MS = 10_000;
/** Paths remembered at most (a long-lived tab keeps memory bounded; the oldest go first). */
const MAX_REMEMBERED = 500;

/** The lookup key: one trailing slash dropped, as the function and Hosting do. */
function lookupPath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** The admin area and the API are never redirected, so no rule can lock staff out. */
function isExempt(path: string): boolean {
  return /^\/(admin|api)(\/|$)/.test(path);
}

/** `to` with the request's query (when `to` has none) and hash (when `to` has none). */
function internalLocation(to: string, search: string, hash: string): string {
  const hashAt = to.indexOf('#');
  const base = hashAt < 0 ? to : to.slice(0, hashAt);
  const ownHash = hashAt < 0 ? '' : to.slice(hashAt);
  const query = base.includes('?') ? '' : search;
  return `${base}${query}${ownHash || hash}`;
}

function untilAborted(signal: AbortSignal, fallbackMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, fallbackMs);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      },
      { once: true },
    );
  });
}

/**
 * Builds the step with its own memory (tests make their own; the app has one,
 * `routeRuleStep`). Every path is asked once per page session: answers, "no rule" included, are
 * kept in memory until the next full page load; a failure is kept for `failureRetryMs`.
 */
export function createRouteRuleStep({
  lookup = fetchRouteRule,
  firstLoadTimeoutMs = 1500,
  navigationTimeoutMs = 800,
  failureRetryMs = 60_000,
  requestTimeoutMs = 10_000,
  maxHops = 5,
  leaveFallbackMs = 10_000,
  leave = (url) => window.location.replace(url),
  documentUrl = () => window.location.href,
  now = () => Date.now(),
  warn = (message) => console.warn(message),
}: RouteRuleStepOptions = {}): RouteRuleStep {
  const answers = new Map<string, RouteRuleAnswer | null>();
  const inFlight = new Map<string, Promise<RouteRuleAnswer | null>>();
  const failedAt = new Map<string, number>();
  let firstLoad = true;
  let chain: { next: string; visited: string[]; at: number } | null = null;

  function remember(path: string, answer: RouteRuleAnswer | null): void {
    if (answers.size >= MAX_REMEMBERED) {
      const oldest = answers.keys().next().value;
      if (oldest !== undefined) answers.delete(oldest);
    }
    answers.set(path, answer);
  }

  /** The one request for `path`, shared by every navigation to it until it settles. */
  function ask(path: string): Promise<RouteRuleAnswer | null> {
    const existing = inFlight.get(path);
    if (existing) return existing;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
    const request = lookup(path, controller.signal)
      .then((answer) => {
        // A late answer still counts: the next navigation to the path uses it.
        remember(path, answer);
        failedAt.delete(path);
        return answer;
      })
      .catch((error: unknown) => {
        failedAt.set(path, now());
        throw error;
      })
      .finally(() => {
        clearTimeout(timer);
        inFlight.delete(path);
      });
    inFlight.set(path, request);
    return request;
  }

  /** The answer within `timeoutMs`, or undefined (no answer in time, failed, or aborted). */
  async function answerFor(
    path: string,
    timeoutMs: number,
    signal: AbortSignal,
  ): Promise<RouteRuleAnswer | null | undefined> {
    if (answers.has(path)) return answers.get(path);
    const failed = failedAt.get(path);
    if (failed !== undefined && now() - failed < failureRetryMs) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), timeoutMs);
      signal.addEventListener('abort', () => resolve(undefined), { once: true });
    });
    try {
      return await Promise.race([ask(path).catch(() => undefined), giveUp]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function check(request: Request): Promise<void> {
    const isFirstLoad = firstLoad;
    firstLoad = false;
    const url = new URL(request.url);
    const path = lookupPath(url.pathname);
    const continuing = chain !== null && chain.next === path && now() - chain.at < CHAIN_WINDOW_MS;
    const visited = continuing && chain ? chain.visited : [];
    chain = null;
    if (isExempt(path) || path.length > ROUTE_RULE_FROM_MAX || !LOOKUP_PATH.test(path)) return;

    const timeoutMs = isFirstLoad ? firstLoadTimeoutMs : navigationTimeoutMs;
    const rule = await answerFor(path, timeoutMs, request.signal);
    if (!rule || request.signal.aborted) return;
    if (!isFollowableTarget(rule.to)) {
      warn(`転送ルールを無視しました（転送先が不正です）: ${path} → ${rule.to}`);
      return;
    }
    let to = rule.to;
    if (to.startsWith('https://')) {
      const external = new URL(to);
      if (external.origin !== url.origin) {
        leave(to);
        await untilAborted(request.signal, leaveFallbackMs);
        return;
      }
      // The site's own address written in full is an internal move: it reloads nothing, and
      // the loop and hop checks below see it (a full reload would forget the chain each time).
      to = `${external.pathname}${external.search}${external.hash}`;
    }

    const target = lookupPath(new URL(to, url.origin).pathname);
    const trail = [...visited, path];
    if (target === path || visited.includes(target)) {
      warn(`転送ルールがループしているため、転送を止めました: ${[...trail, target].join(' → ')}`);
      return;
    }
    if (trail.length > maxHops) {
      warn(
        `転送ルールの転送が ${maxHops} 回を超えたため、転送を止めました: ${[...trail, target].join(' → ')}`,
      );
      return;
    }
    chain = { next: target, visited: trail, at: now() };
    // When the document is already at the requested address (first load, back/forward), its
    // history entry is replaced; after a link the old path was never committed, so a push of
    // the target leaves no entry for it either.
    const current = new URL(documentUrl());
    const atRequest = current.pathname === url.pathname && current.search === url.search;
    const location = internalLocation(to, url.search, atRequest ? current.hash : '');
    throw atRequest ? replace(location) : redirect(location);
  }

  return {
    check,
    forget() {
      answers.clear();
      failedAt.clear();
    },
  };
}
