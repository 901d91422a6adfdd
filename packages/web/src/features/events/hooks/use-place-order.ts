import { ACCOUNT_CODES, ROUTES, TICKET_CODES, makeNonce } from '@fanpass/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/http/client';
import { showErrorToast } from '../../../lib/toast';
import { useCreateOrder, type CreateOrderInput } from '../../orders/api/create-order';

/** Holds the seats, then the order summary; an unverified phone goes to 'Verify Account'. */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const create = useCreateOrder();
  const [desktopOnly, setDesktopOnly] = useState(false);
  // One key per selection: pressing Confirm again for the same seats (after a timeout, say)
  // replays the first hold; a different selection is a new order.
  const attempt = useRef<{ selection: string; key: string } | null>(null);

  function place(input: CreateOrderInput, here: string) {
    const selection = JSON.stringify(input);
    if (attempt.current?.selection !== selection) attempt.current = { selection, key: makeNonce(32) };
    create.mutate(
      { ...input, idempotencyKey: attempt.current.key },
      {
        onSuccess: (order) => void navigate(`${ROUTES.ticketOrder}?orderNo=${order.orderNo}`),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.code === ACCOUNT_CODES.PHONE_NOT_VERIFIED.code) {
            void navigate(`${ROUTES.changePhoneNum}?redirectUrl=${encodeURIComponent(here)}`);
            return;
          }
          if (error.code === TICKET_CODES.EVENT_DESKTOP_ONLY.code) setDesktopOnly(true);
          if (error.kind === 'code' && error.message) showErrorToast(error.message);
        },
      },
    );
  }

  return { place, pending: create.isPending, desktopOnly };
}
