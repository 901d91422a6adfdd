/* Alerts (issue 49, decision 0027): imported by the generated service worker (/sw.js).
 * A push message is the server's JSON, decrypted by the browser: { kind, title, body, path, tag }.
 * It is shown as a notification even with no page open; a tap opens its screen (a hash route). */
/* global self */
const HOME = '/home/index';

function safePath(path) {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : HOME;
}

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Fanpass', {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { path: safePath(data.path), kind: data.kind || null },
    }),
  );
});

/** The app screen a notification opens. */
function notificationUrl(notification) {
  return new URL(`/#${safePath(notification.data && notification.data.path)}`, self.location.origin).href;
}

/** A tap on a notification: closes it and shows its screen in the app's window, or a new one. */
async function openNotification(notification) {
  notification.close();
  const url = notificationUrl(notification);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const moved = await open.navigate(url).catch(() => null);
    return (moved || open).focus();
  }
  return self.clients.openWindow(url);
}
// Named on the worker for the browser test: no headless browser can click a notification (and a
// window may be opened only from a real click), so the test opens the URL the tap would open.
self.fanpassNotificationUrl = notificationUrl;

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotification(event.notification));
});
