import { ACCOUNT_CODES, ROUTES, TICKET_CODES, makeNonce } from '@fanpass/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/http/client';
import { showErrorToast } from '../../../lib/toast';
import { cancelOrder } from '../api/cancel-order';
import { useCreateOrder, type CreateOrderBody } from '../api/create-order';
import { ticketLimitQueryRoot } from '../api/get-ticket-limit';

/**
 * Holds the seats, then the order summary; an unverified phone goes to 'Verify Account'. A fan
 * who already holds other seats for the event is asked (`heldOrderNo`): continue with that order,
 * or release it and hold this selection instead. Any other refusal (sold out, say) is shown, and
 * `onRefused` lets the screen read the seat areas again.
 */
export function usePlaceOrder(options: { onRefused?: () => void } = {}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useCreateOrder();
  const [desktopOnly, setDesktopOnly] = useState(false);
  const [heldOrderNo, setHeldOrderNo] = useState<string | null>(null);
  const [releasing, setReleasing] = useState(false);
  // One key per selection: pressing Confirm again for the same seats (after a timeout, say)
  // replays the first hold; a different selection is a new order.
  const attempt = useRef<{ selection: string; key: string } | null>(null);

  function place(input: CreateOrderBody, here: string, onPlaced?: () => void) {
    const selection = JSON.stringify(input);
    if (attempt.current?.selection !== selection) attempt.current = { selection, key: makeNonce(32) };
    create.mutate(
      { ...input, idempotencyKey: attempt.current.key },
      {
        onSuccess: (order) => {
          // What the account can still buy changed with this hold.
          void client.invalidateQueries({ queryKey: ticketLimitQueryRoot });
          onPlaced?.();
          void navigate(`${ROUTES.ticketOrder}?orderNo=${order.orderNo}`);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.code === ACCOUNT_CODES.PHONE_NOT_VERIFIED.code) {
            void navigate(`${ROUTES.changePhoneNum}?redirectUrl=${encodeURIComponent(here)}`);
            return;
          }
          if (error.code === TICKET_CODES.ORDER_ALREADY_HELD.code) {
            const open = (error.data as { orderNo?: unknown } | undefined)?.orderNo;
            if (typeof open === 'string') return setHeldOrderNo(open);
          }
          if (error.code === TICKET_CODES.EVENT_DESKTOP_ONLY.code) setDesktopOnly(true);
          if (error.kind !== 'code') return;
          if (error.message) showErrorToast(error.message);
          // A refusal may be the limit itself (bought elsewhere meanwhile): read it again.
          void client.invalidateQueries({ queryKey: ticketLimitQueryRoot });
          options.onRefused?.();
        },
      },
    );
  }

  /** Goes on with the order already held. */
  function continueHeld() {
    if (heldOrderNo) void navigate(`${ROUTES.ticketOrder}?orderNo=${heldOrderNo}`);
  }

  /** Releases the order already held (its seats go back), then holds this selection. */
  async function replaceHeld(input: CreateOrderBody, here: string, onPlaced?: () => void) {
    if (!heldOrderNo) return;
    setReleasing(true);
    try {
      await cancelOrder(heldOrderNo);
      setHeldOrderNo(null);
      place(input, here, onPlaced);
    } catch {
      // The client has shown why; the question stays open.
    } finally {
      setReleasing(false);
    }
  }

  return {
    place,
    pending: create.isPending || releasing,
    desktopOnly,
    heldOrderNo,
    continueHeld,
    replaceHeld,
    dismissHeld: () => setHeldOrderNo(null),
  };
}
