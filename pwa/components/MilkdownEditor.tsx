/**
 * The Milkdown editor itself (commonmark + history), loaded only through RichTextEditor's lazy
 * import so neither it nor ProseMirror reaches the public bundle. It reads and writes HTML: the
 * stored description is parsed as DOM, and every change is serialised back with getHTML().
 */
import { defaultValueCtx, Editor, editorViewCtx, editorViewOptionsCtx, rootCtx } from '@milkdown/kit/core';
import { history, redoCommand, undoCommand } from '@milkdown/kit/plugin/history';
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
import { DOMSerializer, type Node as ProseNode } from '@milkdown/kit/prose/model';
import { Plugin, PluginKey } from '@milkdown/kit/prose/state';
import { $prose, callCommand } from '@milkdown/kit/utils';
import { Milkdown, MilkdownProvider, useEditor, useInstance } from '@milkdown/react';
import DOMPurify from 'dompurify';
import { useEffect, useRef, type ReactNode } from 'react';
import type { RichTextEditorProps } from './richTextEditorProps.ts';
import type { ListingFormsMessageId } from '../i18n/messages/areas/listingForms.en.ts';
import { useT } from '../i18n/useT.tsx';

/**
 * The document as the HTML the API stores: Milkdown's own markers (data-* attributes, heading
 * ids) are dropped, and an editor holding only whitespace holds no description.
 */
function toHtml(doc: ProseNode): string {
  const container = document.createElement('div');
  container.appendChild(DOMSerializer.fromSchema(doc.type.schema).serializeFragment(doc.content));
  const html = DOMPurify.sanitize(container.innerHTML, { ALLOW_DATA_ATTR: false, FORBID_ATTR: ['id'] });
  return container.textContent?.trim() ? html : '';
}

/** A toolbar button; its label is the listingForms area's, whose forms alone have the editor. */
type Command = { key: Parameters<typeof callCommand>[0]; payload?: unknown; label: ListingFormsMessageId; content: ReactNode };

const listIcon = (ordered: boolean) => (
  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
    <path d="M10 6h11M10 12h11M10 18h11" />
    {ordered ? <path d="M4 5h1v3M4 11.5h2L4 14h2M4 17h2v3H4" strokeWidth={1.5} /> : <path d="M4 6h.01M4 12h.01M4 18h.01" strokeWidth={3} />}
  </svg>
);

const commands: Command[][] = [
  [
    { key: toggleStrongCommand.key, label: 'listingForm.editor.bold', content: <span className="font-extrabold">B</span> },
    { key: toggleEmphasisCommand.key, label: 'listingForm.editor.italic', content: <span className="font-serif italic">I</span> },
  ],
  [
    { key: turnIntoTextCommand.key, label: 'listingForm.editor.paragraph', content: <span className="text-xs font-bold">¶</span> },
    {
      key: wrapInHeadingCommand.key,
      payload: 2,
      label: 'listingForm.editor.heading',
      content: <span className="text-xs font-bold">H2</span>,
    },
    {
      key: wrapInHeadingCommand.key,
      payload: 3,
      label: 'listingForm.editor.subheading',
      content: <span className="text-xs font-bold">H3</span>,
    },
  ],
  [
    { key: wrapInBulletListCommand.key, label: 'listingForm.editor.bulletedList', content: listIcon(false) },
    { key: wrapInOrderedListCommand.key, label: 'listingForm.editor.numberedList', content: listIcon(true) },
    {
      key: wrapInBlockquoteCommand.key,
      label: 'listingForm.editor.quote',
      content: <span className="font-serif text-lg leading-none">“</span>,
    },
  ],
  [
    { key: undoCommand.key, label: 'listingForm.editor.undo', content: <span aria-hidden="true">↶</span> },
    { key: redoCommand.key, label: 'listingForm.editor.redo', content: <span aria-hidden="true">↷</span> },
  ],
];

function Toolbar({ disabled }: { disabled: boolean }) {
  const t = useT();
  const [loading, getEditor] = useInstance();
  return (
    <div
      role="toolbar"
      aria-label={t('listingForm.editor.formatting')}
      className="flex flex-wrap items-center gap-1 border-b border-sand-200 bg-sand px-2 py-1.5"
    >
      {commands.map((group, index) => (
        <div key={index} className="flex items-center gap-0.5 border-r border-sand-200 pr-1 last:border-r-0">
          {group.map((command) => (
            <button
              key={command.label}
              type="button"
              title={t(command.label)}
              aria-label={t(command.label)}
              disabled={loading || disabled}
              // Keep the caret in the editor while clicking.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => getEditor()?.action(callCommand(command.key, command.payload))}
              className="focus-ring grid h-8 min-w-7 place-items-center rounded-lg px-1 text-sm sm:min-w-8 sm:px-1.5 text-ink-soft transition hover:bg-white hover:text-brand-800 disabled:opacity-50"
            >
              {command.content}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

function EditorSurface({ initialHtml, onChange, labelId, describedBy, invalid, lang }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The field's label, hint/error link and validity, read whenever ProseMirror draws its attributes.
  const aria = useRef({ labelId, describedBy, invalid });
  aria.current = { labelId, describedBy, invalid };
  const [loading, getEditor] = useInstance();
  useEffect(() => {
    // An error appeared or went away: have ProseMirror redraw the attributes.
    if (!loading) getEditor()?.action((ctx) => ctx.get(editorViewCtx).setProps({}));
  }, [loading, getEditor, describedBy, invalid]);

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
            attributes: (): Record<string, string> => ({
              role: 'textbox',
              'aria-multiline': 'true',
              ...(aria.current.labelId ? { 'aria-labelledby': aria.current.labelId } : {}),
              ...(aria.current.describedBy ? { 'aria-describedby': aria.current.describedBy } : {}),
              ...(aria.current.invalid ? { 'aria-invalid': 'true' } : {}),
              ...(lang ? { lang } : {}),
              class: 'prose prose-sm max-w-none min-h-full px-4 py-3 outline-none text-ink',
            }),
          }));
        })
        .use(commonmark)
        .use(history)
        // Every change reaches the form at once (Milkdown's listener waits 200 ms, which could
        // lose the last keystrokes to a quick Save).
        .use(
          $prose(
            () =>
              new Plugin({
                key: new PluginKey('form-value'),
                view: () => ({
                  update: (view, previous) => {
                    if (!view.state.doc.eq(previous.doc)) onChangeRef.current(toHtml(view.state.doc));
                  },
                }),
              }),
          ),
        ),
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
