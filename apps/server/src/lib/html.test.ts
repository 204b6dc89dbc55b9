import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, sanitizeHtml } from './html.js';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists and http links', () => {
    const html =
      '<p><b>Bold</b> <i>it</i> <u>under</u></p><ul><li>one</li></ul>' +
      '<a href="https://kingside.example/a">a</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: or data: addresses', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><style>p{}</style></p>' +
        '<img src="x.png" onerror="alert(2)"><img src="data:image/png;base64,AA">' +
        '<a href="javascript:alert(3)">bad</a><iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|style|javascript|data:|iframe|alert/i);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('<a>bad</a>');
  });

  it('makes a link that opens a new window unable to reach back', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('htmlToText', () => {
  it('writes paragraphs, breaks, list items and links as text', () => {
    expect(
      htmlToText(
        '<p>Hello &amp; welcome</p><p>Line<br>next</p><ul><li>one</li><li>two</li></ul>' +
          '<p><a href="https://k.example/camp">Camp</a></p>',
      ),
    ).toBe('Hello & welcome\n\nLine\nnext\n\n- one\n- two\n\nCamp (https://k.example/camp)');
  });
});

describe('escapeHtml', () => {
  it('escapes the characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
