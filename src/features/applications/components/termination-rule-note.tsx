import { describeTerminationRule, type TerminationRuleFields } from '@/lib/model/termination-rule';

/** The brand's 解約 rule in words, beside the 解約 form (as the terms' 解約 article says it). */
export function TerminationRuleNote({ rule }: { rule: TerminationRuleFields }) {
  return (
    <div className="my-unit-termination__rule">
      <p className="my-unit-termination__rule-title">解約のきまり</p>
      {describeTerminationRule(rule).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
