export type PasswordRequirementsListProps = { id: string; unmet: readonly string[] };

/** The password requirements still unmet, one per line, updated politely as the user types. */
export function PasswordRequirementsList({ id, unmet }: PasswordRequirementsListProps) {
  return (
    <ul
      id={id}
      className="password-requirements"
      aria-live="polite"
      aria-label="満たしていない条件"
    >
      {unmet.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
