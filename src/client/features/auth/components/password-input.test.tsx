// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

afterEach(cleanup);

/** Every client source file, for the rules that hold across the forms. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [{ file: path, text: readFileSync(path, 'utf8') }]
      : [];
  });
}

// OWASP ASVS 5.0 6.2.6 and 6.2.7 (docs/security/asvs.md): a password is masked, may be shown on request, and
// may be pasted or filled in by the browser or a password manager.
describe('a password field', () => {
  it('masks what is typed until the reader asks to see it', async () => {
    render(<PasswordInput aria-label="Password" autoComplete="current-password" />);
    const field = screen.getByLabelText('Password');
    expect(field.getAttribute('type')).toBe('password');
    expect(field.getAttribute('autocomplete')).toBe('current-password');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show password' })));
    expect(field.getAttribute('type')).toBe('text');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hide password' })));
    expect(field.getAttribute('type')).toBe('password');
  });

  it('lets a password be pasted', () => {
    render(<PasswordInput aria-label="Password" autoComplete="new-password" />);
    const pasted = fireEvent.paste(screen.getByLabelText('Password'), {
      clipboardData: { getData: () => 'Pasted#Passw0rd' },
    });
    expect(pasted).toBe(true);
  });

  it('is never kept from pasting or filling in anywhere in the site, and says which password it wants', () => {
    const files = sources(join(import.meta.dirname, '../../..'));
    const forms = files.filter(({ text }) => /<PasswordInput\b|type="password"/.test(text));
    for (const { file, text } of forms) {
      expect(text, file).not.toMatch(/onPaste|onCopy|preventDefault\(\)[^\n]*paste/i);
      // Every password field names the password it wants (another field, such as an address typed to
      // confirm, may turn the browser's filling off).
      for (const use of text.match(/<PasswordInput\b[^>]*>|<input\b[^>]*type="password"[^>]*>/g) ?? [])
        expect(use, file).toMatch(/autoComplete="(current|new)-password"/);
    }
    expect(forms.length).toBeGreaterThanOrEqual(5);
  });
});
