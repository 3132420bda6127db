import type { EvaluationContext, FirestoreRulesRequest, Ruleset, StorageRulesRequest } from './api';

export interface RulesBenchmarkResult {
  evaluations: number;
  millis: number;
  perSecond: number;
  /** CPU time of this process (user + system); steadier than wall time on a busy machine. */
  cpuMillis: number;
  perCpuSecond: number;
  allowed: number;
}

/** Evaluates `requests` round-robin `n` times against a compiled ruleset and reports the rate. */
export async function benchmarkRules(
  ruleset: Ruleset,
  requests: readonly (FirestoreRulesRequest | StorageRulesRequest)[],
  context: EvaluationContext,
  n: number,
): Promise<RulesBenchmarkResult> {
  if (requests.length === 0 || !(n > 0))
    throw new Error('benchmarkRules needs at least one request and n > 0.');
  let allowed = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const d = await ruleset.evaluate(
      requests[i % requests.length] as FirestoreRulesRequest,
      context,
    );
    if (d.allowed) allowed++;
  }
  const millis = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMillis = (cpu.user + cpu.system) / 1000;
  return {
    evaluations: n,
    millis,
    perSecond: Math.round((n / millis) * 1000),
    cpuMillis,
    perCpuSecond: Math.round((n / cpuMillis) * 1000),
    allowed,
  };
}
