import { describe, expect, it } from 'vitest';
import { hasSessionMarker, SESSION_MARKER_COOKIE } from './session-marker';

describe('the session marker cookie', () => {
  it('is found among other cookies, and only under its own name', () => {
    expect(hasSessionMarker(`a=1; ${SESSION_MARKER_COOKIE}=1; b=2`)).toBe(true);
    expect(hasSessionMarker(`${SESSION_MARKER_COOKIE}=1`)).toBe(true);
    expect(hasSessionMarker('')).toBe(false);
    expect(hasSessionMarker(`x${SESSION_MARKER_COOKIE}=1; ${SESSION_MARKER_COOKIE}x=1`)).toBe(false);
  });
});
