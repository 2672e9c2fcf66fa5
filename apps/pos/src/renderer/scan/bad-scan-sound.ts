// A short low buzz when a scan finds nothing, so the cashier notices without looking at the screen.
// Web Audio needs no sound file; the count on window lets the browser journeys hear it.

declare global {
  interface Window {
    /** How many bad-scan sounds this page played (read by the e2e journeys). */
    __posBadScanSounds?: number;
  }
}

let context: AudioContext | null = null;

export function playBadScanSound(): void {
  window.__posBadScanSounds = (window.__posBadScanSounds ?? 0) + 1;
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = 220;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.25);
  } catch {
    // No audio device: the message on screen still says what went wrong.
  }
}
