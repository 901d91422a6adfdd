import type { PushKeyView } from '@fanpass/contracts';
import { http } from '../http/client';

/**
 * This browser's Web Push for the signed-in fan: `unsupported` (no service worker or push here, or
 * push off on the server), `denied` (the fan blocked notifications), `off`, `on`.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

function supported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

export async function pushState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await reg.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks the browser's permission (its own prompt, only when the fan pressed a button), subscribes
 * with the server's VAPID key and registers the subscription with the server.
 */
export async function enablePush(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  const key = await http.get<PushKeyView>('/alerts/push/key');
  if (!key.enabled || !key.publicKey) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key.publicKey }));
  const json = subscription.toJSON();
  await http.post('/alerts/push/subscribe', {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return 'on';
}

/** Stops alerts on this browser: the server forgets the subscription, then the browser drops it. */
export async function disablePush(): Promise<PushState> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return 'off';
  await http.post('/alerts/push/unsubscribe', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
  return 'off';
}
