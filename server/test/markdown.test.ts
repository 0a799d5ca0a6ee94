import { describe, expect, it } from 'vitest';
import { renderForumMarkdown, sanitize, sanitizeHighlight } from '#server/features/forums/markdown';

const ours = 'http://localhost/uploads/forum-images/';
const render = (body: string, mentions?: Map<string, string>) =>
  renderForumMarkdown(body, { imagePrefix: ours, mentions });

describe('forum Markdown sanitisation', () => {
  it('drops script tags and raw HTML', () => {
    const html = render('Hi <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses javascript: links and keeps https links with rel', () => {
    const html = render('[click](javascript:alert(1)) and [site](https://example.com)');
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="nofollow ugc noopener noreferrer"');
  });

  it('keeps no event attributes', () => {
    const html = sanitize(
      `<img src="${ours}u/1.jpg" onerror="alert(1)"><a href="#" onclick="x()">a</a>`,
      ours,
    );
    expect(html).toContain(`src="${ours}u/1.jpg"`);
    expect(html).not.toMatch(/onerror|onclick/i);
  });

  it('keeps our images and strips foreign image hosts', () => {
    const html = render(`![ours](${ours}u/1.jpg) ![theirs](https://evil.example/x.png)`);
    expect(html).toContain(`src="${ours}u/1.jpg"`);
    expect(html).not.toContain('evil.example');
  });

  it('links resolved mentions, not those in code', () => {
    const html = render('Hey @dana and `@dana`', new Map([['dana', 'dana_s']]));
    expect(html).toContain('<a class="mention" href="/u/dana_s">@dana</a>');
    expect(html).toContain('<code>@dana</code>');
  });

  it('renders a quote as an aside', () => {
    const html = renderForumMarkdown('Agreed', {
      imagePrefix: ours,
      quote: { postNumber: 3, authorName: '<Dana>', body: 'Use **FG**' },
    });
    expect(html).toContain('<aside class="quote" data-post="3">');
    expect(html).toContain('&lt;Dana&gt;');
    expect(html).toContain('<strong>FG</strong>');
  });

  it('highlights: only <mark> survives', () => {
    expect(sanitizeHighlight('a <mark>trout</mark> <img src=x onerror=1> & b')).toBe(
      'a <mark>trout</mark>  &#38; b',
    );
    // The headline is of the Markdown source: its markup is not shown.
    expect(
      sanitizeHighlight('The **FG <mark>knot</mark>**. See [the guide](https://x.example/a) and `code`'),
    ).toBe('The FG <mark>knot</mark>. See the guide and code');
    expect(sanitizeHighlight('> quoted <mark>line</mark>\n# Title')).toBe('quoted <mark>line</mark>\nTitle');
  });
});
