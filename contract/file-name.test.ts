import { describe, expect, it } from 'vitest';
import { fileExtension, safeFileName } from './file-name.ts';

describe('safeFileName', () => {
  it('drops control characters, bidirectional overrides and zero-width characters, and keeps the rest', () => {
    expect(safeFileName('evil\u202Egpj.exe')).toBe('evilgpj.exe');
    expect(safeFileName('a\r\nb\u0007\u0085.txt')).toBe('ab.txt');
    expect(safeFileName('x\u2066y\u2069\u200bz\ufeff.pdf')).toBe('xyz.pdf');
    expect(safeFileName('Résumé (final) 😀.pdf')).toBe('Résumé (final) 😀.pdf');
  });

  it('replaces slashes, trims, caps the length and names an empty result', () => {
    expect(safeFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeFileName('  spaced.txt  ')).toBe('spaced.txt');
    expect(safeFileName('\u202E\u0000')).toBe('attachment');
    expect(safeFileName('a'.repeat(300))).toHaveLength(255);
  });

  it('names a file called "." or ".." (a folder wherever it becomes a path) "attachment"', () => {
    expect(safeFileName('..')).toBe('attachment');
    expect(safeFileName(' . ')).toBe('attachment');
    expect(safeFileName('\u202E...')).toBe('attachment');
    expect(safeFileName('..x')).toBe('..x');
    expect(safeFileName('../')).toBe('.._');
  });
});

describe('fileExtension', () => {
  it('is what follows the last dot, lower-case', () => {
    expect(fileExtension('evilgpj.EXE')).toBe('exe');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});
