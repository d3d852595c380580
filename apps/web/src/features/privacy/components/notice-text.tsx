import type { ReactNode } from "react";

/** `**bold**` spans of a line as React nodes (no HTML is ever injected). */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith("**") && part.endsWith("**") && part.length > 4 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never reorder
      <strong key={i}>{part.slice(2, -2)}</strong>
    ) : (
      part
    ),
  );
}

/**
 * The notice as the studio wrote it, in a small plain-text markup: `# ` and `## ` headings,
 * `- ` list items, `**bold**`, blank lines between paragraphs.
 */
export function NoticeText({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length === 0) return;
    const items = list;
    list = [];
    blocks.push(
      <ul key={`l${blocks.length}`} className="my-3 list-disc space-y-1.5 pl-6">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items of one list never reorder
          <li key={i}>{inline(item)}</li>
        ))}
      </ul>,
    );
  };
  for (const raw of text.split("\n")) {
    const line = raw.trimEnd();
    if (line.startsWith("- ")) {
      list.push(line.slice(2));
      continue;
    }
    flush();
    const key = `b${blocks.length}`;
    if (line.startsWith("## ")) {
      blocks.push(
        <h2 key={key} className="mt-6 mb-2 font-display text-lg font-semibold text-ink">
          {line.slice(3)}
        </h2>,
      );
    } else if (line.startsWith("# ")) {
      blocks.push(
        <h2 key={key} className="mb-3 font-display text-2xl font-semibold text-ink">
          {line.slice(2)}
        </h2>,
      );
    } else if (line.trim() !== "") {
      blocks.push(
        <p key={key} className="my-2">
          {inline(line)}
        </p>,
      );
    }
  }
  flush();
  return <div className="leading-relaxed text-ink-muted">{blocks}</div>;
}
