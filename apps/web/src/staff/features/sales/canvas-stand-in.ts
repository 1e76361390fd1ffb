import { vi } from 'vitest';

/**
 * A stand-in for a canvas's 2D drawing context, which happy-dom does not have (its getContext
 * answers null, and Chart.js then reports that it cannot draw). It draws nothing: every drawing
 * call does nothing, text is measured at a fixed width per letter, and the properties the chart
 * sets (fillStyle, font…) keep their values. Only the drawing is stood in for; the charts' data,
 * options and text alternatives are the page's own.
 */
function drawingContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const kept: Record<string | symbol, unknown> = {
    canvas,
    measureText: (text: string) => ({
      width: text.length * 7,
      actualBoundingBoxAscent: 10,
      actualBoundingBoxDescent: 3,
      actualBoundingBoxLeft: 0,
      actualBoundingBoxRight: text.length * 7,
    }),
    getLineDash: () => [],
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    createRadialGradient: () => ({ addColorStop: () => undefined }),
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
    isPointInPath: () => false,
  };
  return new Proxy(kept, {
    get(target, name) {
      if (name in target) return target[name];
      // Not a promise, and no symbol-keyed protocol: only the drawing calls answer as functions.
      if (typeof name === 'symbol' || name === 'then') return undefined;
      return () => undefined;
    },
    set(target, name, value) {
      target[name] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

export function standInCanvas(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return drawingContext(this);
  } as unknown as HTMLCanvasElement['getContext']);
}
