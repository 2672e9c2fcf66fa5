// A short low buzz when a scan finds nothing, so the cashier notices without looking at the screen;
// two short high beeps when a scan is kept for later (made while the screen asks for a 확인 first).
// Web Audio needs no sound file; the counts on window let the browser journeys hear them.

declare global {
  interface Window {
    /** How many bad-scan sounds this page played (read by the e2e journeys). */
    __posBadScanSounds?: number;
    /** How many kept-for-later scan sounds this page played. */
    __posKeptScanSounds?: number;
  }
}

let context: AudioContext | null = null;

function tone(type: OscillatorType, hz: number, seconds: number, delay = 0): void {
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.value = hz;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(context.currentTime + delay);
    oscillator.stop(context.currentTime + delay + seconds);
  } catch {
    // No audio device: the message on screen still says what went wrong.
  }
}

export function playBadScanSound(): void {
  window.__posBadScanSounds = (window.__posBadScanSounds ?? 0) + 1;
  tone('square', 220, 0.25);
}

export function playKeptScanSound(): void {
  window.__posKeptScanSounds = (window.__posKeptScanSounds ?? 0) + 1;
  tone('sine', 880, 0.08);
  tone('sine', 880, 0.08, 0.14);
}
