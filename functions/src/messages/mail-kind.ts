/** What a kind of message is made of: its label in admin, its own placeholders, its default text. */
export interface MailKindText {
  label: string;
  placeholders: readonly string[];
  subject: string;
  /** The body between the opening and the {{署名}} that every message ends with. */
  text: string;
}

function kindOf(opening: string, { label, placeholders, subject, text }: MailKindText) {
  return { label, placeholders, subject, body: `${opening}${text}\n\n{{署名}}` };
}

/** A message to the customer: it opens with their name (`{{お名前}} 様`) and is signed. */
export function customerMail(kind: MailKindText) {
  return kindOf('{{お名前}} 様\n\n', kind);
}

/** A message to the brand's staff: no greeting, signed like every message. */
export function staffMail(kind: MailKindText) {
  return kindOf('', kind);
}

/**
 * A message to someone whose name is not known yet (a new account has only its e-mail): no
 * name in the opening, signed like every message.
 */
export function unnamedCustomerMail(kind: MailKindText) {
  return kindOf('', kind);
}
