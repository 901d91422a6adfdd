import { ROUTES } from '@fanpass/contracts';
import { Navigate, useLocation } from 'react-router-dom';

/** /ticket redirects to /ticket/detail, keeping the event id. */
export function TicketIndex() {
  const { search } = useLocation();
  return <Navigate to={`${ROUTES.ticketDetail}${search}`} replace />;
}
