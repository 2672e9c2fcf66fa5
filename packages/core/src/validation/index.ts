export { validateStrictPassword } from './password.ts';
export { validateEmail } from './email.ts';
export { validateName } from './name.ts';
export { validateNumericString } from './numeric-string.ts';
export { validateBirthdate, sanitizeBirthdateInput } from './birthdate.ts';
export { sanitizeIntegerInput } from './number-input.ts';
