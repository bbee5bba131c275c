// Markdown (fix guides) rendered on the server as plain React elements: no raw HTML is ever passed through.
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { ReactNode } from 'react';
import { FOCUS_RING } from './styles';

interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  ordered?: boolean;
  url?: string;
  children?: MdNode[];
}

const HEADINGS = ['h2', 'h3', 'h4', 'h4', 'h4', 'h4'] as const;

function children(node: MdNode): ReactNode[] {
  return (node.children ?? []).map((child, index) => render(child, index));
}

function render(node: MdNode, key: number): ReactNode {
  switch (node.type) {
    case 'heading': {
      const Tag = HEADINGS[(node.depth ?? 1) - 1] ?? 'h4';
      return <Tag key={key} className="mb-2 mt-4 font-semibold text-slate-900">{children(node)}</Tag>;
    }
    case 'paragraph':
      return <p key={key} className="my-2">{children(node)}</p>;
    case 'list': {
      const Tag = node.ordered ? 'ol' : 'ul';
      return <Tag key={key} className={`my-2 space-y-1 pl-5 ${node.ordered ? 'list-decimal' : 'list-disc'}`}>{children(node)}</Tag>;
    }
    case 'listItem':
      return <li key={key}>{children(node)}</li>;
    case 'code':
      return <pre key={key} className="my-2 overflow-x-auto rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-50">{node.value}</pre>;
    case 'inlineCode':
      return <code key={key} className="rounded bg-slate-100 px-1 font-mono text-[0.85em]">{node.value}</code>;
    case 'strong':
      return <strong key={key}>{children(node)}</strong>;
    case 'emphasis':
      return <em key={key}>{children(node)}</em>;
    case 'link':
      return /^https?:\/\//.test(node.url ?? '') ? (
        <a key={key} href={node.url} className={`text-blue-800 underline ${FOCUS_RING}`} rel="noreferrer">
          {children(node)}
        </a>
      ) : (
        <span key={key}>{children(node)}</span>
      );
    case 'blockquote':
      return <blockquote key={key} className="my-2 border-l-4 border-slate-300 pl-3">{children(node)}</blockquote>;
    case 'break':
      return <br key={key} />;
    case 'thematicBreak':
      return <hr key={key} className="my-4 border-slate-200" />;
    case 'text':
      return node.value;
    default:
      return node.children ? <span key={key}>{children(node)}</span> : (node.value ?? null);
  }
}

export function Markdown({ source }: { source: string }) {
  const tree = fromMarkdown(source) as MdNode;
  return <div className="text-sm leading-relaxed text-slate-800">{children(tree)}</div>;
}
