// Seed §9 gives two readings of the viewport breakpoints: a device-named one (used for layout
// decisions in code) and a Tailwind-style one (used by the stylesheets). Both are kept, by name,
// so neither app has to guess which one a number came from.

/** Device-named breakpoints, minimum widths in CSS pixels. */
export const DEVICE_BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type DeviceBreakpoint = keyof typeof DEVICE_BREAKPOINTS;

/** The device assumed before the viewport is known (server rendering). */
export const DEFAULT_DEVICE: DeviceBreakpoint = 'desktop';

/** Tailwind-style breakpoints, minimum widths in CSS pixels. */
export const SCREEN_BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;

export type ScreenBreakpoint = keyof typeof SCREEN_BREAKPOINTS;

/** Pixel densities images are produced for, and the format they are served in. */
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMAT = 'webp';

/** The device reading that applies at a viewport width (narrower than `mobile` still reads as mobile). */
export function deviceForWidth(width: number): DeviceBreakpoint {
  let found: DeviceBreakpoint = 'mobile';
  for (const [name, min] of Object.entries(DEVICE_BREAKPOINTS) as [DeviceBreakpoint, number][]) {
    if (width >= min) found = name;
  }
  return found;
}
