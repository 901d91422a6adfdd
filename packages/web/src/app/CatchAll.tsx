import { ROUTES } from '@fanpass/contracts';
import { Navigate, useLocation } from 'react-router-dom';
import { NotFoundView } from '../components/NotFoundView';
import { isKnownPath } from './navigation/rules';

/**
 * Unknown paths go to /404. A path of the spec's table whose screen has not landed yet keeps its
 * address (so the guards' redirects stay visible) and shows the not-found view in place.
 */
export function CatchAll() {
  const { pathname } = useLocation();
  if (isKnownPath(pathname)) return <NotFoundView />;
  return <Navigate to={ROUTES.notFound} replace />;
}
