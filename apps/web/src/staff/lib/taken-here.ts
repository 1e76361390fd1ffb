/**
 * Orders this device took itself, at the counter or on the phone: the member who took one knows of
 * it, so the console does not ring for it here (the other tablets do).
 */
const TAKEN_HERE = 'roast:order-taken-here';

/** Says that this device has just taken the order with this id. */
export function announceTakenHere(orderId: string): void {
  window.dispatchEvent(new CustomEvent<string>(TAKEN_HERE, { detail: orderId }));
}

/** Hears each order this device takes; answers how to stop hearing. */
export function onTakenHere(listener: (orderId: string) => void): () => void {
  const heard = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(TAKEN_HERE, heard);
  return () => window.removeEventListener(TAKEN_HERE, heard);
}
