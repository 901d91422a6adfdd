import { BREAKPOINTS, type Platform } from '@fanpass/contracts';

/** H5 below 800 px, PC at 800 px and wider. */
export function platformFor(width: number): Platform {
  return width < BREAKPOINTS.md ? 'H5' : 'PC';
}

export function isWide(width: number): boolean {
  return width >= BREAKPOINTS.md;
}

export function viewportWidth(): number {
  return typeof window === 'undefined' ? 0 : window.innerWidth;
}
