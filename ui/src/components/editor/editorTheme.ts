// Class names Lexical puts on the editing surface; the article typography (prose-article) does the rest,
// so the text looks as it will on the public page.
import type { EditorThemeClasses } from 'lexical';

export const editorTheme: EditorThemeClasses = {
  link: 'text-sky-800 underline',
  text: { bold: 'font-bold', italic: 'italic', underline: 'underline' },
};
