// The toast shown when the session's 60-s-margin expiry ends a login; loaded only then (the message
// catalogue is not part of a page's first load).
import { messageFor } from '@courtside/core';
import { showToast } from '@/lib/toast/toast-store';

export function showExpiryNotice(): void {
  showToast(messageFor('token-has-expired'), 'error');
}
