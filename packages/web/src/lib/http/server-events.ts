/**
 * Reads the `event: <type>` messages of a server-sent event stream from a fetch body (fetch, not
 * EventSource: the request carries the signed headers and the session), handing each message's
 * JSON to `onMessage` until it answers true (answers true then) or the stream ends (false). An
 * `event: error` message throws.
 */
export async function readServerEvents<T>(
  body: ReadableStream<Uint8Array>,
  type: string,
  onMessage: (data: T) => boolean,
): Promise<boolean> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const kind = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (kind === 'error') throw new Error(data);
      if (kind === type && onMessage(JSON.parse(data) as T)) {
        await reader.cancel();
        return true;
      }
      end = buffer.indexOf('\n\n');
    }
  }
}
