import { useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Inline } from '../lib/markdown';
import { BidiText } from './BidiText';

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return <BidiText key={i} text={node.text} />;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'break':
        return <br key={i} />;
      case 'link':
        return (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

/** A label's markdown as React elements (src/lib/markdown.ts): text is always text. */
export function Markdown({ source, headingOffset = 0 }: { source: string; headingOffset?: number }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <>
      {blocks.map((block, i) => {
        if (block.kind === 'heading') {
          const Tag = `h${Math.min(6, block.level + headingOffset)}` as 'h1';
          return <Tag key={i}>{renderInline(block.children)}</Tag>;
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return <List key={i}>{block.items.map((item, j) => <li key={j}>{renderInline(item)}</li>)}</List>;
        }
        return <p key={i}>{renderInline(block.children)}</p>;
      })}
    </>
  );
}
