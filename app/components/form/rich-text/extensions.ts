import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { isLinkHref } from '../../../../common/validators/link-href';

/**
 * What the editor can write, and nothing more (its toolbar offers each of these): headings 2 and 3
 * (the page's title is the h1), bold, italic, strike, lists, quotes, links to the addresses
 * isLinkHref accepts (pasted or typed ones too), pictures by path, tables and lines. Code, code
 * blocks and underline are off: no button makes them, so no shortcut should either.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      isAllowedUri: (url) => isLinkHref(url),
      // The server's sanitizer decides rel and target (external links get rel="noopener noreferrer nofollow").
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
];
