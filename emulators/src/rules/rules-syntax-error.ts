import type { RulesSyntaxIssue } from './api';

/** Malformed rules: the message names the file, line:column and what was wrong. */
export class RulesSyntaxError extends Error {
  readonly issues: RulesSyntaxIssue[];

  constructor(issues: RulesSyntaxIssue[], fileName = 'rules') {
    super(
      issues.map((i) => `${fileName}:${i.line}:${i.column}: ${i.message}`).join('\n') ||
        `${fileName}: invalid rules`,
    );
    this.name = 'RulesSyntaxError';
    this.issues = issues;
  }
}
