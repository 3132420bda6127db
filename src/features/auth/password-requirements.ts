/** Minimum password length when the server sets no policy (spec sections 5 and 9). */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

/** The fields of firebase/auth's PasswordValidationStatus this screen reads (kept SDK-free). */
export type PasswordStatus = {
  isValid: boolean;
  meetsMinPasswordLength?: boolean;
  meetsMaxPasswordLength?: boolean;
  containsLowercaseLetter?: boolean;
  containsUppercaseLetter?: boolean;
  containsNumericCharacter?: boolean;
  containsNonAlphanumericCharacter?: boolean;
  passwordPolicy?: {
    customStrengthOptions: { minPasswordLength?: number; maxPasswordLength?: number };
  };
};

/** Result of checking a password: one Japanese line per unmet requirement. */
export type PasswordCheck = { isValid: boolean; unmet: string[] };

/** One line per requirement the password misses; a requirement the policy lacks is undefined. */
export function passwordRequirements(status: PasswordStatus): PasswordCheck {
  const options = status.passwordPolicy?.customStrengthOptions;
  const min = options?.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH;
  const unmet: string[] = [];
  if (status.meetsMinPasswordLength === false) unmet.push(`長さ：${min}文字以上にしてください`);
  if (status.meetsMaxPasswordLength === false && options?.maxPasswordLength !== undefined) {
    unmet.push(`長さ：${options.maxPasswordLength}文字以下にしてください`);
  }
  if (status.containsLowercaseLetter === false)
    unmet.push('小文字：英小文字（a〜z）を含めてください');
  if (status.containsUppercaseLetter === false)
    unmet.push('大文字：英大文字（A〜Z）を含めてください');
  if (status.containsNumericCharacter === false) unmet.push('数字：数字（0〜9）を含めてください');
  if (status.containsNonAlphanumericCharacter === false) {
    unmet.push('記号：記号（! # $ % など）を含めてください');
  }
  return { isValid: status.isValid && unmet.length === 0, unmet };
}

/** The check without a server policy: only the default minimum length. */
export function defaultPasswordCheck(password: string): PasswordCheck {
  return passwordRequirements({
    isValid: password.length >= DEFAULT_MIN_PASSWORD_LENGTH,
    meetsMinPasswordLength: password.length >= DEFAULT_MIN_PASSWORD_LENGTH,
  });
}
