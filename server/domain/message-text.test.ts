import { describe, expect, it } from 'vitest';
import { HTML_TEXT_SOURCE_MAX, htmlToText } from './message-text.ts';

describe('htmlToText', () => {
  it('is the text of ordinary HTML, links shown once', () => {
    expect(htmlToText('<div>Only <i>HTML</i> here</div>')).toBe('Only HTML here');
    expect(htmlToText('<p><a href="https://x.example/">https://x.example/</a></p>')).toBe('https://x.example/');
  });

  it('gives the words of HTML nested 5,000 deep instead of throwing (html-to-text overflows its stack)', () => {
    expect(htmlToText(`${'<div>'.repeat(5000)}deep <b>words</b>${'</div>'.repeat(5000)}`)).toBe('deep words');
  });

  it('leaves out what scripts and styles hold when it has to strip tags, as it does otherwise', () => {
    const nested = (html: string) => `${html}${'<div>'.repeat(5000)}deep${'</div>'.repeat(5000)}`;
    expect(htmlToText(nested('<script>alert(1)</script><STYLE type="x">p{}</STYLE><p>Hi</p>'))).toBe('Hi deep');
    expect(htmlToText(nested('<p>Hi</p><script>never closed'))).toBe('Hi');
  });

  it('gives nothing for many scripts never closed (one pass: the first hides the rest)', () => {
    expect(htmlToText(`${'<div>'.repeat(5000)}${'<script>x'.repeat(25_000)}`)).toBe('');
  });

  it('stays fast on a long run of "<" when it has to strip tags', () => {
    const started = performance.now();
    expect(htmlToText(`${'<div>'.repeat(5000)}${'<'.repeat(200_000)}`)).toBe('');
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('the HTML a text is made from', () => {
  it('is at most its first HTML_TEXT_SOURCE_MAX characters, so one huge body (composed or received) cannot hold the server', () => {
    const huge = `<p>start</p>${'<table><tr><td>'.repeat(20_000)}<p>past the limit</p>`;
    expect(huge.length).toBeGreaterThan(HTML_TEXT_SOURCE_MAX);
    const text = htmlToText(huge);
    expect(text).toContain('start');
    expect(text).not.toContain('past the limit');
  });
});
