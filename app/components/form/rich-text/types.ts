/** A picture to put in the text: its path and its description (alt text) in the text's language. */
export interface RichTextImage {
  src: string;
  alt: string;
}

/** What the editor module takes (rich-text-editor.tsx, loaded by RichTextField). */
export interface RichTextEditorProps {
  id: string;
  labelledBy: string;
  describedBy: string | undefined;
  invalid: boolean;
  value: string;
  onChange: (html: string) => void;
  lang?: string;
  /** Shown, not editable (a reader without the right to edit): no toolbar buttons. */
  readOnly?: boolean;
  /** Opens a picture library and calls `insert` with the chosen picture; the editor then asks for its description. */
  onPickImage?: (insert: (image: RichTextImage) => void) => void;
  testId?: string;
}
