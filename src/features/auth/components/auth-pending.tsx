export type AuthPendingProps = {
  className?: string;
};

/**
 * Shown while Firebase Auth has not yet said whether anyone is signed in (it starts after the
 * page, docs/auth.md), on the screens whose content depends on it.
 */
export function AuthPending({ className }: AuthPendingProps) {
  return (
    <p className={className} role="status">
      ログイン状態を確認しています…
    </p>
  );
}
