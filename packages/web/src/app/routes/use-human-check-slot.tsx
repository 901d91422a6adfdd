import { useMemo, useRef } from 'react';
import { HumanCheck, type HumanCheckHandle } from '../../features/accounts/components/HumanCheck';
import type { HumanCheckSlot } from '../../features/support/components/human-check-slot';

/** The accounts feature's human check, handed to a support form. */
export function useHumanCheckSlot(): HumanCheckSlot {
  const ref = useRef<HumanCheckHandle>(null);
  return useMemo(
    () => ({
      element: <HumanCheck ref={ref} />,
      solve: () => ref.current?.solve() ?? Promise.resolve(null),
      reset: () => ref.current?.reset(),
    }),
    [],
  );
}
