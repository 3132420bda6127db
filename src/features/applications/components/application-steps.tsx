import './application.css';

export type ApplicationStep = 'form' | 'confirm';

const steps: { step: ApplicationStep | 'thanks'; label: string }[] = [
  { step: 'form', label: '入力' },
  { step: 'confirm', label: '確認' },
  { step: 'thanks', label: '完了' },
];

export type ApplicationStepsProps = { current: ApplicationStep };

/** 入力 → 確認 → 完了, with the current step marked for screen readers too. */
export function ApplicationSteps({ current }: ApplicationStepsProps) {
  return (
    <ol className="application-steps" aria-label="お申し込みの手順">
      {steps.map((item, index) => (
        <li
          key={item.step}
          className="application-steps__step"
          aria-current={item.step === current ? 'step' : undefined}
        >
          <span className="application-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          {item.label}
        </li>
      ))}
    </ol>
  );
}
