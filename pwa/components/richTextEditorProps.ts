/** Props of the rich-text editor, shared by its wrapper and the lazily loaded Milkdown editor. */
export interface RichTextEditorProps {
  /** The stored HTML to start from; later changes are not pushed into a running editor. */
  initialHtml: string;
  onChange: (html: string) => void;
  labelId?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The language of the text written (`gu`, `hi`), set on the editable surface; the page's otherwise. */
  lang?: string;
  /** Pixels; the spec's editor is 250 high. */
  height?: number;
}
