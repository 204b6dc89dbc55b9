/**
 * Plain text from the server as paragraphs: a blank line separates paragraphs, a single line
 * break stays a line break. Never parsed as HTML.
 */
export function TextBlock({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="text-block">
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
