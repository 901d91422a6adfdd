import { NotFoundView } from '../../../components/NotFoundView';

/** /404: the not-found page (spec §2). */
export function NotFound() {
  return <NotFoundView />;
}
