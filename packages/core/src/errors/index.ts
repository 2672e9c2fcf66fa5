export { messageFor } from './catalogue.ts';
export type { ErrorCode } from './catalogue.ts';
export { CodedError } from './coded-error.ts';
export { CourtsideError, isCourtsideError } from './courtside-error.ts';
export { missingCaseError } from './missing-case.ts';
