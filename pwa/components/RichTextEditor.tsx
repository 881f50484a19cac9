import { lazy, Suspense, useId } from 'react';
import { FieldNote } from './FormField.tsx';
import type { RichTextEditorProps } from './richTextEditorProps.ts';
import { useFormMessage } from '../lib/formMessages.ts';
import { useT } from '../i18n/useT.tsx';

// Milkdown and ProseMirror load on first use, in their own chunk.
const MilkdownEditor = lazy(() => import('./MilkdownEditor.tsx'));

/** A labelled rich-text field whose value is HTML (the API stores sanitised HTML); its words are the listingForms area's. */
export function RichTextEditor({
  label,
  error,
  hint,
  height = 250,
  ...props
}: Omit<RichTextEditorProps, 'labelId' | 'describedBy' | 'invalid'> & { label: string; error?: string | null; hint?: string }) {
  const t = useT();
  const localize = useFormMessage();
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <span
        id={`${id}-label`}
        className="label"
        // A label cannot point at a contenteditable; clicking it focuses the editor all the same.
        onClick={(event) => (event.currentTarget.parentElement?.querySelector('[contenteditable]') as HTMLElement | null)?.focus()}
      >
        {label}
      </span>
      <Suspense
        fallback={
          <div role="status" className="overflow-hidden rounded-xl border border-sand-200 bg-white" style={{ height: height + 45 }}>
            <span className="sr-only">{t('listingForm.editor.loading')}</span>
            <div className="h-11 border-b border-sand-200 bg-sand" />
            <div className="space-y-2 p-4">
              <div className="skeleton h-4 w-3/4" />
              <div className="skeleton h-4 w-2/3" />
            </div>
          </div>
        }
      >
        <MilkdownEditor {...props} height={height} labelId={`${id}-label`} describedBy={describedBy} invalid={Boolean(error)} />
      </Suspense>
      <FieldNote id={id} hint={hint} error={error ? localize(error) : error} />
    </div>
  );
}
