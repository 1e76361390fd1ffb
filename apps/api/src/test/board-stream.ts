/**
 * An order board's live stream as a tablet reads it: opens `/api/staff/orders/stream` on a server
 * with a staff cookie and keeps every order event (id and state) as it arrives, until closed.
 */
export function openBoardStream(base: string, cookie: string, outlet: string) {
  const controller = new AbortController();
  const heard: { id: string; status: string }[] = [];
  const ready = fetch(`${base}/api/staff/orders/stream?outlet=${outlet}`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const reading = (async () => {
    const response = await ready;
    if (!response.ok || !response.body) return;
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
    } catch {
      // Closed at the end.
    }
  })();
  return {
    /** The stream's answer status (200 once it is open). */
    status: ready.then((response) => response.status),
    heard,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
