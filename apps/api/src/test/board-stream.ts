/**
 * An order board's live stream as a tablet reads it: opens `/api/staff/orders/stream` on a server
 * with a staff cookie and keeps every order event (id and state) as it arrives, until closed.
 */
export function openBoardStream(base: string, cookie: string, outlet: string) {
  const controller = new AbortController();
  const heard: { id: string; status: string }[] = [];
  let endedByServer = false;
  const ready = fetch(`${base}/api/staff/orders/stream?outlet=${outlet}`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const reading = (async () => {
    const response = await ready.catch(() => undefined);
    if (!response?.ok || !response.body) return;
    const decoder = new TextDecoder();
    let raw = '';
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        raw += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = raw.indexOf('\n\n')) !== -1) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: order') && data) {
            const order = JSON.parse(data.slice(6)) as { _id: string; status: string };
            heard.push({ id: order._id, status: order.status });
          }
        }
      }
      endedByServer = !controller.signal.aborted;
    } catch {
      // Closed at the end.
    }
  })();
  const status = ready.then((response) => response.status);
  const refusal = ready.then(async (response) => (response.ok ? undefined : ((await response.json()) as unknown)));
  // A stream closed before it answered rejects these; a test that did not ask is not failed by it.
  status.catch(() => {});
  refusal.catch(() => {});
  return {
    /** The stream's answer status (200 once it is open). */
    status,
    /** The refusal's body, when the stream did not open. */
    refusal,
    heard,
    /** Whether the server has ended the stream (as opposed to the test closing it). */
    get endedByServer() {
      return endedByServer;
    },
    /** Settles when the stream is over, whoever ended it. */
    over: reading,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
