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

let knownWidth: number | undefined;

/**
 * The viewport's width as of the last resize, for the platform header. Reading window.innerWidth
 * lays a changed page out at once: a request sent from an effect would do it inside React's commit.
 */
export function lastViewportWidth(): number {
  if (typeof window === 'undefined') return 0;
  if (knownWidth === undefined) {
    knownWidth = window.innerWidth;
    window.addEventListener('resize', () => {
      knownWidth = window.innerWidth;
    });
  }
  return knownWidth;
}
