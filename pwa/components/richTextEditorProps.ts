/** Props of the rich-text editor, shared by its wrapper and the lazily loaded Milkdown editor. */
export interface RichTextEditorProps {
  /** The stored HTML to start from; later changes are not pushed into a running editor. */
  initialHtml: string;
  onChange: (html: string) => void;
  labelId?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Pixels; the spec's editor is 250 high. */
  height?: number;
}
