// Wiki answers are Markdown from admins, shown to everyone: formatting renders, while script,
// event handlers, javascript: links and raw HTML are rendered inert.
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { Markdown, renderMarkdown } from './markdown.tsx';

const payloads = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '[click](javascript:window.__xss=1)',
  '<a href="javascript:window.__xss=1">raw link</a>',
  '<svg><script>window.__xss = 1</script></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<div style="background:url(javascript:alert(1))" onclick="window.__xss=1">box</div>',
  '[x](JaVaScRiPt:window.__xss=1)',
  '<form action="https://evil.test"><input name=a></form>',
];

describe('Markdown', () => {
  it('renders headings, emphasis, lists and safe links', () => {
    const html = renderMarkdown(
      '## Title\n\n**bold** and *it*\n\n- one\n- two\n\n[site](https://example.com)',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toMatch(
      /<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer nofollow">site<\/a>/,
    );
  });

  it.each(payloads)('renders %s inert', async (payload) => {
    const { container: root } = await renderWithProviders(
      <Markdown source={`Before\n\n${payload}\n\nAfter`} />,
    );
    const container = root.querySelector('[data-markdown]')!;
    expect(container.querySelector('script, iframe, img, svg, form, input, [style]')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on'), attribute.name).toBe(false);
        expect(attribute.value.toLowerCase()).not.toContain('javascript:');
      }
    }
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(container.textContent).toContain('After');
  });

  it('shows raw HTML as the text it is, so no event-handler attribute is ever parsed', () => {
    const html = renderMarkdown(
      'Raw <img src=x onerror="window.__xss=1"> image\n\n<p onclick="x()">p</p>',
    );
    expect(html).not.toMatch(/<img|<p onclick/);
    expect(html).toContain('Raw &lt;img src=x onerror="window.__xss=1"&gt; image');
    expect(html).toContain('&lt;p onclick="x()"&gt;p&lt;/p&gt;');
  });
});
