import { watch } from 'node:fs';
import type { FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import type { CompileRules, Ruleset, RulesSyntaxIssue } from '../rules/api.js';

/** Formats a compile failure as `file:line:column: message` lines. */
export function describeRulesError(error: unknown, fileName: string): string {
  const issues = (error as { issues?: RulesSyntaxIssue[] } | null)?.issues;
  if (Array.isArray(issues) && issues.length > 0) {
    return issues.map((i) => `${fileName}:${i.line}:${i.column}: ${i.message}`).join('\n');
  }
  return `${fileName}: ${error instanceof Error ? error.message : String(error)}`;
}

/** Raised by setRules for rules that do not compile; the message carries line:column. */
export class RulesCompileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulesCompileError';
  }
}

/**
 * Holds the active Firestore rules: one server-wide ruleset (from the rules file or setRules)
 * and per-project ones loaded through the control endpoint, like the official emulator.
 * Without any rules every request is allowed (the official emulator's default when no rules
 * file is configured).
 */
export class RulesHost {
  private readonly compile: CompileRules;
  private readonly log: (line: string) => void;
  private global: Ruleset | null = null;
  private readonly perProject = new Map<string, Ruleset>();
  private watcher: FSWatcher | null = null;
  private debounce: NodeJS.Timeout | null = null;

  constructor(compile: CompileRules, log: (line: string) => void) {
    this.compile = compile;
    this.log = log;
  }

  private build(source: string, fileName: string): Ruleset {
    let ruleset: Ruleset;
    try {
      ruleset = this.compile(source, fileName);
    } catch (error) {
      throw new RulesCompileError(describeRulesError(error, fileName));
    }
    if (ruleset.service !== 'cloud.firestore') {
      throw new RulesCompileError(
        `${fileName}: these rules are for ${ruleset.service}, not cloud.firestore.`,
      );
    }
    return ruleset;
  }

  /** Replaces the server-wide rules; throws RulesCompileError and keeps the old ones on bad rules. */
  setGlobal(source: string, fileName = 'firestore.rules'): void {
    this.global = this.build(source, fileName);
    this.perProject.clear();
  }

  setForProject(projectId: string, source: string, fileName = 'firestore.rules'): void {
    this.perProject.set(projectId, this.build(source, fileName));
  }

  rulesetFor(projectId: string): Ruleset | null {
    return this.perProject.get(projectId) ?? this.global;
  }

  /** Reloads `path` when it changes (debounced); a bad file is logged and the last good rules stay. */
  watchFile(path: string): void {
    const file = basename(path);
    this.watcher = watch(dirname(path), (_event, changed) => {
      if (changed !== null && changed !== file) return;
      if (this.debounce) clearTimeout(this.debounce);
      this.debounce = setTimeout(() => {
        this.debounce = null;
        readFile(path, 'utf8').then(
          (source) => {
            try {
              this.setGlobal(source, file);
              this.log(`firestore: reloaded rules from ${path}`);
            } catch (error) {
              this.log(
                `firestore: ${(error as Error).message}\nfirestore: keeping the last good rules.`,
              );
            }
          },
          (error: Error) =>
            this.log(
              `firestore: cannot read ${path}: ${error.message}; keeping the last good rules.`,
            ),
        );
      }, 100);
    });
    this.watcher.on('error', (error) =>
      this.log(`firestore: watching ${path} failed: ${error.message}`),
    );
  }

  close(): void {
    this.watcher?.close();
    this.watcher = null;
    if (this.debounce) clearTimeout(this.debounce);
  }
}
