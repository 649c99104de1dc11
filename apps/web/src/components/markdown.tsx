// Markdown (wiki answers) rendered safely: marked turns it into HTML, with raw HTML in the source
// shown as text, and DOMPurify keeps only harmless markup (no scripts, event handlers, styles,
// forms or javascript: links) before React inserts it.
import { useMemo } from 'react';
import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Raw HTML in an answer is shown as the text it is. Handing it to DOMPurify would also make it
 * inert, but DOMPurify parses it first, and the browser reports each event-handler attribute it
 * parses as a Content-Security-Policy violation (nothing runs; the report is noise that would
 * hide a real one).
 */
const markdown = new Marked({
  async: false,
  gfm: true,
  breaks: false,
  renderer: { html: ({ text }) => escapeHtml(text) },
});

let isHookInstalled = false;

/** Links open in a new tab without giving it a handle on this page. */
function installLinkHook() {
  if (isHookInstalled) return;
  isHookInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/** Markdown to sanitized HTML; raw HTML in the source shows as text. */
export function renderMarkdown(source: string): string {
  installLinkHook();
  const html = markdown.parse(source, { async: false });
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/|#)/i,
  });
}

export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <Typography>
      <div data-markdown dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
