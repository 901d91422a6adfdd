import { ROUTES } from '@fanpass/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { session } from '../../../lib/session/store';
import { safeRedirect } from '../lib/return-path';

/** React Router keeps the history index in history.state. */
function historyIndex(): number {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : 0;
}

/**
 * After signing in or up: to redirectUrl when there is one, else back to where the user came
 * from (/sign replaced itself, so one step back is the page before it), else the Me page.
 */
export function useAuthReturn(): () => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirectUrl'));
  return useCallback(() => {
    if (redirect) void navigate(redirect, { replace: true });
    else if (historyIndex() > 0) void navigate(-1);
    else void navigate(ROUTES.homeUser, { replace: true });
  }, [navigate, redirect]);
}

/**
 * A signed-in user arriving at a sign screen (back from a later step, e.g. after a password
 * reset) moves on the same way, as the guard does for /sign (spec §4), unless the screen still
 * has a step for them (`stay`: sign-up's profile, left unfilled).
 */
export function useLeaveWhenSignedIn(stay = false): void {
  const leave = useAuthReturn();
  // Decided on arrival only: signing up signs in half-way through the screen.
  const [signedInOnArrival] = useState(() => session.get().isLogin && !stay);
  const done = useRef(false);
  useEffect(() => {
    if (!signedInOnArrival || done.current) return;
    done.current = true;
    leave();
  }, [leave, signedInOnArrival]);
}
