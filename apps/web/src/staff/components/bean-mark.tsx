/** Roast's coffee-bean mark, as the store's header and the favicon draw it. */
export function BeanMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <g transform="rotate(-35 32 32)">
        <ellipse cx="32" cy="32" rx="15" ry="21" fill="#C8873A" />
        <path d="M32 11c-7 7 7 14 0 21s7 14 0 21" fill="none" stroke="#2B1A12" strokeWidth="4" strokeLinecap="round" />
      </g>
    </svg>
  );
}
