/**
 * The Milkdown editor itself (commonmark + history), loaded only through RichTextEditor's lazy
 * import so neither it nor ProseMirror reaches the public bundle. It reads and writes HTML: the
 * stored description is parsed as DOM, and every change is serialised back with getHTML().
 */
import { defaultValueCtx, Editor, editorViewOptionsCtx, rootCtx } from '@milkdown/kit/core';
import { history, redoCommand, undoCommand } from '@milkdown/kit/plugin/history';
import { listener, listenerCtx } from '@milkdown/kit/plugin/listener';
import {
  commonmark,
  toggleEmphasisCommand,
  toggleStrongCommand,
  turnIntoTextCommand,
  wrapInBlockquoteCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from '@milkdown/kit/preset/commonmark';
// Inlined into this chunk (not a separate stylesheet) so it stays out of the public CSS and the precache.
import proseMirrorCss from '@milkdown/kit/prose/view/style/prosemirror.css?inline';
import { callCommand, getHTML } from '@milkdown/kit/utils';
import { Milkdown, MilkdownProvider, useEditor, useInstance } from '@milkdown/react';
import DOMPurify from 'dompurify';
import { useRef, type ReactNode } from 'react';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

/** An editor whose text is only whitespace holds no description. */
function normalise(html: string): string {
  const text = DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  return text.trim() === '' ? '' : html;
}

type Command = { key: Parameters<typeof callCommand>[0]; payload?: unknown; label: string; content: ReactNode };

const listIcon = (ordered: boolean) => (
  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
    <path d="M10 6h11M10 12h11M10 18h11" />
    {ordered ? <path d="M4 5h1v3M4 11.5h2L4 14h2M4 17h2v3H4" strokeWidth={1.5} /> : <path d="M4 6h.01M4 12h.01M4 18h.01" strokeWidth={3} />}
  </svg>
);

const commands: Command[][] = [
  [
    { key: toggleStrongCommand.key, label: 'Bold', content: <span className="font-extrabold">B</span> },
    { key: toggleEmphasisCommand.key, label: 'Italic', content: <span className="font-serif italic">I</span> },
  ],
  [
    { key: turnIntoTextCommand.key, label: 'Paragraph', content: <span className="text-xs font-bold">¶</span> },
    { key: wrapInHeadingCommand.key, payload: 2, label: 'Heading', content: <span className="text-xs font-bold">H2</span> },
    { key: wrapInHeadingCommand.key, payload: 3, label: 'Subheading', content: <span className="text-xs font-bold">H3</span> },
  ],
  [
    { key: wrapInBulletListCommand.key, label: 'Bulleted list', content: listIcon(false) },
    { key: wrapInOrderedListCommand.key, label: 'Numbered list', content: listIcon(true) },
    { key: wrapInBlockquoteCommand.key, label: 'Quote', content: <span className="font-serif text-lg leading-none">“</span> },
  ],
  [
    { key: undoCommand.key, label: 'Undo', content: <span aria-hidden="true">↶</span> },
    { key: redoCommand.key, label: 'Redo', content: <span aria-hidden="true">↷</span> },
  ],
];

function Toolbar({ disabled }: { disabled: boolean }) {
  const [loading, getEditor] = useInstance();
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-1 border-b border-sand-200 bg-sand px-2 py-1.5">
      {commands.map((group, index) => (
        <div key={index} className="flex items-center gap-0.5 border-r border-sand-200 pr-1 last:border-r-0">
          {group.map((command) => (
            <button
              key={command.label}
              type="button"
              title={command.label}
              aria-label={command.label}
              disabled={loading || disabled}
              // Keep the caret in the editor while clicking.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => getEditor()?.action(callCommand(command.key, command.payload))}
              className="focus-ring grid h-8 min-w-8 place-items-center rounded-lg px-1.5 text-sm text-ink-soft transition hover:bg-white hover:text-brand-800 disabled:opacity-50"
            >
              {command.content}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

function EditorSurface({ initialHtml, onChange, labelId, describedBy, invalid }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEditor(
    (root) =>
      Editor.make()
        .config((ctx) => {
          ctx.set(rootCtx, root);
          const dom = document.createElement('div');
          dom.innerHTML = DOMPurify.sanitize(initialHtml ?? '');
          ctx.set(defaultValueCtx, { type: 'html', dom });
          ctx.update(editorViewOptionsCtx, (previous) => ({
            ...previous,
            attributes: {
              role: 'textbox',
              'aria-multiline': 'true',
              ...(labelId ? { 'aria-labelledby': labelId } : {}),
              ...(describedBy ? { 'aria-describedby': describedBy } : {}),
              ...(invalid ? { 'aria-invalid': 'true' } : {}),
              class: 'prose prose-sm max-w-none min-h-full px-4 py-3 outline-none text-ink',
            },
          }));
          ctx.get(listenerCtx).updated((innerCtx, doc, previous) => {
            if (previous && doc.eq(previous)) return;
            onChangeRef.current(normalise(getHTML()(innerCtx)));
          });
        })
        .use(commonmark)
        .use(history)
        .use(listener),
    // The editor is made once; later values come from typing, not from props.
    [],
  );

  return <Milkdown />;
}

export default function MilkdownEditor(props: RichTextEditorProps) {
  return (
    <MilkdownProvider>
      <style>{proseMirrorCss}</style>
      <div
        className={`overflow-hidden rounded-xl border bg-white focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-accent-400 ${
          props.invalid ? 'border-rose-400' : 'border-sand-200'
        }`}
      >
        <Toolbar disabled={props.disabled ?? false} />
        <div className="milkdown-surface overflow-y-auto" style={{ height: props.height ?? 250 }}>
          <EditorSurface {...props} />
        </div>
      </div>
    </MilkdownProvider>
  );
}
