import { describe, expect, it } from 'vitest';

import { isEmailHtmlEmpty, sanitizeEmailHtml } from './sanitizeEmailHtml';

describe('sanitizeEmailHtml', () => {
  it('keeps every tag the editor produces', () => {
    const html =
      '<h1>Sorry</h1><h2>Your order</h2><p><strong>b</strong> <em>i</em> <u>u</u> ' +
      '<a href="https://example.com/">site</a></p>' +
      '<ol><li><p>one</p></li></ol><ul><li><p>two</p></li></ul>';
    expect(sanitizeEmailHtml(html)).toBe(html);
  });

  it.each([
    ['an image with onerror', '<p>a<img src=x onerror="alert(1)">b</p>', '<p>ab</p>'],
    ['a script element and its content', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an svg with onload', '<p>x<svg onload="alert(1)"><circle/></svg></p>', '<p>x</p>'],
    ['an iframe', '<p>x</p><iframe src="https://evil.example"></iframe>', '<p>x</p>'],
    ['event handlers on allowed tags', '<p onclick="alert(1)" onmouseover="x()">t</p>', '<p>t</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">go</a></p>', '<p><a>go</a></p>'],
    ['an obfuscated javascript: link', '<a href="  JaVa&#x09;ScRiPt:alert(1)">go</a>', '<a>go</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">go</a>', '<a>go</a>'],
    ['a relative link', '<a href="/admin">go</a>', '<a>go</a>'],
  ])('removes %s', (_case, input, expected) => {
    expect(sanitizeEmailHtml(input)).toBe(expected);
  });

  it('drops link targets and rel, which the e-mail does not carry', () => {
    expect(sanitizeEmailHtml('<a href="https://example.com/" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/">x</a>',
    );
  });

  it('drops inline styles and classes but keeps the text', () => {
    expect(
      sanitizeEmailHtml(
        '<p style="color: red; font-size: 40px" class="x">Hello <span style="font-weight:700">there</span></p>',
      ),
    ).toBe('<p>Hello there</p>');
  });

  it('keeps mailto and http links', () => {
    const html = '<p><a href="mailto:help@example.com">mail</a> <a href="http://example.com/">web</a></p>';
    expect(sanitizeEmailHtml(html)).toBe(html);
  });

  it('keeps escaped markup as text, never as tags', () => {
    expect(sanitizeEmailHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</p>',
    );
  });

  it('unwraps tags outside the allowed set', () => {
    expect(
      sanitizeEmailHtml('<div><h3>Title</h3><b>bold</b><table><tr><td>cell</td></tr></table></div>'),
    ).toBe('Titleboldcell');
  });

  it('leaves empty elements while editing', () => {
    expect(sanitizeEmailHtml('<p>a</p><p></p>')).toBe('<p>a</p><p></p>');
  });

  it('removes empty elements on send, including nested ones', () => {
    expect(
      sanitizeEmailHtml(
        '<h1></h1><p>Keep</p><p><strong><em></em></strong></p><ul><li><p> </p></li></ul><ol><li><p>x</p></li><li></li></ol>',
        { removeEmpty: true },
      ),
    ).toBe('<p>Keep</p><ol><li><p>x</p></li></ol>');
  });

  it('treats non-breaking spaces as empty on send', () => {
    expect(sanitizeEmailHtml('<p>&nbsp;</p><h2>&nbsp; </h2><p>a&nbsp;b</p>', { removeEmpty: true })).toBe(
      '<p>a&nbsp;b</p>',
    );
  });

  it('removes a link with no text on send', () => {
    expect(sanitizeEmailHtml('<p>see <a href="https://example.com/"></a></p>', { removeEmpty: true })).toBe(
      '<p>see </p>',
    );
  });

  it('does not change its input', () => {
    const input = '<p style="color:red">x</p>';
    sanitizeEmailHtml(input, { removeEmpty: true });
    expect(input).toBe('<p style="color:red">x</p>');
  });
});

describe('isEmailHtmlEmpty', () => {
  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p><img src=x onerror=alert(1)></p>', true],
    ['<p>a</p>', false],
  ])('%s → %s', (html, expected) => {
    expect(isEmailHtmlEmpty(html)).toBe(expected);
  });
});
