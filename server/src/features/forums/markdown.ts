import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Forum Markdown → safe HTML, once at write time (the stored `html` is inserted as is by the web). markdown-it
 * with raw HTML off, then sanitize-html with an allow-list: no scripts, no event attributes, links only http(s)
 * and mailto and relative, images only from our own forum image store (`imagePrefix`). @mentions of resolved
 * people become links to their profile; a quote of a post renders as <aside class="quote">.
 */
const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

export interface RenderOptions {
  /** Our forum image URLs start with this; any other image source is dropped. */
  imagePrefix: string;
  /** Lower-cased written @names that resolved to a person → their handle. */
  mentions?: ReadonlyMap<string, string>;
  /** The quoted post, rendered above the body. */
  quote?: { postNumber: number; authorName: string; body: string } | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function linkMentions(html: string, mentions: ReadonlyMap<string, string> | undefined): string {
  if (!mentions || mentions.size === 0) return html;
  // Only in text between tags (not inside attributes or code).
  let inCode = 0;
  return html.replace(/(<[^>]+>)|([^<]+)/g, (whole, tag: string | undefined, text: string | undefined) => {
    if (tag) {
      if (/^<(code|pre|a)\b/i.test(tag)) inCode++;
      else if (/^<\/(code|pre|a)>/i.test(tag)) inCode = Math.max(0, inCode - 1);
      return tag;
    }
    if (inCode > 0 || !text) return whole;
    return text.replace(/(^|[^\w@])@([A-Za-z0-9_.]{1,40})/g, (match, before: string, name: string) => {
      const handle = mentions.get(name.toLowerCase());
      return handle
        ? `${before}<a class="mention" href="/u/${encodeURIComponent(handle)}">@${name}</a>`
        : match;
    });
  });
}

export function sanitize(html: string, imagePrefix: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'hr',
      'strong',
      'em',
      's',
      'del',
      'code',
      'pre',
      'blockquote',
      'ul',
      'ol',
      'li',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'aside',
    ],
    allowedAttributes: {
      a: ['href', 'class', 'rel', 'target'],
      img: ['src', 'alt', 'title'],
      aside: ['class', 'data-post'],
      code: ['class'],
      ol: ['start'],
      th: ['style'],
      td: ['style'],
    },
    allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    allowedClasses: { a: ['mention'], aside: ['quote'], code: [/^language-[\w-]+$/] },
    exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith(imagePrefix),
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const external = /^https?:/i.test(href);
        return {
          tagName,
          attribs: {
            ...attribs,
            ...(external ? { rel: 'nofollow ugc noopener noreferrer', target: '_blank' } : {}),
          },
        };
      },
    },
  });
}

/** Renders a forum post's Markdown to sanitised HTML. */
export function renderForumMarkdown(body: string, options: RenderOptions): string {
  let html = linkMentions(md.render(body), options.mentions);
  if (options.quote) {
    const quoted = md.render(
      options.quote.body.length > 600 ? `${options.quote.body.slice(0, 599)}…` : options.quote.body,
    );
    html =
      `<aside class="quote" data-post="${options.quote.postNumber}"><p><strong>${escapeHtml(
        options.quote.authorName,
      )}</strong></p>${quoted}</aside>` + html;
  }
  return sanitize(html, options.imagePrefix);
}

/** Markdown's markup in a headline of the source text, read as the words a reader sees. */
function markdownAsText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~|`+)/g, '')
    .replace(/(^|\s)[*_]+|[*_]+(?=\s|$|[.,;:!?])/g, '$1')
    .replace(/(^|\n)\s*(#{1,6}|>+|[-+*]|\d+\.)\s+/g, '$1');
}

/**
 * The plain text of search headlines (ts_headline over the Markdown source): every tag and Markdown mark dropped,
 * then escaped, except <mark> (ts_headline's markers).
 */
export function sanitizeHighlight(headline: string): string {
  const START = '\u0001';
  const STOP = '\u0002';
  const marked = headline.replaceAll(START, '').replaceAll(STOP, '');
  return escapeHtml(
    markdownAsText(
      marked
        .replace(/<mark>/g, START)
        .replace(/<\/mark>/g, STOP)
        .replace(/<[^>]*>/g, ''),
    ),
  )
    .replaceAll(START, '<mark>')
    .replaceAll(STOP, '</mark>');
}
