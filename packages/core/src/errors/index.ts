export { messageFor } from './catalogue.ts';
export type { ErrorCode } from './catalogue.ts';
export { CourtsideError, isCourtsideError } from './courtside-error.ts';
export { missingCaseError } from './missing-case.ts';
