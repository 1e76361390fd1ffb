/** Text blocks split into bullet lines at line breaks, as the detail pages show them. */
export function splitLines(blocks: readonly string[]): string[] {
  return blocks
    .flatMap((block) => block.split(/\r?\n/))
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function Bullets({
  blocks,
  empty,
  className,
}: {
  blocks: readonly string[];
  empty?: string;
  className?: string;
}) {
  const lines = splitLines(blocks);
  if (lines.length === 0) return empty ? <p>{empty}</p> : null;
  return (
    <ul className={className}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}
